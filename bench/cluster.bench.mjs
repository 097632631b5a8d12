// Issue 20: progress writes and course reads through nginx with one and with two server processes, side by side in
// one run. Two servers (each its own DATA_DIR, one PostgreSQL database) run throughout; two nginx listeners built by
// the cluster script's nginxConfig balance to server 1 alone, and round robin to both. The load is autocannon in
// this process (wrk is not installed here), so the load generator shares the machine's cores with the servers.
//
// Settings: BENCH_DURATION (seconds per measurement, default 10), BENCH_CONNECTIONS (default 50), CLUSTER_PORT
// (first of eight ports, default 3500), BENCH_LEARNERS (learners writing progress in turn, default 40).
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os, { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { nginxConfig } from "../scripts/cluster-nginx.mjs";
import { courseWithSeedSave, jsonHeaders, saveSeed } from "./lib/course.mjs";
import { nginxInstalled } from "./lib/nginx.mjs";
import { registerCreator } from "./media-upload.bench.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const base = Number(process.env.CLUSTER_PORT ?? 3500);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const LEARNERS = Number(process.env.BENCH_LEARNERS ?? 40);
const PG = process.env.BENCH_PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const DATABASE = "coursewright_bench_cluster";
const servers = [
  { name: "server-1", port: base + 1, contentPort: base + 5 },
  { name: "server-2", port: base + 2, contentPort: base + 6 },
];
const balancers = [
  { title: "1 server", appPort: base, contentPort: base + 3, servers: servers.slice(0, 1) },
  { title: "2 servers", appPort: base + 4, contentPort: base + 7, servers },
];

const psql = (sql) => {
  const out = spawnSync("psql", [PG, "-qc", sql], { encoding: "utf8" });
  if (out.status !== 0) throw new Error(out.stderr);
};

async function healthy(url) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

async function register(url, email) {
  const res = await fetch(`${url}/api/register`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({
      name: "Learner",
      email,
      password: "bench-password",
      password_confirmation: "bench-password",
    }),
  });
  if (!res.ok) throw new Error(`register: ${res.status} ${await res.text()}`);
  return (await res.json()).access_token;
}

/** A course of 50 pages of 10 blocks shared with LEARNERS learners, each with the progress row the player makes. */
async function setUp(url) {
  const creator = jsonHeaders(await registerCreator(url, "cluster-bench@example.com"));
  const { courseId, seed } = await courseWithSeedSave(url, creator, {
    title: "Cluster bench",
    topics: 5,
    pagesPerTopic: 10,
    blocksPerPage: 10,
  });
  const saved = await saveSeed(url, creator, courseId, seed);
  const emails = Array.from({ length: LEARNERS }, (_, i) => `cluster-${i}@bench.example.com`);
  const share = await fetch(`${url}/api/course_shares`, {
    method: "POST",
    headers: creator,
    body: JSON.stringify({ course_id: courseId, kind: "email", emails }),
  }).then((r) => r.json());
  const q = `?share_id=${share.data.id}`;
  const learners = [];
  for (const email of emails) {
    const token = await register(url, email);
    const progress = await fetch(`${url}/api/course_player/get_progress/${courseId}${q}`, {
      headers: { authorization: `Bearer ${token}`, accept: "application/json" },
    }).then((r) => r.json());
    learners.push({ token, progressId: progress.data.id });
  }
  const pages = saved.data.pages_order;
  const body = JSON.stringify({
    current_page_id: pages[3],
    completed: false,
    passed: true,
    pass_percent: 100,
    met_display_conditions: [],
    current_attempt_number: 0,
    desired_pages_order: pages,
    pages_progresses: pages.slice(0, 4).map((page_id) => ({ page_id, completed: true, finish_limit: null })),
    blocks_progresses: [],
  });
  const check = await fetch(`${url}/api/course_player/update_progress/${learners[0].progressId}`, {
    method: "POST",
    headers: jsonHeaders(learners[0].token),
    body,
  });
  if (check.status !== 200) throw new Error(`update_progress answered ${check.status}: ${await check.text()}`);
  return { path: `/api/course_player/get_course/${courseId}${q}`, learners, body };
}

/** autocannon against one path; each request takes the next learner's token (and progress row). */
async function load(url, path, learners, body) {
  let n = 0;
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    requests: [
      {
        method: body ? "POST" : "GET",
        ...(body ? { body } : {}),
        setupRequest(request) {
          const learner = learners[n++ % learners.length];
          return {
            ...request,
            path: body ? `/api/course_player/update_progress/${learner.progressId}` : path,
            headers: {
              authorization: `Bearer ${learner.token}`,
              accept: "application/json",
              ...(body ? { "content-type": "application/json" } : {}),
            },
          };
        },
      },
    ],
  });
  return {
    rate: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    failed: result.non2xx + result.errors + result.timeouts,
    // Which failures: a count alone can not tell a balancer's 502 from the app's 429 or a socket error.
    why: [
      ...Object.entries(result.statusCodeStats ?? {})
        .filter(([code]) => !code.startsWith("2"))
        .map(([code, stats]) => `${code} x${stats.count}`),
      ...(result.errors ? [`socket errors x${result.errors}`] : []),
      ...(result.timeouts ? [`timeouts x${result.timeouts}`] : []),
    ].join(", "),
  };
}

export async function run() {
  if (!nginxInstalled()) return "nginx is not installed (Debian package nginx): skipped.";
  const work = mkdtempSync(join(tmpdir(), "coursewright-cluster-bench-"));
  const children = [];
  psql(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  psql(`CREATE DATABASE ${DATABASE}`);
  try {
    for (const server of servers) {
      const child = spawn(process.execPath, [join(root, "apps/server/dist/main.js")], {
        stdio: ["ignore", "ignore", "inherit"],
        env: {
          ...process.env,
          HOST: "127.0.0.1",
          PORT: String(server.port),
          CONTENT_PORT: String(server.contentPort),
          PUBLIC_URL: `http://127.0.0.1:${balancers[1].appPort}`,
          DATA_DIR: join(work, server.name),
          DATABASE_URL: PG.replace(/\/[^/]*$/, `/${DATABASE}`),
          WORKERS: "1",
          SEED_DEMO: "false",
          TRUST_PROXY: "true",
          RATE_LIMIT_AUTH_MAX: "100000",
          LOG_LEVEL: "warn",
        },
      });
      children.push(child);
      // One after the other: the first migrates the database.
      await healthy(`http://127.0.0.1:${server.port}/api/health`);
    }
    for (const balancer of balancers) {
      const dir = join(work, `nginx-${balancer.appPort}`);
      mkdirSync(dir);
      const config = join(dir, "nginx.conf");
      writeFileSync(config, nginxConfig({ dir, ...balancer, runAsRoot: process.getuid?.() === 0 }));
      const args = ["-p", dir, "-c", config, "-e", join(dir, "error.log"), "-g", "daemon off;"];
      children.push(spawn(process.env.NGINX ?? "/usr/sbin/nginx", args, { stdio: "ignore" }));
      await healthy(`http://127.0.0.1:${balancer.appPort}/api/health`);
    }
    const { path, learners, body } = await setUp(`http://127.0.0.1:${balancers[1].appPort}`);
    const rows = [];
    const loadBefore = os.loadavg()[0];
    for (const [what, payload] of [
      ["GET get_course (course read)", null],
      ["POST update_progress (progress write)", body],
    ]) {
      for (const balancer of balancers) {
        const r = await load(`http://127.0.0.1:${balancer.appPort}`, path, learners, payload);
        rows.push(
          `| ${what} | ${balancer.title} | ${r.rate} | ${r.p50} | ${r.p99} | ${r.total} | ${r.failed}${r.why ? ` (${r.why})` : ""} |`,
        );
      }
    }
    return [
      `Load average (1 min) before: ${loadBefore.toFixed(2)}, after: ${os.loadavg()[0].toFixed(2)} on ${os.cpus().length} cores.`,
      "",
      "| request | behind nginx | req/s (mean) | p50 ms | p99 ms | requests | non-2xx/errors |",
      "|---|---|---:|---:|---:|---:|---:|",
      ...rows,
    ].join("\n");
  } finally {
    for (const child of children.reverse()) child.kill(child.spawnargs[0].includes("nginx") ? "SIGQUIT" : "SIGTERM");
    await Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once("exit", r)) : null)));
    psql(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
    rmSync(work, { recursive: true, force: true });
  }
}
