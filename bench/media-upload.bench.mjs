// Media library: one 1 GiB upload (an MP4 header followed by zeros, generated while sending, multipart built by
// hand) to POST /api/medialibrary/upload_file on PostgreSQL, over loopback. The server's memory is sampled from
// /proc every 50 ms; the bar is a peak under 200 MB, which only holds if the upload streams to storage.
import { readFileSync } from "node:fs";
import http from "node:http";
import { Readable } from "node:stream";
import { startServer } from "./lib/server.mjs";

export const FILE_BYTES = 1024 ** 3;
const CHUNK = Buffer.alloc(1024 * 1024);
export const MB = 1024 * 1024;

export function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field) => Number(status.match(new RegExp(`^${field}:\\s+(\\d+) kB`, "m"))?.[1] ?? 0);
  return { rss: kb("VmRSS") * 1024, peak: kb("VmHWM") * 1024 };
}

/** The ISO-media header the server's content check looks for, then zeros up to `size`. */
function* fakeMp4(size) {
  const ftyp = Buffer.from("\u0000\u0000\u0000\u0018ftypisom\u0000\u0000\u0002\u0000isomiso2", "latin1");
  yield ftyp;
  let left = size - ftyp.length;
  while (left > 0) {
    const n = Math.min(left, CHUNK.length);
    yield n === CHUNK.length ? CHUNK : CHUNK.subarray(0, n);
    left -= n;
  }
}

export function upload(base, token, size) {
  const boundary = "----coursewright-bench-boundary";
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nOne gigabyte\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const body = Readable.from(
    (function* () {
      yield head;
      yield* fakeMp4(size);
      yield tail;
    })(),
  );
  return new Promise((resolve, reject) => {
    const request = http.request(`${base}/api/medialibrary/upload_file`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${token}`,
        accept: "application/json",
        "content-type": `multipart/form-data; boundary=${boundary}`,
        "content-length": head.length + size + tail.length,
      },
    });
    request.on("response", (response) => {
      const chunks = [];
      response.on("data", (c) => chunks.push(c));
      response.on("end", () => resolve({ status: response.statusCode, body: Buffer.concat(chunks).toString() }));
    });
    request.on("error", reject);
    body.pipe(request);
  });
}

export async function registerCreator(base, email) {
  const res = await fetch(`${base}/api/content_creator_register`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({
      name: "Bench Creator",
      email,
      password: "bench-password",
      password_confirmation: "bench-password",
    }),
  });
  if (!res.ok) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  return (await res.json()).access_token;
}

/**
 * Registers a creator, uploads a FILE_BYTES file while sampling the server's RSS every 50 ms, checks what was
 * stored and deletes it (a gigabyte is worth giving back at once). Answers the time and the memory figures.
 */
export async function measuredUpload(server, email) {
  const token = await registerCreator(server.base, email);
  const before = memoryOf(server.pid);
  let sampledPeak = before.rss;
  const sampler = setInterval(() => {
    sampledPeak = Math.max(sampledPeak, memoryOf(server.pid).rss);
  }, 50);
  const started = performance.now();
  const res = await upload(server.base, token, FILE_BYTES);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${res.body}`);
  const item = JSON.parse(res.body).data;
  if (item.size !== FILE_BYTES) throw new Error(`stored ${item.size} bytes, sent ${FILE_BYTES}`);
  await fetch(`${server.base}/api/medialibrary/files`, {
    method: "DELETE",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ ids: [item.id] }),
  });
  return { seconds, before, sampledPeak, after: memoryOf(server.pid) };
}

export async function run() {
  const server = await startServer({ name: "coursewright_bench_media_upload", port: 3210 });
  try {
    const { seconds, before, sampledPeak, after } = await measuredUpload(server, "upload-bench@example.com");
    const mb = (bytes) => (bytes / MB).toFixed(1);
    return [
      "| upload | size | time s | MB/s | server RSS before MB | peak RSS sampled MB | VmHWM (peak since start) MB |",
      "|---|---:|---:|---:|---:|---:|---:|",
      `| POST /api/medialibrary/upload_file (big.mp4) | 1 GiB | ${seconds.toFixed(1)} | ${(FILE_BYTES / MB / seconds).toFixed(0)} | ${mb(before.rss)} | ${mb(sampledPeak)} | ${mb(after.peak)} |`,
    ].join("\n");
  } finally {
    await server.stop();
  }
}
