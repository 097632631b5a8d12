import { and, asc, eq, gte, inArray, lt, lte, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "../db/open";
import { type JobRow, jobs } from "../db/schema";
import type { JobDefinition, JobHolds, JobQueue } from "./queue";

export type JobLogger = Pick<Logger, "info" | "warn" | "error">;

export interface EmbeddedQueueOptions {
  db: Database;
  logger: JobLogger;
  /** How often each kind of job looks for due jobs (a job sent by this process starts at once anyway). */
  pollIntervalMs: number;
  /** Finished jobs are deleted once this old. */
  retentionDays?: number;
  /** The clock (tests move it forward instead of waiting). */
  now?: () => number;
  /** false: no timers; the caller runs due jobs with drain() (tests). */
  autoPoll?: boolean;
}

export interface EmbeddedQueue extends JobQueue, JobHolds {
  /** Runs every due job, retries that fall due meanwhile included; answers how many runs there were. */
  drain(): Promise<number>;
}

const STOPPED_MID_RUN = "the process running this job stopped before it ended";

/**
 * The job queue of the embedded database: jobs are rows of the `jobs` table, run by this process (the only one
 * that can open an embedded database). A job running when the process was killed is still "active" at the next
 * start and goes back to the queue, counted as a failed run; one kind of job runs one job at a time.
 */
export function createEmbeddedQueue(options: EmbeddedQueueOptions): EmbeddedQueue {
  const { db, logger } = options;
  const now = () => new Date((options.now ?? Date.now)());
  const definitions = new Map<string, JobDefinition>();
  const pumping = new Map<string, Promise<number>>();
  const held = new Set<string>();
  let started = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  async function claim(name: string): Promise<JobRow | undefined> {
    for (;;) {
      const [due] = await db
        .select()
        .from(jobs)
        .where(and(eq(jobs.name, name), eq(jobs.state, "created"), lte(jobs.start_after, now())))
        .orderBy(asc(jobs.start_after), asc(jobs.id))
        .limit(1);
      if (!due) return undefined;
      const [claimed] = await db
        .update(jobs)
        .set({ state: "active", started_at: now() })
        .where(and(eq(jobs.id, due.id), eq(jobs.state, "created")))
        .returning();
      if (claimed) return claimed;
    }
  }

  async function runOne(definition: JobDefinition, job: JobRow): Promise<void> {
    try {
      await definition.run(job.data, { id: String(job.id), retryCount: job.retry_count });
      await db.update(jobs).set({ state: "completed", completed_at: now() }).where(eq(jobs.id, job.id));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (job.retry_count < job.retry_limit) {
        const delaySeconds = job.retry_delay * (job.retry_backoff ? 2 ** job.retry_count : 1);
        await db
          .update(jobs)
          .set({
            state: "created",
            retry_count: job.retry_count + 1,
            start_after: new Date(now().getTime() + delaySeconds * 1000),
            last_error: message,
          })
          .where(eq(jobs.id, job.id));
        logger.warn({ err: error, job: { id: job.id, name: job.name }, delaySeconds }, "job failed; retrying later");
      } else {
        await db
          .update(jobs)
          .set({ state: "failed", completed_at: now(), last_error: message })
          .where(eq(jobs.id, job.id));
        logger.error({ err: error, job: { id: job.id, name: job.name } }, "job failed for the last time");
      }
    }
  }

  /** Runs the due jobs of one kind one after the other; a second call meanwhile shares the first. */
  function pump(name: string): Promise<number> {
    const under = pumping.get(name);
    if (under) return under;
    const definition = definitions.get(name);
    if (!definition) return Promise.resolve(0);
    const run = (async () => {
      let runs = 0;
      while (!stopped && !held.has(name)) {
        const job = await claim(name);
        if (!job) break;
        await runOne(definition, job);
        runs++;
      }
      return runs;
    })()
      .catch((error: unknown) => {
        logger.warn({ err: error, job: { name } }, "looking for due jobs failed; the next poll tries again");
        return 0;
      })
      .finally(() => pumping.delete(name));
    pumping.set(name, run);
    return run;
  }

  const pumpAll = () => Promise.all([...definitions.keys()].map(pump));

  return {
    kind: "embedded",
    register(definition) {
      if (started) throw new Error(`job ${definition.name} registered after the queue started`);
      definitions.set(definition.name, definition as JobDefinition);
    },

    async send(name, data, sendOptions = {}) {
      const definition = definitions.get(name);
      if (!definition) throw new Error(`unknown job ${name}`);
      const { policy } = definition;
      if (policy.policy === "stately") {
        const [waiting] = await db
          .select({ id: jobs.id })
          .from(jobs)
          .where(and(eq(jobs.name, name), eq(jobs.state, "created")))
          .limit(1);
        if (waiting) return null;
      }
      const [row] = await db
        .insert(jobs)
        .values({
          name,
          data: data ?? {},
          retry_limit: policy.retryLimit,
          retry_delay: policy.retryDelaySeconds,
          retry_backoff: policy.retryBackoff,
          start_after: new Date(now().getTime() + (sendOptions.startAfterSeconds ?? 0) * 1000),
        })
        .returning({ id: jobs.id });
      if (!row) throw new Error("the job was not stored");
      if (started && !stopped && options.autoPoll !== false && !sendOptions.startAfterSeconds) void pump(name);
      return String(row.id);
    },

    async start() {
      if (started) return;
      started = true;
      // Only this process opens the embedded database: whatever is still active was cut short by a killed one.
      const names = [...definitions.keys()];
      if (names.length > 0) {
        await db
          .update(jobs)
          .set({ state: "failed", completed_at: now(), last_error: STOPPED_MID_RUN })
          .where(and(eq(jobs.state, "active"), gte(jobs.retry_count, jobs.retry_limit), inArray(jobs.name, names)));
        await db
          .update(jobs)
          .set({
            state: "created",
            retry_count: sql`${jobs.retry_count} + 1`,
            start_after: now(),
            last_error: STOPPED_MID_RUN,
          })
          .where(and(eq(jobs.state, "active"), inArray(jobs.name, names)));
      }
      const retention = new Date(now().getTime() - (options.retentionDays ?? 7) * 86_400_000);
      await db.delete(jobs).where(and(inArray(jobs.state, ["completed", "failed"]), lt(jobs.completed_at, retention)));
      if (options.autoPoll === false) return;
      void pumpAll();
      timer = setInterval(() => void pumpAll(), options.pollIntervalMs);
      timer.unref();
    },

    async stop() {
      stopped = true;
      clearInterval(timer);
      await Promise.all(pumping.values());
    },

    hold(name, on) {
      if (!definitions.has(name)) return false;
      if (on) held.add(name);
      else if (held.delete(name) && started && !stopped && options.autoPoll !== false) void pump(name);
      return true;
    },

    async drain() {
      let total = 0;
      for (;;) {
        const runs = (await pumpAll()).reduce((a, b) => a + b, 0);
        if (runs === 0) return total;
        total += runs;
      }
    },
  };
}
