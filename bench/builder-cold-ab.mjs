// Cold loads of the builder (issue 17), two builds side by side, alternating, so that a machine shared with
// other work weighs on both alike: `VARIANTS="before=/tmp/before after=." RUNS=6 node bench/builder-cold-ab.mjs`.
// A variant is a directory holding server/dist (with server/package.json beside it) and web (a copy of
// apps/web/dist), or "." for this checkout's apps/server/dist and apps/web/dist. Each gets a server (ports from
// BENCH_PORT, default 3251, three apart: each server also takes the next port for its content origin) on its own
// database and the 100-page course; every load is in a new browser context (cold cache). Printed per load: time
// to usable (the first page's blocks and the whole tree on screen), DOMContentLoaded, the JS and CSS files and
// their KB as sent, when the last arrived, when the course was asked for and arrived, and the long tasks.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { chromium } from "@playwright/test";
import { courseWithSeedSave, jsonHeaders, percentile, saveSeed } from "./lib/course.mjs";
import { registerCreator } from "./media-upload.bench.mjs";

const RUNS = Number(process.env.RUNS ?? 5);
const variants = (process.env.VARIANTS ?? "this=.").split(" ").map((v, i) => {
  const [name, dir] = v.split("=");
  const d = resolve(dir);
  const isRepo = d === resolve(".");
  return {
    name,
    main: isRepo ? join(d, "apps/server/dist/main.js") : join(d, "server/dist/main.js"),
    web: isRepo ? join(d, "apps/web/dist") : join(d, "web"),
    port: Number(process.env.BENCH_PORT ?? 3251) + 3 * i,
  };
});
const psql = (sql) => spawnSync("psql", ["postgres://postgres@127.0.0.1:5432/postgres", "-qc", sql]);
async function start(v) {
  const db = `coursewright_bench_cold_${v.name.replace(/\W/g, "_")}`;
  psql(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
  psql(`CREATE DATABASE ${db}`);
  const child = spawn(process.execPath, [v.main], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(v.port),
      HOST: "127.0.0.1",
      DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${db}`,
      DATA_DIR: mkdtempSync(join(tmpdir(), "coursewright-bench-")),
      LOG_LEVEL: "warn",
      RATE_LIMIT_AUTH_MAX: "100000",
      WORKERS: "1",
      WEB_DIST_DIR: v.web,
    },
  });
  const base = `http://127.0.0.1:${v.port}`;
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const token = await registerCreator(base, "cold-ab@example.com");
  const headers = jsonHeaders(token);
  const big = await courseWithSeedSave(base, headers, {
    title: "Big course",
    topics: 10,
    pagesPerTopic: 10,
    blocksPerPage: 10,
  });
  await saveSeed(base, headers, big.courseId, big.seed);
  const user = await fetch(`${base}/api/user`, { headers }).then((r) => r.json());
  return {
    ...v,
    base,
    token,
    user: user.data ?? user,
    courseId: big.courseId,
    results: [],
    stop: async () => {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
      psql(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
    },
  };
}
const servers = [];
let browser;
try {
  for (const v of variants) servers.push(await start(v));
  browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  // The browser's own first start is not part of any variant's figure.
  {
    const c = await browser.newContext();
    const p = await c.newPage();
    await p.goto(`${servers[0].base}/api/health`);
    await c.close();
  }
  for (let run = 0; run < RUNS; run++) {
    for (const s of run % 2 ? [...servers].reverse() : servers) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      await context.addInitScript(
        ({ token, user }) => {
          localStorage.setItem("accessToken", token);
          localStorage.setItem("expiresIn", String(Date.now() + 3_600_000));
          localStorage.setItem("permissions", JSON.stringify(user.permissions ?? ["create_course"]));
          localStorage.setItem("current_user", JSON.stringify(user));
          window.__long = [];
          new PerformanceObserver((l) => {
            for (const e of l.getEntries()) window.__long.push([Math.round(e.startTime), Math.round(e.duration)]);
          }).observe({ type: "longtask" });
          window.__marks = {};
          const mark = (n) => {
            if (!(n in window.__marks)) window.__marks[n] = Math.round(performance.now());
          };
          const tick = () => {
            if (document.querySelector('[data-testid="course-builder"]')) mark("builder");
            if (document.body?.textContent.includes("Topic 10")) mark("tree");
            if (document.querySelectorAll(".react-grid-item").length >= 10) mark("blocks");
            if (!("blocks" in window.__marks) || !("tree" in window.__marks)) requestAnimationFrame(tick);
          };
          requestAnimationFrame(tick);
        },
        { token: s.token, user: s.user },
      );
      const page = await context.newPage();
      await page.goto(`${s.base}/courseBuilder/${s.courseId}`);
      const usable = await page
        .waitForFunction(
          () =>
            document.querySelectorAll(".react-grid-item").length >= 10 && document.body.innerText.includes("Topic 10")
              ? performance.now()
              : false,
          null,
          { polling: "raf", timeout: 60000 },
        )
        .then((h) => h.jsonValue());
      const d = await page.evaluate(() => {
        const res = performance.getEntriesByType("resource");
        const assets = res.filter((e) => e.name.includes("/assets/") && /\.(js|css)$/.test(e.name));
        const api = (p) => res.find((e) => e.name.includes(p));
        return {
          n: assets.length,
          kb: Math.round(assets.reduce((s, e) => s + e.transferSize, 0) / 1024),
          assetsEnd: Math.round(Math.max(...assets.map((e) => e.responseEnd))),
          course: Math.round(api("/api/courses/")?.startTime ?? -1),
          courseEnd: Math.round(api("/api/courses/")?.responseEnd ?? -1),
          pageEnd: Math.round(api("get_full_info")?.responseEnd ?? -1),
          dcl: Math.round(performance.getEntriesByType("navigation")[0].domContentLoadedEventEnd),
          long: window.__long,
          marks: window.__marks,
        };
      });
      s.results.push(usable);
      console.log(
        `${s.name}\trun ${run}\tusable ${usable.toFixed(0)}\tdcl ${d.dcl}\tjs+css ${d.n} files ${d.kb} KB done ${d.assetsEnd}\tcourse ${d.course}-${d.courseEnd}\tpage ${d.pageEnd}\tmarks ${JSON.stringify(d.marks)}\tlong ${d.long
          .filter((l) => l[1] > 100)
          .map((l) => l.join("+"))
          .join(" ")}`,
      );
      await context.close();
    }
  }
  for (const s of servers)
    console.log(
      `${s.name}: cold usable p50 ${percentile(s.results, 50).toFixed(0)} ms, min ${Math.min(...s.results).toFixed(0)}, max ${Math.max(...s.results).toFixed(0)} (${s.results.length} runs)`,
    );
} finally {
  await browser?.close();
  for (const s of servers) await s.stop();
}
