// Issue 20: the 1 GiB upload of media-upload.bench.mjs to the S3 storage (STORAGE_DRIVER=s3, the test suite's
// s3rver in a process of its own on this machine), with the server's peak RSS (the bar: under 200 MB). The file is
// generated while it is sent; the server streams it to the bucket as a multipart upload (5 MiB parts, two in
// flight). s3rver writes what it receives to a temporary folder, so the figure includes that disk's speed.
// The thumbnail job that follows (a video: ffmpeg would look for a poster frame) runs after the answer: the RSS
// sampled is the upload's, VmHWM is the process's peak until the item is deleted.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import { LEAN_NODE_ARGS, LEAN_NODE_ENV } from "../scripts/lean-node.mjs";
import { memoryPeaks } from "./lib/memorySampler.mjs";
import { startServer } from "./lib/server.mjs";
import { FILE_BYTES, MB, measuredUpload } from "./media-upload.bench.mjs";

const S3_PORT = Number(process.env.BENCH_S3_PORT ?? 3206);
const KEY = "S3RVER";

async function startS3rver(dir) {
  const script = fileURLToPath(new URL("../apps/server/src/test/s3rverProcess.mjs", import.meta.url));
  const child = spawn(process.execPath, ["--openssl-legacy-provider", script, dir, String(S3_PORT)], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  await new Promise((resolve, reject) => {
    child.once("exit", () => reject(new Error("s3rver ended before it listened")));
    createInterface({ input: child.stdout }).once("line", resolve);
  });
  const endpoint = `http://127.0.0.1:${S3_PORT}`;
  const admin = new S3Client({
    endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: { accessKeyId: KEY, secretAccessKey: KEY },
  });
  await admin.send(new CreateBucketCommand({ Bucket: "bench" }));
  admin.destroy();
  return { endpoint, child };
}

// BENCH_DATABASE=pglite runs the server on the embedded database instead, for comparison: a cluster node runs
// on PostgreSQL (DATABASE_URL), and the embedded one (a WASM PostgreSQL inside the process) alone holds
// some 400 MB more at rest.
const PGLITE = process.env.BENCH_DATABASE === "pglite";
const LEAN = process.env.BENCH_LEAN !== "0";
// BENCH_MEMORY_BREAKDOWN=1 loads lib/memorySampler.mjs into the server and adds the peaks of V8's heap and of the
// buffers outside it during the upload (the sampler's own cost is in the row, so the bar's runs go without it).
const BREAKDOWN = process.env.BENCH_MEMORY_BREAKDOWN === "1";

export async function run() {
  const dir = mkdtempSync(join(tmpdir(), "coursewright-bench-s3-"));
  const s3 = await startS3rver(dir);
  const stopS3 = () => {
    s3.child.kill("SIGTERM");
    rmSync(dir, { recursive: true, force: true });
  };
  const sampleFile = join(dir, "memory-samples.txt");
  const sampler = fileURLToPath(new URL("./lib/memorySampler.mjs", import.meta.url));
  // A server that does not start must not leave the s3rver process behind.
  const server = await startServer({
    name: process.env.BENCH_DB_NAME ?? "coursewright_bench_media_upload_s3",
    port: Number(process.env.BENCH_PORT ?? 3271),
    // As `npm run cluster` starts a node: PostgreSQL, S3 and the lean memory settings (BENCH_LEAN=0: without).
    nodeArgs: [...(LEAN ? LEAN_NODE_ARGS : []), ...(BREAKDOWN ? [`--import=${sampler}`] : [])],
    env: {
      ...(BREAKDOWN ? { MEMORY_SAMPLE_FILE: sampleFile } : {}),
      ...(LEAN ? LEAN_NODE_ENV : {}),
      STORAGE_DRIVER: "s3",
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: "bench",
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: KEY,
      S3_SECRET_ACCESS_KEY: KEY,
      S3_FORCE_PATH_STYLE: "true",
      CONTENT_PORT: String(Number(process.env.BENCH_PORT ?? 3271) + 1),
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: "true",
      // Empty is unset: the server opens the embedded database in its DATA_DIR.
      ...(PGLITE ? { DATABASE_URL: "" } : {}),
    },
  }).catch((error) => {
    stopS3();
    throw error;
  });
  try {
    const startedAt = Date.now();
    const { seconds, before, sampledPeak, after } = await measuredUpload(server, "upload-s3-bench@example.com");
    const endedAt = Date.now();
    const mb = (bytes) => (bytes / MB).toFixed(1);
    const database = PGLITE ? "PGlite (embedded)" : "PostgreSQL";
    const nodeArgs = [...(LEAN ? [...LEAN_NODE_ARGS, "MALLOC_MMAP_THRESHOLD_"] : []), process.env.BENCH_NODE_ARGS ?? ""]
      .join(" ")
      .trim();
    const breakdown = BREAKDOWN ? memoryPeaks(readFileSync(sampleFile, "utf8"), startedAt, endedAt) : null;
    const rows = [
      "| upload | storage | database | node flags | size | time s | MB/s | server RSS before MB | peak RSS sampled MB | VmHWM MB |",
      "|---|---|---|---|---:|---:|---:|---:|---:|---:|",
      `| POST /api/medialibrary/upload_file (big.mp4) | S3 (s3rver) | ${database} | ${nodeArgs || "(none)"} | 1 GiB | ${seconds.toFixed(1)} | ${(FILE_BYTES / MB / seconds).toFixed(0)} | ${mb(before.rss)} | ${mb(sampledPeak)} | ${mb(after.peak)} |`,
    ];
    if (breakdown) {
      rows.push(
        "",
        "| during the upload, peak of process.memoryUsage() | rss MB | heapTotal MB | heapUsed MB | external MB | arrayBuffers MB |",
        "|---|---:|---:|---:|---:|---:|",
        `| (each field's own peak) | ${mb(breakdown.rss)} | ${mb(breakdown.heapTotal)} | ${mb(breakdown.heapUsed)} | ${mb(breakdown.external)} | ${mb(breakdown.arrayBuffers)} |`,
      );
    }
    return rows.join("\n");
  } finally {
    await server.stop();
    stopS3();
  }
}
