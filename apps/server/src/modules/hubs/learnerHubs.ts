import { SHARED_HUBS_PER_PAGE } from "@coursewright/course-model";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { hubShareInvitations, hubShares, hubShareVisits, hubs, type UserRow } from "../../db/schema";
import { type Db, resultRows } from "../courses/db";

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
