import type { BundleRequest, HubBundle } from "@coursewright/course-model";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/open";
import { type HubBundleRow, type HubRow, hubBundleCourses, hubBundles } from "../../db/schema";
import { errors } from "../../http/errors";
import { sanitizeRichText } from "../builder/sanitize";
import type { Db } from "../courses/db";
import type { MediaRows } from "../courses/presenter";
import { mediaRowsById } from "../courses/service";
import { type ImageLinks, presentHubImage } from "./images";
import { checkPriceSteps } from "./priceSteps";
import { checkImages, type FieldErrors, hubCourseIds, throwIfAny } from "./references";
import { announceHubs, touchHub } from "./version";

export interface BundleWithCourses {
  row: HubBundleRow;
  course_ids: number[];
}

export function presentBundle({ row, course_ids }: BundleWithCourses, links: ImageLinks, media: MediaRows): HubBundle {
  return {
    id: row.id,
    hub_id: row.hub_id,
    title: row.title,
    description: row.description,
    image: presentHubImage(links, media, row.image_media_id),
    course_ids,
    price: row.price,
    order: row.order,
  };
}

/** The hub's bundles in order (or the one with `bundleId`), each with its course ids in the bundle's order. */
export async function bundlesOf(db: Db, hubId: number, bundleId?: number): Promise<BundleWithCourses[]> {
  const rows = await db
    .select({
      row: hubBundles,
      course_ids: sql<
        number[]
      >`coalesce((select array_agg(${hubBundleCourses.course_id} order by ${hubBundleCourses.order})
          from ${hubBundleCourses} where ${hubBundleCourses.bundle_id} = ${hubBundles.id}), '{}')`,
    })
    .from(hubBundles)
    .where(
      bundleId === undefined
        ? eq(hubBundles.hub_id, hubId)
        : and(eq(hubBundles.hub_id, hubId), eq(hubBundles.id, bundleId)),
    )
    .orderBy(asc(hubBundles.order), asc(hubBundles.id));
  return rows.map(({ row, course_ids }) => ({ row, course_ids: course_ids.map(Number) }));
}

export async function presentBundlesOf(db: Db, hubId: number, links: ImageLinks, bundleId?: number) {
  const bundles = await bundlesOf(db, hubId, bundleId);
  const media = await mediaRowsById(
    db,
    bundles.map((bundle) => bundle.row.image_media_id),
  );
  return bundles.map((bundle) => presentBundle(bundle, links, media));
}

async function checkBundle(db: Db, hub: HubRow, body: BundleRequest): Promise<void> {
  const inHub = await hubCourseIds(db, hub.id, body.course_ids);
  const fields: FieldErrors = await checkImages(db, hub.user_id, { image_media_id: body.image_media_id });
  if (body.course_ids.some((id) => !inHub.has(id))) fields.course_ids = [{ key: "hubs.course_not_in_hub" }];
  throwIfAny({ ...fields, ...checkPriceSteps(hub, { price: body.price }) });
}

/** Creates the bundle (no id) or replaces it, with its course list, in one transaction; answers its id. */
export async function saveBundle(db: Database, hub: HubRow, body: BundleRequest, bundleId?: number): Promise<number> {
  await checkBundle(db, hub, body);
  const values = {
    title: body.title,
    description: sanitizeRichText(body.description),
    image_media_id: body.image_media_id,
    price: body.price,
    order: body.order,
  };
  const id = await db.transaction(async (tx) => {
    const [row] =
      bundleId === undefined
        ? await tx
            .insert(hubBundles)
            .values({ ...values, hub_id: hub.id })
            .returning({ id: hubBundles.id })
        : await tx
            .update(hubBundles)
            .set({ ...values, updated_at: sql`now()` })
            .where(and(eq(hubBundles.id, bundleId), eq(hubBundles.hub_id, hub.id)))
            .returning({ id: hubBundles.id });
    if (!row) throw errors.notFound();
    await tx.delete(hubBundleCourses).where(eq(hubBundleCourses.bundle_id, row.id));
    const courseIds = [...new Set(body.course_ids)];
    await tx
      .insert(hubBundleCourses)
      .values(courseIds.map((course_id, order) => ({ bundle_id: row.id, hub_id: hub.id, course_id, order })));
    await touchHub(tx, hub.id);
    return row.id;
  });
  announceHubs([hub.id]);
  return id;
}

export async function deleteBundle(db: Database, hub: HubRow, bundleId: number): Promise<void> {
  const deleted = await db.transaction(async (tx) => {
    const rows = await tx
      .delete(hubBundles)
      .where(and(eq(hubBundles.id, bundleId), eq(hubBundles.hub_id, hub.id)))
      .returning({ id: hubBundles.id });
    if (rows.length > 0) await touchHub(tx, hub.id);
    return rows.length;
  });
  if (deleted === 0) throw errors.notFound();
  announceHubs([hub.id]);
}
