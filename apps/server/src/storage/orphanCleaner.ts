import { inArray, or } from "drizzle-orm";
import type { Database } from "../db/open";
import { mediaItems } from "../db/schema";
import type { FileStorage } from "./FileStorage";
import { withoutMediaItem } from "./tempCleaner";

const PACKAGE_KEY = /^scorm\/(\d{1,10})\//;
const INT4_MAX = 2_147_483_647;
const CHUNK = 1000;

export interface OrphanCleanerOptions {
  db: Database;
  storage: FileStorage;
  /** What was written less long ago than this may belong to an upload under way: it stays. */
  maxAgeMs: number;
  /**
   * Also unpacked SCORM packages (`scorm/<id>/`) whose media item is gone. On the local folder tempCleaner.ts does
   * this instead: it sees the temporary file an unpack is writing, which list() leaves out.
   */
  packages: boolean;
  now?: () => number;
}

export interface OrphanReport {
  /** Keys of files, and prefixes of packages (`scorm/<id>`), removed. */
  removed: string[];
}

/**
 * Removes from the file storage (the local folder or the bucket, both through FileStorage) what no media item
 * owns and nobody wrote to for `maxAgeMs`: files under `media/` of an upload whose row never came (its process
 * was killed, or the database refused it and the storage was down for the cleanup) or a thumbnail made as its
 * item was deleted, and packages whose unpacking stopped or whose deletion could not remove them. Idempotent:
 * several processes may run it at once, removing a removed file is nothing.
 */
export async function cleanOrphanedFiles(options: OrphanCleanerOptions): Promise<OrphanReport> {
  const { db, storage } = options;
  const cutoff = (options.now ?? Date.now)() - options.maxAgeMs;
  const removed: string[] = [];

  // Media files: only the old ones are looked up, a thousand at a time.
  let old: string[] = [];
  const sweep = async () => {
    const owned = await ownedKeys(db, old);
    for (const key of old) {
      if (owned.has(key)) continue;
      await storage.delete(key);
      removed.push(key);
    }
    old = [];
  };
  for await (const file of storage.list("media")) {
    if (file.modifiedAt.getTime() >= cutoff) continue;
    old.push(file.key);
    if (old.length >= CHUNK) await sweep();
  }
  await sweep();

  if (!options.packages) return { removed };
  // Packages: the newest write of each, as an unpack adds files one after the other.
  const newest = new Map<number, number>();
  for await (const file of storage.list("scorm")) {
    const id = Number(PACKAGE_KEY.exec(file.key)?.[1] ?? Number.NaN);
    if (!Number.isInteger(id) || id > INT4_MAX) continue;
    newest.set(id, Math.max(newest.get(id) ?? 0, file.modifiedAt.getTime()));
  }
  const stale = [...newest].filter(([, time]) => time < cutoff).map(([id]) => id);
  for (const id of await withoutMediaItem(db, stale)) {
    await storage.deletePrefix(`scorm/${id}`);
    removed.push(`scorm/${id}`);
  }
  return { removed };
}

/** The keys among `keys` that a media item has as its file or its thumbnail. */
async function ownedKeys(db: Database, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ file: mediaItems.storage_key, thumb: mediaItems.thumb_key })
    .from(mediaItems)
    .where(or(inArray(mediaItems.storage_key, keys), inArray(mediaItems.thumb_key, keys)));
  const owned = new Set<string>();
  for (const row of rows) {
    if (row.file) owned.add(row.file);
    if (row.thumb) owned.add(row.thumb);
  }
  return owned;
}
