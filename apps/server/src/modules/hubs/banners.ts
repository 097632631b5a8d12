import { type BannerRequest, type HubBanner, parseLandingPath } from "@coursewright/course-model";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/open";
import { type HubBannerRow, type HubRow, hubBanners } from "../../db/schema";
import { errors } from "../../http/errors";
import type { Db } from "../courses/db";
import type { MediaRows } from "../courses/presenter";
import { mediaRowsById } from "../courses/service";
import { type ImageLinks, presentHubImage } from "./images";
import { checkImages, type FieldErrors, throwIfAny } from "./references";
import { announceHubs, touchHub } from "./version";

const LINK_KINDS = ["none", "internal", "external"] as const;

export function presentBanner(row: HubBannerRow, links: ImageLinks, media: MediaRows): HubBanner {
  return {
    id: row.id,
    hub_id: row.hub_id,
    image: presentHubImage(links, media, row.image_media_id),
    title: row.title,
    text: row.text,
    link_kind: LINK_KINDS.find((kind) => kind === row.link_kind) ?? "none",
    link: row.link,
    order: row.order,
    active_from: row.active_from?.toISOString() ?? null,
    active_to: row.active_to?.toISOString() ?? null,
  };
}

export async function presentBanners(db: Db, rows: HubBannerRow[], links: ImageLinks) {
  const media = await mediaRowsById(
    db,
    rows.map((row) => row.image_media_id),
  );
  return rows.map((row) => presentBanner(row, links, media));
}

/** The hub's banners in order (or the one with `bannerId`). */
export function bannersOf(db: Db, hubId: number, bannerId?: number): Promise<HubBannerRow[]> {
  return db
    .select()
    .from(hubBanners)
    .where(
      bannerId === undefined
        ? eq(hubBanners.hub_id, hubId)
        : and(eq(hubBanners.hub_id, hubId), eq(hubBanners.id, bannerId)),
    )
    .orderBy(asc(hubBanners.order), asc(hubBanners.id));
}

/** Shown in the landing carousel at `now`: within its dates (either may be open). */
export const bannerActive = (row: Pick<HubBannerRow, "active_from" | "active_to">, now: number) =>
  (row.active_from === null || row.active_from.getTime() <= now) &&
  (row.active_to === null || row.active_to.getTime() > now);

async function checkBanner(db: Db, hub: HubRow, body: BannerRequest): Promise<void> {
  const fields: FieldErrors = await checkImages(db, hub.user_id, { image_media_id: body.image_media_id });
  // The schema checked the shape of an internal link; it must also be a page of this very hub.
  if (body.link_kind === "internal" && parseLandingPath((body.link ?? "").split(/[?#]/)[0] ?? "")?.hubId !== hub.id) {
    fields.link = [{ key: "validation.internal_link" }];
  }
  throwIfAny(fields);
}

/** Creates the banner (no id) or replaces it; answers its id. */
export async function saveBanner(db: Database, hub: HubRow, body: BannerRequest, bannerId?: number): Promise<number> {
  await checkBanner(db, hub, body);
  const values = {
    image_media_id: body.image_media_id,
    title: body.title,
    text: body.text,
    link_kind: body.link_kind,
    link: body.link_kind === "none" ? null : body.link,
    order: body.order,
    active_from: body.active_from === null ? null : new Date(body.active_from),
    active_to: body.active_to === null ? null : new Date(body.active_to),
  };
  const id = await db.transaction(async (tx) => {
    const [row] =
      bannerId === undefined
        ? await tx
            .insert(hubBanners)
            .values({ ...values, hub_id: hub.id })
            .returning({ id: hubBanners.id })
        : await tx
            .update(hubBanners)
            .set({ ...values, updated_at: sql`now()` })
            .where(and(eq(hubBanners.id, bannerId), eq(hubBanners.hub_id, hub.id)))
            .returning({ id: hubBanners.id });
    if (!row) throw errors.notFound();
    await touchHub(tx, hub.id);
    return row.id;
  });
  announceHubs([hub.id]);
  return id;
}

export async function deleteBanner(db: Database, hub: HubRow, bannerId: number): Promise<void> {
  const deleted = await db.transaction(async (tx) => {
    const rows = await tx
      .delete(hubBanners)
      .where(and(eq(hubBanners.id, bannerId), eq(hubBanners.hub_id, hub.id)))
      .returning({ id: hubBanners.id });
    if (rows.length > 0) await touchHub(tx, hub.id);
    return rows.length;
  });
  if (deleted === 0) throw errors.notFound();
  announceHubs([hub.id]);
}
