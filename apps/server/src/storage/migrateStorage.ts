import { createHash } from "node:crypto";
import type { FileStorage } from "./FileStorage";

export interface MigrationProgress {
  phase: "copy" | "verify";
  done: number;
  total: number;
  bytesDone: number;
  bytesTotal: number;
}

export interface MigrationReport {
  /** Files in the source. */
  total: number;
  copied: number;
  /** Already in the target with the same size (an earlier run got them there). */
  skipped: number;
  /** Files whose SHA-256 in the target equals the source's. */
  verified: number;
  /** Keys still different after one more copy, or missing: the migration is not complete while any is left. */
  mismatched: string[];
}

export interface MigrationOptions {
  source: FileStorage;
  target: FileStorage;
  /** Files copied or checked at once. */
  concurrency?: number;
  onProgress?: (progress: MigrationProgress) => void;
}

/**
 * Copies every file of `source` into `target` under the same key, then checks the count and every file's SHA-256
 * on both sides. Resumable: a file already in the target with the source's size is not copied again (the
 * checksums still cover it), so a run stopped half-way picks up where it was. A file that differs is copied once
 * more; what still differs is reported. Files stream through: none is held whole in memory.
 */
export async function migrateStorage(options: MigrationOptions): Promise<MigrationReport> {
  const { source, target, onProgress } = options;
  const concurrency = options.concurrency ?? 4;
  const files: { key: string; size: number }[] = [];
  for await (const file of source.list("")) files.push(file);
  const bytesTotal = files.reduce((sum, file) => sum + file.size, 0);
  const report: MigrationReport = { total: files.length, copied: 0, skipped: 0, verified: 0, mismatched: [] };

  const copy = async (key: string) => {
    const file = await source.get(key);
    if (!file) throw new Error(`${key} disappeared from the source while migrating`);
    await target.putStream(key, file.body);
  };

  let done = 0;
  let bytesDone = 0;
  const tick = (phase: MigrationProgress["phase"], size: number) => {
    done += 1;
    bytesDone += size;
    onProgress?.({ phase, done, total: files.length, bytesDone, bytesTotal });
  };

  await eachLimited(files, concurrency, async ({ key, size }) => {
    const there = await target.stat(key);
    if (there && there.size === size) report.skipped += 1;
    else {
      await copy(key);
      report.copied += 1;
    }
    tick("copy", size);
  });

  done = 0;
  bytesDone = 0;
  await eachLimited(files, concurrency, async ({ key, size }) => {
    const expected = await sha256(source, key);
    if ((await sha256(target, key)) !== expected) {
      await copy(key);
      report.copied += 1;
    }
    if ((await sha256(target, key)) === expected) report.verified += 1;
    else report.mismatched.push(key);
    tick("verify", size);
  });

  // The count: every source key is in the target (extra objects in the bucket are left alone).
  const inTarget = new Set<string>();
  for await (const { key } of target.list("")) inTarget.add(key);
  for (const { key } of files) if (!inTarget.has(key) && !report.mismatched.includes(key)) report.mismatched.push(key);
  return report;
}

async function sha256(storage: FileStorage, key: string): Promise<string | null> {
  const file = await storage.get(key);
  if (!file) return null;
  const hash = createHash("sha256");
  for await (const chunk of file.body) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

async function eachLimited<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** "[#######.............]  35%  120/341 files  1.2/3.4 GB  copying" on one line, rewritten in place. */
export function progressLine(progress: MigrationProgress, width = 30): string {
  const fraction =
    progress.bytesTotal > 0 ? progress.bytesDone / progress.bytesTotal : progress.done / (progress.total || 1);
  const filled = Math.round(fraction * width);
  const percent = `${Math.floor(fraction * 100)}%`.padStart(4);
  return `[${"#".repeat(filled)}${".".repeat(width - filled)}] ${percent}  ${progress.done}/${progress.total} files  ${bytes(progress.bytesDone)}/${bytes(progress.bytesTotal)}  ${progress.phase === "copy" ? "copying" : "verifying"}`;
}

function bytes(n: number): string {
  const units = ["B", "KB", "MB", "GB", "TB"];
  let value = n;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
}
