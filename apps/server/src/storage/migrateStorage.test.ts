import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startS3Server, type TestS3Server } from "../test/s3Server";
import { createLocalStorage } from "./localStorage";
import { type MigrationProgress, migrateStorage, progressLine } from "./migrateStorage";
import { createS3Storage } from "./s3Storage";

let s3: TestS3Server;
let root: string;
beforeAll(async () => {
  s3 = await startS3Server();
  root = await mkdtemp(join(tmpdir(), "cw-migrate-"));
});
afterAll(async () => {
  await s3.stop();
  await rm(root, { recursive: true, force: true });
});

it("copies a folder into a bucket, verifies it, resumes without copying twice and repairs a damaged copy", async () => {
  const source = createLocalStorage(root);
  const target = createS3Storage(await s3.newBucket());
  await source.put("avatars/a.webp", Buffer.from("avatar"), "image/webp");
  await source.put("media/1/notes.txt", Buffer.from("notes"), "text/plain");
  await source.put("scorm/2/Playing/Golf (1).html", Buffer.from("<p>golf</p>"), "text/html");
  await source.putStream("media/1/big.mp4", Readable.from([Buffer.alloc(9 * 1024 * 1024, 7)]));
  // A stopped upload's temporary file is not a stored file.
  await source.put("media/1/x.mp4.123.abcdef01.tmp", Buffer.from("partial"), "video/mp4");

  const seen: MigrationProgress[] = [];
  const first = await migrateStorage({ source, target, onProgress: (p) => seen.push(p) });
  expect(first).toEqual({ total: 4, copied: 4, skipped: 0, verified: 4, mismatched: [] });
  expect(seen.at(-1)).toMatchObject({ phase: "verify", done: 4, total: 4 });
  expect(progressLine(seen.at(-1) as MigrationProgress)).toMatch(
    /^\[#+\] 100% {2}4\/4 files {2}9\.4 MB\/9\.4 MB {2}verifying$/,
  );
  const golf = await target.get("scorm/2/Playing/Golf (1).html");
  expect(golf && (await text(golf.body))).toBe("<p>golf</p>");

  // Stopped half-way, run again: nothing is copied twice.
  expect(await migrateStorage({ source, target })).toMatchObject({ copied: 0, skipped: 4, verified: 4 });

  // One object damaged (same size) and one lost: the next run finds both by checksum and count, and copies them.
  await target.put("media/1/notes.txt", Buffer.from("NOTES"), "text/plain");
  await target.delete("avatars/a.webp");
  expect(await migrateStorage({ source, target })).toEqual({
    total: 4,
    copied: 2,
    skipped: 3,
    verified: 4,
    mismatched: [],
  });
  const notes = await target.get("media/1/notes.txt");
  expect(notes && (await text(notes.body))).toBe("notes");
  target.client.destroy();
});
