import { and, eq, exists, isNull, lt, notExists, or, sql } from "drizzle-orm";
import type { Database } from "../../db/open";
import { xapiSettings, xapiStatements } from "../../db/schema";
import type { JobDefinition, JobSender } from "../../jobs/queue";
import type { Db } from "../courses/db";

export const XAPI_SEND_JOB = "xapi-send";
export const XAPI_SWEEP_JOB = "xapi-sweep";
export interface XapiSendJobData {
  settingsId: number;
}

/**
 * A store gets one delivery job at a time: while it is down, that job retries with growing delays, and the
 * statements learners make meanwhile wait in the outbox for it instead of each queueing a job of their own. A job
 * queued over an hour ago is taken for lost (out of retries, or its process gone), so another is queued then.
 */
const REQUEUE_AFTER = sql`now() - interval '1 hour'`;

/** Queues a delivery for the store unless one is under way; `now` queues one whatever (new credentials). */
export async function queueDelivery(db: Db, jobs: JobSender, settingsId: number, now = false): Promise<boolean> {
  const due = now ? undefined : or(isNull(xapiSettings.send_queued_at), lt(xapiSettings.send_queued_at, REQUEUE_AFTER));
  const [claimed] = await db
    .update(xapiSettings)
    .set({ send_queued_at: sql`now()` })
    .where(
      and(
        eq(xapiSettings.id, settingsId),
        due,
        exists(db.select().from(xapiStatements).where(eq(xapiStatements.settings_id, xapiSettings.id))),
      ),
    )
    .returning({ id: xapiSettings.id });
  if (!claimed) return false;
  await jobs.send<XapiSendJobData>(XAPI_SEND_JOB, { settingsId });
  return true;
}

/**
 * The outbox is empty: the next statement queues a delivery at once. Checked again in the same update, because a
 * statement can arrive after the job found the outbox empty; its queueDelivery saw this delivery under way and
 * queued nothing, so clearing the mark then would strand it until another learner's statement or the hourly sweep.
 * False when such a statement is waiting: the job goes on and sends it.
 */
export async function deliveryDone(db: Database, settingsId: number): Promise<boolean> {
  const cleared = await db
    .update(xapiSettings)
    .set({ send_queued_at: null })
    .where(
      and(
        eq(xapiSettings.id, settingsId),
        notExists(db.select().from(xapiStatements).where(eq(xapiStatements.settings_id, xapiSettings.id))),
      ),
    )
    .returning({ id: xapiSettings.id });
  return cleared.length > 0;
}

/**
 * Periodic: stores with statements waiting and no delivery under way (a job out of retries while the store was
 * down for hours, with no learner since to queue another) get one.
 */
export function xapiSweepJob(db: Database, jobs: JobSender): JobDefinition {
  return {
    name: XAPI_SWEEP_JOB,
    policy: { retryLimit: 0, retryDelaySeconds: 0, retryBackoff: false, expireInSeconds: 600, policy: "stately" },
    async run() {
      const waiting = await db
        .selectDistinct({ id: xapiStatements.settings_id })
        .from(xapiStatements)
        .innerJoin(xapiSettings, eq(xapiSettings.id, xapiStatements.settings_id))
        .where(or(isNull(xapiSettings.send_queued_at), lt(xapiSettings.send_queued_at, REQUEUE_AFTER)));
      for (const { id } of waiting) await queueDelivery(db, jobs, id);
    },
  };
}
