import { and, eq, isNull } from "drizzle-orm";
import { courseShares, hubEntitlements, type UserRow } from "../../db/schema";
import type { Db } from "../courses/db";
import type { Visit } from "./visitorAccess";

/** What a visitor may play in a hub: every course for its creator, else the courses they hold. */
export interface ViewerCourses {
  all: boolean;
  enrolled: ReadonlySet<number>;
  /** The hub's course shares the visitor plays through, by course. */
  shareIds: ReadonlyMap<number, string>;
}

export const ANONYMOUS: ViewerCourses = { all: false, enrolled: new Set(), shareIds: new Map() };

/** One query: the visitor's active entitlements in the hub with the hub's share of each course. */
export async function viewerCourses(db: Db, hubId: number, user: UserRow | null, visit: Visit): Promise<ViewerCourses> {
  if (!user) return ANONYMOUS;
  if (visit.owner) {
    const shares = await db
      .select({ course_id: courseShares.course_id, id: courseShares.id })
      .from(courseShares)
      .where(and(eq(courseShares.hub_id, hubId), isNull(courseShares.revoked_at)));
    return { all: true, enrolled: new Set(), shareIds: new Map(shares.map((share) => [share.course_id, share.id])) };
  }
  const rows = await db
    .select({ course_id: hubEntitlements.course_id, share_id: courseShares.id })
    .from(hubEntitlements)
    .leftJoin(
      courseShares,
      and(
        eq(courseShares.hub_id, hubEntitlements.hub_id),
        eq(courseShares.course_id, hubEntitlements.course_id),
        isNull(courseShares.revoked_at),
      ),
    )
    .where(
      and(eq(hubEntitlements.hub_id, hubId), eq(hubEntitlements.user_id, user.id), isNull(hubEntitlements.revoked_at)),
    );
  const shareIds = new Map<number, string>();
  for (const row of rows) if (row.share_id) shareIds.set(row.course_id, row.share_id);
  return { all: false, enrolled: new Set(rows.map((row) => row.course_id)), shareIds };
}
