// Hub landing pages (issue 21 "Real, fast and found"): a hub of 50 courses, 5 bundles, 10 events and 5 banners.
//
// 1. GET /api/course_hubs/landing/get_hub/{id}?with_courses=true and the landing page's HTML
//    (/hubs/landing/{id}/{slug}) as an anonymous visitor, at 50 connections, side by side with nginx serving the
//    same bytes (the app's own answer saved to files; its gzip as the .gz nginx sends with gzip_static), plain and
//    gzip. Goal: p99 under 50 ms and at least half nginx's requests per second.
// 2. In Chromium: the landing page's largest contentful paint, cold (a fresh context each load) on loopback, goal
//    under 1 s; and the JavaScript and CSS it loads, each body gzipped at level 9, goal under 120 KB.
//
// One server process (WORKERS=1) on PostgreSQL against one nginx worker (Debian's settings: sendfile on), wrk -t1
// -c50 on the same 2 cores. CPU: user + system time of the serving process per answer.
import { spawnSync } from "node:child_process";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { percentile } from "./lib/course.mjs";
import { benchHub } from "./lib/hubSetup.mjs";
import { startNginx } from "./lib/nginx.mjs";
import { captureAnswer, startNodeStatic } from "./lib/nodeStatic.mjs";
import { ensureWebBuilt, startServer } from "./lib/server.mjs";
import { wrk, wrkInstalled } from "./lib/wrk.mjs";
import { registerCreator } from "./media-upload.bench.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3450);
const NGINX_PORT = Number(process.env.BENCH_NGINX_PORT ?? 3460);
const NODE_STATIC_PORT = Number(process.env.BENCH_NODE_STATIC_PORT ?? 3470);
const CONNECTIONS = 50;
const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const WARMUP = 2;
const LOADS = 7;
const GZIP = { "accept-encoding": "gzip" };
const GOAL_P99_MS = 50;
const GOAL_SHARE = 0.5;
const GOAL_LCP_MS = 1000;
const GOAL_KB = 120;
// BENCH_WORKERS=2: the product as deployed by default on this machine (WORKERS, one process per core) against nginx
// with as many workers (Debian's worker_processes auto); the node:http floor stays one process.
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
const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
const fmt = (n) => Math.round(n).toLocaleString("en-US");
const headerOf = (answer, name) => answer.headers[answer.headers.indexOf(name) + 1];

async function ok(url, headers) {
  const answer = await captureAnswer(url, headers);
  if (answer.status !== 200) throw new Error(`${url}: ${answer.status} ${answer.body.toString().slice(0, 300)}`);
  return answer;
}

function measure(title, url, headers, pid) {
  wrk({ url, headers, connections: CONNECTIONS, duration: WARMUP });
  return { title, ...wrk({ url, headers, connections: CONNECTIONS, duration: DURATION, pid }) };
}

/** One cold load of the landing page: its LCP (ms from navigation start, the browser's clock) and JS/CSS sizes. */
async function coldLoad(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const assets = [];
  page.on("response", (response) => {
    const type = response.request().resourceType();
    if (type !== "script" && type !== "stylesheet") return;
    assets.push(
      response.body().then((body) => ({
        name: new URL(response.url()).pathname.replace(/^\/assets\//, ""),
        kind: type === "script" ? "js" : "css",
        gzip: gzipSync(body, { level: 9 }).length,
      })),
    );
  });
  await page.goto(url, { waitUntil: "load" });
  await page.waitForLoadState("networkidle");
  const lcp = await page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          const last = entries[entries.length - 1];
          resolve({
            at: last ? last.startTime : Number.NaN,
            element: last?.element
              ? `${last.element.tagName.toLowerCase()}${last.element.id ? `#${last.element.id}` : ""}`
              : "?",
          });
        }).observe({ type: "largest-contentful-paint", buffered: true });
      }),
  );
  const files = await Promise.all(assets);
  await context.close();
  return { lcp, files };
}

export async function run() {
  if (!wrkInstalled()) return "wrk is not installed (apt-get install -y wrk): skipped.";
  ensureWebBuilt();
  const server = await startServer({
    name: "wt_hubs_landing_bench",
    port: PORT,
    env: { WORKERS: String(WORKERS) },
  });
  const stops = [];
  let browser;
  try {
    const token = await registerCreator(server.base, "hub-landing-bench@example.com");
    const hub = await benchHub(server.base, token);
    const hubUrl = `${server.base}/api/course_hubs/landing/get_hub/${hub.id}?with_courses=true`;
    const pageUrl = `${server.base}${hub.home}`;
    const hubPlain = await ok(hubUrl, {});
    const hubGz = await ok(hubUrl, GZIP);
    const pagePlain = await ok(pageUrl, {});
    const pageGz = await ok(pageUrl, GZIP);
    const gzips = headerOf(hubGz, "content-encoding") === "gzip" && headerOf(pageGz, "content-encoding") === "gzip";
    const files = {
      "hub.json": hubPlain.body,
      "landing.html": pagePlain.body,
      ...(gzips ? { "hub.json.gz": hubGz.body, "landing.html.gz": pageGz.body } : {}),
    };
    const nginx = await startNginx({ port: NGINX_PORT, files, sendfile: true, workers: WORKERS });
    const serverPids = answeringPids(server.pid);
    // The floor of any Node.js server: node:http writing the same bytes and headers from memory.
    const nodeStatic = await startNodeStatic({
      port: NODE_STATIC_PORT,
      answers: { "/hub.json": hubPlain, "/hub.json.gz": hubGz, "/landing.html": pagePlain, "/landing.html.gz": pageGz },
    });
    stops.push(nginx, nodeStatic);
    if (!nginx) return "nginx is not installed (apt-get install -y nginx): skipped.";

    const rows = [];
    const pair = (label, file, appUrl, headers) => {
      const ceiling = measure(`nginx: ${label}`, `${nginx.base}/${file}`, headers, nginx.workerPids);
      const nodeFile = headers === GZIP ? `${file}.gz` : file;
      const floor = measure(
        `node:http, same bytes: ${label}`,
        `${nodeStatic.base}/${nodeFile}`,
        headers,
        nodeStatic.pid,
      );
      // Each process makes its answers once (its own snapshot): the warm-up reaches every one of them.
      const app = measure(`**app: ${label}**`, appUrl, headers, serverPids);
      rows.push({ ...ceiling, ceiling: true }, { ...floor, vs: ceiling, reference: true }, { ...app, vs: ceiling });
    };
    pair(`get_hub (${kib(hubPlain.body.length)})`, "hub.json", hubUrl, {});
    if (gzips) pair(`get_hub gzip (${kib(hubGz.body.length)})`, "hub.json", hubUrl, GZIP);
    pair(`landing HTML (${kib(pagePlain.body.length)})`, "landing.html", pageUrl, {});
    if (gzips) pair(`landing HTML gzip (${kib(pageGz.body.length)})`, "landing.html", pageUrl, GZIP);

    browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: CHROMIUM_ARGS,
    });
    const loads = [];
    for (let i = 0; i < LOADS; i++) loads.push(await coldLoad(browser, pageUrl));
    const lcps = loads.map((l) => l.lcp.at);
    const assets = loads[0].files.sort((a, b) => b.gzip - a.gzip);
    const total = assets.reduce((sum, f) => sum + f.gzip, 0) / 1024;

    const verdict = (r) => {
      if (!r.vs) return "ceiling";
      const share = r.requestsPerSecond / r.vs.requestsPerSecond;
      if (r.reference) return `${(share * 100).toFixed(0)}%`;
      const met = r.p99 < GOAL_P99_MS && share >= GOAL_SHARE && r.failed === 0;
      return `${(share * 100).toFixed(0)}% ${met ? "(met)" : "(**not met**)"}`;
    };
    return [
      `A public hub of 50 courses, 5 bundles, 10 events and 5 banners, read anonymously. wrk -t1 -c${CONNECTIONS} -d${DURATION}s after a ${WARMUP} s warm-up; ${WORKERS === 1 ? "one server process (WORKERS=1, LOG_LEVEL=warn, PostgreSQL), one nginx worker" : `${WORKERS} server processes (WORKERS=${WORKERS}, LOG_LEVEL=warn, PostgreSQL), ${WORKERS} nginx workers`} (sendfile on) serving the app's own bytes; node:http: one process writing the same bytes and headers from memory. Goals: p99 under ${GOAL_P99_MS} ms and at least ${GOAL_SHARE * 100}% of nginx's requests per second.`,
      "",
      "| request | req/s | p50 ms | p99 ms | bytes/answer | failed | CPU µs/answer | req/s vs nginx |",
      "|---|---:|---:|---:|---:|---:|---:|---:|",
      ...rows.map(
        (r) =>
          `| ${r.title} | ${fmt(r.requestsPerSecond)} | ${r.p50.toFixed(2)} | ${r.p99.toFixed(2)} | ${fmt(r.bytesPerRequest)} | ${r.failed} | ${r.cpuUsPerRequest.toFixed(1)} | ${verdict(r)} |`,
      ),
      "",
      `Chromium (headless), 1440 x 900, ${LOADS} cold loads of the landing page (a fresh context each): largest contentful paint p50 ${percentile(lcps, 50).toFixed(0)} ms, max ${Math.max(...lcps).toFixed(0)} ms (goal under ${GOAL_LCP_MS}: ${Math.max(...lcps) < GOAL_LCP_MS ? "met" : "**not met**"}); the LCP element: ${[...new Set(loads.map((l) => l.lcp.element))].join(", ")}.`,
      "",
      "| file | kind | gzip KB |",
      "|---|---|---:|",
      ...assets.map((f) => `| ${f.name} | ${f.kind} | ${(f.gzip / 1024).toFixed(1)} |`),
      `| **total** | | **${total.toFixed(1)}** (goal under ${GOAL_KB}: ${total < GOAL_KB ? "met" : "**not met**"}) |`,
    ].join("\n");
  } finally {
    await browser?.close();
    for (const stoppable of stops) await stoppable?.stop();
    await server.stop();
  }
}
