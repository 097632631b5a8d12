// Factories for the share, player, progress and analytics tests.
import { eq } from "drizzle-orm";
import { courseShareInvitations, courseShares, courses } from "../../db/schema";
import type { TestContext } from "../../test/context";
import { type BuildCourseOptions, buildCourse } from "../courses/testing";
import { newShareId } from "./service";

export interface SharedCourseOptions extends BuildCourseOptions {
  kind?: "public" | "email";
  /** Addresses an e-mail share invites. */
  invite?: string[];
  attempts?: number | null;
}

/** A creator, a course of theirs and a share of it, straight into the tables. */
export async function sharedCourse(t: TestContext, options: SharedCourseOptions = {}) {
  const creator = await t.createUser({ creator: true });
  const built = await buildCourse(t.db, creator.user.id, options);
  if (options.attempts !== undefined) {
    await t.db.update(courses).set({ attempts: options.attempts }).where(eq(courses.id, built.course.id));
  }
  const share = await addShare(t, built.course.id, creator.user.id, options.kind ?? "email", options.invite ?? []);
  return { creator, ...built, share };
}

export async function addShare(
  t: TestContext,
  courseId: number,
  userId: number,
  kind: "public" | "email",
  invite: string[] = [],
) {
  const [share] = await t.db
    .insert(courseShares)
    .values({ id: newShareId(), course_id: courseId, user_id: userId, kind })
    .returning();
  if (!share) throw new Error("no share");
  if (invite.length > 0) {
    await t.db.insert(courseShareInvitations).values(invite.map((email) => ({ share_id: share.id, email })));
  }
  return share;
}

/** A learner invited to an e-mail share of a fresh course. */
export async function invitedLearner(t: TestContext, options: SharedCourseOptions = {}) {
  const learner = await t.createUser();
  const shared = await sharedCourse(t, { ...options, kind: "email", invite: [learner.user.email] });
  return { learner, ...shared };
}
