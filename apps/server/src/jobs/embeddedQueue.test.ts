import { mkdir, mkdtemp, rm, stat, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { jobs, mailDeliveries, mailOutbox, orders, testPaymentObjects } from "../db/schema";
import type { Mailer, MailMessage } from "../mail/Mailer";
import { sellingHub, startedCheckout } from "../modules/commerce/testing";
import { forEachDatabase } from "../test/context";
import { createEmbeddedQueue, type EmbeddedQueue } from "./embeddedQueue";
import { createQueuedMailer, deliverMail, MAIL_JOB, mailJob } from "./mailJob";
import type { JobPolicy } from "./queue";
import { ORDERS_SWEEP_JOB, ordersSweepJob, tempFilesJob, tempFilesJobName } from "./registry";

const logger = pino({ level: "silent" });
const POLICY: JobPolicy = {
  retryLimit: 3,
  retryDelaySeconds: 10,
  retryBackoff: true,
  expireInSeconds: 60,
  policy: "standard",
};
const MESSAGE: MailMessage = {
  to: "ada@example.com",
  subject: "Hello",
  text: "Hi http://app.test/x",
  html: "<p>Hi</p>",
};

forEachDatabase("background jobs: the embedded runner", (t) => {
  // A clock the tests move: retries fall due when it passes their time, never by waiting.
  let clock = Date.parse("2026-01-01T00:00:00Z");
  const queues: EmbeddedQueue[] = [];
  const makeQueue = () => {
    const queue = createEmbeddedQueue({ db: t.db, logger, pollIntervalMs: 1000, now: () => clock, autoPoll: false });
    queues.push(queue);
    return queue;
  };
  afterEach(async () => {
    for (const queue of queues.splice(0)) await queue.stop();
    await t.db.delete(jobs);
  });
  const rowOf = async (id: string | null) =>
    (
      await t.db
        .select()
        .from(jobs)
        .where(eq(jobs.id, Number(id)))
    )[0];

  it("runs a job once and keeps it as completed", async () => {
    const queue = makeQueue();
    const seen: unknown[] = [];
    queue.register({ name: "echo", policy: POLICY, run: async (data) => void seen.push(data) });
    await queue.start();
    const id = await queue.send("echo", { n: 1 });
    expect(await queue.drain()).toBe(1);
    expect(await queue.drain()).toBe(0);
    expect(seen).toEqual([{ n: 1 }]);
    expect(await rowOf(id)).toMatchObject({ state: "completed", retry_count: 0 });
  });

  it("retries a failing job after the delay, doubled for each further retry, and gives up after the limit", async () => {
    const queue = makeQueue();
    const runs: number[] = [];
    queue.register({
      name: "flaky",
      policy: POLICY,
      run: async (_data, job) => {
        runs.push(job.retryCount);
        throw new Error("transport down");
      },
    });
    await queue.start();
    const id = await queue.send("flaky", {});
    const start = clock;
    expect(await queue.drain()).toBe(1);
    // Due after 10 s, then 20 s, then 40 s: nothing runs a second early.
    expect((await rowOf(id))?.retry_count).toBe(1);
    for (const [delay, retries] of [
      [10, 2],
      [30, 3],
      [70, 3],
    ] as const) {
      clock = start + (delay - 1) * 1000;
      expect(await queue.drain()).toBe(0);
      clock = start + delay * 1000;
      expect(await queue.drain()).toBe(1);
      expect((await rowOf(id))?.retry_count).toBe(retries);
    }
    expect(runs).toEqual([0, 1, 2, 3]);
    const row = await rowOf(id);
    expect(row).toMatchObject({ state: "failed", last_error: "transport down" });
    clock += 3600_000;
    expect(await queue.drain()).toBe(0);
  });

  it("stores a held kind's jobs without running them, and runs them once released", async () => {
    const queue = makeQueue();
    const seen: unknown[] = [];
    queue.register({ name: "echo", policy: POLICY, run: async (data) => void seen.push(data) });
    await queue.start();
    expect(queue.hold("nope", true)).toBe(false);
    expect(queue.hold("echo", true)).toBe(true);
    const id = await queue.send("echo", { n: 2 });
    expect(await queue.drain()).toBe(0);
    expect((await rowOf(id))?.state).toBe("created");
    expect(queue.hold("echo", false)).toBe(true);
    expect(await queue.drain()).toBe(1);
    expect(seen).toEqual([{ n: 2 }]);
  });

  it("keeps one waiting job of a stately kind however often it is sent", async () => {
    const queue = makeQueue();
    let runs = 0;
    queue.register({ name: "periodic", policy: { ...POLICY, policy: "stately" }, run: async () => void runs++ });
    await queue.start();
    expect(await queue.send("periodic", {})).not.toBeNull();
    expect(await queue.send("periodic", {})).toBeNull();
    expect(await queue.drain()).toBe(1);
    expect(await queue.send("periodic", {})).not.toBeNull();
    expect(await queue.drain()).toBe(1);
    expect(runs).toBe(2);
  });

  it("puts a job a stopped process left running back in the queue at start, counted as a failed run", async () => {
    const stopped = makeQueue();
    stopped.register({ name: "cut", policy: POLICY, run: async () => {} });
    const id = await stopped.send("cut", {});
    await t.db
      .update(jobs)
      .set({ state: "active" })
      .where(eq(jobs.id, Number(id)));
    const queue = makeQueue();
    const runs: number[] = [];
    queue.register({ name: "cut", policy: POLICY, run: async (_d, job) => void runs.push(job.retryCount) });
    await queue.start();
    expect(await queue.drain()).toBe(1);
    expect(runs).toEqual([1]);
    expect(await rowOf(id)).toMatchObject({ state: "completed", retry_count: 1 });
  });

  describe("mail delivery", () => {
    it("retries a failing transport with backoff, then delivers the mail once", async () => {
      const delivered: MailMessage[] = [];
      let failures = 2;
      const transport: Mailer = {
        async send(message) {
          if (failures-- > 0) throw new Error("421 try again later");
          delivered.push(message);
        },
      };
      const queue = makeQueue();
      queue.register(
        mailJob(
          t.db,
          { kind: "external", mailer: transport },
          { limit: 5, delaySeconds: 30, messageIdDomain: "app.test" },
        ),
      );
      await queue.start();
      // The app's mailer answers at once: the mail waits in the queue.
      await createQueuedMailer(queue).send(MESSAGE);
      const [row] = await t.db.select().from(jobs).where(eq(jobs.name, MAIL_JOB));
      const start = clock;
      expect(await queue.drain()).toBe(1);
      clock = start + 30_000;
      expect(await queue.drain()).toBe(1);
      clock = start + 89_000;
      expect(await queue.drain()).toBe(0);
      clock = start + 90_000;
      expect(await queue.drain()).toBe(1);
      expect(delivered).toHaveLength(1);
      const key = (row?.data as { key: string } | undefined)?.key;
      expect(delivered[0]).toMatchObject({ to: MESSAGE.to, subject: "Hello", messageId: `<${key}@app.test>` });
      if (!key) throw new Error("no key");
      expect((await rowOf(String(row?.id)))?.state).toBe("completed");
      // The job running again (its process killed before it was marked completed) sends nothing more.
      await deliverMail(t.db, { kind: "external", mailer: transport }, { key, message: MESSAGE });
      expect(delivered).toHaveLength(1);
    });

    it("writes an outbox mail and its delivery in one transaction: a second run writes nothing", async () => {
      const key = `outbox-${Math.random()}`;
      const to = `once-${Math.random().toString(36).slice(2)}@example.com`;
      await deliverMail(t.db, { kind: "outbox" }, { key, message: { ...MESSAGE, to } });
      await deliverMail(t.db, { kind: "outbox" }, { key, message: { ...MESSAGE, to } });
      expect(await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to))).toHaveLength(1);
      expect(await t.db.select().from(mailDeliveries).where(eq(mailDeliveries.key, key))).toHaveLength(1);
    });
  });

  describe("temporary files", () => {
    let storageRoot: string;
    let tempDir: string;
    beforeEach(async () => {
      storageRoot = await mkdtemp(join(tmpdir(), "cw-jobs-files-"));
      tempDir = await mkdtemp(join(tmpdir(), "cw-jobs-temp-"));
    });
    afterEach(async () => {
      await rm(storageRoot, { recursive: true, force: true });
      await rm(tempDir, { recursive: true, force: true });
    });

    it("the cleaning job removes what a stopped upload left and keeps what is fresh", async () => {
      const write = async (path: string, ageMs: number) => {
        await mkdir(dirname(path), { recursive: true });
        await writeFile(path, "partial");
        const when = new Date(Date.now() - ageMs);
        await utimes(path, when, when);
        return path;
      };
      const stale = await write(join(storageRoot, "media/3/a.png.77.abcd.tmp"), 2 * 3600_000);
      const fresh = await write(join(storageRoot, "media/3/b.png.77.abce.tmp"), 1000);
      const zip = await write(join(tempDir, "coursewright-upload-0123456789abcdef.zip"), 2 * 3600_000);
      const queue = makeQueue();
      queue.register(tempFilesJob({ db: t.db, storageRoot, tempDir, maxAgeMs: 3600_000, logger }));
      await queue.start();
      const name = tempFilesJobName(storageRoot);
      expect(await queue.send(name, {})).not.toBeNull();
      expect(await queue.drain()).toBe(1);
      const exists = (path: string) =>
        stat(path).then(
          () => true,
          () => false,
        );
      expect(await exists(stale)).toBe(false);
      expect(await exists(zip)).toBe(false);
      expect(await exists(fresh)).toBe(true);
      // Each machine cleans its own disk: another storage folder is another kind of job.
      expect(tempFilesJobName(join(storageRoot, "other"))).not.toBe(name);
    });
  });

  describe("pending orders", () => {
    it("the reconciliation job fulfils an order paid at the provider whose webhook was lost", async () => {
      const shop = await sellingHub(t);
      const learner = await t.createUser();
      const started = await startedCheckout(t, shop.hub.id, [`course:${shop.paid.course.id}`], learner.token);
      const [row] = await t.db.select().from(orders).where(eq(orders.id, started.order_id));
      await t.db
        .update(testPaymentObjects)
        .set({
          data: sql`${testPaymentObjects.data} || '{"status":"complete","payment_status":"paid","payment_intent":"pi_job"}'::jsonb`,
        })
        .where(eq(testPaymentObjects.id, row?.session_id ?? ""));
      await t.db
        .update(orders)
        .set({ created_at: sql`now() - interval '31 minutes'` })
        .where(eq(orders.id, started.order_id));
      const queue = makeQueue();
      queue.register(ordersSweepJob(t.app.commerce));
      await queue.start();
      await queue.send(ORDERS_SWEEP_JOB, {});
      expect(await queue.drain()).toBe(1);
      const [after] = await t.db.select().from(orders).where(eq(orders.id, started.order_id));
      expect(after).toMatchObject({ status: "fulfilled", payment_intent_id: "pi_job" });
    });
  });
});
