#!/usr/bin/env node
// `npm run cluster`: the platform as several machines would run it, on this one: one PostgreSQL database, an
// S3-compatible object store (s3rver), two server processes with separate DATA_DIRs (no shared disk) and nginx
// balancing round robin between them. Ctrl+C stops everything. README "Scaling out" describes it.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { setTimeout as delay } from "node:timers/promises";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import pg from "pg";
import { buildIfStale, root } from "./build-if-stale.mjs";
import { nginxConfig } from "./cluster-nginx.mjs";
import { LEAN_NODE_ARGS, LEAN_NODE_ENV } from "./lean-node.mjs";

const base = Number(process.env.CLUSTER_PORT ?? 3400);
const host = "127.0.0.1";
const ports = { app: base, s3: base + 3, content: base + 4 };
const servers = [
  { name: "server-1", port: base + 1, contentPort: base + 5, seeds: true },
  { name: "server-2", port: base + 2, contentPort: base + 6, seeds: false },
];
const postgresUrl = process.env.CLUSTER_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432";
const databaseName = "coursewright_cluster";
const databaseUrl = `${postgresUrl}/${databaseName}`;
// s3 is the point; local exists only to watch the cluster check fail without shared files.
const storageDriver = process.env.CLUSTER_STORAGE_DRIVER ?? "s3";
const bucket = "coursewright";
const s3Key = "S3RVER"; // s3rver's one account
const nginxBinary = process.env.NGINX ?? "/usr/sbin/nginx";
const publicUrl = `http://${host}:${ports.app}`;

// The AWS SDK's notice that its releases from 2027 need Node 22 would be printed by every process at each start.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";

const workDir = mkdtempSync(join(tmpdir(), "coursewright-cluster-"));
/** @type {Map<string, { child: import("node:child_process").ChildProcess, stopSignal: NodeJS.Signals }>} */
const children = new Map();
let stopping = false;

/** Starts a process whose output lines are printed with its name in front; its unexpected end stops all. */
function run(name, command, args, { env = process.env, stopSignal = "SIGTERM", stdin = "ignore" } = {}) {
  const child = spawn(command, args, { cwd: root, env, stdio: [stdin, "pipe", "pipe"] });
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on("line", (line) => {
      if (name !== "s3rver") process.stdout.write(`[${name}] ${line}\n`);
    });
  }
  children.set(name, { child, stopSignal });
  child.on("exit", (code, signal) => {
    children.delete(name);
    if (stopping) return;
    console.error(`[cluster] ${name} ended (${signal ?? `exit ${code}`}): stopping the cluster`);
    void stop(1);
  });
  return child;
}

/** Stops every process (servers gracefully, nginx after its requests), removes the temporary folder, exits. */
async function stop(exitCode) {
  if (stopping) return;
  stopping = true;
  const ended = [...children.values()].map(
    ({ child, stopSignal }) =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", resolve);
        child.kill(stopSignal);
      }),
  );
  const deadline = delay(20_000).then(() => "late");
  if ((await Promise.race([Promise.all(ended), deadline])) === "late") {
    for (const { child } of children.values()) child.kill("SIGKILL");
  }
  rmSync(workDir, { recursive: true, force: true });
  process.exit(exitCode);
}
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => void stop(0));

/** Polls url until it answers 2xx; fails when the process serving it ends first or after two minutes. */
async function waitForHealth(url, child, name) {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`${name} ended before it was ready`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await delay(250);
  }
  throw new Error(`${name} was not ready at ${url} within two minutes`);
}

/** A fresh database each start: the object store's folder is fresh too, and the two must match. */
async function refreshDatabase() {
  const admin = new pg.Client({ connectionString: `${postgresUrl}/postgres` });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${databaseName}`);
  } finally {
    await admin.end();
  }
}

async function startObjectStore() {
  const dir = join(workDir, "s3");
  mkdirSync(dir);
  // The test suite's s3rver launcher (OpenSSL's legacy provider for s3rver's list tokens); it ends with our stdin.
  const script = join(root, "apps/server/src/test/s3rverProcess.mjs");
  const child = run("s3rver", process.execPath, ["--openssl-legacy-provider", script, dir, String(ports.s3)], {
    stdin: "pipe",
  });
  await new Promise((resolve, reject) => {
    child.once("exit", () => reject(new Error("s3rver ended before it listened")));
    createInterface({ input: child.stdout }).once("line", resolve);
  });
  const s3 = new S3Client({
    endpoint: `http://${host}:${ports.s3}`,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: { accessKeyId: s3Key, secretAccessKey: s3Key },
  });
  await s3.send(new CreateBucketCommand({ Bucket: bucket }));
  s3.destroy();
}

function serverEnv(server) {
  const env = { ...process.env };
  for (const name of ["DATABASE_READ_URL", "WEB_DIST_DIR", "PORT", "CONTENT_PORT"]) delete env[name];
  return {
    ...env,
    ...LEAN_NODE_ENV,
    HOST: host,
    PORT: String(server.port),
    CONTENT_PORT: String(server.contentPort),
    PUBLIC_URL: publicUrl,
    CONTENT_ORIGIN: `http://${host}:${ports.content}`,
    DATA_DIR: join(workDir, server.name),
    DATABASE_URL: databaseUrl,
    // One process per server here; WORKERS would otherwise fork one per core behind each.
    WORKERS: "1",
    SEED_DEMO: String(server.seeds),
    STORAGE_DRIVER: storageDriver,
    S3_ENDPOINT: `http://${host}:${ports.s3}`,
    S3_BUCKET: bucket,
    S3_ACCESS_KEY_ID: s3Key,
    S3_SECRET_ACCESS_KEY: s3Key,
    S3_FORCE_PATH_STYLE: "true",
    // The servers send the bytes (no CORS set-up on s3rver), so every read shows which server answered.
    S3_MEDIA_DELIVERY: "stream",
    TRUST_PROXY: "true",
    // A local proof: mails readable at /api/dev/outbox, and tests may sign in often from one address.
    EXPOSE_OUTBOX: "true",
    RATE_LIMIT_AUTH_MAX: "1000",
    RATE_LIMIT_LAUNCH_MAX: "1000",
    LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
  };
}

async function startNginx() {
  const dir = join(workDir, "nginx");
  mkdirSync(dir);
  const config = join(dir, "nginx.conf");
  const runAsRoot = process.getuid?.() === 0;
  writeFileSync(config, nginxConfig({ dir, appPort: ports.app, contentPort: ports.content, servers, runAsRoot }));
  const args = ["-p", dir, "-c", config, "-e", join(dir, "error.log"), "-g", "daemon off;"];
  // SIGQUIT: nginx finishes the requests under way, then ends.
  const child = run("nginx", nginxBinary, args, { stopSignal: "SIGQUIT" });
  await waitForHealth(`${publicUrl}/api/health`, child, "nginx");
}

async function main() {
  buildIfStale();
  await refreshDatabase();
  await startObjectStore();
  // One after the other: the first migrates and seeds the demo data, the second finds both done.
  for (const server of servers) {
    mkdirSync(join(workDir, server.name));
    const child = run(server.name, process.execPath, [...LEAN_NODE_ARGS, join(root, "apps/server/dist/main.js")], {
      env: serverEnv(server),
    });
    await waitForHealth(`http://${host}:${server.port}/api/health`, child, server.name);
  }
  await startNginx();
  console.log(
    [
      "",
      `  Coursewright cluster at ${publicUrl} (nginx, round robin; the X-Upstream header names the server)`,
      ...servers.map((s) => `    ${s.name}: http://${host}:${s.port}, DATA_DIR ${join(workDir, s.name)}`),
      `  content origin: http://${host}:${ports.content}`,
      `  database: ${databaseUrl} (fresh)`,
      `  files: ${storageDriver === "s3" ? `bucket ${bucket} on s3rver at http://${host}:${ports.s3}` : "each server's DATA_DIR (CLUSTER_STORAGE_DRIVER=local)"}`,
      "  demo accounts: creator@example.com and learner@example.com, password demo-password (or DEMO_PASSWORD)",
      "  Ctrl+C stops everything.",
      "",
    ].join("\n"),
  );
}

main().catch((error) => {
  // Ctrl+C while starting ends the processes being waited for: that is no error.
  if (!stopping) console.error(`[cluster] ${error instanceof Error ? error.message : error}`);
  void stop(1);
});
