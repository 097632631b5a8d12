import { desc, eq } from "drizzle-orm";
import type { ReadDatabase } from "../../db/open";
import { apiIntegrations, courseShares, courses } from "../../db/schema";
import type { FilterOptions } from "./schemas";

/** The choices of the filter bar: the creator's courses (by title), their shares (newest first) and integrations. */
export async function filterOptions(db: ReadDatabase, creatorId: number): Promise<FilterOptions> {
  const [courseRows, shareRows, integrationRows] = await Promise.all([
    db
      .select({ id: courses.id, title: courses.title })
      .from(courses)
      .where(eq(courses.user_id, creatorId))
      .orderBy(courses.title, courses.id),
    db
      .select({
        id: courseShares.id,
        course_id: courseShares.course_id,
        kind: courseShares.kind,
        created_at: courseShares.created_at,
        revoked_at: courseShares.revoked_at,
      })
      .from(courseShares)
      .innerJoin(courses, eq(courses.id, courseShares.course_id))
      .where(eq(courses.user_id, creatorId))
      .orderBy(desc(courseShares.created_at)),
    db
      .select({ id: apiIntegrations.id, title: apiIntegrations.title, kind: apiIntegrations.kind })
      .from(apiIntegrations)
      .where(eq(apiIntegrations.user_id, creatorId))
      .orderBy(apiIntegrations.title, apiIntegrations.id),
  ]);
  return {
    courses: courseRows,
    shares: shareRows.map((share) => ({
      id: share.id,
      course_id: share.course_id,
      kind: share.kind,
      created_at: share.created_at.toISOString(),
      revoked: share.revoked_at !== null,
    })),
    integrations: integrationRows,
  };
}
