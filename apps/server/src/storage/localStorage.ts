import { createReadStream } from "node:fs";
import { mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { contentTypeForKey, type FileStorage, isValidKey } from "./FileStorage";

/** Files in a folder (DATA_DIR/files); the content type follows the key's extension. */
export function createLocalStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    if (!isValidKey(key)) throw new Error(`invalid storage key: ${key}`);
    return join(root, key);
  };
  return {
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temp = `${path}.${process.pid}.tmp`;
      await writeFile(temp, data);
      await rename(temp, path);
    },
    async get(key) {
      if (!isValidKey(key)) return null;
      const path = join(root, key);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) return null;
      return { body: createReadStream(path), size: info.size, contentType: contentTypeForKey(key) };
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
