// Course player reads (issue 5): GET get_course for a 50-page, 500-block course, read by a learner through an
// e-mail share (the common case) and by its creator, against nginx serving the same bytes as a static file,
// each with and without `Accept-Encoding: gzip` (nginx: gzip_static, the app's own precompressed bytes).
// Also the first page (get_single_page_full_info, on the way to the first page) and get_progress.
// One server process against one nginx worker, wrk -t1 -c50 on the same 2 cores, loopback. Besides requests/s,
// the CPU time the server process (or the nginx worker) spent per answer, user and kernel: other load on the
// machine moves it less than requests/s.
import { request as httpRequest } from "node:http";
import { gzipSync } from "node:zlib";
import { startNginx } from "./lib/nginx.mjs";
import { sharedBenchCourse } from "./lib/playerSetup.mjs";
import { startServer } from "./lib/server.mjs";
import { wrk, wrkInstalled } from "./lib/wrk.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3420);
const NGINX_PORT = Number(process.env.BENCH_NGINX_PORT ?? 3440);
const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const WARMUP = 2;
const GZIP = { "accept-encoding": "gzip" };

/** The raw bytes and headers of one answer (no decompression), as a browser's cache would see them. */
function rawGet(url, headers) {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

async function ok(url, headers) {
  const res = await rawGet(url, headers);
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${res.body.toString().slice(0, 300)}`);
  return res;
}

/** The gzip bytes the app sends, or gzip -9 of the plain ones when it sends none. */
async function gzipOf(url, headers, plain) {
  const res = await ok(url, { ...headers, ...GZIP });
  return res.headers["content-encoding"] === "gzip"
    ? { bytes: res.body, app: true }
    : { bytes: gzipSync(plain, { level: 9 }), app: false };
}

const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
const fmt = (n) => Math.round(n).toLocaleString("en-US");

function measure(title, url, headers, pid) {
  wrk({ url, headers, connections: CONNECTIONS, duration: WARMUP });
  return { title, ...wrk({ url, headers, connections: CONNECTIONS, duration: DURATION, pid }) };
}

export async function run() {
  if (!wrkInstalled()) return "wrk is not installed (apt-get install -y wrk): skipped.";
  const server = await startServer({ name: "wt_read_bench_player_course", port: PORT });
  let nginx = null;
  try {
    const s = await sharedBenchCourse(server.base);
    // The exact bytes the app sends, for nginx to serve.
    const plain = await ok(s.learnerCourseUrl, s.asLearner);
    const gz = await gzipOf(s.learnerCourseUrl, s.asLearner, plain.body);
    const page = await ok(s.pageUrl, s.asLearner);
    const pageGz = await gzipOf(s.pageUrl, s.asLearner, page.body);
    await ok(s.progressUrl, s.asLearner);
    nginx = await startNginx({
      port: NGINX_PORT,
      files: {
        "course.json": plain.body,
        "course.json.gz": gz.bytes,
        "page.json": page.body,
        "page.json.gz": pageGz.bytes,
      },
    });

    const rows = [];
    const app = (title, url, headers, ceiling) => rows.push({ ...measure(title, url, headers, server.pid), ceiling });
    const ceiling = (title, path, headers) => {
      if (!nginx) return null;
      const row = { ...measure(`nginx: ${title}`, `${nginx.base}/${path}`, headers, nginx.workerPid), isCeiling: true };
      rows.push(row);
      return row;
    };
    let top = ceiling(`course.json (${kib(plain.body.length)})`, "course.json", {});
    app("get_course, learner (e-mail share)", s.learnerCourseUrl, s.asLearner, top);
    app("get_course, creator", s.creatorCourseUrl, s.asCreator, top);
    top = ceiling(`course.json.gz, gzip_static (${kib(gz.bytes.length)})`, "course.json", GZIP);
    app("get_course, learner, gzip", s.learnerCourseUrl, { ...s.asLearner, ...GZIP }, top);
    app("get_course, creator, gzip", s.creatorCourseUrl, { ...s.asCreator, ...GZIP }, top);
    app("get_course, learner, If-None-Match (304)", s.learnerCourseUrl, {
      ...s.asLearner,
      "if-none-match": String(plain.headers.etag),
    });
    top = ceiling(`page.json.gz, gzip_static (${kib(pageGz.bytes.length)})`, "page.json", GZIP);
    app("get_single_page_full_info (first page), learner, gzip", s.pageUrl, { ...s.asLearner, ...GZIP }, top);
    app("get_progress, learner", s.progressUrl, s.asLearner);

    const ratio = (a, b) => `${((a / b) * 100).toFixed(0)}%`;
    const lines = [
      `50-page, 500-block course: get_course ${kib(plain.body.length)} (gzip ${kib(gz.bytes.length)}${gz.app ? "" : ", made by the bench: the app does not compress"}), first page ${kib(page.body.length)}. wrk -t1 -c${CONNECTIONS} -d${DURATION}s after a ${WARMUP} s warm-up; one server process (default settings, LOG_LEVEL=warn) against one nginx worker. CPU: user + system time of the server process (nginx worker) per answer.`,
      "",
      "| request | req/s | p50 ms | p99 ms | bytes/answer | failed | CPU µs/answer | req/s vs nginx | CPU vs nginx |",
      "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
      ...rows.map((r) => {
        const vs = r.isCeiling
          ? ["ceiling", "ceiling"]
          : r.ceiling
            ? [
                ratio(r.requestsPerSecond, r.ceiling.requestsPerSecond),
                ratio(r.ceiling.cpuUsPerRequest, r.cpuUsPerRequest),
              ]
            : ["", ""];
        return `| ${r.title} | ${fmt(r.requestsPerSecond)} | ${r.p50.toFixed(2)} | ${r.p99.toFixed(2)} | ${fmt(r.bytesPerRequest)} | ${r.failed} | ${r.cpuUsPerRequest.toFixed(1)} | ${vs[0]} | ${vs[1]} |`;
      }),
      "",
      "CPU vs nginx: nginx's CPU time per answer over the app's (100%: the same cost per answer).",
    ];
    return lines.join("\n");
  } finally {
    await nginx?.stop();
    await server.stop();
  }
}
