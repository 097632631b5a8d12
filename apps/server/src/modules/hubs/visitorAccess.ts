import type { HubAccess } from "@coursewright/course-model";
import { sql } from "drizzle-orm";
import { z } from "zod";
import {
  type HubRow,
  hubAccessRequests,
  hubShareInvitations,
  hubShares,
  hubShareVisits,
  type UserRow,
} from "../../db/schema";
import { errors, HttpError } from "../../http/errors";
import { type Db, resultRows } from "../courses/db";

/** An unknown hub, a draft seen by anyone but its creator, a revoked hub share. */
export const hubUnavailable = () => new HttpError(404, "hub_unavailable", "errors.hub_unavailable");

export interface Visit {
  access: HubAccess;
  /** The hub's creator (who sees drafts, every course as playable, and events' online links). */
  owner: boolean;
}

type VisitedHub = Pick<HubRow, "id" | "user_id" | "published" | "visibility">;

/** Whoever may read a published public or unlisted hub: anyone, signed in or not. */
export const readableByAnyone = (hub: Pick<HubRow, "published" | "visibility">) =>
  hub.published && hub.visibility !== "private";

const standingSchema = z.object({
  invited: z.boolean(),
  visited: z.boolean(),
  request: z.string().nullable(),
});

/**
 * Where a signed-in person stands with a private hub, in one query: invited by an active e-mail share (an accepted
 * request is one), opened an active link share, or their latest access request.
 */
async function privateStanding(db: Db, hubId: number, user: UserRow): Promise<HubAccess> {
  const s = hubShares;
  const result = await db.execute(sql`
    select
      exists(select 1 from ${s} join ${hubShareInvitations} i on i.share_id = ${s.id}
              where ${s.hub_id} = ${hubId} and ${s.revoked_at} is null and i.email = ${user.email.toLowerCase()}) as invited,
      exists(select 1 from ${s} join ${hubShareVisits} v on v.share_id = ${s.id}
              where ${s.hub_id} = ${hubId} and ${s.revoked_at} is null and ${s.kind} = 'public'
                and v.user_id = ${user.id}) as visited,
      (select r.status from ${hubAccessRequests} r where r.hub_id = ${hubId} and r.user_id = ${user.id}
        order by r.created_at desc, r.id desc limit 1) as request`);
  const standing = standingSchema.parse(resultRows(result)[0]);
  if (standing.invited || standing.visited) return "granted";
  if (standing.request === "pending") return "pending";
  if (standing.request === "refused") return "refused";
  return "request";
}

/**
 * Who sees a hub (decision 011): its creator everything; a published public or unlisted hub anyone; a published
 * private hub the people it is shared with (others its name and where they stand); a draft nobody else (null).
 */
export async function visitorAccess(db: Db, hub: VisitedHub, user: UserRow | null): Promise<Visit | null> {
  if (user && hub.user_id === user.id) return { access: "granted", owner: true };
  if (!hub.published) return null;
  if (hub.visibility !== "private") return { access: "granted", owner: false };
  if (!user) return { access: "login_required", owner: false };
  return { access: await privateStanding(db, hub.id, user), owner: false };
}

/** The hub's content is for granted visitors: a hidden hub 404, anonymous 401, anyone else 403. */
export function requireGranted(visit: Visit | null): Visit {
  if (!visit) throw hubUnavailable();
  if (visit.access === "login_required") throw errors.unauthenticated();
  if (visit.access !== "granted") throw errors.forbidden();
  return visit;
}
