import { canRestart, emptyProgress, type ShareInitialInfo } from "@coursewright/course-model";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/open";
import { type CourseProgressRow, type CourseRow, courseProgresses, type UserRow } from "../../db/schema";
import { getSigner, learnerUrlExpiry, signingUntil } from "../../http/signing";
import { presentCourse } from "../courses/presenter";
import { mediaRowsById } from "../courses/service";
import { activeShare, maySharePlay } from "./access";
import { presentProgressSummary, progressState, shareKind } from "./presenter";

/** Pages one run plays: every page, cut to limit_pages_number (spec 4). */
export const runPagesCount = (course: Pick<CourseRow, "pages_order" | "limit_pages_number">) =>
  course.limit_pages_number === null
    ? course.pages_order.length
    : Math.min(course.pages_order.length, course.limit_pages_number);

type AttemptFields = Pick<CourseProgressRow, "completed" | "passed" | "current_attempt_number">;

/** Attempts not used up: the current attempt counts as left until it is completed; null for unlimited. */
export function attemptsLeft(attempts: number | null, progress: AttemptFields | null | undefined): number | null {
  if (attempts === null) return null;
  if (!progress) return attempts;
  return Math.max(0, attempts - progress.current_attempt_number - (progress.completed ? 1 : 0));
}

/** The completed course may be started again under the progress rules of spec 4. */
export function mayStartAgain(attempts: number | null, progress: AttemptFields | null | undefined): boolean {
  if (!progress?.completed) return false;
  return canRestart({
    ...emptyProgress(attempts, progress.current_attempt_number),
    completed: progress.completed,
    passed: progress.passed,
  });
}

/**
 * What the entry screen of a share shows. Every share needs a signed-in learner: a public link too, so that
 * the learner's progress is kept on the server and they can resume (anonymous visitors get requires_login).
 */
export async function shareInitialInfo(db: Database, shareId: string, user: UserRow | null): Promise<ShareInitialInfo> {
  const { share, course } = await activeShare(db, shareId);
  const [media, signer] = await Promise.all([mediaRowsById(db, [course.preview_image_media_id]), getSigner(db)]);
  const presented = presentCourse(course, media, signingUntil(signer, learnerUrlExpiry()));
  const allowed = user ? await maySharePlay(db, user, share, course) : false;
  const [progress] =
    user && allowed
      ? await db
          .select()
          .from(courseProgresses)
          .where(and(eq(courseProgresses.share_id, share.id), eq(courseProgresses.user_id, user.id)))
      : [];
  return {
    share_id: share.id,
    kind: shareKind(share.kind),
    course: {
      id: course.id,
      title: course.title,
      description: course.description,
      preview_image: presented.preview_image,
      pages_count: runPagesCount(course),
      attempts: course.attempts,
      mode: presented.mode,
    },
    access: !user ? "login_required" : allowed ? "granted" : "not_invited",
    requires_login: !user,
    state: progressState(progress),
    progress: progressState(progress) === "not_started" ? null : presentProgressSummary(progress),
    attempts_left: attemptsLeft(course.attempts, progress),
    can_start_again: mayStartAgain(course.attempts, progress),
  };
}
