import type { RedeemedLaunch } from "@coursewright/course-model";
import type { PlayerQuery } from "../progress/createProgressStore";

/**
 * The player's query with a redeemed launch: the integration's share and user come from the redeem answer (the
 * URL carries neither share_id nor, for SCORM, the user). Without a progress_mode the launch plays like a
 * share (server progress), not like the creator's preview.
 */
export function withLaunch(query: PlayerQuery, launch: RedeemedLaunch | null): PlayerQuery {
  if (launch?.purpose !== "player" || launch.share_id === null) return query;
  return {
    ...query,
    mode: query.mode === "preview" ? "server" : query.mode,
    shareId: launch.share_id,
    integrationUserId: launch.integration_user_id ?? query.integrationUserId,
  };
}
