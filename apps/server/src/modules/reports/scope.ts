import { eq } from "drizzle-orm";
import type { ReadDatabase } from "../../db/open";
import { apiIntegrations, courseShares, courses, type UserRow } from "../../db/schema";
import { errors } from "../../http/errors";
import { authorize, policies } from "../../http/policies";
import type { ReportScope } from "./filters";
import { resolvePeriod } from "./period";
import type { ReportFiltersQuery } from "./schemas";

/**
 * The scope of a report request, once every id it filters by is the creator's own: 404 when a course, share or
 * integration does not exist, 403 when it is another creator's (as on every other route), rather than figures of
 * zero that would tell the two apart no better than an error and hide a wrong link.
 */
export async function reportScope(
  db: ReadDatabase,
  user: Pick<UserRow, "id">,
  query: ReportFiltersQuery,
): Promise<ReportScope> {
  const period = resolvePeriod(query);
  const [course, share, integration] = await Promise.all([
    query.course_id === undefined
      ? null
      : db
          .select({ user_id: courses.user_id })
          .from(courses)
          .where(eq(courses.id, query.course_id))
          .then(([row]) => row ?? "missing"),
    query.share_id === undefined
      ? null
      : db
          .select({ user_id: courses.user_id })
          .from(courseShares)
          .innerJoin(courses, eq(courses.id, courseShares.course_id))
          .where(eq(courseShares.id, query.share_id))
          .then(([row]) => row ?? "missing"),
    query.integration_id === undefined
      ? null
      : db
          .select({ user_id: apiIntegrations.user_id })
          .from(apiIntegrations)
          .where(eq(apiIntegrations.id, query.integration_id))
          .then(([row]) => row ?? "missing"),
  ]);
  for (const [found, allowed] of [
    [course, (row: { user_id: number }) => policies.manageCourse(user, row)],
    [share, (row: { user_id: number }) => policies.manageCourse(user, row)],
    [integration, (row: { user_id: number }) => policies.manageIntegration(user, row)],
  ] as const) {
    if (found === "missing") throw errors.notFound();
    if (found) authorize(allowed(found));
  }
  return {
    creatorId: user.id,
    period,
    ...(query.course_id !== undefined ? { courseId: query.course_id } : {}),
    ...(query.share_id !== undefined ? { shareId: query.share_id } : {}),
    ...(query.integration_id !== undefined ? { integrationId: query.integration_id } : {}),
  };
}
