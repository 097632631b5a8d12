import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { Database } from "../../db/open";
import { courseProgresses, courses, xapiSettings } from "../../db/schema";
import type { JobSender } from "../../jobs/queue";
import { anySettings } from "./settings";

export const XAPI_PROGRESS_JOB = "xapi-progress";
export interface XapiProgressJobData {
  progressId: number;
}

/**
 * How long a process trusts what it learnt about which progress rows have a store. The progress write is the
 * hottest path of the product: most servers have no store at all, and then a write costs no query here. A store
 * set in another process is seen after this long; the process that saves settings forgets at once.
 */
const TTL_MS = 10_000;
const MAX_REMEMBERED = 10_000;

function createTrigger(db: Database) {
  let storeSet: { value: boolean; at: number } | null = null;
  const rows = new Map<number, { value: boolean; at: number }>();
  const fresh = (entry: { at: number } | null | undefined): entry is { value: boolean; at: number } =>
    entry !== null && entry !== undefined && Date.now() - entry.at < TTL_MS;

  async function anyStore(): Promise<boolean> {
    if (!fresh(storeSet)) storeSet = { value: await anySettings(db), at: Date.now() };
    return storeSet.value;
  }

  async function progressHasStore(progressId: number): Promise<boolean> {
    const known = rows.get(progressId);
    if (fresh(known)) return known.value;
    const [row] = await db
      .select({ one: sql<number>`1` })
      .from(courseProgresses)
      .innerJoin(courses, eq(courses.id, courseProgresses.course_id))
      .innerJoin(
        xapiSettings,
        or(
          eq(xapiSettings.course_id, courses.id),
          and(isNull(xapiSettings.course_id), eq(xapiSettings.user_id, courses.user_id)),
        ),
      )
      .where(eq(courseProgresses.id, progressId))
      .limit(1);
    if (rows.size >= MAX_REMEMBERED) rows.clear();
    rows.set(progressId, { value: row !== undefined, at: Date.now() });
    return row !== undefined;
  }

  return {
    /**
     * After a progress row was read or written: a job that turns what changed into statements, when its course
     * has a store. The job does the work, so the learner's request waits for one small insert at most.
     */
    async progressChanged(jobs: JobSender, progressId: number): Promise<boolean> {
      if (!(await anyStore()) || !(await progressHasStore(progressId))) return false;
      await jobs.send<XapiProgressJobData>(XAPI_PROGRESS_JOB, { progressId });
      return true;
    },
    /** Settings changed in this process: ask the database again. */
    forget(): void {
      storeSet = null;
      rows.clear();
    },
  };
}

export type XapiTrigger = ReturnType<typeof createTrigger>;
const triggers = new WeakMap<Database, XapiTrigger>();

/** One per database (the app's routes share what it learnt). */
export function xapiTrigger(db: Database): XapiTrigger {
  let trigger = triggers.get(db);
  if (!trigger) {
    trigger = createTrigger(db);
    triggers.set(db, trigger);
  }
  return trigger;
}
