import { and, eq } from "drizzle-orm";
import type { FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import type { Database } from "../../db/open";
import {
  type CourseRow,
  type CourseShareRow,
  courseShareInvitations,
  courseShares,
  courses,
  type UserRow,
} from "../../db/schema";
import { errors, HttpError } from "../../http/errors";
import { authorize } from "../../http/policies";
import { findSession } from "../auth/tokens";

/** A deleted course or a revoked share: the web shows unavailable_course. */
export const courseUnavailable = () => new HttpError(404, "course_unavailable", "errors.course_unavailable");

/**
 * preHandler of public routes that read the signed-in user when there is one: no Authorization header is an
 * anonymous request; a header with an unknown or expired token still answers 401, so the web's unauthorised
 * flow clears the stale session (spec 8).
 */
export function optionalAuthenticate(db: Database): preHandlerAsyncHookHandler {
  return async (request) => {
    const header = request.headers.authorization;
    if (!header) return;
    const token = header.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
    const session = token ? await findSession(db, token) : null;
    if (!session) throw errors.unauthenticated();
    request.session = session;
  };
}

export const sessionUser = (request: FastifyRequest): UserRow | null => request.session?.user ?? null;

/** An active share with its course; a revoked share, a deleted course or an unknown id answers course_unavailable. */
export async function activeShare(
  db: Database,
  shareId: string,
): Promise<{ share: CourseShareRow; course: CourseRow }> {
  const [row] = await db
    .select({ share: courseShares, course: courses })
    .from(courseShares)
    .innerJoin(courses, eq(courses.id, courseShares.course_id))
    .where(eq(courseShares.id, shareId));
  if (!row || row.share.revoked_at) throw courseUnavailable();
  return row;
}

export async function isInvited(db: Database, shareId: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: courseShareInvitations.id })
    .from(courseShareInvitations)
    .where(and(eq(courseShareInvitations.share_id, shareId), eq(courseShareInvitations.email, email.toLowerCase())))
    .limit(1);
  return row !== undefined;
}

/**
 * Who may play a share: its course's creator, anyone signed in on a public share, on an e-mail share the
 * invited addresses (matched against the signed-in user's e-mail), and on an integration share the learners of
 * that integration. An integration learner plays nothing else: the external system decides what they see.
 */
export async function maySharePlay(db: Database, user: UserRow, share: CourseShareRow, course: CourseRow) {
  if (course.user_id === user.id) return true;
  if (user.integration_id !== null || share.kind === "integration") {
    return (
      share.kind === "integration" && share.integration_id !== null && share.integration_id === user.integration_id
    );
  }
  if (share.kind === "public") return true;
  return isInvited(db, share.id, user.email);
}

export interface PlayAccess {
  user: UserRow;
  course: CourseRow;
  /** null for the creator's own preview (nothing is stored then). */
  share: CourseShareRow | null;
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
  if (shareId !== undefined) {
    const { share, course } = await activeShare(db, shareId);
    if (course.id !== courseId) throw courseUnavailable();
    if (!user) throw errors.unauthenticated();
    authorize(await maySharePlay(db, user, share, course));
    return { user, course, share };
  }
  const [course] = await db.select().from(courses).where(eq(courses.id, courseId));
  if (!course) throw courseUnavailable();
  if (!user) throw errors.unauthenticated();
  authorize(course.user_id === user.id);
  return { user, course, share: null };
}
