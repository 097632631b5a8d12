import { spawnSync } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { MediaItem } from "@coursewright/course-model";
import { and, eq } from "drizzle-orm";
import pino from "pino";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { jobs, mediaItems } from "../../db/schema";
import { createEmbeddedQueue } from "../../jobs/embeddedQueue";
import { bearer, forEachDatabase, type TestContext } from "../../test/context";
import { storedNames } from "../../test/storedFiles";
import { ffmpegAvailable } from "./posterFrame";
import { fileUpload, samples } from "./testing";
import { makeThumbnail, THUMBNAIL_JOB, thumbKeyOf, thumbnailJob } from "./thumbnails";

async function upload(t: TestContext, token: string, fileName: string, data: Buffer): Promise<MediaItem> {
  const body = fileUpload(fileName, data);
  const res = await t.inject({
    method: "POST",
    url: "/api/medialibrary/upload_file",
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

async function fetchItem(t: TestContext, token: string, id: number): Promise<MediaItem> {
  const res = await t.inject({ method: "GET", url: `/api/medialibrary/files/${id}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

async function thumbnailOf(t: TestContext, item: MediaItem) {
  const res = await t.inject({ method: "GET", url: item.thumb_url ?? "no thumbnail" });
  expect(res.statusCode).toBe(200);
  expect(res.headers["content-type"]).toBe("image/webp");
  return sharp(res.rawPayload).metadata();
}

/** Two seconds of ffmpeg's test pattern as an MP4 with its index at the end (as most cameras write them). */
async function testVideo(): Promise<Buffer> {
  const dir = await mkdtemp(join(tmpdir(), "cw-video-"));
  try {
    const path = join(dir, "clip.mp4");
    const args = ["-loglevel", "error", "-f", "lavfi", "-i", "testsrc=size=320x240:rate=10", "-t", "2"];
    const made = spawnSync("ffmpeg", [...args, "-pix_fmt", "yuv420p", path]);
    if (made.status !== 0) throw new Error(made.stderr.toString());
    return await readFile(path);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

function noteTaker() {
  const notes: string[] = [];
  const logger = pino({ level: "warn" }, { write: (line: string) => void notes.push(line) });
  return { notes, logger };
}

forEachDatabase("media thumbnails (background jobs)", (t) => {
  const creator = () => t.createUser({ creator: true });

  it("an image is measured at once; its WebP thumbnail of at most 400 px comes from a job", async () => {
    const { token } = await creator();
    const item = await upload(t, token, "wide.png", await samples.png());
    expect(item.custom_properties).toMatchObject({ width: 640, height: 480, thumbnail: "pending" });
    expect(item.thumb_url).toBeNull();
    expect(await t.db.select().from(jobs).where(eq(jobs.name, THUMBNAIL_JOB))).toContainEqual(
      expect.objectContaining({ data: { id: item.id }, state: "created" }),
    );

    expect(await t.runJobs()).toBeGreaterThanOrEqual(1);
    const done = await fetchItem(t, token, item.id);
    expect(done.custom_properties).not.toHaveProperty("thumbnail");
    expect(done.custom_properties).toMatchObject({ width: 640, height: 480 });
    expect(await thumbnailOf(t, done)).toMatchObject({ format: "webp", width: 400, height: 300 });
  });

  it("a job cut short by a killed process runs again: the same key is overwritten, no row is added", async () => {
    const { user, token } = await creator();
    const item = await upload(t, token, "again.png", await samples.png());
    const [row] = await t.db.select().from(mediaItems).where(eq(mediaItems.id, item.id));
    const itemsBefore = (await t.db.select().from(mediaItems).where(eq(mediaItems.user_id, user.id))).length;
    // What a process killed mid-run leaves: its job active, and half a thumbnail written to the thumbnail's key.
    await t.db
      .update(jobs)
      .set({ state: "active", started_at: new Date() })
      .where(and(eq(jobs.name, THUMBNAIL_JOB), eq(jobs.state, "created")));
    await t.storage.put(thumbKeyOf(row?.storage_key ?? ""), Buffer.from("half a thumbnail"), "image/webp");

    // The next start of the server's queue finds the job active, and runs it again.
    const logger = pino({ level: "silent" });
    const restarted = createEmbeddedQueue({ db: t.db, logger, pollIntervalMs: 60_000, autoPoll: false });
    restarted.register(thumbnailJob({ db: t.db, storage: t.storage, logger, ffmpegPath: "ffmpeg" }));
    await restarted.start();
    expect(await restarted.drain()).toBeGreaterThanOrEqual(1);

    const mine = (await t.db.select().from(jobs).where(eq(jobs.name, THUMBNAIL_JOB))).filter(
      (j) => (j.data as { id: number }).id === item.id,
    );
    expect(mine).toMatchObject([{ state: "completed", retry_count: 1 }]);
    expect(await thumbnailOf(t, await fetchItem(t, token, item.id))).toMatchObject({ format: "webp", width: 400 });
    expect(await t.db.select().from(mediaItems).where(eq(mediaItems.user_id, user.id))).toHaveLength(itemsBefore);
    // The file and one thumbnail: the rerun wrote over the half one.
    expect(await storedNames(t.storage, `media/${user.id}`)).toHaveLength(2);
  });

  it("an image that cannot be decoded gets no thumbnail and stops being pending", async () => {
    const { token } = await creator();
    const png = await samples.png();
    // The header (and so the dimensions) is whole; the pixels are cut off.
    const item = await upload(t, token, "cut.png", png.subarray(0, png.length - 20));
    expect(item.custom_properties.thumbnail).toBe("pending");
    await t.runJobs();
    const done = await fetchItem(t, token, item.id);
    expect(done.custom_properties.thumbnail).toBe("failed");
    expect(done.thumb_url).toBeNull();
  });

  it("an item deleted before its job runs leaves no thumbnail behind", async () => {
    const { user, token } = await creator();
    const item = await upload(t, token, "gone.png", await samples.png());
    const res = await t.inject({
      method: "DELETE",
      url: "/api/medialibrary/files",
      headers: bearer(token),
      payload: { ids: [item.id] },
    });
    expect(res.statusCode).toBe(200);
    await t.runJobs();
    expect(await storedNames(t.storage, `media/${user.id}`)).toEqual([]);
  });

  describe("video poster frames", () => {
    it("a video gets a poster frame when ffmpeg is there, and is kept without one (a note logged) when not", async () => {
      const { token } = await creator();
      const { notes, logger } = noteTaker();
      const deps = { db: t.db, storage: t.storage, logger };
      if (await ffmpegAvailable("ffmpeg")) {
        const item = await upload(t, token, "clip.mp4", await testVideo());
        expect(item.custom_properties.thumbnail).toBe("pending");
        expect(await makeThumbnail({ ...deps, ffmpegPath: "ffmpeg" }, item.id)).toBe("made");
        const done = await fetchItem(t, token, item.id);
        expect(done.custom_properties).not.toHaveProperty("thumbnail");
        expect(await thumbnailOf(t, done)).toMatchObject({ format: "webp", width: 320, height: 240 });
      }
      const other = await upload(t, token, "other.mp4", samples.mp4());
      const missing = join(tmpdir(), "no-such-ffmpeg");
      expect(await makeThumbnail({ ...deps, ffmpegPath: missing }, other.id)).toBe("skipped");
      const kept = await fetchItem(t, token, other.id);
      expect(kept.thumb_url).toBeNull();
      expect(kept.custom_properties).not.toHaveProperty("thumbnail");
      expect(notes.join("\n")).toMatch(/ffmpeg was not found/);
    });
  });
});
