import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import pg from "pg";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../db/open";
import { mailOutbox } from "../db/schema";
import type { Mailer, MailMessage } from "../mail/Mailer";
import { eventually } from "../test/context";
import { databaseKinds } from "../test/databases";
import { createQueuedMailer, MAIL_JOB, mailJob } from "./mailJob";
import { createPgBossQueue } from "./pgBossQueue";
import type { JobPolicy, JobQueue } from "./queue";

const logger = pino({ level: "silent" });
const CRASH_CHILD = fileURLToPath(new URL("./testing/pgBossCrashChild.ts", import.meta.url));
const QUICK: JobPolicy = {
  retryLimit: 2,
  retryDelaySeconds: 1,
  retryBackoff: false,
  expireInSeconds: 60,
  policy: "standard",
};

async function admin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

// pg-boss needs a real PostgreSQL: these run when DATABASE_URL is set, on a database of their own.
for (const kind of databaseKinds().filter((k) => k === "postgres")) {
  describe(`background jobs: pg-boss [${kind}]`, () => {
    const serverUrl = process.env.DATABASE_URL ?? "";
    const name = `cw_jobs_${randomBytes(5).toString("hex")}`;
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    let database: DatabaseHandle;
    const queues: JobQueue[] = [];
    const makeQueue = () => {
      const queue = createPgBossQueue({ connectionString: url.toString(), logger, pollIntervalSeconds: 0.5 });
      queues.push(queue);
      return queue;
    };

    beforeAll(async () => {
      await admin(serverUrl, `CREATE DATABASE ${name}`);
      database = await openDatabase({ url: url.toString(), poolMax: 2 });
      await database.migrate();
    });
    // A queue left running would take the next test's jobs (every worker of a kind shares its jobs).
    afterEach(async () => {
      for (const queue of queues.splice(0)) await queue.stop();
    });
    afterAll(async () => {
      await database?.close();
      await admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    });

    it("runs each job once, and keeps one waiting job of a stately kind", async () => {
      const seen: unknown[] = [];
      const queue = makeQueue();
      queue.register({ name: "echo", policy: QUICK, run: async (data) => void seen.push(data) });
      // Sent before a worker looks: a second send of the stately kind is refused while the first waits.
      let gate = () => {};
      const opened = new Promise<void>((resolve) => {
        gate = resolve;
      });
      let periodicRuns = 0;
      queue.register({
        name: "periodic",
        policy: { ...QUICK, policy: "stately" },
        run: async () => {
          await opened;
          periodicRuns++;
        },
      });
      await queue.start();
      await queue.send("echo", { n: 1 });
      await queue.send("echo", { n: 2 });
      const first = await queue.send("periodic", {});
      expect(first).not.toBeNull();
      await eventually(async () => expect(seen).toHaveLength(2), 15_000);
      expect(seen).toEqual(expect.arrayContaining([{ n: 1 }, { n: 2 }]));
      // The first periodic job is running (blocked): one more may wait, a third is refused.
      await eventually(async () => expect(await queue.send("periodic", {})).not.toBeNull(), 15_000);
      expect(await queue.send("periodic", {})).toBeNull();
      gate();
      await eventually(async () => expect(periodicRuns).toBe(2), 15_000);
    }, 60_000);

    it("retries a mail whose transport fails, then delivers it once", async () => {
      const delivered: MailMessage[] = [];
      let failures = 1;
      const transport: Mailer = {
        async send(message) {
          if (failures-- > 0) throw new Error("421 try again later");
          delivered.push(message);
        },
      };
      const queue = makeQueue();
      queue.register(
        mailJob(
          database.db,
          { kind: "external", mailer: transport },
          { limit: 3, delaySeconds: 1, messageIdDomain: "app.test" },
        ),
      );
      await queue.start();
      await createQueuedMailer(queue).send({ to: "boss@example.com", subject: "Hi", text: "t", html: "<p>t</p>" });
      await eventually(async () => expect(delivered).toHaveLength(1), 20_000);
      expect(failures).toBe(-1);
      expect(delivered[0]?.messageId).toMatch(/@app\.test>$/);
    }, 60_000);

    it("writes an outbox mail through pg-boss", async () => {
      const queue = makeQueue();
      queue.register(
        mailJob(database.db, { kind: "outbox" }, { limit: 3, delaySeconds: 1, messageIdDomain: "app.test" }),
      );
      await queue.start();
      await queue.send(MAIL_JOB, {
        key: "boss-outbox-1",
        message: { to: "box@example.com", subject: "S", text: "t", html: "h" },
      });
      await eventually(
        async () =>
          expect(await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, "box@example.com"))).toHaveLength(
            1,
          ),
        15_000,
      );
    }, 60_000);

    it("runs again, once, a job whose process was killed mid-run, after its expiry", async () => {
      const dir = await mkdtemp(join(tmpdir(), "cw-boss-crash-"));
      const marker = join(dir, "running");
      let child: ChildProcess | undefined;
      try {
        child = spawn(process.execPath, ["--import", "tsx", CRASH_CHILD, url.toString(), marker], { stdio: "ignore" });
        await eventually(async () => expect(await readFile(marker, "utf8")).toBe(String(child?.pid)), 240_000);
        child.kill("SIGKILL");
        await once(child, "exit");
        // Another server process: its maintenance (every second here) expires the killed run into a retry.
        const runs: number[] = [];
        const queue = createPgBossQueue({
          connectionString: url.toString(),
          logger,
          pollIntervalSeconds: 0.5,
          maintenanceIntervalSeconds: 1,
        });
        queues.push(queue);
        queue.register({
          name: "crash-job",
          policy: { retryLimit: 2, retryDelaySeconds: 0, retryBackoff: false, expireInSeconds: 1, policy: "standard" },
          run: async (_data, job) => void runs.push(job.retryCount),
        });
        await queue.start();
        await eventually(async () => expect(runs).toEqual([1]), 30_000);
      } finally {
        if (child && child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
        await rm(dir, { recursive: true, force: true });
      }
    }, 300_000);
  });
}
