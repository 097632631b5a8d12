// Course player reads (issue 5): GET get_course for a 50-page, 500-block course, read by a learner through an
// e-mail share (the common case) and by its creator, against nginx serving the same bytes as a static file,
// with and without `Accept-Encoding: gzip` (nginx: gzip_static, the app's own precompressed bytes). Also the
// first page (get_single_page_full_info, on the way to the first page) and get_progress.
//
// One server process against one nginx worker, wrk -t1 -c50 on the same 2 cores, loopback. nginx runs twice:
// as Debian packages it (sendfile and tcp_nopush on) and with its built-in defaults (both off, as the earlier
// figures in RESULTS.md had it). A bare node:http server answering the same bytes with the same headers from
// one buffer shows what any Node.js server pays per answer. Besides requests/s, the CPU time the serving process
// spent per answer (user and kernel: on loopback sending the bytes is kernel time), which the other load on a
// shared machine disturbs less than requests/s.

import { spawnSync } from "node:child_process";
import { startNginx } from "./lib/nginx.mjs";
import { captureAnswer, startNodeStatic } from "./lib/nodeStatic.mjs";
import { sharedBenchCourse } from "./lib/playerSetup.mjs";
import { startServer } from "./lib/server.mjs";
import { wrk, wrkInstalled } from "./lib/wrk.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3420);
const NODE_STATIC_PORT = Number(process.env.BENCH_NODE_STATIC_PORT ?? 3430);
const NGINX_PORT = Number(process.env.BENCH_NGINX_PORT ?? 3440);
const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const WARMUP = 2;
const GZIP = { "accept-encoding": "gzip" };
// BENCH_WORKERS=2: the product as deployed by default on this machine (WORKERS, one process per core) against
// nginx with as many workers (Debian's worker_processes auto); the node:http floor stays one process.
const WORKERS = Number(process.env.BENCH_WORKERS ?? 1);
/** The processes that answer: the server itself, or its cluster workers. */
const answeringPids = (pid) =>
  WORKERS > 1
    ? spawnSync("pgrep", ["-P", String(pid)], { encoding: "utf8" })
        .stdout.trim()
        .split("\n")
        .filter(Boolean)
        .map(Number)
    : [pid];

async function ok(url, headers) {
  const answer = await captureAnswer(url, headers);
  if (answer.status !== 200) throw new Error(`${url}: ${answer.status} ${answer.body.toString().slice(0, 300)}`);
  return answer;
}

const headerOf = (answer, name) => answer.headers[answer.headers.indexOf(name) + 1];
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
const fmt = (n) => Math.round(n).toLocaleString("en-US");
const pct = (a, b) => `${((a / b) * 100).toFixed(0)}%`;

function measure(title, url, headers, pid) {
  wrk({ url, headers, connections: CONNECTIONS, duration: WARMUP });
  return { title, ...wrk({ url, headers, connections: CONNECTIONS, duration: DURATION, pid }) };
}

export async function run() {
  if (!wrkInstalled()) return "wrk is not installed (apt-get install -y wrk): skipped.";
  const server = await startServer({
    name: "wt_read_bench_player_course",
    port: PORT,
    env: { WORKERS: String(WORKERS) },
  });
  const serverPids = answeringPids(server.pid);
  const stops = [];
  try {
    const s = await sharedBenchCourse(server.base);
    // The exact bytes and headers the app sends (its gzip when it sends one), for nginx and node:http to serve.
    const plain = await ok(s.learnerCourseUrl, s.asLearner);
    const gz = await ok(s.learnerCourseUrl, { ...s.asLearner, ...GZIP });
    const pagePlain = await ok(s.pageUrl, s.asLearner);
    const page = await ok(s.pageUrl, { ...s.asLearner, ...GZIP });
    const appGzips = headerOf(gz, "content-encoding") === "gzip" && headerOf(page, "content-encoding") === "gzip";
    if (!appGzips) throw new Error("the app did not answer gzip to Accept-Encoding: gzip");
    await ok(s.progressUrl, s.asLearner);
    // try_files needs the plain file next to the .gz one.
    const files = {
      "course.json": plain.body,
      "course.json.gz": gz.body,
      "page.json": pagePlain.body,
      "page.json.gz": page.body,
    };
    const nginx = await startNginx({ port: NGINX_PORT, files, sendfile: true, workers: WORKERS });
    const nginxDefaults = await startNginx({ port: NGINX_PORT + 1, files, sendfile: false, workers: WORKERS });
    const nodeStatic = await startNodeStatic({
      port: NODE_STATIC_PORT,
      answers: { "/course.json": plain, "/course.json.gz": gz, "/page.json.gz": page },
    });
    stops.push(nginx, nginxDefaults, nodeStatic);
    if (!nginx || !nginxDefaults) return "nginx is not installed (apt-get install -y nginx): skipped.";

    const rows = [];
    /** The three ceilings of one answer, then the app's reads of it against them. */
    const group = (label, file, headers, appReads) => {
      const ceilings = {
        sendfile: measure(`nginx, sendfile on: ${label}`, `${nginx.base}/${file}`, headers, nginx.workerPids),
        defaults: measure(
          `nginx, defaults: ${label}`,
          `${nginxDefaults.base}/${file}`,
          headers,
          nginxDefaults.workerPids,
        ),
      };
      rows.push({ ...ceilings.sendfile, ceiling: true }, { ...ceilings.defaults, ceiling: true });
      const nodeFile = headers === GZIP ? `${file}.gz` : file;
      rows.push({
        ...measure(
          `node:http, same bytes and headers: ${label}`,
          `${nodeStatic.base}/${nodeFile}`,
          headers,
          nodeStatic.pid,
        ),
        ceilings,
      });
      for (const [title, url, readHeaders] of appReads)
        rows.push({ ...measure(title, url, readHeaders, serverPids), ceilings });
    };
    group(`course (${kib(plain.body.length)})`, "course.json", {}, [
      ["get_course, learner (e-mail share)", s.learnerCourseUrl, s.asLearner],
      ["get_course, creator", s.creatorCourseUrl, s.asCreator],
      // A query parameter the route ignores and the fast lane leaves to Fastify: the route with every cache warm.
      ["get_course, learner, through Fastify's route (no fast lane)", `${s.learnerCourseUrl}&via=route`, s.asLearner],
    ]);
    group(`course gzip (${kib(gz.body.length)})`, "course.json", GZIP, [
      ["get_course, learner, gzip", s.learnerCourseUrl, { ...s.asLearner, ...GZIP }],
      ["get_course, creator, gzip", s.creatorCourseUrl, { ...s.asCreator, ...GZIP }],
    ]);
    rows.push(
      measure(
        "get_course, learner, If-None-Match (304)",
        s.learnerCourseUrl,
        {
          ...s.asLearner,
          ...GZIP,
          "if-none-match": headerOf(gz, "etag"),
        },
        serverPids,
      ),
    );
    group(`first page gzip (${kib(page.body.length)})`, "page.json", GZIP, [
      ["get_single_page_full_info, learner, gzip", s.pageUrl, { ...s.asLearner, ...GZIP }],
    ]);
    rows.push(measure("get_progress, learner", s.progressUrl, s.asLearner, serverPids));

    const versus = (r, pick) =>
      r.ceilings ? `${pick(r, r.ceilings.sendfile)} / ${pick(r, r.ceilings.defaults)}` : r.ceiling ? "ceiling" : "";
    const lines = [
      `50-page, 500-block course: get_course ${kib(plain.body.length)} (gzip ${kib(gz.body.length)}), first page gzip ${kib(page.body.length)}. wrk -t1 -c${CONNECTIONS} -d${DURATION}s after a ${WARMUP} s warm-up; ${WORKERS === 1 ? "one server process (default settings, LOG_LEVEL=warn), one nginx worker" : `${WORKERS} server processes (WORKERS=${WORKERS}, LOG_LEVEL=warn), ${WORKERS} nginx workers`}. CPU: user + system time of the serving processes (the nginx workers) per answer. "vs nginx": sendfile on / nginx defaults.`,
      "",
      "| request | req/s | p50 ms | p99 ms | bytes/answer | failed | CPU µs/answer | req/s vs nginx | CPU vs nginx |",
      "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
      ...rows.map(
        (r) =>
          `| ${r.title} | ${fmt(r.requestsPerSecond)} | ${r.p50.toFixed(2)} | ${r.p99.toFixed(2)} | ${fmt(r.bytesPerRequest)} | ${r.failed} | ${r.cpuUsPerRequest.toFixed(1)} | ${versus(r, (a, c) => pct(a.requestsPerSecond, c.requestsPerSecond))} | ${versus(r, (a, c) => pct(c.cpuUsPerRequest, a.cpuUsPerRequest))} |`,
      ),
      "",
      "CPU vs nginx: nginx's CPU time per answer over the row's (100%: the same cost per answer).",
    ];
    return lines.join("\n");
  } finally {
    for (const stoppable of stops) await stoppable?.stop();
    await server.stop();
  }
}
