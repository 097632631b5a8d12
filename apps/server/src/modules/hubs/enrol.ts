import type { HubEnrolment } from "@coursewright/course-model";
import { and, eq } from "drizzle-orm";
import { announceChange } from "../../cache/changes";
import type { Database } from "../../db/open";
import { courseShares, hubEntitlements, type UserRow } from "../../db/schema";
import { errors, ValidationError } from "../../http/errors";
import { newShareId } from "../shares/service";
import type { LandingSnapshot } from "./snapshot";

/**
 * Enrols the learner in a free course of the hub: the hub's course share (made on first need, one per hub and
 * course) and a free entitlement, in one transaction. Enrolling again changes nothing and answers the same share.
 * A priced course is bought (the cart comes with the selling issue): 422.
 */
export async function enrolFree(
  db: Database,
  snapshot: LandingSnapshot,
  user: UserRow,
  courseId: number,
): Promise<HubEnrolment> {
  const { hub } = snapshot;
  // An integration's learners play only what their external system launches (decision 007).
  if (user.integration_id !== null) throw errors.forbidden();
  const course = snapshot.courses.find((candidate) => candidate.id === courseId);
  if (!course) throw errors.notFound();
  if (course.price > 0) throw ValidationError.field("course_id", "hubs.course_not_free");
  const shareId = await db.transaction(async (tx) => {
    await tx
      .insert(courseShares)
      .values({ id: newShareId(), course_id: courseId, user_id: hub.user_id, kind: "hub", hub_id: hub.id })
      .onConflictDoNothing();
    const [share] = await tx
      .select({ id: courseShares.id })
      .from(courseShares)
      .where(and(eq(courseShares.hub_id, hub.id), eq(courseShares.course_id, courseId)));
    if (!share) throw new Error("hub course share missing");
    await tx
      .insert(hubEntitlements)
      .values({ hub_id: hub.id, user_id: user.id, course_id: courseId, source: "free" })
      .onConflictDoNothing();
    return share.id;
  });
  // A refusal remembered before the enrolment must not outlive it (other processes hear the trigger).
  announceChange("share", shareId);
  return { hub_id: hub.id, course_id: courseId, share_id: shareId };
}
