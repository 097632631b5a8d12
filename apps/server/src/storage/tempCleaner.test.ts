import { mkdir, mkdtemp, readdir, rm, stat, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { MEDIA_TYPE } from "@coursewright/course-model";
import { afterEach, beforeEach, expect, it } from "vitest";
import { reserveItemId } from "../modules/media/service";
import { insertItems } from "../modules/media/testing";
import { forEachDatabase } from "../test/context";
import { cleanStaleTempFiles } from "./tempCleaner";

const HOUR = 3600_000;

/** Writes a file, its modification time `ageMs` ago. */
async function file(path: string, ageMs: number): Promise<string> {
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, "partial");
  const when = new Date(Date.now() - ageMs);
  await utimes(path, when, when);
  return path;
}

async function age(path: string, ageMs: number): Promise<void> {
  const when = new Date(Date.now() - ageMs);
  await utimes(path, when, when);
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

forEachDatabase("temporary files left by stopped uploads", (t) => {
  let storageRoot: string;
  let tempDir: string;
  beforeEach(async () => {
    storageRoot = join(t.config.dataDir, "cleaner", String(Math.random()).slice(2));
    tempDir = await mkdtemp(join(tmpdir(), "cw-cleaner-test-"));
  });
  afterEach(async () => {
    await rm(storageRoot, { recursive: true, force: true });
    await rm(tempDir, { recursive: true, force: true });
  });
  const clean = () => cleanStaleTempFiles({ db: t.db, storageRoot, tempDir, maxAgeMs: HOUR });

  it("removes storage's temporary files untouched for longer than the age, and nothing else", async () => {
    const stale = await file(join(storageRoot, "media/7/abc.mp4.4242.0a1b2c3d.tmp"), 2 * HOUR);
    const staleAvatar = await file(join(storageRoot, "avatars/x.webp.99.ffff0000.tmp"), 5 * HOUR);
    const writing = await file(join(storageRoot, "media/7/def.mp4.4242.0a1b2c3e.tmp"), 5 * 60_000);
    const finished = await file(join(storageRoot, "media/7/abc.mp4"), 48 * HOUR);
    const notOurs = await file(join(storageRoot, "media/7/notes.tmp"), 48 * HOUR);
    const report = await clean();
    expect(report.removed.sort()).toEqual([stale, staleAvatar].sort());
    expect(await exists(stale)).toBe(false);
    expect(await exists(staleAvatar)).toBe(false);
    for (const kept of [writing, finished, notOurs]) expect(await exists(kept), kept).toBe(true);
  });

  it("removes the folder of a package whose unpacking stopped, never one still unpacking or one that is kept", async () => {
    const { user } = await t.createUser({ creator: true });
    const [kept] = await insertItems(t.db, user.id, 1, { type: MEDIA_TYPE.SCORM });
    if (!kept) throw new Error("no item");
    const halfDone = await reserveItemId(t.db);
    const unpacking = await reserveItemId(t.db);
    const scorm = join(storageRoot, "scorm");

    // Killed mid-way: some files and the temporary name of the next one, all hours old, and no media item.
    await file(join(scorm, String(halfDone), "imsmanifest.xml"), 3 * HOUR);
    await file(join(scorm, String(halfDone), "shared/big.mp4.4242.00ff00ff.tmp"), 3 * HOUR);
    await age(join(scorm, String(halfDone), "shared"), 3 * HOUR);
    await age(join(scorm, String(halfDone)), 3 * HOUR);
    // Another process is still at it: an old first file, but the one it writes now is fresh.
    await file(join(scorm, String(unpacking), "imsmanifest.xml"), 3 * HOUR);
    await file(join(scorm, String(unpacking), "res/video.mp4.5151.00ff00fe.tmp"), 1000);
    await age(join(scorm, String(unpacking)), 3 * HOUR);
    // A package in the library: old files, even one that looks temporary, are its own.
    await file(join(scorm, String(kept.id), "imsmanifest.xml"), 30 * 24 * HOUR);
    const keptLookalike = await file(join(scorm, String(kept.id), "odd.html.1.ab.tmp"), 30 * 24 * HOUR);

    const report = await clean();
    expect(report.removed).toEqual([join(scorm, String(halfDone))]);
    expect((await readdir(scorm)).sort()).toEqual([String(kept.id), String(unpacking)].sort());
    expect(await exists(keptLookalike)).toBe(true);
    expect(await exists(join(scorm, String(unpacking), "res/video.mp4.5151.00ff00fe.tmp"))).toBe(true);
  });

  it("removes this app's upload zips and video copies from the temp folder once untouched for the age", async () => {
    const stale = await file(join(tempDir, "coursewright-upload-0123456789abcdef.zip"), 2 * HOUR);
    const staleVideo = await file(join(tempDir, "coursewright-upload-00112233445566ff.tmp"), 2 * HOUR);
    const inUse = await file(join(tempDir, "coursewright-upload-fedcba9876543210.zip"), 10 * 60_000);
    const someoneElses = await file(join(tempDir, "upload-0123456789abcdef.zip"), 48 * HOUR);
    const lookalike = await file(join(tempDir, "coursewright-upload-notours.zip"), 48 * HOUR);
    expect((await clean()).removed.sort()).toEqual([stale, staleVideo].sort());
    for (const kept of [inUse, someoneElses, lookalike]) expect(await exists(kept), kept).toBe(true);
  });

  it("answers quietly when the folders do not exist yet", async () => {
    await rm(tempDir, { recursive: true, force: true });
    expect(await clean()).toEqual({ removed: [] });
  });
});
