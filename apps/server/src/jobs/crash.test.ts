import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { wrapPglite } from "../db/open";
import { jobs, mailOutbox } from "../db/schema";
import { eventually } from "../test/context";
import { migratedPgliteTemplate } from "../test/databases";
import { createEmbeddedQueue } from "./embeddedQueue";
import { MAIL_JOB, mailJob } from "./mailJob";

const logger = pino({ level: "silent" });
const CHILD = fileURLToPath(new URL("./testing/crashChild.ts", import.meta.url));
const RETRY = { limit: 3, delaySeconds: 1, messageIdDomain: "app.test" };

describe("background jobs survive kill -9 [embedded]", () => {
  let child: ChildProcess | undefined;
  let dir = "";
  afterEach(async () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("a mail job killed mid-delivery runs again at the next start, and the mail is sent once", async () => {
    dir = await mkdtemp(join(tmpdir(), "cw-jobs-crash-"));
    const dataDir = join(dir, "db");
    const marker = join(dir, "in-transaction");
    // An embedded database on disk, migrated, with one mail waiting.
    const first = wrapPglite(await PGlite.create({ dataDir, loadDataDir: new Blob([await migratedPgliteTemplate()]) }));
    const sender = createEmbeddedQueue({ db: first.db, logger, pollIntervalMs: 1000, autoPoll: false });
    sender.register(mailJob(first.db, { kind: "outbox" }, RETRY));
    const to = "crash@example.com";
    await sender.send(MAIL_JOB, { key: "crash-1", message: { to, subject: "Once", text: "t", html: "<p>t</p>" } });
    await first.close();

    // A server process takes the job and is killed with the mail written but not committed.
    child = spawn(process.execPath, ["--import", "tsx", CHILD, dataDir, marker], { stdio: "ignore" });
    await eventually(async () => expect(await readFile(marker, "utf8")).toBe(String(child?.pid)), 240_000);
    child.kill("SIGKILL");
    await once(child, "exit");

    // The next start finds the job still active, runs it again and delivers the mail once.
    const restarted = wrapPglite(await PGlite.create({ dataDir }));
    try {
      const before = await restarted.db.select().from(jobs);
      expect(before).toMatchObject([{ state: "active", retry_count: 0 }]);
      expect(await restarted.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).toHaveLength(0);
      const queue = createEmbeddedQueue({ db: restarted.db, logger, pollIntervalMs: 1000, autoPoll: false });
      queue.register(mailJob(restarted.db, { kind: "outbox" }, RETRY));
      await queue.start();
      expect(await queue.drain()).toBe(1);
      expect(await restarted.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).toHaveLength(1);
      expect(await restarted.db.select().from(jobs)).toMatchObject([{ state: "completed", retry_count: 1 }]);
      // Started once more: nothing is left to run, nothing is sent twice.
      const again = createEmbeddedQueue({ db: restarted.db, logger, pollIntervalMs: 1000, autoPoll: false });
      again.register(mailJob(restarted.db, { kind: "outbox" }, RETRY));
      await again.start();
      expect(await again.drain()).toBe(0);
      expect(await restarted.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).toHaveLength(1);
    } finally {
      await restarted.close();
    }
  }, 600_000);
});
