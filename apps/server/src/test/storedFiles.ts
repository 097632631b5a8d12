import type { FileStorage } from "../storage/FileStorage";

/**
 * The names right under `prefix` in storage, as `readdir` of that folder would give them (files and the first
 * segment of deeper keys), sorted; [] when nothing is there. Works the same on the local folder and a bucket.
 */
export async function storedNames(storage: FileStorage, prefix: string): Promise<string[]> {
  const names = new Set<string>();
  for await (const { key } of storage.list(prefix)) {
    const rest = key.slice(prefix.length + 1);
    names.add(rest.split("/")[0] ?? rest);
  }
  return [...names].sort();
}
