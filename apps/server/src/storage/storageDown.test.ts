import { BLOCK_TYPE, MEDIA_TYPE } from "@coursewright/course-model";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Env, S3Config } from "../config";
import { answerFiles, mediaItems, users } from "../db/schema";
import { fileUpload, samples } from "../modules/media/testing";
import { craftZip, manifest12 } from "../modules/scorm/testZips";
import { invitedLearner } from "../modules/shares/testing";
import { bearer, TestContext } from "../test/context";
import { startS3Server, type TestS3Server } from "../test/s3Server";
import { storedNames } from "../test/storedFiles";

const UNAVAILABLE = {
  message: "File storage cannot be reached right now, so nothing was saved. Please try again in a few minutes.",
  error: "storage_unavailable",
};

function s3Env(settings: S3Config, overrides: Env = {}): Env {
  return {
    STORAGE_DRIVER: "s3",
    S3_ENDPOINT: settings.endpoint,
    S3_BUCKET: settings.bucket,
    S3_ACCESS_KEY_ID: settings.accessKeyId,
    S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
    S3_FORCE_PATH_STYLE: "true",
    S3_MEDIA_DELIVERY: "stream",
    ...overrides,
  };
}

/** Every upload route refuses with 503 and keeps no row; the caller says how the bucket fails. */
function refusesEveryUpload(t: TestContext) {
  const upload = (url: string, token: string, body: ReturnType<typeof fileUpload>) =>
    t.inject({ method: "POST", url, headers: { ...bearer(token), ...body.headers }, payload: body.payload });

  it("a media file: 503 with a clear message, no media item", async () => {
    const { user, token } = await t.createUser({ creator: true });
    const res = await upload("/api/medialibrary/upload_file", token, fileUpload("photo.png", await samples.png()));
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json()).toEqual(UNAVAILABLE);
    expect(await t.db.select().from(mediaItems).where(eq(mediaItems.user_id, user.id))).toEqual([]);
  });

  it("a SCORM package: 503, no media item", async () => {
    const { user, token } = await t.createUser({ creator: true });
    const zip = await craftZip([
      { name: "imsmanifest.xml", content: manifest12() },
      { name: "index.html", content: "<p>hi</p>" },
    ]);
    const res = await upload("/api/medialibrary/upload_scorm", token, fileUpload("package.zip", zip));
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json()).toEqual(UNAVAILABLE);
    expect(await t.db.select().from(mediaItems).where(eq(mediaItems.user_id, user.id))).toEqual([]);
  });

  it("an avatar: 503, the profile keeps no avatar", async () => {
    const { user, token } = await t.createUser();
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#c00" } })
      .png()
      .toBuffer();
    const res = await upload("/api/profile/avatar", token, fileUpload("me.png", png));
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json()).toEqual(UNAVAILABLE);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.avatar_key ?? null).toBeNull();
  });

  it("an answer recording: 503, no answer file row", async () => {
    const { learner, share, blocks } = await invitedLearner(t, {
      blocksPerPage: 1,
      blockType: BLOCK_TYPE.QUIZ_AUDIO_ANSWER,
    });
    const block = blocks[0];
    if (!block) throw new Error("no block");
    const webm = Buffer.alloc(3000);
    Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]).copy(webm);
    const res = await upload(
      `/api/course_player/upload_answer_file?block_id=${block.id}&share_id=${share.id}`,
      learner.token,
      fileUpload("blob", webm),
    );
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json()).toEqual(UNAVAILABLE);
    expect(await t.db.select().from(answerFiles).where(eq(answerFiles.user_id, learner.user.id))).toEqual([]);
  });
}

describe("with an S3 endpoint where nothing listens", () => {
  const t = new TestContext("pglite", async () => {
    const s3 = await startS3Server();
    const settings = await s3.newBucket();
    await s3.stop();
    return s3Env(settings);
  });
  beforeAll(() => t.start());
  afterAll(() => t.stop());

  refusesEveryUpload(t);
});

describe("with a bucket that refuses the credentials", () => {
  let s3: TestS3Server;
  const t = new TestContext("pglite", async () => {
    s3 = await startS3Server();
    return s3Env(await s3.newBucket(), { S3_ACCESS_KEY_ID: "NOT-A-KEY" });
  });
  beforeAll(() => t.start());
  afterAll(async () => {
    await t.stop();
    await s3.stop();
  });

  refusesEveryUpload(t);
});

describe("when the bucket stops answering after files were stored", () => {
  let s3: TestS3Server;
  const t = new TestContext("pglite", async () => {
    s3 = await startS3Server();
    return s3Env(await s3.newBucket());
  });
  beforeAll(() => t.start());
  afterAll(async () => {
    await t.stop();
    await s3.stop();
  });

  it("serves a stored file, answers 404 for a missing object and 503 once the bucket is gone", async () => {
    const { user, token } = await t.createUser({ creator: true });
    const body = fileUpload("notes.txt", Buffer.from("hello"));
    const res = await t.inject({
      method: "POST",
      url: "/api/medialibrary/upload_file",
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    const item = res.json().data;
    expect(item.medialibrary_type).toBe(MEDIA_TYPE.OTHER);
    expect(await storedNames(t.storage, `media/${user.id}`)).toHaveLength(1);
    const url: string = item.download_url;
    expect((await t.inject({ method: "GET", url })).body).toBe("hello");

    // The row is there but its object was removed behind the app's back: 404, not 500.
    const [row] = await t.db.select().from(mediaItems).where(eq(mediaItems.id, item.id));
    if (!row?.storage_key) throw new Error("no key");
    await t.storage.delete(row.storage_key);
    const missing = await t.inject({ method: "GET", url });
    expect(missing.statusCode).toBe(404);

    await s3.stop();
    const down = await t.inject({ method: "GET", url });
    expect(down.statusCode, down.body).toBe(503);
    expect(down.json()).toEqual(UNAVAILABLE);
  });
});
