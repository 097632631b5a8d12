// Starts the built server on a fresh PostgreSQL database for a benchmark, and cleans up afterwards.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../..", import.meta.url));
const PG_ADMIN_URL = process.env.BENCH_PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

function psql(sql) {
  const result = spawnSync("psql", [PG_ADMIN_URL, "-qc", sql], { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`psql failed: ${result.stderr}`);
}

export function ensureBuilt() {
  const result = spawnSync("npm", ["run", "build", "-w", "apps/server"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) throw new Error("server build failed");
}

/**
 * Creates database `name` afresh, starts the server on it and resolves when /api/health answers. `main`: another
 * build's main.js (a before/after comparison), else this checkout's.
 */
export async function startServer({ name, port = 3200, env = {}, nodeArgs: serverArgs = [], main }) {
  psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  psql(`CREATE DATABASE ${name}`);
  const databaseUrl = PG_ADMIN_URL.replace(/\/[^/]*$/, `/${name}`);
  // BENCH_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the server during a benchmark.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const child = spawn(process.execPath, [...serverArgs, ...nodeArgs, main ?? join(root, "apps/server/dist/main.js")], {
    cwd: root,
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl,
      DATA_DIR: mkdtempSync(join(tmpdir(), "coursewright-bench-")),
      LOG_LEVEL: "warn",
      RATE_LIMIT_AUTH_MAX: "100000",
      DATABASE_POOL_MAX: process.env.BENCH_POOL_MAX ?? "10",
      // One process unless a benchmark asks for more: several measure the server's own pid (memory, CPU).
      WORKERS: "1",
      ...env,
    },
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error("server exited during start");
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    databaseUrl,
    /** The server process, for benchmarks that watch its memory. */
    pid: child.pid,
    async stop() {
      child.kill("SIGTERM");
      await new Promise((r) => child.once("exit", r));
      psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** The UI benchmarks drive the built web app the server serves. */
export function ensureWebBuilt() {
  const result = spawnSync("npm", ["run", "build", "-w", "apps/web"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) throw new Error("web build failed");
}
