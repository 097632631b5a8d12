/**
 * The job queue every background job goes through (docs/decisions/016-job-queue.md): pg-boss on PostgreSQL
 * (pgBossQueue.ts), the in-process runner on the embedded database (embeddedQueue.ts). Both keep jobs in the
 * database, so a job whose process was killed runs again; handlers must therefore be idempotent.
 */

/** How a kind of job is retried and how long one run may take. */
export interface JobPolicy {
  /** Failed runs retried at most this many times (a run cut short by a killed process counts as failed). */
  retryLimit: number;
  /** Seconds before the first retry. */
  retryDelaySeconds: number;
  /** Doubles the delay for each further retry (pg-boss adds jitter on top). */
  retryBackoff: boolean;
  /**
   * A run not finished after this long is taken for dead (its process killed) and retried; on PostgreSQL this is
   * how another process notices, so it must exceed the longest honest run.
   */
  expireInSeconds: number;
  /**
   * "stately": at most one job of this kind waits at a time (a periodic job sent by every process each interval
   * runs once per interval, not once per process); "standard": every job sent is kept.
   */
  policy: "standard" | "stately";
}

export interface JobContext {
  id: string;
  /** 0 on the first run. */
  retryCount: number;
}

export interface JobDefinition<T = unknown> {
  /** Letters, digits and dashes (pg-boss queue names). */
  name: string;
  policy: JobPolicy;
  /** Throws to fail the run (retried by the policy). */
  run(data: T, job: JobContext): Promise<void>;
}

export interface JobQueue {
  readonly kind: "embedded" | "pg-boss";
  /** Adds a kind of job; only before start(). */
  register<T>(definition: JobDefinition<T>): void;
  /**
   * Stores a job (it runs once the queue is started, in this process or another). Answers its id, or null when a
   * "stately" kind already has one waiting.
   */
  send<T>(name: string, data: T, options?: { startAfterSeconds?: number }): Promise<string | null>;
  start(): Promise<void>;
  /** Stops taking jobs and waits for those running in this process. */
  stop(): Promise<void>;
}

/**
 * Test setups only (EXPOSE_OUTBOX, the dev routes): a kind of job held is stored but not run until released, so
 * an end-to-end test can look at the screen that waits for it (a media item's thumbnail placeholder). Only the
 * embedded runner has it: a test product runs embedded.
 */
export interface JobHolds {
  /** Holds (true) or releases (false) a kind of job; false when no such kind is registered. */
  hold(name: string, held: boolean): boolean;
}

/** What the app's routes need of the queue: storing jobs (running them is the queue's own business). */
export type JobSender = Pick<JobQueue, "send"> & Partial<JobHolds>;

export const DEFAULT_POLICY: JobPolicy = {
  retryLimit: 3,
  retryDelaySeconds: 30,
  retryBackoff: true,
  expireInSeconds: 15 * 60,
  policy: "standard",
};

/**
 * Sends `name` at once and then every `intervalMs` from this process; with the "stately" policy the queue keeps
 * one waiting, so several processes doing this run it about once per interval. Answers a function that stops it.
 */
export function sendPeriodically(
  queue: JobQueue,
  name: string,
  intervalMs: number,
  onError: (error: unknown) => void,
): () => void {
  const send = () => void queue.send(name, {}).catch(onError);
  send();
  const timer = setInterval(send, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
