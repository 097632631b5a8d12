import { canRestart, emptyProgress, restartProgress, type UpdateProgressRequest } from "@coursewright/course-model";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/open";
import { type CourseProgressRow, courseProgresses, courseShares, courses } from "../../db/schema";
import { errors, HttpError } from "../../http/errors";
import { courseUnavailable } from "../shares/access";
import { judgedBody } from "./judging";
import { learnerProgressRow } from "./learnerRow";

export const restartRefused = () => new HttpError(422, "restart_refused", "errors.restart_refused");
export const progressStale = () => new HttpError(409, "progress_stale", "errors.progress_stale");

/** The learner's row for a share, created empty on the first call (two racing first calls make one row). */
export async function loadOrCreateProgress(
  db: Database,
  share: { id: string; course_id: number },
  userId: number,
): Promise<CourseProgressRow> {
  const existing = await learnerProgressRow(db, share.id, userId);
  if (existing) return existing;
  const [created] = await db
    .insert(courseProgresses)
    .values({ share_id: share.id, course_id: share.course_id, user_id: userId })
    .onConflictDoNothing()
    .returning();
  if (created) return created;
  const raced = await learnerProgressRow(db, share.id, userId);
  if (!raced) throw new Error("progress row missing after insert");
  return raced;
}

export type WriteResult =
  | { ok: true; row: Pick<CourseProgressRow, "id" | "revision" | "current_attempt_number" | "completed"> }
  | { ok: false; stored: CourseProgressRow; attempts: number | null };

/** The share of the row is still active (a revoked share takes the learner's write access with it). */
const shareActive: SQL = sql`exists (select 1 from ${courseShares} where ${courseShares.id} = ${courseProgresses.share_id} and ${courseShares.revoked_at} is null)`;

/**
 * The hottest path of the product: ONE UPDATE by primary key. It applies only to the learner's own row, while
 * the share is active, and only within the stored attempt: a write of an older attempt (a debounced write or
 * beacon that arrives after start_again) and a write that would un-complete the attempt it belongs to (an
 * earlier write overtaken by the finishing one) are stale and change nothing. Attempts only advance through
 * start_again, so a newer attempt number than stored is refused the same way. The caller answers 409 with the
 * stored progress then; the diagnosis (missing, another's, revoked, stale) costs a query only on refusal.
 * Before it, the answers are judged again from the stored course and a completed attempt is scored on the
 * server (judging.ts: one primary-key read of the course version, the course's blocks cached per version).
 */
export async function writeProgress(
  db: Database,
  progressId: number,
  userId: number,
  sent: UpdateProgressRequest,
): Promise<WriteResult> {
  const body = await judgedBody(db, progressId, sent);
  const [row] = await db
    .update(courseProgresses)
    .set({
      current_page_id: body.current_page_id,
      completed: body.completed,
      passed: body.passed,
      pass_percent: body.pass_percent,
      met_display_conditions: body.met_display_conditions,
      desired_pages_order: body.desired_pages_order,
      pages_progresses: body.pages_progresses,
      blocks_progresses: body.blocks_progresses,
      revision: sql`${courseProgresses.revision} + 1`,
      completed_at: body.completed ? sql`coalesce(${courseProgresses.completed_at}, now())` : null,
      updated_at: sql`now()`,
    })
    .where(
      and(
        eq(courseProgresses.id, progressId),
        eq(courseProgresses.user_id, userId),
        eq(courseProgresses.current_attempt_number, body.current_attempt_number),
        body.completed ? undefined : eq(courseProgresses.completed, false),
        shareActive,
      ),
    )
    .returning({
      id: courseProgresses.id,
      revision: courseProgresses.revision,
      current_attempt_number: courseProgresses.current_attempt_number,
      completed: courseProgresses.completed,
    });
  if (row) return { ok: true, row };
  const { progress, attempts } = await ownProgress(db, progressId, userId);
  return { ok: false, stored: progress, attempts };
}

/** The user's own row of an active share: 404 when unknown, 403 when another's, 404 course_unavailable when revoked. */
export async function ownProgress(db: Database, progressId: number, userId: number) {
  const [row] = await db
    .select({ progress: courseProgresses, revoked_at: courseShares.revoked_at, attempts: courses.attempts })
    .from(courseProgresses)
    .innerJoin(courseShares, eq(courseShares.id, courseProgresses.share_id))
    .innerJoin(courses, eq(courses.id, courseProgresses.course_id))
    .where(eq(courseProgresses.id, progressId));
  if (!row) throw errors.notFound();
  if (row.progress.user_id !== userId) throw errors.forbidden();
  if (row.revoked_at) throw courseUnavailable();
  return { progress: row.progress, attempts: row.attempts };
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
  return { progress: row, attempts };
}
