// Loaded into a benchmarked server with `--import` (BENCH_MEMORY_BREAKDOWN=1 in media-upload-s3.bench.mjs), never
// by the product: appends process.memoryUsage() to MEMORY_SAMPLE_FILE every 50 ms, one line of
// "epoch-ms rss heapTotal heapUsed external arrayBuffers" (bytes), so a run shows which of them an upload grows.
import { appendFileSync } from "node:fs";

const file = process.env.MEMORY_SAMPLE_FILE;
if (file) {
  setInterval(() => {
    const m = process.memoryUsage();
    appendFileSync(file, `${Date.now()} ${m.rss} ${m.heapTotal} ${m.heapUsed} ${m.external} ${m.arrayBuffers}\n`);
  }, 50).unref();
}

/** The highest value of each field among the samples taken between two Date.now() times (the upload's). */
export function memoryPeaks(text, fromMs, toMs) {
  const peaks = { rss: 0, heapTotal: 0, heapUsed: 0, external: 0, arrayBuffers: 0 };
  for (const line of text.split("\n")) {
    const [ms, ...values] = line.split(" ").map(Number);
    if (values.length !== 5 || ms < fromMs || ms > toMs) continue;
    Object.keys(peaks).forEach((key, i) => {
      peaks[key] = Math.max(peaks[key], values[i]);
    });
  }
  return peaks;
}
