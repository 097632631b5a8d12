import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { buffer, text } from "node:stream/consumers";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startS3Server, type TestS3Server } from "../test/s3Server";
import { type FileStorage, isStorageUnavailable } from "./FileStorage";
import { createLocalStorage } from "./localStorage";
import { createS3Storage } from "./s3Storage";

interface Backend {
  name: string;
  setUp(): Promise<{ storage: FileStorage; tearDown(): Promise<void> }>;
}

let s3: TestS3Server | undefined;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.stop();
});

const backends: Backend[] = [
  {
    name: "local folder",
    async setUp() {
      const root = await mkdtemp(join(tmpdir(), "cw-contract-"));
      return { storage: createLocalStorage(root), tearDown: () => rm(root, { recursive: true, force: true }) };
    },
  },
  {
    name: "S3 (s3rver)",
    async setUp() {
      if (!s3) throw new Error("no S3 server");
      const storage = createS3Storage(await s3.newBucket());
      return { storage, tearDown: async () => storage.client.destroy() };
    },
  },
];

const keysOf = async (storage: FileStorage, prefix: string) => {
  const keys: string[] = [];
  for await (const { key } of storage.list(prefix)) keys.push(key);
  return keys.sort();
};

/** `size` bytes in chunks of 64 KiB, made as they are read: the test never holds the file either. */
function generated(size: number, seed: number): { stream: Readable; sha256: () => string } {
  const hash = createHash("sha256");
  let sent = 0;
  const stream = new Readable({
    read() {
      if (sent >= size) return this.push(null);
      const chunk = Buffer.alloc(Math.min(65_536, size - sent), (sent / 65_536 + seed) % 251);
      sent += chunk.length;
      hash.update(chunk);
      this.push(chunk);
    },
  });
  return { stream, sha256: () => hash.digest("hex") };
}

describe.each(backends)("file storage contract: $name", (backend) => {
  let storage: FileStorage;
  let tearDown: () => Promise<void>;
  beforeEach(async () => {
    ({ storage, tearDown } = await backend.setUp());
  });
  afterEach(async () => {
    await tearDown();
  });

  it("puts a buffer and reads it back with its size, type and time", async () => {
    const before = Date.now() - 2000;
    await storage.put("avatars/abc.webp", Buffer.from("RIFF....WEBP"), "image/webp");
    const file = await storage.get("avatars/abc.webp");
    expect(file && (await text(file.body))).toBe("RIFF....WEBP");
    expect(file?.size).toBe(12);
    expect(file?.contentType).toBe("image/webp");
    expect(file?.modifiedAt.getTime()).toBeGreaterThan(before);
    expect(await storage.stat("avatars/abc.webp")).toMatchObject({ size: 12 });
  });

  it("streams a file in and reads it whole, by range, by open range and by suffix", async () => {
    const { size } = await storage.putStream("media/1/notes.txt", Readable.from(["hello ", "world"]));
    expect(size).toBe(11);
    const part = await storage.get("media/1/notes.txt", { start: 6, end: 10 });
    expect(part?.size).toBe(11);
    expect(part && (await text(part.body))).toBe("world");
    const first = await storage.get("media/1/notes.txt", { start: 0, end: 1 });
    expect(first && (await text(first.body))).toBe("he");
    expect((await storage.get("media/1/notes.txt"))?.contentType).toBe("text/plain; charset=utf-8");
  });

  it("streams a file larger than one multipart part intact (17 MiB, three parts on S3)", async () => {
    const size = 17 * 1024 * 1024 + 123;
    const source = generated(size, 7);
    expect((await storage.putStream("media/2/big.mp4", source.stream)).size).toBe(size);
    expect((await storage.stat("media/2/big.mp4"))?.size).toBe(size);
    const whole = await storage.get("media/2/big.mp4");
    if (!whole) throw new Error("not stored");
    const hash = createHash("sha256");
    for await (const chunk of whole.body) hash.update(chunk as Buffer);
    expect(hash.digest("hex")).toBe(source.sha256());
    // A range across the boundary of the first two parts.
    const boundary = 8 * 1024 * 1024;
    const across = await storage.get("media/2/big.mp4", { start: boundary - 2, end: boundary + 1 });
    expect(across && [...(await buffer(across.body))]).toEqual([
      (127 + 7) % 251,
      (127 + 7) % 251,
      (128 + 7) % 251,
      (128 + 7) % 251,
    ]);
  });

  it("leaves nothing behind when the stream fails part-way, even past the first part", async () => {
    let sent = 0;
    const failing = new Readable({
      read() {
        if (sent >= 9 * 1024 * 1024) return this.destroy(new Error("client went away"));
        sent += 1024 * 1024;
        this.push(Buffer.alloc(1024 * 1024, 1));
      },
    });
    await expect(storage.putStream("media/3/big.bin", failing)).rejects.toThrow("client went away");
    expect(await storage.stat("media/3/big.bin")).toBeNull();
    expect(await storage.get("media/3/big.bin")).toBeNull();
    expect(await keysOf(storage, "media/3")).toEqual([]);
  });

  it("replaces a file whole", async () => {
    await storage.put("exports/a.json", Buffer.from("old and longer"), "application/json");
    await storage.putStream("exports/a.json", Readable.from([Buffer.from("new")]));
    const file = await storage.get("exports/a.json");
    expect(file && (await text(file.body))).toBe("new");
  });

  it("answers null for a missing file and for a key that is not valid", async () => {
    expect(await storage.get("media/9/none.png")).toBeNull();
    expect(await storage.get("media/9/none.png", { start: 0, end: 3 })).toBeNull();
    expect(await storage.stat("media/9/none.png")).toBeNull();
    expect(await storage.get("../etc/passwd")).toBeNull();
    expect(await storage.stat("a//b")).toBeNull();
    await expect(storage.put("../x", Buffer.from("x"), "text/plain")).rejects.toThrow("invalid storage key");
  });

  it("deletes a file, quietly when it is already gone", async () => {
    await storage.put("answers/1/2/a.webm", Buffer.from("x"), "audio/webm");
    await storage.delete("answers/1/2/a.webm");
    expect(await storage.stat("answers/1/2/a.webm")).toBeNull();
    await storage.delete("answers/1/2/a.webm");
  });

  it("keeps file names with spaces, brackets and letters beyond ASCII", async () => {
    const key = "scorm/4/Playing/Golf (1) é 日本.html";
    await storage.put(key, Buffer.from("<p>golf</p>"), "text/html");
    expect((await storage.get(key))?.contentType).toBe("text/html; charset=utf-8");
    expect(await keysOf(storage, "scorm/4")).toEqual([key]);
  });

  it("deletes and lists a whole prefix, not its neighbours, over more than one page", async () => {
    // 1,005 files: ListObjectsV2 and DeleteObjects take 1,000 at a time.
    const keys = Array.from({ length: 1005 }, (_, i) => `scorm/5/res/${String(i).padStart(4, "0")}.js`);
    for (let i = 0; i < keys.length; i += 200) {
      await Promise.all(keys.slice(i, i + 200).map((key) => storage.put(key, Buffer.from("x"), "text/javascript")));
    }
    await storage.put("scorm/5/index.html", Buffer.from("x"), "text/html");
    await storage.put("scorm/50/index.html", Buffer.from("x"), "text/html");
    expect((await keysOf(storage, "scorm/5")).length).toBe(1006);
    await storage.deletePrefix("scorm/5");
    expect(await keysOf(storage, "scorm/5")).toEqual([]);
    expect(await keysOf(storage, "scorm")).toEqual(["scorm/50/index.html"]);
    await storage.deletePrefix("scorm/404");
  }, 60_000);

  it("lists every file with its size from the root", async () => {
    await storage.put("a/b.txt", Buffer.from("12345"), "text/plain");
    await storage.put("c.txt", Buffer.from("1"), "text/plain");
    const all: Record<string, number> = {};
    for await (const { key, size } of storage.list("")) all[key] = size;
    expect(all).toEqual({ "a/b.txt": 5, "c.txt": 1 });
  });

  it("holds many concurrent writers apart", async () => {
    const bodies = Array.from({ length: 20 }, () => randomBytes(1000));
    await Promise.all(bodies.map((body, i) => storage.putStream(`media/6/${i}.bin`, Readable.from([body]))));
    const back = await Promise.all(bodies.map((_, i) => storage.get(`media/6/${i}.bin`)));
    for (const [i, file] of back.entries())
      expect(file && (await buffer(file.body)).equals(bodies[i] as Buffer)).toBe(true);
  });
});

describe("S3 storage faults", () => {
  it("answers 'unavailable' (not a missing file) when the credentials are refused, and writes nothing", async () => {
    if (!s3) throw new Error("no S3 server");
    const settings = await s3.newBucket();
    const refused = createS3Storage({ ...settings, accessKeyId: "NOT-A-KEY", secretAccessKey: "wrong-secret-value" });
    const good = createS3Storage(settings);
    try {
      const put = refused.put("media/1/a.png", Buffer.from("x"), "image/png").catch((e: unknown) => e);
      expect(isStorageUnavailable(await put)).toBe(true);
      const stream = refused.putStream("media/1/b.png", generated(9 * 1024 * 1024, 1).stream).catch((e: unknown) => e);
      const error = await stream;
      expect(isStorageUnavailable(error)).toBe(true);
      // Neither the secret nor the key id is in what is logged or answered.
      expect(String(error)).not.toContain("wrong-secret-value");
      expect(String((error as Error).message)).not.toContain("NOT-A-KEY");
      expect(JSON.stringify(error)).not.toContain("NOT-A-KEY");
      expect(isStorageUnavailable(await refused.stat("media/1/a.png").catch((e: unknown) => e))).toBe(true);
      expect(await keysOf(good, "media")).toEqual([]);
    } finally {
      refused.client.destroy();
      good.client.destroy();
    }
  });

  it("answers 'unavailable' when the bucket does not exist", async () => {
    if (!s3) throw new Error("no S3 server");
    const storage = createS3Storage({ ...(await s3.newBucket()), bucket: "no-such-bucket-here" });
    try {
      const error = await storage.put("media/1/a.png", Buffer.from("x"), "image/png").catch((e: unknown) => e);
      expect(isStorageUnavailable(error)).toBe(true);
      expect(String(error)).toContain("NoSuchBucket");
    } finally {
      storage.client.destroy();
    }
  });

  it("answers 'unavailable' within seconds when nothing listens at the endpoint", async () => {
    const stopped = await startS3Server();
    const settings = await stopped.newBucket();
    await stopped.stop();
    const storage = createS3Storage(settings);
    try {
      const started = Date.now();
      for (const attempt of [
        () => storage.put("media/1/a.png", Buffer.from("x"), "image/png"),
        () => storage.putStream("media/1/b.png", Readable.from([Buffer.from("abc")])),
        () => storage.get("media/1/a.png"),
        () => storage.stat("media/1/a.png"),
        () => storage.deletePrefix("scorm/1"),
      ]) {
        const error = await attempt().catch((e: unknown) => e);
        expect(isStorageUnavailable(error), String(error)).toBe(true);
        expect(String(error)).toContain("unreachable");
      }
      expect(Date.now() - started).toBeLessThan(15_000);
    } finally {
      storage.client.destroy();
    }
  });
});
