import type { HubCounts } from "@coursewright/course-model";
import { inArray, sql } from "drizzle-orm";
import {
  hubAccessRequests,
  hubBanners,
  hubBundles,
  hubCourses,
  hubEntitlements,
  hubEvents,
  hubShares,
  hubs,
} from "../../db/schema";
import type { Db } from "../courses/db";

const EMPTY: HubCounts = {
  courses: 0,
  bundles: 0,
  events: 0,
  banners: 0,
  shares: 0,
  learners: 0,
  pending_requests: 0,
};

const counted = (query: ReturnType<typeof sql>) => sql<number>`(${query})`.mapWith(Number);

/** What goes with each hub (the delete confirmation names it), for a page of hubs in one query. */
export async function hubCounts(db: Db, hubIds: number[]): Promise<Map<number, HubCounts>> {
  if (hubIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: hubs.id,
      courses: counted(sql`select count(*) from ${hubCourses} where ${hubCourses.hub_id} = ${hubs.id}`),
      bundles: counted(sql`select count(*) from ${hubBundles} where ${hubBundles.hub_id} = ${hubs.id}`),
      events: counted(sql`select count(*) from ${hubEvents} where ${hubEvents.hub_id} = ${hubs.id}`),
      banners: counted(sql`select count(*) from ${hubBanners} where ${hubBanners.hub_id} = ${hubs.id}`),
      shares: counted(
        sql`select count(*) from ${hubShares} where ${hubShares.hub_id} = ${hubs.id} and ${hubShares.revoked_at} is null`,
      ),
      learners: counted(
        sql`select count(distinct ${hubEntitlements.user_id}) from ${hubEntitlements}
             where ${hubEntitlements.hub_id} = ${hubs.id} and ${hubEntitlements.revoked_at} is null`,
      ),
      pending_requests: counted(
        sql`select count(*) from ${hubAccessRequests}
             where ${hubAccessRequests.hub_id} = ${hubs.id} and ${hubAccessRequests.status} = 'pending'`,
      ),
    })
    .from(hubs)
    .where(inArray(hubs.id, hubIds));
  return new Map(rows.map(({ id, ...counts }) => [id, counts]));
}

export const countsOf = (counts: ReadonlyMap<number, HubCounts>, hubId: number) => counts.get(hubId) ?? EMPTY;
