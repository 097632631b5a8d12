import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { isValidKey } from "./FileStorage";
import { createLocalStorage } from "./localStorage";

describe("local file storage", () => {
  let root: string;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), "cw-storage-"));
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("streams a file in and reads it back whole or by range", async () => {
    const storage = createLocalStorage(root);
    const { size } = await storage.putStream("media/1/notes.txt", Readable.from(["hello ", "world"]));
    expect(size).toBe(11);
    const whole = await storage.get("media/1/notes.txt");
    expect(whole && (await text(whole.body))).toBe("hello world");
    const part = await storage.get("media/1/notes.txt", { start: 6, end: 10 });
    expect(part?.size).toBe(11);
    expect(part && (await text(part.body))).toBe("world");
    expect(await storage.stat("media/1/notes.txt")).toMatchObject({ size: 11 });
  });

  it("leaves no file behind when the stream fails", async () => {
    const storage = createLocalStorage(root);
    const failing = new Readable({
      read() {
        this.destroy(new Error("client went away"));
      },
    });
    await expect(storage.putStream("media/2/big.bin", failing)).rejects.toThrow("client went away");
    expect(await storage.stat("media/2/big.bin")).toBeNull();
    expect(await readdir(join(root, "media/2"))).toEqual([]);
  });

  it("deletes a whole prefix", async () => {
    const storage = createLocalStorage(root);
    await storage.put("scorm/3/a/index.html", Buffer.from("x"), "text/html");
    await storage.put("scorm/3/b.js", Buffer.from("y"), "text/javascript");
    await storage.deletePrefix("scorm/3");
    expect(await storage.stat("scorm/3/b.js")).toBeNull();
  });
});

describe("isValidKey", () => {
  it("accepts package paths with ordinary file names", () => {
    expect(isValidKey("scorm/12/shared/launchpage.html")).toBe(true);
    expect(isValidKey("scorm/12/Playing/Golf (1).html")).toBe(true);
  });

  it.each(["", "../etc/passwd", "a/../../b", "/abs/path", "a//b", "a\\b", "a/./b", "a/\u0000b"])(
    "refuses %j",
    (key) => {
      expect(isValidKey(key)).toBe(false);
    },
  );
});
