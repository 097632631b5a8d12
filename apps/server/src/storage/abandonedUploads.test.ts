import http from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { S3Config } from "../config";
import { mediaItems } from "../db/schema";
import { bearer, TestContext } from "../test/context";
import { startS3Server, type TestS3Server } from "../test/s3Server";
import { isStorageUnavailable } from "./FileStorage";
import { createS3Storage } from "./s3Storage";

const MiB = 1024 * 1024;
const WAIT = { timeout: 20_000, interval: 50 };

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.stop();
});

/** A body the test feeds by hand: `push(n)` adds n MiB, `fail()` ends it as a client that went away would. */
function handFed() {
  const stream = new Readable({ read() {} });
  return {
    stream,
    push: (mib: number) => {
      for (let i = 0; i < mib; i++) stream.push(Buffer.alloc(MiB, i));
    },
    fail: () => stream.destroy(new Error("client went away")),
  };
}

describe("S3 multipart uploads that fail leave no upload behind", () => {
  let settings: S3Config;
  beforeAll(async () => {
    settings = await s3.newBucket();
  });

  it("a body that fails after two parts were sent: the upload is aborted, no object, no parts", async () => {
    const storage = createS3Storage(settings);
    try {
      const body = handFed();
      const put = storage.putStream("media/1/cut.mp4", body.stream).catch((error: unknown) => error);
      body.push(12);
      // The multipart upload is under way (two 5 MiB parts sent), so there is something to abort.
      await vi.waitFor(
        async () => expect(await s3.unfinishedUploads(settings.bucket)).toEqual(["media/1/cut.mp4"]),
        WAIT,
      );
      body.fail();
      expect(String(await put)).toContain("client went away");
      expect(await s3.unfinishedUploads(settings.bucket)).toEqual([]);
      expect(await storage.stat("media/1/cut.mp4")).toBeNull();
    } finally {
      storage.client.destroy();
    }
  });

  it("a part the service fails: 'unavailable', the parts sent before it are aborted with the upload", async () => {
    const storage = createS3Storage(settings);
    let sentParts = 0;
    // The third UploadPart fails as a dropped connection would, after two parts reached the bucket.
    storage.client.middlewareStack.add(
      (next) => async (args) => {
        const input = args.input as { PartNumber?: number };
        if (input.PartNumber === 3) throw Object.assign(new Error("socket hang up"), { code: "ECONNRESET" });
        const answer = await next(args);
        if (input.PartNumber) sentParts += 1;
        return answer;
      },
      { step: "initialize", name: "failThirdPart" },
    );
    try {
      const body = handFed();
      const put = storage.putStream("media/2/big.mp4", body.stream).catch((error: unknown) => error);
      body.push(40);
      body.stream.push(null);
      const error = await put;
      expect(isStorageUnavailable(error), String(error)).toBe(true);
      expect(sentParts).toBeGreaterThanOrEqual(2);
      expect(await s3.unfinishedUploads(settings.bucket)).toEqual([]);
      expect(await storage.stat("media/2/big.mp4")).toBeNull();
    } finally {
      storage.client.destroy();
    }
  });
});

describe("POST /api/medialibrary/upload_file cut off by the client, on S3", () => {
  let settings: S3Config;
  const t = new TestContext("pglite", async () => {
    settings = await s3.newBucket();
    return {
      STORAGE_DRIVER: "s3",
      S3_ENDPOINT: settings.endpoint,
      S3_BUCKET: settings.bucket,
      S3_ACCESS_KEY_ID: settings.accessKeyId,
      S3_SECRET_ACCESS_KEY: settings.secretAccessKey,
      S3_FORCE_PATH_STYLE: "true",
      S3_MEDIA_DELIVERY: "stream",
    };
  });
  beforeAll(async () => {
    await t.start();
    await t.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(() => t.stop());

  it("aborts the multipart upload and records no media item", async () => {
    const { user, token } = await t.createUser({ creator: true });
    const boundary = "----coursewright-cut";
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cut.mp4"\r\n` +
        "Content-Type: video/mp4\r\n\r\n\u0000\u0000\u0000\u0018ftypisom\u0000\u0000\u0002\u0000isomiso2",
      "latin1",
    );
    const { port } = t.app.server.address() as AddressInfo;
    const request = http.request({
      host: "127.0.0.1",
      port,
      path: "/api/medialibrary/upload_file",
      method: "POST",
      headers: {
        ...bearer(token),
        "content-type": `multipart/form-data; boundary=${boundary}`,
        // Promises 64 MiB, sends 12.
        "content-length": 64 * MiB,
      },
    });
    // The client's own end of it ("socket hang up") is not what is tested.
    request.on("error", () => {});
    request.write(head);
    for (let i = 0; i < 12; i++) request.write(Buffer.alloc(MiB, 7));
    await vi.waitFor(async () => expect(await s3.unfinishedUploads(settings.bucket)).toHaveLength(1), WAIT);
    request.destroy();
    await vi.waitFor(async () => expect(await s3.unfinishedUploads(settings.bucket)).toEqual([]), WAIT);
    expect(await t.db.select().from(mediaItems).where(eq(mediaItems.user_id, user.id))).toEqual([]);
    let stored = 0;
    for await (const _ of t.storage.list("media")) stored += 1;
    expect(stored).toBe(0);
  });
});
