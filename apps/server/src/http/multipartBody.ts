import type { FastifyInstance } from "fastify";
import { HttpError } from "./errors";

const unreadable = () => new HttpError(400, "bad_request", "errors.bad_request");

/** RFC 2046: 1 to 70 characters, quoted or not. busboy throws on none, and on one longer than 256. */
const BOUNDARY = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))\s*(?:;|$)/i;

/**
 * Multipart bodies that cannot be read answer 400, whichever route reads them (uploads, the avatar, beacons):
 * a content type without a usable boundary is refused before any handler, and a body that ends before its
 * closing boundary, which busboy only notices while the parts stream, is recognised in the error handler.
 */
export function refuseUnreadableMultipart(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    if (request.isMultipart() && !BOUNDARY.test(request.headers["content-type"] ?? "")) throw unreadable();
  });
}

/** busboy's plain errors for a body cut short: "Unexpected end of multipart data", "File terminated early ...". */
export function cutShortMultipart(error: unknown): HttpError | undefined {
  if (error instanceof Error && /unexpected end of multipart data$/i.test(error.message)) return unreadable();
  return undefined;
}
