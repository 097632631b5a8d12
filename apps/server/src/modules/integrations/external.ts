import type { CreateLaunchRequest, ExternalCourse, ExternalProgress, Launch } from "@coursewright/course-model";
import { and, count, desc, eq } from "drizzle-orm";
import type { Database } from "../../db/open";
import { type ApiIntegrationRow, courseProgresses, courseShares, courses, users } from "../../db/schema";
import { errors } from "../../http/errors";
import type { Signer } from "../../http/signing";
import { createLaunchToken } from "./launchTokens";

/** Courses per page of GET /api/external/v1/courses. */
export const EXTERNAL_COURSES_PER_PAGE = 50;

/** The integration owner's courses, last edited first. */
export async function listOwnerCourses(db: Database, integration: ApiIntegrationRow, page: number) {
  const where = eq(courses.user_id, integration.user_id);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: courses.id,
        title: courses.title,
        description: courses.description,
        updated_at: courses.updated_at,
      })
      .from(courses)
      .where(where)
      .orderBy(desc(courses.updated_at), desc(courses.id))
      .limit(EXTERNAL_COURSES_PER_PAGE)
      .offset((page - 1) * EXTERNAL_COURSES_PER_PAGE),
    db.select({ n: count() }).from(courses).where(where),
  ]);
  const data: ExternalCourse[] = rows.map((row) => ({ ...row, updated_at: row.updated_at.toISOString() }));
  return { data, total: total?.n ?? 0 };
}

/** The embed address of a launch: the player in LMS mode, or the builder (spec 1, 7). */
export function launchUrl(
  publicUrl: string,
  courseId: number,
  purpose: "player" | "builder",
  params: Record<string, string>,
) {
  const query = new URLSearchParams(purpose === "player" ? { progress_mode: "lms", ...params } : params);
  const page = purpose === "player" ? "coursePlayer" : "courseBuilder";
  return `${publicUrl.replace(/\/$/, "")}/${page}/${courseId}?${query.toString()}`;
}

/** A signed launch of one of the owner's courses for one of the external system's users; 404 for another course. */
export async function createLaunch(
  db: Database,
  signer: Signer,
  publicUrl: string,
  integration: ApiIntegrationRow,
  body: CreateLaunchRequest,
  now = Date.now(),
): Promise<Launch> {
  const [course] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.id, body.course_id), eq(courses.user_id, integration.user_id)));
  if (!course) throw errors.notFound();
  const exp = Math.floor(now / 1000) + body.expires_in_seconds;
  const launch = createLaunchToken(signer, {
    purpose: body.purpose,
    integrationId: integration.id,
    courseId: course.id,
    exp,
    integrationUserId: body.integration_user_id,
  });
  // The documented order: the player's user before its launch, the builder's launch first.
  const params =
    body.purpose === "player"
      ? { integration_user_id: body.integration_user_id, launch }
      : { launch, integration_user_id: body.integration_user_id };
  const url = launchUrl(publicUrl, course.id, body.purpose, params);
  return { url, launch, expires_at: new Date(exp * 1000).toISOString() };
}

/** The progress of the integration's user in the course, through the integration's share; null when there is none. */
export async function learnerProgress(
  db: Database,
  integration: ApiIntegrationRow,
  courseId: number,
  integrationUserId: string,
): Promise<ExternalProgress | null> {
  const [row] = await db
    .select({ progress: courseProgresses })
    .from(courseProgresses)
    .innerJoin(courseShares, eq(courseShares.id, courseProgresses.share_id))
    .innerJoin(users, eq(users.id, courseProgresses.user_id))
    .where(
      and(
        eq(courseShares.integration_id, integration.id),
        eq(courseShares.course_id, courseId),
        eq(users.integration_id, integration.id),
        eq(users.integration_user_id, integrationUserId),
      ),
    );
  if (!row) return null;
  const { progress } = row;
  return {
    course_id: progress.course_id,
    integration_user_id: integrationUserId,
    completed: progress.completed,
    passed: progress.passed,
    pass_percent: progress.pass_percent,
    attempt: progress.current_attempt_number,
    updated_at: progress.updated_at.toISOString(),
  };
}
