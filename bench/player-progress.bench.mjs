// Course player progress writes (issue 5): POST update_progress by 200 learners at once (each its own row, as in
// a class) against PostgreSQL, side by side with pgbench's single-row JSONB upserts of the same body on the same
// database (the ceiling any server could reach here), in one run.
//
// The load generator is wrk (Debian package `wrk`), a C program driven by a generated Lua script that gives each
// request its learner's path and bearer token: an in-process Node load generator would compete with the server
// for the same two cores. The setup (creator, course, share, learners, their progress rows) runs in Node.
//
// Settings (environment): BENCH_DURATION (seconds measured, default 10), BENCH_WARMUP (seconds of load before
// it, default 3), BENCH_CONNECTIONS (default 50), BENCH_WRK_THREADS (default 1), BENCH_PORT (default 3250),
// BENCH_DATABASE (default coursewright_bench_progress), BENCH_WORKERS (the server's WORKERS, default auto),
// BENCH_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile the server).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { courseWithSeedSave, jsonHeaders, saveSeed } from "./lib/course.mjs";
import { startServer } from "./lib/server.mjs";
import { registerCreator } from "./media-upload.bench.mjs";

const LEARNERS = 200;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);
const WRK_THREADS = Number(process.env.BENCH_WRK_THREADS ?? 1);
const PORT = Number(process.env.BENCH_PORT ?? 3250);
const DATABASE = process.env.BENCH_DATABASE ?? "coursewright_bench_progress";

async function registerLearner(base, email) {
  const res = await fetch(`${base}/api/register`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify({
      name: "Bench Learner",
      email,
      password: "bench-password",
      password_confirmation: "bench-password",
    }),
  });
  if (!res.ok) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  return (await res.json()).access_token;
}

/** A learner's progress as the player writes it mid-course: 10 pages seen, 30 blocks (of those pages) done. */
function progressBody(pages, blocks, attempt) {
  return {
    current_page_id: pages[9],
    completed: false,
    passed: true,
    pass_percent: 100,
    met_display_conditions: [],
    current_attempt_number: attempt,
    desired_pages_order: pages,
    pages_progresses: pages.slice(0, 10).map((page_id) => ({ page_id, completed: true, finish_limit: null })),
    blocks_progresses: blocks.slice(0, 30).map((block_id) => ({
      block_id,
      completed: true,
      correct: true,
      user_answer: "",
      position: null,
    })),
  };
}

/** Runs `fn` over `items`, `limit` at a time (registration hashes a password: a few at once is enough). */
async function inBatches(items, limit, fn) {
  const out = [];
  for (let i = 0; i < items.length; i += limit) out.push(...(await Promise.all(items.slice(i, i + limit).map(fn))));
  return out;
}

const luaString = (s) => `"${s.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`;

/**
 * The wrk script: each request takes the next learner (round robin from a per-thread offset), so a row is written
 * again only after the 199 others, as when a class plays at once. done() prints the figures as one JSON line.
 */
function wrkScript(learners, body) {
  return `local learners = {
${learners.map((l) => `  { ${luaString(`/api/course_player/update_progress/${l.progressId}`)}, ${luaString(`Bearer ${l.token}`)} },`).join("\n")}
}
local body = ${luaString(body)}
local threads = 0
local n = 0
local requests = {}
function setup(thread)
  thread:set("offset", threads * 97)
  threads = threads + 1
end
-- The requests are formatted once: wrk then spends its CPU sending them, not building them.
function init(args)
  n = offset or 0
  for i, l in ipairs(learners) do
    requests[i] = wrk.format("POST", l[1], { ["Authorization"] = l[2], ["Content-Type"] = "application/json", ["Accept"] = "application/json" }, body)
  end
end
function request()
  n = n + 1
  return requests[(n % #requests) + 1]
end
function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    'WRK_RESULT {"requests":%d,"duration_us":%d,"bytes":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d,"p50_us":%d,"p90_us":%d,"p99_us":%d,"max_us":%d,"mean_us":%.1f}\\n',
    summary.requests, summary.duration, summary.bytes, e.connect, e.read, e.write, e.status, e.timeout,
    latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max, latency.mean))
end
`;
}

function wrk(url, script, seconds) {
  const out = spawnSync(
    "wrk",
    [`-t${WRK_THREADS}`, `-c${CONNECTIONS}`, `-d${seconds}s`, "--timeout", "10s", "-s", script, url],
    { encoding: "utf8" },
  );
  const line = out.stdout.split("\n").find((l) => l.startsWith("WRK_RESULT "));
  if (!line) throw new Error(`wrk failed (is the Debian package wrk installed?): ${out.stderr || out.stdout}`);
  const r = JSON.parse(line.slice("WRK_RESULT ".length));
  return {
    ...r,
    rate: r.requests / (r.duration_us / 1e6),
    failed: r.connect + r.read + r.write + r.status + r.timeout,
  };
}

/** CPU seconds (user + system) used so far by these processes and their descendants still alive. */
function cpuSeconds(rootPid) {
  const tick = 100; // USER_HZ on Linux
  const pids = [rootPid];
  for (let i = 0; i < pids.length; i++) {
    for (const task of safeList(`/proc/${pids[i]}/task`)) {
      const children = safeRead(`/proc/${pids[i]}/task/${task}/children`).trim();
      if (children) pids.push(...children.split(/\s+/).map(Number));
    }
  }
  let ticks = 0;
  for (const pid of pids) {
    const stat = safeRead(`/proc/${pid}/stat`);
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (fields.length > 13) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / tick;
}

/** CPU seconds used so far by the PostgreSQL backends serving `database` (the server's pooled connections). */
function backendPids(databaseUrl, database) {
  return psql(databaseUrl, `select pid from pg_stat_activity where datname = '${database}' and pid <> pg_backend_pid()`)
    .split("\n")
    .filter(Boolean)
    .map(Number);
}

function cpuOfPids(pids) {
  let ticks = 0;
  for (const pid of pids) {
    const stat = safeRead(`/proc/${pid}/stat`);
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    if (fields.length > 13) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / 100;
}

/** CPU seconds of this process's finished children (wrk, once spawnSync has waited for it). */
function childrenCpu() {
  const stat = safeRead("/proc/self/stat");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

/** The machine's busy and total CPU time (all cores), from /proc/stat. */
function machineCpu() {
  const [, ...values] = readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).map(Number);
  const total = values.reduce((a, b) => a + b, 0);
  const idle = (values[3] ?? 0) + (values[4] ?? 0);
  return { busy: total - idle, total };
}

function safeRead(path) {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return "";
  }
}

function safeList(path) {
  try {
    return readdirSync(path);
  } catch {
    return [];
  }
}

function psql(databaseUrl, sql) {
  const out = spawnSync("psql", [databaseUrl, "-qAtc", sql], { encoding: "utf8" });
  if (out.status !== 0) throw new Error(`psql failed: ${out.stderr}`);
  return out.stdout.trim();
}

function pgbench(databaseUrl, doc) {
  const dir = mkdtempSync(join(tmpdir(), "pgbench-"));
  psql(databaseUrl, "CREATE TABLE IF NOT EXISTS bench_upsert (id int PRIMARY KEY, doc jsonb)");
  // The same compression as course_progresses' JSONB (migration 0011: lz4 where the server has it).
  psql(
    databaseUrl,
    "DO $$ BEGIN IF EXISTS (SELECT 1 FROM pg_settings WHERE name = 'default_toast_compression' AND 'lz4' = ANY (enumvals)) THEN ALTER TABLE bench_upsert ALTER COLUMN doc SET COMPRESSION lz4; END IF; END $$",
  );
  const script = join(dir, "upsert.sql");
  writeFileSync(
    script,
    `\\set id random(1, ${LEARNERS})\nINSERT INTO bench_upsert VALUES (:id, '${doc.replaceAll("'", "''")}') ON CONFLICT (id) DO UPDATE SET doc = excluded.doc;\n`,
  );
  const out = spawnSync(
    "pgbench",
    ["-n", "-c", String(CONNECTIONS), "-j", "2", "-T", String(DURATION), "-f", script, databaseUrl],
    { encoding: "utf8" },
  );
  const tps = out.stdout.match(/tps = ([\d.]+)/);
  const latency = out.stdout.match(/latency average = ([\d.]+) ms/);
  if (!tps) throw new Error(`pgbench failed: ${out.stderr}`);
  return { tps: Number(tps[1]), latency: Number(latency?.[1] ?? 0) };
}

const ms = (us) => (us / 1000).toFixed(1);

export async function run() {
  const workers = process.env.BENCH_WORKERS ?? "auto";
  const env = { WORKERS: workers };
  const server = await startServer({ name: DATABASE, port: PORT, env });
  try {
    const creator = jsonHeaders(await registerCreator(server.base, "player-bench@example.com"));
    const { courseId, seed } = await courseWithSeedSave(server.base, creator, {
      title: "Player bench",
      topics: 5,
      pagesPerTopic: 10,
      blocksPerPage: 10,
    });
    const saved = await saveSeed(server.base, creator, courseId, seed);
    const pages = saved.data.pages.map((p) => p.id);
    const emails = Array.from({ length: LEARNERS }, (_, i) => `learner-${i}@bench.example.com`);
    const share = await fetch(`${server.base}/api/course_shares`, {
      method: "POST",
      headers: creator,
      body: JSON.stringify({ course_id: courseId, kind: "email", emails }),
    }).then((r) => r.json());
    const shareId = share.data.id;
    // The blocks of the first three pages: 30 different blocks the learner has done.
    const blocks = [];
    for (const pageId of pages.slice(0, 3)) {
      const page = await fetch(`${server.base}/api/course_pages/get_full_info/${pageId}`, { headers: creator }).then(
        (r) => r.json(),
      );
      blocks.push(...page.data.page_blocks.map((b) => b.id));
    }
    if (blocks.length < 30) throw new Error(`expected 30 blocks on the first 3 pages, found ${blocks.length}`);

    const learners = await inBatches(emails, 8, async (email) => {
      const token = await registerLearner(server.base, email);
      const progress = await fetch(`${server.base}/api/course_player/get_progress/${courseId}?share_id=${shareId}`, {
        headers: jsonHeaders(token),
      }).then((r) => r.json());
      return { token, progressId: progress.data.id };
    });

    const body = JSON.stringify(progressBody(pages, blocks, 0));
    const check = await fetch(`${server.base}/api/course_player/update_progress/${learners[0].progressId}`, {
      method: "POST",
      headers: jsonHeaders(learners[0].token),
      body,
    });
    if (check.status !== 200) throw new Error(`update_progress answered ${check.status}: ${await check.text()}`);

    // What autovacuum would have done by now on a server that runs it (this machine's PostgreSQL does not).
    psql(server.databaseUrl, "VACUUM ANALYZE course_progresses");

    const dir = mkdtempSync(join(tmpdir(), "wrk-"));
    const script = join(dir, "progress.lua");
    writeFileSync(script, wrkScript(learners, body));
    const warmup = WARMUP > 0 ? wrk(server.base, script, WARMUP) : { requests: 0, failed: 0 };
    const load = await loadAverage();
    const backends = backendPids(server.databaseUrl, DATABASE);
    const commits = () =>
      Number(psql(server.databaseUrl, `select xact_commit from pg_stat_database where datname = '${DATABASE}'`));
    const commits0 = commits();
    const [cpu0, pg0, wrk0, machine0] = [cpuSeconds(server.pid), cpuOfPids(backends), childrenCpu(), machineCpu()];
    const writes = wrk(server.base, script, DURATION);
    const [cpu1, pg1, wrk1, machine1] = [cpuSeconds(server.pid), cpuOfPids(backends), childrenCpu(), machineCpu()];
    // Backends report their counters when idle, at most a second late.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const transactions = commits() - commits0;
    const revisions = psql(
      server.databaseUrl,
      `select sum(revision) from course_progresses where share_id = '${shareId.replaceAll("'", "''")}'`,
    );
    const pg = pgbench(server.databaseUrl, body);

    const serverCpu = cpu1 - cpu0;
    const pgCpu = pg1 - pg0;
    const perWrite = (seconds) => ((seconds / writes.requests) * 1e6).toFixed(0);
    const machineBusy = (machine1.busy - machine0.busy) / (machine1.total - machine0.total);
    const title = `POST update_progress (one row per learner, server WORKERS=${workers})`;
    return [
      `${LEARNERS} learners of one e-mail share of a 50-page, 500-block course; each update carries 10 page and 30 block progresses (${(body.length / 1024).toFixed(1)} KiB). wrk ${WRK_THREADS} thread, ${CONNECTIONS} connections, ${WARMUP} s warm-up then ${DURATION} s; load average before the run: ${load}.`,
      "",
      "| request | req/s | p50 ms | p90 ms | p99 ms | max ms | requests | non-2xx/errors |",
      "|---|---:|---:|---:|---:|---:|---:|---:|",
      `| ${title} | ${Math.round(writes.rate)} | ${ms(writes.p50_us)} | ${ms(writes.p90_us)} | ${ms(writes.p99_us)} | ${ms(writes.max_us)} | ${writes.requests} | ${writes.failed} |`,
      "",
      `CPU during the run: server ${serverCpu.toFixed(1)} s (${perWrite(serverCpu)} µs per write), its ${backends.length} PostgreSQL backends ${pgCpu.toFixed(1)} s (${perWrite(pgCpu)} µs per write), wrk ${(wrk1 - wrk0).toFixed(1)} s (${perWrite(wrk1 - wrk0)} µs per write); the machine was busy ${(machineBusy * 100).toFixed(0)}% of both cores. PostgreSQL committed ${transactions} transactions in the database meanwhile (${(writes.requests / Math.max(1, transactions)).toFixed(1)} writes per transaction). Stored revisions summed over the rows: ${revisions} (1 check + ${warmup.requests} warm-up + ${writes.requests} measured writes = ${1 + warmup.requests + writes.requests}, less refused ones: ${warmup.failed + writes.failed}; wrk does not count the up to ${2 * CONNECTIONS} requests in flight when its runs stop).`,
      "",
      `pgbench, single-row JSONB upserts of the same body on the same PostgreSQL (${CONNECTIONS} clients, 2 threads, ${DURATION} s): ${Math.round(pg.tps)} tps, latency average ${pg.latency} ms. update_progress reaches ${((writes.rate / pg.tps) * 100).toFixed(0)}% of it.`,
    ].join("\n");
  } finally {
    await server.stop();
  }
}

async function loadAverage() {
  return readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
}
