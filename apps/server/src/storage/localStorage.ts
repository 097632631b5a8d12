import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { contentTypeForKey, type FileStorage, isValidKey, StorageUnavailableError } from "./FileStorage";

/** A temporary name of this storage: `<final name>.<pid>.<hex>.tmp` (tempCleaner.ts removes stale ones). */
export const LOCAL_TEMP_NAME = /\.\d+\.[0-9a-f]+\.tmp$/;

// The disk, not the request, is at fault: full, read-only, not ours to write, failing.
const UNAVAILABLE_CODES = new Set(["EACCES", "EPERM", "EROFS", "ENOSPC", "EDQUOT", "EIO"]);

async function guarded<T>(operation: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code && UNAVAILABLE_CODES.has(code)) throw new StorageUnavailableError(operation, code, { cause: error });
    throw error;
  }
}

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
      const temp = tempOf(path);
      await guarded("put", async () => {
        try {
          await mkdir(dirname(path), { recursive: true });
          await writeFile(temp, data);
          await rename(temp, path);
        } catch (error) {
          await rm(temp, { force: true });
          throw error;
        }
      });
    },
    async putStream(key: string, body: Readable) {
      const path = pathOf(key);
      const temp = tempOf(path);
      let size = 0;
      await guarded("put", async () => {
        try {
          await mkdir(dirname(path), { recursive: true });
          // Counted from here: a "data" listener sets the stream flowing, so it goes on right before the pipe.
          body.on("data", (chunk: Buffer) => {
            size += chunk.length;
          });
          await pipeline(body, createWriteStream(temp));
          await rename(temp, path);
        } catch (error) {
          body.destroy();
          await rm(temp, { force: true });
          throw error;
        }
      });
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
      await guarded("delete", () => rm(pathOf(key), { force: true }));
    },
    async deletePrefix(prefix) {
      await guarded("delete", () => rm(pathOf(prefix), { recursive: true, force: true }));
    },
    async *list(prefix) {
      const base = prefix === "" ? root : pathOf(prefix);
      const entries = await readdir(base, { recursive: true, withFileTypes: true }).catch((error) => {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
        throw error;
      });
      for (const entry of entries) {
        if (!entry.isFile() || LOCAL_TEMP_NAME.test(entry.name)) continue;
        const path = join(entry.parentPath, entry.name);
        const key = relative(root, path).split(sep).join("/");
        const info = await stat(path).catch(() => null);
        if (info && isValidKey(key)) yield { key, size: info.size, modifiedAt: info.mtime };
      }
    },
  };
}
