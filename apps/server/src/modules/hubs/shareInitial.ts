import type { HubShareInitialInfo } from "@coursewright/course-model";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/open";
import { hubAccessRequests, hubShareInvitations, hubShares, hubShareVisits, type UserRow } from "../../db/schema";
import type { Signer } from "../../http/signing";
import { answerPendingRequests } from "./hubShares";
import { presentHubImage } from "./images";
import { landingLinks } from "./landingPresenter";
import { landingSnapshot } from "./snapshotCache";
import { hubUnavailable, readableByAnyone } from "./visitorAccess";

/**
 * The entry page of a hub share (/hubs/share_initial_page/{shareId}). A signed-in visitor who opens a link share
 * is recorded, so the hub is theirs to browse and listed as shared with them; an e-mail share opens for the
 * invited addresses. A revoked share, an unknown one or a draft's: 404 hub_unavailable.
 */
export async function hubShareInitial(
  db: Database,
  shareId: string,
  user: UserRow | null,
  signer: Signer,
): Promise<HubShareInitialInfo> {
  const [share] = await db.select().from(hubShares).where(eq(hubShares.id, shareId));
  if (!share || share.revoked_at) throw hubUnavailable();
  const snapshot = await landingSnapshot(db, share.hub_id);
  const owner = user !== null && snapshot?.hub.user_id === user.id;
  if (!snapshot || (!snapshot.hub.published && !owner)) throw hubUnavailable();
  let access: HubShareInitialInfo["access"] = "login_required";
  if (user && (owner || share.kind === "public")) {
    if (!owner) {
      await db.insert(hubShareVisits).values({ share_id: share.id, user_id: user.id }).onConflictDoNothing();
      await answerPendingRequests(db, share.hub_id, share.id, eq(hubAccessRequests.user_id, user.id));
    }
    access = "granted";
  } else if (user) {
    const [invited] = await db
      .select({ id: hubShareInvitations.id })
      .from(hubShareInvitations)
      .where(and(eq(hubShareInvitations.share_id, share.id), eq(hubShareInvitations.email, user.email.toLowerCase())))
      .limit(1);
    access = invited ? "granted" : "not_invited";
  }
  const { hub } = snapshot;
  const links = landingLinks(snapshot, signer);
  // A private hub shows its name to those it is not (yet) open to, nothing more.
  const shown = access === "granted" || readableByAnyone(hub);
  const image = (mediaId: number | null) => (shown ? presentHubImage(links, snapshot.media, mediaId) : null);
  return {
    share_id: share.id,
    hub: {
      id: hub.id,
      name: hub.name,
      slug: hub.slug,
      logo: image(hub.logo_media_id),
      cover: image(hub.cover_media_id),
    },
    access,
  };
}
