import type { Dirent } from "node:fs";
import { readdir, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { inArray } from "drizzle-orm";
import type { Database } from "../db/open";
import { mediaItems } from "../db/schema";

/**
 * Name of an uploaded SCORM zip waiting in the system temp folder (uploadRoutes.ts makes them), or of a video
 * copied there for ffmpeg (`.tmp`, posterFrame.ts).
 */
export const UPLOAD_ZIP_PREFIX = "coursewright-upload-";
const UPLOAD_ZIP = /^coursewright-upload-[0-9a-f]{16}\.(zip|tmp)$/;
/** A temporary name of local storage: `<final name>.<pid>.<hex>.tmp` (localStorage.ts). */
const STORAGE_TEMP = /\.\d+\.[0-9a-f]+\.tmp$/;
const SCORM_FOLDER = "scorm";
const INT4_MAX = 2_147_483_647;

export interface TempCleanerOptions {
  db: Database;
  /** The local storage folder (DATA_DIR/files). */
  storageRoot: string;
  /** Where upload zips wait while a package unpacks (os.tmpdir()). */
  tempDir: string;
  /** What was last written longer ago than this is left over from a process that stopped mid-way. */
  maxAgeMs: number;
  now?: () => number;
}

export interface CleanReport {
  /** Paths removed: files, and folders of half-unpacked packages. */
  removed: string[];
}

/**
 * Removes what a process killed in the middle of an upload leaves behind: storage's temporary files, SCORM
 * package folders whose media item never came to be, and upload zips in the temp folder. Only what nobody has
 * written to for `maxAgeMs` goes: a file being written has a fresh modification time (every chunk updates it;
 * an upload zip's time is renewed before each step that reads it), so several processes sharing the folders may
 * each run this at any time.
 */
export async function cleanStaleTempFiles(options: TempCleanerOptions): Promise<CleanReport> {
  const cutoff = (options.now ?? Date.now)() - options.maxAgeMs;
  const removed: string[] = [];
  const remove = async (path: string, recursive = false) => {
    await rm(path, { force: true, recursive });
    removed.push(path);
  };

  for (const entry of await entries(options.tempDir)) {
    const path = join(options.tempDir, entry.name);
    if (entry.isFile() && UPLOAD_ZIP.test(entry.name) && (await olderThan(path, cutoff))) await remove(path);
  }

  const scormRoot = join(options.storageRoot, SCORM_FOLDER);
  const packageIds = (await entries(scormRoot))
    .filter((e) => e.isDirectory() && /^\d{1,10}$/.test(e.name) && Number(e.name) <= INT4_MAX)
    .map((e) => Number(e.name));
  const orphans = await withoutMediaItem(options.db, packageIds);
  for (const id of orphans) {
    const folder = join(scormRoot, String(id));
    if ((await newestChange(folder)) < cutoff) await remove(folder, true);
  }

  // Unpacked packages are written once and never rewritten, so their (many) files need no look.
  await walk(
    options.storageRoot,
    (dir) => dir !== scormRoot,
    async (path, name) => {
      if (STORAGE_TEMP.test(name) && (await olderThan(path, cutoff))) await remove(path);
    },
  );
  return { removed };
}

async function entries(dir: string): Promise<Dirent[]> {
  return readdir(dir, { withFileTypes: true }).catch(() => []);
}

/** False for a file that is gone (another process removed it, or its upload finished and renamed it). */
async function olderThan(path: string, cutoff: number): Promise<boolean> {
  const info = await stat(path).catch(() => null);
  return info !== null && info.mtimeMs < cutoff;
}

/** The latest modification time of a folder and everything in it (an unpack in progress keeps adding files). */
async function newestChange(folder: string): Promise<number> {
  let newest = (await stat(folder).catch(() => null))?.mtimeMs ?? Number.POSITIVE_INFINITY;
  await walk(
    folder,
    () => true,
    async (path) => {
      const info = await stat(path).catch(() => null);
      // A file that vanished mid-walk belongs to someone at work there.
      newest = Math.max(newest, info?.mtimeMs ?? Number.POSITIVE_INFINITY);
    },
  );
  return newest;
}

async function walk(
  dir: string,
  enter: (dir: string) => boolean,
  onFile: (path: string, name: string) => Promise<void>,
): Promise<void> {
  for (const entry of await entries(dir)) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (enter(path)) await walk(path, enter, onFile);
    } else if (entry.isFile()) {
      await onFile(path, entry.name);
    }
  }
}

/** The package ids among `ids` that no media item has (its upload never finished). */
export async function withoutMediaItem(db: Database, ids: number[]): Promise<number[]> {
  const known = new Set<number>();
  for (let i = 0; i < ids.length; i += 1000) {
    const chunk = ids.slice(i, i + 1000);
    const rows = await db.select({ id: mediaItems.id }).from(mediaItems).where(inArray(mediaItems.id, chunk));
    for (const row of rows) known.add(row.id);
  }
  return ids.filter((id) => !known.has(id));
}
