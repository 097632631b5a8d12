import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createWriteStream } from "node:fs";
import { rm, utimes } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import type { FileStorage } from "../../storage/FileStorage";
import { UPLOAD_ZIP_PREFIX } from "../../storage/tempCleaner";

/** A frame decoded as PNG is at most a few tens of MB (4K); more means something is wrong. */
const FRAME_MAX_BYTES = 64 * 1024 * 1024;
const FFMPEG_TIMEOUT_MS = 120_000;

const found = new Map<string, Promise<boolean>>();

/** Whether `ffmpeg -version` runs (asked once per path and process). */
export function ffmpegAvailable(path: string): Promise<boolean> {
  let answer = found.get(path);
  if (!answer) {
    answer = new Promise<boolean>((resolve) => {
      const child = spawn(path, ["-version"], { stdio: "ignore" });
      child.once("error", () => resolve(false));
      child.once("exit", (code) => resolve(code === 0));
    });
    found.set(path, answer);
  }
  return answer;
}

/**
 * One frame of a stored video as PNG, or null when the video has none to give (undecodable, no video stream).
 * ffmpeg seeks in its input, which a pipe cannot do for an MP4 whose index sits at the end, so the video is
 * copied to a temporary file first; it is named like an upload zip (tempCleaner.ts), so the temp cleaner removes it should the
 * process be killed meanwhile.
 */
export async function posterFrame(storage: FileStorage, key: string, ffmpegPath: string): Promise<Buffer | null> {
  const file = await storage.get(key);
  if (!file) return null;
  const path = join(tmpdir(), `${UPLOAD_ZIP_PREFIX}${randomBytes(8).toString("hex")}.tmp`);
  try {
    await pipeline(file.body, createWriteStream(path));
    await utimes(path, new Date(), new Date());
    // A second in, past the black first frame of many videos; a shorter video gives its first frame.
    return (await frameAt(ffmpegPath, path, "1")) ?? (await frameAt(ffmpegPath, path, "0"));
  } finally {
    await rm(path, { force: true });
  }
}

function frameAt(ffmpegPath: string, input: string, seconds: string): Promise<Buffer | null> {
  const args = ["-hide_banner", "-loglevel", "error", "-nostdin", "-ss", seconds, "-i", input];
  args.push("-frames:v", "1", "-an", "-f", "image2pipe", "-vcodec", "png", "pipe:1");
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath, args, { stdio: ["ignore", "pipe", "pipe"] });
    const chunks: Buffer[] = [];
    let size = 0;
    let errors = "";
    const timer = setTimeout(() => child.kill("SIGKILL"), FFMPEG_TIMEOUT_MS);
    child.stdout.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > FRAME_MAX_BYTES) child.kill("SIGKILL");
      else chunks.push(chunk);
    });
    child.stderr.on("data", (chunk: Buffer) => {
      if (errors.length < 2000) errors += chunk.toString();
    });
    child.once("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.once("close", (code, signal) => {
      clearTimeout(timer);
      if (signal) return reject(new Error(`ffmpeg stopped by ${signal}`));
      // ffmpeg exits 0 with no output when the seek lands past the end; an unreadable file exits 1.
      resolve(code === 0 && size > 0 ? Buffer.concat(chunks) : null);
    });
  });
}
