// Course player hot paths (issue 5), side by side in one run:
// - POST update_progress by 200 learners at once (each its own row, as in a class), against pgbench's
//   single-row JSONB upserts on the same PostgreSQL (the ceiling any server could reach here);
// - GET get_course for a 50-page, 500-block course, against nginx serving the same bytes as a static file.
// nginx must be installed (`apt-get install -y nginx`); without it that comparison is skipped.
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { courseWithSeedSave, jsonHeaders, saveSeed } from "./lib/course.mjs";
import { startServer } from "./lib/server.mjs";
import { registerCreator } from "./media-upload.bench.mjs";

const LEARNERS = 200;
const CONNECTIONS = 50;
const DURATION = 10;
const NGINX_PORT = 3252;

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

/** A learner's progress as the player writes it mid-course: 10 pages seen, 30 blocks answered. */
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

function run1(opts) {
  return new Promise((resolve, reject) => autocannon(opts, (err, result) => (err ? reject(err) : resolve(result))));
}

const row = (title, r) =>
  `| ${title} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} | ${r.requests.total} | ${r.non2xx + r.errors + r.timeouts} |`;

function pgbench(databaseUrl) {
  const dir = mkdtempSync(join(tmpdir(), "pgbench-"));
  const doc = JSON.stringify(progressBody([...Array(50).keys()], [...Array(500).keys()], 0)).replaceAll("'", "''");
  spawnSync("psql", [databaseUrl, "-qc", "CREATE TABLE IF NOT EXISTS bench_upsert (id int PRIMARY KEY, doc jsonb)"]);
  const script = join(dir, "upsert.sql");
  writeFileSync(
    script,
    `\\set id random(1, ${LEARNERS})\nINSERT INTO bench_upsert VALUES (:id, '${doc}') ON CONFLICT (id) DO UPDATE SET doc = excluded.doc;\n`,
  );
  const out = spawnSync(
    "pgbench",
    ["-n", "-c", String(CONNECTIONS), "-j", "2", "-T", String(DURATION), "-f", script, databaseUrl],
    {
      encoding: "utf8",
    },
  );
  const tps = out.stdout.match(/tps = ([\d.]+)/);
  const latency = out.stdout.match(/latency average = ([\d.]+) ms/);
  if (!tps) throw new Error(`pgbench failed: ${out.stderr}`);
  return { tps: Number(tps[1]), latency: Number(latency?.[1] ?? 0) };
}

async function nginxStatic(body) {
  if (spawnSync("which", ["nginx"]).status !== 0) return null;
  const prefix = mkdtempSync(join(tmpdir(), "nginx-"));
  // nginx's worker runs as an unprivileged user: it must be able to read the folder and the file.
  chmodSync(prefix, 0o755);
  writeFileSync(join(prefix, "course.json"), body, { mode: 0o644 });
  writeFileSync(
    join(prefix, "nginx.conf"),
    `worker_processes 1; daemon off; error_log ${prefix}/error.log; pid ${prefix}/nginx.pid;
events { worker_connections 1024; }
http { access_log off; default_type application/json; gzip off;
  server { listen 127.0.0.1:${NGINX_PORT}; root ${prefix}; location / { try_files $uri =404; } } }`,
  );
  const child = spawn("nginx", ["-p", prefix, "-c", join(prefix, "nginx.conf")], { stdio: "ignore" });
  await new Promise((r) => setTimeout(r, 500));
  try {
    return await run1({
      url: `http://127.0.0.1:${NGINX_PORT}/course.json`,
      connections: CONNECTIONS,
      duration: DURATION,
    });
  } finally {
    child.kill("SIGTERM");
  }
}

export async function run() {
  const server = await startServer({ name: "coursewright_bench_player", port: 3250 });
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
    const firstPage = await fetch(`${server.base}/api/course_pages/get_full_info/${pages[0]}`, {
      headers: creator,
    }).then((r) => r.json());
    const blocks = firstPage.data.page_blocks.map((b) => b.id);
    while (blocks.length < 30) blocks.push(...blocks);

    const learners = [];
    for (const email of emails) {
      const token = await registerLearner(server.base, email);
      const progress = await fetch(`${server.base}/api/course_player/get_progress/${courseId}?share_id=${shareId}`, {
        headers: jsonHeaders(token),
      }).then((r) => r.json());
      learners.push({ token, progressId: progress.data.id });
    }

    // Each connection writes for its own learners in turn, so rows are spread as in a real class.
    let next = 0;
    const body = JSON.stringify(progressBody(pages, blocks, 0));
    const writes = await run1({
      url: server.base,
      connections: CONNECTIONS,
      duration: DURATION,
      requests: [
        {
          method: "POST",
          setupRequest: (req) => {
            const learner = learners[next++ % learners.length];
            return {
              ...req,
              path: `/api/course_player/update_progress/${learner.progressId}`,
              headers: { ...jsonHeaders(learner.token) },
              body,
            };
          },
        },
      ],
    });
    const pg = pgbench(server.databaseUrl);

    const courseUrl = `${server.base}/api/course_player/get_course/${courseId}`;
    const full = await fetch(courseUrl, { headers: creator });
    const courseBody = await full.text();
    const etag = full.headers.get("etag");
    const reads = await run1({ url: courseUrl, headers: creator, connections: CONNECTIONS, duration: DURATION });
    const notModified = await run1({
      url: courseUrl,
      headers: { ...creator, "if-none-match": etag ?? "" },
      connections: CONNECTIONS,
      duration: DURATION,
    });
    const nginx = await nginxStatic(courseBody);

    const writeRate = writes.requests.average;
    const lines = [
      `${LEARNERS} learners sharing one e-mail share of a 50-page, 500-block course; ${CONNECTIONS} connections, ${DURATION} s each; one update carries 10 page and 30 block progresses (${Math.round(body.length / 1024)} KiB).`,
      "",
      "| request | req/s (mean) | p50 ms | p99 ms | requests | non-2xx/errors |",
      "|---|---:|---:|---:|---:|---:|",
      row("POST update_progress (one row per learner)", writes),
      row(`GET get_course (${Math.round(courseBody.length / 1024)} KiB answer)`, reads),
      row("GET get_course with If-None-Match (304)", notModified),
      nginx ? row("nginx, same bytes as a static file (1 worker)", nginx) : "| nginx | not installed | | | | |",
      "",
      `pgbench, single-row JSONB upserts of the same size on the same PostgreSQL (${CONNECTIONS} clients, 2 threads): ${Math.round(pg.tps)} tps, latency average ${pg.latency} ms. update_progress reaches ${((writeRate / pg.tps) * 100).toFixed(0)}% of it.`,
      nginx
        ? `get_course reaches ${((reads.requests.average / nginx.requests.average) * 100).toFixed(0)}% of nginx's requests/s (304 answers: ${((notModified.requests.average / nginx.requests.average) * 100).toFixed(0)}%).`
        : "",
    ];
    return lines.join("\n");
  } finally {
    await server.stop();
  }
}
