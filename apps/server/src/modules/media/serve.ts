import { idParamSchema, MEDIA_TYPE } from "@coursewright/course-model";
import { z } from "zod";
import type { Deps } from "../../deps";
import { errors, HttpError } from "../../http/errors";
import { getSigner } from "../../http/signing";
import type { App } from "../../http/types";
import type { ByteRange } from "../../storage/FileStorage";
import { type MediaVariant, mediaSignatureData } from "./presenter";
import { findItemById } from "./service";

const params = z.object({ id: idParamSchema, file_name: z.string() });
// Everything optional: a link without a valid signature answers 403, whatever is missing from it.
const query = z.object({
  exp: z.string().max(20).optional(),
  sig: z.string().max(100).optional(),
  download: z.string().max(5).optional(),
  thumb: z.string().max(5).optional(),
});

/** Types a browser may show inline; everything else (documents, SVG, JSON, packages) is an attachment. */
const INLINE_TYPES = new Set<number>([MEDIA_TYPE.IMAGE, MEDIA_TYPE.VIDEO_FILE, MEDIA_TYPE.AUDIO]);

export const rangeNotSatisfiable = () => new HttpError(416, "range_not_satisfiable", "media.range_not_satisfiable");

/**
 * One byte range of "bytes=a-b", "bytes=a-" or "bytes=-n" within `size`; undefined when there is no usable
 * single range (absent, several ranges, another unit: the whole file is sent), null when it cannot be met (416).
 */
export function parseRange(header: string | undefined, size: number): ByteRange | null | undefined {
  if (!header) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return undefined;
  const [, from = "", to = ""] = match;
  if (from === "" && to === "") return null;
  if (from === "") {
    const suffix = Number(to);
    if (suffix === 0 || size === 0) return null;
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === "" ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return null;
  return { start, end };
}

/** RFC 5987/6266: an ASCII fallback name plus the exact UTF-8 name. */
export function contentDisposition(kind: "attachment" | "inline", fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * GET /media/{id}/{file_name}?exp&sig[&download=1|&thumb=1]: a media file for whoever holds a valid signed
 * link (the presenter makes them); streamed, with ranges for seeking and validators for caching.
 */
export function mediaFileRoutes(app: App, deps: Deps): void {
  const { db, storage, config } = deps;
  const redirect = config.storage.driver === "s3" && config.storage.mediaDelivery === "redirect";

  app.get("/media/:id/:file_name", { schema: { hide: true, params, querystring: query } }, async (request, reply) => {
    const { id } = request.params;
    const { exp, sig, download, thumb } = request.query;
    const variant: MediaVariant = thumb === "1" ? "thumb" : download === "1" ? "download" : "file";
    const expiry = Number(exp);
    if (!exp || !sig || !Number.isSafeInteger(expiry) || expiry * 1000 < Date.now()) throw errors.forbidden();
    const signer = await getSigner(db);
    if (!signer.verify(mediaSignatureData(id, variant, expiry), sig)) throw errors.forbidden();

    const item = await findItemById(db, id);
    const key = variant === "thumb" ? item?.thumb_key : item?.storage_key;
    const info = key ? await storage.stat(key) : null;
    if (!item || !key || !info) throw errors.notFound();

    const etag = `"${info.size.toString(16)}-${info.modifiedAt.getTime().toString(16)}"`;
    reply
      .header("etag", etag)
      .header("last-modified", info.modifiedAt.toUTCString())
      .header("cache-control", "private, max-age=3600")
      .header("accept-ranges", "bytes")
      .header("x-content-type-options", "nosniff");
    const inline = variant === "thumb" || (variant === "file" && INLINE_TYPES.has(item.type));
    if (redirect && storage.presignedUrl) {
      // The bucket sends the bytes (ranges included); its URL lives no longer than this signed link has left, so a
      // revoked share's media stops as it does when streamed (MEDIA_URL_TTL_SECONDS at most).
      const left = Math.max(1, Math.min(config.mediaUrlTtlSeconds, Math.ceil(expiry - Date.now() / 1000)));
      const location = await storage.presignedUrl(key, {
        expiresInSeconds: left,
        contentType: variant === "thumb" ? "image/webp" : item.mime_type,
        ...(inline ? {} : { contentDisposition: contentDisposition("attachment", item.file_name) }),
      });
      if (location) return reply.code(302).header("cache-control", "private, no-store").redirect(location);
    }
    if (!inline) {
      // Opened directly, an uploaded document (an SVG, HTML in a zip viewer) must not run on the app origin.
      reply
        .header("content-disposition", contentDisposition("attachment", item.file_name))
        .header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    }
    if (fresh(request.headers["if-none-match"], etag)) return reply.code(304).send();

    // A range applies only while the file is still the one the client started with (If-Range).
    const ifRange = request.headers["if-range"];
    const range = ifRange && ifRange !== etag ? undefined : parseRange(request.headers.range, info.size);
    if (range === null) {
      reply.header("content-range", `bytes */${info.size}`);
      throw rangeNotSatisfiable();
    }
    const file = await storage.get(key, range);
    if (!file) throw errors.notFound();
    reply.type(variant === "thumb" ? "image/webp" : item.mime_type);
    if (range) {
      reply.code(206).header("content-range", `bytes ${range.start}-${range.end}/${file.size}`);
      reply.header("content-length", range.end - range.start + 1);
    } else {
      reply.header("content-length", file.size);
    }
    return reply.send(file.body);
  });
}

function fresh(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.trim() === "*" || ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}
