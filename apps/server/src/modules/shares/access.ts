import type { FastifyRequest } from "fastify";
import type { Database } from "../../db/open";
import type { CourseRow, CourseShareRow, UserRow } from "../../db/schema";
import { errors, HttpError } from "../../http/errors";
import { authorize } from "../../http/policies";
import {
  courseRow,
  isEntitled,
  isInvited,
  peekCourseRow,
  peekEntitled,
  peekInvited,
  peekShareRow,
  shareRow,
} from "./accessRows";

/** A deleted course or a revoked share: the web shows unavailable_course. */
export const courseUnavailable = () => new HttpError(404, "course_unavailable", "errors.course_unavailable");

export const sessionUser = (request: FastifyRequest): UserRow | null => request.session?.user ?? null;

/**
 * An active share with its course; a revoked share, a deleted course or an unknown id answers course_unavailable.
 * Both rows come from this process's short cache (accessRows.ts).
 */
export async function activeShare(
  db: Database,
  shareId: string,
): Promise<{ share: CourseShareRow; course: CourseRow }> {
  const share = await shareRow(db, shareId);
  if (!share || share.revoked_at) throw courseUnavailable();
  const course = await courseRow(db, share.course_id);
  if (!course) throw courseUnavailable();
  return { share, course };
}

/**
 * Who may play a share: its course's creator, anyone signed in on a public share, on an e-mail share the
 * invited addresses (matched against the signed-in user's e-mail), on an integration share the learners of
 * that integration, and on a hub share the learners holding an active entitlement to the course through that hub
 * (docs/decisions/011-course-hubs.md). An integration learner plays nothing else: the external system decides what
 * they see. "invitation" / "entitlement": the user's invitation to the share, or entitlement, decides.
 */
function shareRule(user: UserRow, share: CourseShareRow, course: CourseRow): boolean | "invitation" | "entitlement" {
  if (course.user_id === user.id) return true;
  if (user.integration_id !== null || share.kind === "integration") {
    return (
      share.kind === "integration" && share.integration_id !== null && share.integration_id === user.integration_id
    );
  }
  if (share.kind === "public") return true;
  if (share.kind === "hub") return "entitlement";
  return "invitation";
}

export async function maySharePlay(db: Database, user: UserRow, share: CourseShareRow, course: CourseRow) {
  const rule = shareRule(user, share, course);
  if (rule === "invitation") return isInvited(db, share.id, user);
  if (rule === "entitlement") return isEntitled(db, share, user);
  return rule;
}

export interface PlayAccess {
  user: UserRow;
  course: CourseRow;
  /** null for the creator's own preview (nothing is stored then). */
  share: CourseShareRow | null;
}

/** A share's course must be the course asked for, and its player signed in. */
function sharePlayer(user: UserRow | null, courseId: number, course: CourseRow): UserRow {
  if (course.id !== courseId) throw courseUnavailable();
  if (!user) throw errors.unauthenticated();
  return user;
}

/** The creator's preview without a share. */
function previewAccess(user: UserRow | null, course: CourseRow | null): PlayAccess {
  if (!course) throw courseUnavailable();
  if (!user) throw errors.unauthenticated();
  authorize(course.user_id === user.id);
  return { user, course, share: null };
}

/**
 * The player's reading rule (issue 5 part 3): the course's creator (a preview, with or without a share), or a
 * learner through an active share of this very course. Anonymous 401; anyone else 403; a deleted course, a
 * revoked share or a share of another course 404 course_unavailable.
 */
export async function playAccess(
  db: Database,
  user: UserRow | null,
  courseId: number,
  shareId: string | undefined,
): Promise<PlayAccess> {
  if (shareId === undefined) return previewAccess(user, await courseRow(db, courseId));
  const { share, course } = await activeShare(db, shareId);
  const player = sharePlayer(user, courseId, course);
  authorize(await maySharePlay(db, player, share, course));
  return { user: player, course, share };
}

/**
 * The same rule decided from this process's memory alone (the fast lane of the player's reads), or undefined
 * when a row it needs is not in memory. Refusals throw as playAccess does.
 */
export function playAccessFromMemory(
  user: UserRow | null,
  courseId: number,
  shareId: string | undefined,
  now: number,
): PlayAccess | undefined {
  if (shareId === undefined) {
    const course = peekCourseRow(courseId, now);
    return course === undefined ? undefined : previewAccess(user, course);
  }
  const share = peekShareRow(shareId, now);
  if (share === undefined) return undefined;
  if (!share || share.revoked_at) throw courseUnavailable();
  const course = peekCourseRow(share.course_id, now);
  if (course === undefined) return undefined;
  if (!course) throw courseUnavailable();
  const player = sharePlayer(user, courseId, course);
  const rule = shareRule(player, share, course);
  const allowed =
    rule === "invitation"
      ? peekInvited(share.id, player, now)
      : rule === "entitlement"
        ? peekEntitled(share, player, now)
        : rule;
  if (allowed === undefined) return undefined;
  authorize(allowed);
  return { user: player, course, share };
}
