import { idParamSchema, MEDIA_TYPE } from "@coursewright/course-model";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { courses, hubBanners, hubBundles, hubCourses, hubEvents, hubs } from "../../db/schema";
import type { Deps } from "../../deps";
import { errors } from "../../http/errors";
import { getSigner } from "../../http/signing";
import type { App } from "../../http/types";
import { type Db, resultRows } from "../courses/db";
import { findItemById } from "../media/service";
import { matchesEtag } from "./cacheable";
import { hubMediaSignatureData } from "./images";
import { landingSnapshot } from "./snapshotCache";
import { hubUnavailable, readableByAnyone } from "./visitorAccess";

const query = z.object({
  v: z.string().max(20).optional(),
  exp: z.string().max(20).optional(),
  sig: z.string().max(100).optional(),
  thumb: z.string().max(5).optional(),
});

/** Whether the hub shows the item: its logo, cover or link image, a bundle's, event's or banner's, a course's. */
async function hubShows(db: Db, hubId: number, mediaId: number): Promise<boolean> {
  const result = await db.execute(sql`
    select exists (
      select 1 from ${hubs} where ${hubs.id} = ${hubId}
         and ${mediaId} in (${hubs.logo_media_id}, ${hubs.cover_media_id}, ${hubs.og_image_media_id})
      union all select 1 from ${hubBundles} where ${hubBundles.hub_id} = ${hubId} and ${hubBundles.image_media_id} = ${mediaId}
      union all select 1 from ${hubEvents} where ${hubEvents.hub_id} = ${hubId} and ${hubEvents.image_media_id} = ${mediaId}
      union all select 1 from ${hubBanners} where ${hubBanners.hub_id} = ${hubId} and ${hubBanners.image_media_id} = ${mediaId}
      union all select 1 from ${hubCourses} join ${courses} on ${courses.id} = ${hubCourses.course_id}
         where ${hubCourses.hub_id} = ${hubId} and ${courses.preview_image_media_id} = ${mediaId}
    ) as shown`);
  return resultRows(result)[0]?.shown === true;
}

/**
 * A hub's images at one address per hub and item: served to anyone for a published public or unlisted hub (and
 * cacheable, by browsers and CDNs), else only with a valid signature from an answer about the hub. Only images the
 * hub shows are served, so the address cannot read the rest of the creator's library.
 */
export function hubLandingMediaRoutes(app: App, deps: Deps): void {
  const { db, storage } = deps;

  app.get(
    "/api/course_hubs/landing/:hubId/media/:mediaId",
    {
      schema: {
        tags: ["hub landing"],
        summary: "An image the hub shows (logo, cover, link image, a bundle's, event's, banner's or course's)",
        description:
          "Public (cacheable) for published public and unlisted hubs; for drafts and private hubs the signed address " +
          "an answer about the hub gives (exp, sig). thumb=1: the small WebP preview. v: the item's version.",
        params: z.object({ hubId: idParamSchema, mediaId: idParamSchema }),
        querystring: query,
      },
      config: { quietLog: true },
    },
    async (request, reply) => {
      const { hubId, mediaId } = request.params;
      const { exp, sig, thumb } = request.query;
      const snapshot = await landingSnapshot(db, hubId);
      if (!snapshot) throw hubUnavailable();
      const open = readableByAnyone(snapshot.hub);
      if (!open) {
        const expiry = Number(exp);
        const signer = await getSigner(db);
        const valid =
          exp !== undefined &&
          sig !== undefined &&
          Number.isSafeInteger(expiry) &&
          expiry * 1000 >= Date.now() &&
          signer.verify(hubMediaSignatureData(hubId, mediaId, expiry), sig);
        if (!valid) throw errors.forbidden();
      }
      const shown = snapshot.media.has(mediaId) || (await hubShows(db, hubId, mediaId));
      const item = shown ? await findItemById(db, mediaId) : null;
      if (!item || item.type !== MEDIA_TYPE.IMAGE || item.user_id !== snapshot.hub.user_id) throw errors.notFound();
      const key = thumb === "1" ? item.thumb_key : item.storage_key;
      const info = key ? await storage.stat(key) : null;
      if (!key || !info) throw errors.notFound();

      const etag = `"${info.size.toString(16)}-${info.modifiedAt.getTime().toString(16)}"`;
      reply
        .header("etag", etag)
        .header("last-modified", info.modifiedAt.toUTCString())
        .header("cache-control", open ? "public, max-age=86400" : "private, max-age=3600")
        .header("x-content-type-options", "nosniff")
        // Opened directly, an image must never run anything on the app's origin.
        .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      if (matchesEtag(request.headers["if-none-match"], etag)) return reply.code(304).send();
      const file = await storage.get(key);
      if (!file) throw errors.notFound();
      return reply
        .type(thumb === "1" ? "image/webp" : item.mime_type)
        .header("content-length", file.size)
        .send(file.body);
    },
  );
}
