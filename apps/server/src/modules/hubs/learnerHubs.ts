import { type ProgressState, SHARED_HUBS_PER_PAGE } from "@coursewright/course-model";
import { and, eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { courseProgresses, hubShareInvitations, hubShares, hubShareVisits, hubs, type UserRow } from "../../db/schema";
import { type Db, resultRows } from "../courses/db";
import type { ViewerCourses } from "./viewer";

const rowSchema = z.object({ id: z.coerce.number(), total: z.coerce.number() });

/**
 * The published hubs shared with the learner (invited by an active e-mail share, or an active link share they
 * opened), latest share first: ids of one page and the total.
 */
export async function sharedHubIds(db: Db, user: UserRow, page: number): Promise<{ ids: number[]; total: number }> {
  const s = hubShares;
  const result = await db.execute(sql`
    with mine as (
      select ${s.hub_id} as hub_id, ${s.created_at} as at
        from ${s} join ${hubShareInvitations} i on i.share_id = ${s.id}
       where i.email = ${user.email.toLowerCase()} and ${s.revoked_at} is null
      union all
      select ${s.hub_id}, v.created_at
        from ${s} join ${hubShareVisits} v on v.share_id = ${s.id}
       where v.user_id = ${user.id} and ${s.revoked_at} is null and ${s.kind} = 'public'
    )
    select h.id, (count(*) over ())::int as total
      from (select hub_id, max(at) as at from mine group by hub_id) m
      join ${hubs} h on h.id = m.hub_id
     where h.published and h.user_id <> ${user.id}
     order by m.at desc, h.id desc
     limit ${SHARED_HUBS_PER_PAGE} offset ${(page - 1) * SHARED_HUBS_PER_PAGE}`);
  const rows = resultRows(result).map((row) => rowSchema.parse(row));
  return { ids: rows.map((row) => row.id), total: rows[0]?.total ?? 0 };
}

/**
 * How far the learner got in each hub course they hold, by course (not_started until their first progress write),
 * as the Upcoming and Completed lists count it: one query over the hub's shares they play through.
 */
export async function hubCourseProgress(
  db: Db,
  user: UserRow,
  viewer: ViewerCourses,
): Promise<Map<number, ProgressState>> {
  const held = [...viewer.shareIds].filter(([courseId]) => viewer.all || viewer.enrolled.has(courseId));
  const states = new Map<number, ProgressState>(held.map(([courseId]) => [courseId, "not_started"]));
  if (held.length === 0) return states;
  const rows = await db
    .select({
      course_id: courseProgresses.course_id,
      completed: courseProgresses.completed,
      revision: courseProgresses.revision,
    })
    .from(courseProgresses)
    .where(
      and(
        eq(courseProgresses.user_id, user.id),
        inArray(
          courseProgresses.share_id,
          held.map(([, shareId]) => shareId),
        ),
      ),
    );
  for (const row of rows) {
    states.set(row.course_id, row.completed ? "completed" : row.revision > 0 ? "in_progress" : "not_started");
  }
  return states;
}
