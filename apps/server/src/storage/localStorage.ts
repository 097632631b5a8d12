import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { contentTypeForKey, type FileStorage, isValidKey } from "./FileStorage";

/** Files in a folder (DATA_DIR/files); the content type follows the key's extension. */
export function createLocalStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    if (!isValidKey(key)) throw new Error(`invalid storage key: ${key}`);
    return join(root, key);
  };
  // Write to a temporary name, then rename, so a reader never sees half a file.
  const tempOf = (path: string) => `${path}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;

  return {
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temp = tempOf(path);
      await writeFile(temp, data);
      await rename(temp, path);
    },
    async putStream(key: string, body: Readable) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temp = tempOf(path);
      let size = 0;
      body.on("data", (chunk: Buffer) => {
        size += chunk.length;
      });
      try {
        await pipeline(body, createWriteStream(temp));
        await rename(temp, path);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
      return { size };
    },
    async get(key, range) {
      if (!isValidKey(key)) return null;
      const path = join(root, key);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) return null;
      return {
        body: createReadStream(path, range ? { start: range.start, end: range.end } : undefined),
        size: info.size,
        contentType: contentTypeForKey(key),
        modifiedAt: info.mtime,
      };
    },
    async stat(key) {
      if (!isValidKey(key)) return null;
      const info = await stat(join(root, key)).catch(() => null);
      return info?.isFile() ? { size: info.size, modifiedAt: info.mtime } : null;
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async deletePrefix(prefix) {
      await rm(pathOf(prefix), { recursive: true, force: true });
    },
  };
}
