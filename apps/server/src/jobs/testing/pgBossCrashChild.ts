/**
 * A server process the pg-boss kill -9 test kills mid-job (pgBossQueue.test.ts): it sends one "crash-job" to the
 * PostgreSQL database argv[2], takes it, writes argv[3] and blocks until killed.
 */
import { writeFileSync } from "node:fs";
import pino from "pino";
import { createPgBossQueue } from "../pgBossQueue";

const [url, marker] = process.argv.slice(2);
if (!url || !marker) throw new Error("usage: pgBossCrashChild <url> <marker>");
const queue = createPgBossQueue({ connectionString: url, logger: pino({ level: "silent" }), pollIntervalSeconds: 0.5 });
queue.register({
  name: "crash-job",
  policy: { retryLimit: 2, retryDelaySeconds: 0, retryBackoff: false, expireInSeconds: 1, policy: "standard" },
  async run() {
    writeFileSync(marker, String(process.pid));
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
  },
});
await queue.start();
await queue.send("crash-job", { n: 1 });
