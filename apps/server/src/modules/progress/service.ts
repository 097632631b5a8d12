import { canRestart, emptyProgress, restartProgress } from "@coursewright/course-model";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/open";
import {
  type CourseProgressRow,
  courseProgressAttempts,
  courseProgresses,
  courseShares,
  courses,
} from "../../db/schema";
import { errors, HttpError, ValidationError } from "../../http/errors";
import { courseUnavailable } from "../shares/access";
import { courseVersionColumns } from "./courseVersions";
import { asProgressText, type LearnerProgressText, learnerProgressText } from "./learnerRow";

export const restartRefused = () => ValidationError.refused("progress_id", "restart_refused", "errors.restart_refused");
export const progressStale = () => new HttpError(409, "progress_stale", "errors.progress_stale");

/**
 * The learner's row for a share (jsonb columns as text), created empty on the first call (two racing first calls
 * make one row).
 */
export async function loadOrCreateProgress(
  db: Database,
  share: { id: string; course_id: number },
  userId: number,
): Promise<LearnerProgressText> {
  const existing = await learnerProgressText(db, share.id, userId);
  if (existing) return existing;
  const [created] = await db
    .insert(courseProgresses)
    .values({ share_id: share.id, course_id: share.course_id, user_id: userId })
    .onConflictDoNothing()
    .returning();
  if (created) return asProgressText(created);
  const raced = await learnerProgressText(db, share.id, userId);
  if (!raced) throw new Error("progress row missing after insert");
  return raced;
}

/**
 * The user's own row of an active share, with its course's attempts and current version: 404 when unknown, 403
 * when another's, 404 course_unavailable when revoked.
 */
export async function ownProgress(db: Database, progressId: number, userId: number) {
  const [row] = await db
    .select({
      progress: courseProgresses,
      revoked_at: courseShares.revoked_at,
      attempts: courses.attempts,
      version: courseVersionColumns,
    })
    .from(courseProgresses)
    .innerJoin(courseShares, eq(courseShares.id, courseProgresses.share_id))
    .innerJoin(courses, eq(courses.id, courseProgresses.course_id))
    .where(eq(courseProgresses.id, progressId));
  if (!row) throw errors.notFound();
  if (row.progress.user_id !== userId) throw errors.forbidden();
  if (row.revoked_at) throw courseUnavailable();
  return { progress: row.progress, attempts: row.attempts, version: row.version };
}

/**
 * Start again (spec 4): allowed only if the course is not (completed and passed) and this is not the last
 * attempt; then a fresh progress with the attempt number plus one. The UPDATE is conditional on the attempt
 * it restarts, so a double click restarts once (the second answers 409).
 */
export async function startAgain(db: Database, progressId: number, userId: number) {
  const { progress, attempts } = await ownProgress(db, progressId, userId);
  const current = {
    ...emptyProgress(attempts, progress.current_attempt_number),
    completed: progress.completed,
    passed: progress.passed,
  };
  if (!canRestart(current)) throw restartRefused();
  const fresh = restartProgress(current);
  // The attempt being ended is kept for the reports (every attempt, issue 17 item 13), in the same transaction
  // as the UPDATE that clears it: a refused (stale) restart keeps nothing.
  return db.transaction(async (tx) => {
    const [previous] = await tx
      .select({ ended_at: sql<Date | string | null>`max(${courseProgressAttempts.ended_at})` })
      .from(courseProgressAttempts)
      .where(eq(courseProgressAttempts.progress_id, progress.id));
    const row = await clearForRestart(tx, progress, fresh);
    await tx
      .insert(courseProgressAttempts)
      .values({
        progress_id: progress.id,
        attempt_number: progress.current_attempt_number,
        completed: progress.completed,
        passed: progress.passed,
        pass_percent: progress.pass_percent,
        desired_pages_order: progress.desired_pages_order,
        pages_progresses: progress.pages_progresses,
        blocks_progresses: progress.blocks_progresses,
        started_at: previous?.ended_at ? new Date(previous.ended_at) : progress.created_at,
        ended_at: row.updated_at,
        completed_at: progress.completed_at,
      })
      .onConflictDoNothing();
    return { progress: row, attempts };
  });
}

/** The conditional UPDATE of start_again: 409 when another window restarted or wrote the attempt first. */
async function clearForRestart(
  db: Pick<Database, "update">,
  progress: CourseProgressRow,
  fresh: ReturnType<typeof restartProgress>,
): Promise<CourseProgressRow> {
  const [row] = await db
    .update(courseProgresses)
    .set({
      current_page_id: fresh.currentPageId,
      completed: fresh.completed,
      passed: fresh.passed,
      pass_percent: fresh.passPercent,
      current_attempt_number: fresh.currentAttemptNumber,
      met_display_conditions: fresh.metDisplayConditions,
      desired_pages_order: fresh.desiredPagesOrder,
      pages_progresses: [],
      blocks_progresses: [],
      revision: sql`${courseProgresses.revision} + 1`,
      completed_at: null,
      updated_at: sql`now()`,
    })
    .where(
      and(
        eq(courseProgresses.id, progress.id),
        eq(courseProgresses.current_attempt_number, progress.current_attempt_number),
        eq(courseProgresses.completed, progress.completed),
      ),
    )
    .returning();
  if (!row) throw progressStale();
  return row;
}
