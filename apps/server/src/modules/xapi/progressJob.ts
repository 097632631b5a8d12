import { randomUUID } from "node:crypto";
import { isBlockTypeCode } from "@coursewright/course-model";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/open";
import {
  coursePages,
  courseProgressAttempts,
  courseProgresses,
  courses,
  pageBlocks,
  users,
  xapiAttempts,
  xapiStatements,
} from "../../db/schema";
import type { JobDefinition, JobSender } from "../../jobs/queue";
import type { Tx } from "../courses/db";
import { queueDelivery } from "./delivery";
import { settingsForCourse } from "./settings";
import { type AttemptFacts, type AttemptState, diffStatements } from "./statements";
import { XAPI_PROGRESS_JOB, type XapiProgressJobData } from "./trigger";
import type { Statement } from "./vocabulary";

/** Key space of the advisory lock that lets one job at a time report a progress row. */
const LOCK_SPACE = 0x78617069; // "xapi"

async function loadProgress(tx: Tx, progressId: number) {
  const [row] = await tx
    .select({
      progress: courseProgresses,
      course: { id: courses.id, title: courses.title, mode: courses.mode },
      learner: { id: users.id, name: users.name, email: users.email, integration_id: users.integration_id },
    })
    .from(courseProgresses)
    .innerJoin(courses, eq(courses.id, courseProgresses.course_id))
    .innerJoin(users, eq(users.id, courseProgresses.user_id))
    .where(eq(courseProgresses.id, progressId));
  return row ?? null;
}

/** What start_again kept of an attempt the job had not finished reporting (nothing if it ended unseen). */
async function archivedAttempt(tx: Tx, progressId: number, attempt: number): Promise<AttemptState> {
  const [row] = await tx
    .select()
    .from(courseProgressAttempts)
    .where(and(eq(courseProgressAttempts.progress_id, progressId), eq(courseProgressAttempts.attempt_number, attempt)));
  return {
    current_page_id: null,
    completed: row?.completed ?? false,
    passed: row?.passed ?? false,
    pass_percent: row?.pass_percent ?? 0,
    desired_pages_order: row?.desired_pages_order ?? [],
    pages_progresses: row?.pages_progresses ?? [],
    blocks_progresses: row?.blocks_progresses ?? [],
    ended: true,
  };
}

/**
 * Turns what a progress row reached since it last reported into statements, stored in the outbox with the new
 * "reported" mark in ONE transaction: a job killed halfway makes them again on its retry, never twice. Answers
 * the store's settings id (null: no store, or the progress is gone).
 */
export async function reportProgress(db: Database, publicUrl: string, progressId: number): Promise<number | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_SPACE}, ${progressId})`);
    const row = await loadProgress(tx, progressId);
    if (!row) return null;
    const settings = await settingsForCourse(tx, row.course.id);
    if (!settings) return null;
    const pages = await tx
      .select({ id: coursePages.id, title: coursePages.title })
      .from(coursePages)
      .where(eq(coursePages.course_id, row.course.id));
    const blocks = await tx
      .select({ id: pageBlocks.id, type: pageBlocks.type, text: pageBlocks.text, settings: pageBlocks.settings })
      .from(pageBlocks)
      .where(eq(pageBlocks.course_id, row.course.id));
    const now = new Date();
    const base = {
      publicUrl,
      useMbox: settings.use_mbox,
      learner: row.learner,
      course: row.course,
      pageTitles: new Map(pages.map((page) => [page.id, page.title])),
      questions: new Map(
        blocks.flatMap((block) => (isBlockTypeCode(block.type) ? [[block.id, { ...block, type: block.type }]] : [])),
      ),
      now,
    };
    const statements: Statement[] = [];
    let [cursor] = await tx.select().from(xapiAttempts).where(eq(xapiAttempts.progress_id, progressId));
    const { progress } = row;
    if (cursor && cursor.attempt_number !== progress.current_attempt_number) {
      // The learner started again since: the attempt left behind is finished (terminated) first.
      const facts: AttemptFacts = {
        ...base,
        registration: cursor.registration,
        attempt: cursor.attempt_number,
        startedAt: cursor.started_at,
      };
      const ended = await archivedAttempt(tx, progressId, cursor.attempt_number);
      statements.push(...diffStatements(facts, cursor.reported, ended).statements);
      cursor = undefined;
    }
    const registration = cursor?.registration ?? randomUUID();
    const startedAt = cursor?.started_at ?? now;
    const facts: AttemptFacts = { ...base, registration, attempt: progress.current_attempt_number, startedAt };
    const diff = diffStatements(facts, cursor?.reported ?? null, { ...progress, ended: false });
    statements.push(...diff.statements);
    const mark = {
      attempt_number: progress.current_attempt_number,
      registration,
      started_at: startedAt,
      reported: diff.reported,
      updated_at: now,
    };
    await tx
      .insert(xapiAttempts)
      .values({ progress_id: progressId, ...mark })
      .onConflictDoUpdate({ target: xapiAttempts.progress_id, set: mark });
    if (statements.length > 0)
      await tx
        .insert(xapiStatements)
        .values(
          statements.map((statement) => ({ id: statement.id, settings_id: settings.id, statement: { ...statement } })),
        );
    return settings.id;
  });
}

/** The job behind trigger.progressChanged: statements into the outbox, then a delivery job for their store. */
export function xapiProgressJob(db: Database, jobs: JobSender, publicUrl: string): JobDefinition<XapiProgressJobData> {
  return {
    name: XAPI_PROGRESS_JOB,
    policy: { retryLimit: 5, retryDelaySeconds: 10, retryBackoff: true, expireInSeconds: 120, policy: "standard" },
    async run(data) {
      const settingsId = await reportProgress(db, publicUrl, data.progressId);
      if (settingsId !== null) await queueDelivery(db, jobs, settingsId);
    },
  };
}
