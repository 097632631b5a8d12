// get_progress alone (issue 20): the player's read of the learner's progress, right after get_course, on the
// course and share of `player-course.bench.mjs` (its "get_progress, learner" row: every request reads the same
// row), and the same read by 50 learners in turn (each request another row, as in a class); wrk -t1 -c50, one server
// process on PostgreSQL. Its figure is the server's CPU time per answer (user + system, from /proc), which a busy machine
// disturbs less than requests/s and latency.
//
// BENCH_BEFORE=<path of another build's main.js> (e.g. a copy of apps/server/dist made from the base commit)
// starts that build too, on its own port and database, and measures the two in turn, round after round, so that
// "before" and "after" share the machine's load. Settings: BENCH_ROUNDS (default 2), BENCH_DURATION (seconds per
// row, default 8, after a 2 s warm-up), BENCH_PORT (default 3420; the "before" server on PORT + 2, as each server
// also listens on the next port, for SCORM content).
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import { join } from "node:path";
import { sharedBenchCourse } from "./lib/playerSetup.mjs";
import { startServer } from "./lib/server.mjs";
import { wrk, wrkInstalled } from "./lib/wrk.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3420);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const DURATION = Number(process.env.BENCH_DURATION ?? 8);
const WARMUP = 2;
const CONNECTIONS = 50;
const BEFORE = process.env.BENCH_BEFORE;
const LEARNERS = 50;

/**
 * LEARNERS more learners of a public share of the same course, each with a row: a wrk script that sends each
 * request with the next learner's token, so the reads in flight are of different rows (as in a class).
 */
async function classOf(base, setup, label) {
  const creator = { ...setup.asCreator, "content-type": "application/json" };
  const share = await fetch(`${base}/api/course_shares`, {
    method: "POST",
    headers: creator,
    body: JSON.stringify({ course_id: setup.courseId, kind: "public" }),
  }).then((r) => r.json());
  const path = `/api/course_player/get_progress/${setup.courseId}?share_id=${share.data.id}`;
  const tokens = [];
  for (let i = 0; i < LEARNERS; i++) {
    const res = await fetch(`${base}/api/register`, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({
        name: `Learner ${i}`,
        email: `class-${label}-${i}@bench.example.com`,
        password: "bench-password",
        password_confirmation: "bench-password",
      }),
    });
    if (!res.ok) throw new Error(`register failed: ${res.status} ${await res.text()}`);
    const { access_token: token } = await res.json();
    const first = await fetch(`${base}${path}`, { headers: { authorization: `Bearer ${token}` } });
    if (first.status !== 200) throw new Error(`${label}: get_progress answered ${first.status}`);
    tokens.push(token);
  }
  const script = join(mkdtempSync(join(os.tmpdir(), "get-progress-bench-")), "learners.lua");
  writeFileSync(
    script,
    `local tokens = {${tokens.map((t) => JSON.stringify(t)).join(",")}}
local n = 0
request = function()
  n = n + 1
  return wrk.format("GET", ${JSON.stringify(path)}, { ["authorization"] = "Bearer " .. tokens[(n % #tokens) + 1] })
end
`,
  );
  return { url: `${base}${path}`, script };
}

const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(" ");

export async function run() {
  if (!wrkInstalled()) return "wrk is not installed (apt-get install -y wrk): skipped.";
  const builds = [{ label: "after", main: undefined, port: PORT, name: "wt_bench_get_progress" }];
  if (BEFORE) builds.unshift({ label: "before", main: BEFORE, port: PORT + 2, name: "wt_bench_get_progress_before" });
  const servers = [];
  try {
    for (const build of builds) {
      const server = await startServer({ name: build.name, port: build.port, main: build.main });
      servers.push(server);
      const setup = await sharedBenchCourse(server.base);
      const first = await fetch(setup.progressUrl, { headers: setup.asLearner });
      if (first.status !== 200) throw new Error(`${build.label}: get_progress answered ${first.status}`);
      const bytes = (await first.arrayBuffer()).byteLength;
      Object.assign(build, { server, setup, bytes, class: await classOf(server.base, setup, build.label) });
    }
    const rows = [];
    for (let round = 1; round <= ROUNDS; round++) {
      for (const who of ["one learner", `${LEARNERS} learners`]) {
        for (const { label, server, setup, class: learners } of builds) {
          const at = load();
          const options =
            who === "one learner"
              ? { url: setup.progressUrl, headers: setup.asLearner, connections: CONNECTIONS }
              : { url: learners.url, script: learners.script, connections: CONNECTIONS };
          wrk({ ...options, duration: WARMUP });
          rows.push({ label, who, round, at, ...wrk({ ...options, duration: DURATION, pid: server.pid }) });
        }
      }
    }
    const fmt = (n) => Math.round(n).toLocaleString("en-US");
    return [
      `get_progress of a 50-page course's empty progress (${builds.at(-1).bytes} bytes): one learner of an e-mail share (every request the same row), or ${LEARNERS} learners of a public share in turn (each request the next learner's row); wrk -t1 -c${CONNECTIONS} -d${DURATION}s after a ${WARMUP} s warm-up, one server process on PostgreSQL (LOG_LEVEL=warn).`,
      "",
      "| server | learners | round | req/s | p50 ms | p99 ms | CPU µs/answer | failed | load average at start |",
      "|---|---|---:|---:|---:|---:|---:|---:|---|",
      ...rows.map(
        (r) =>
          `| ${r.label} | ${r.who} | ${r.round} | ${fmt(r.requestsPerSecond)} | ${r.p50.toFixed(2)} | ${r.p99.toFixed(2)} | ${fmt(r.cpuUsPerRequest)} | ${r.failed} | ${r.at} |`,
      ),
    ].join("\n");
  } finally {
    for (const server of servers) await server.stop();
  }
}
