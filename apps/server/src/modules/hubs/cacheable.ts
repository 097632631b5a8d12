import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import { SHARED_CACHE_CONTROL } from "./landingAnswerKeys";

/** Whether If-None-Match names this ETag (weak or strong, or *). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.trim() === "*" || ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}

export const etagOf = (body: string) => `"${createHash("sha1").update(body).digest("base64url")}"`;

/**
 * Answers a landing read with an ETag over its bytes (304 when the client has them). An anonymous read of a hub
 * anyone may see is the same for everyone, so a CDN may keep it for a moment; a signed-in visitor's is theirs.
 */
export function sendLanding(request: FastifyRequest, reply: FastifyReply, body: unknown, shared: boolean) {
  const json = JSON.stringify(body);
  const etag = etagOf(json);
  reply
    .header("etag", etag)
    .header("vary", "authorization")
    .header("cache-control", shared ? SHARED_CACHE_CONTROL : "private, no-cache");
  if (matchesEtag(request.headers["if-none-match"], etag)) return reply.code(304).send();
  return reply.type("application/json; charset=utf-8").send(json);
}
