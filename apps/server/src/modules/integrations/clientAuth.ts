import { createHash } from "node:crypto";
import { isStorableText } from "@coursewright/course-model";
import { and, eq, gt, sql } from "drizzle-orm";
import type { FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import type { Database } from "../../db/open";
import { type ApiIntegrationRow, apiIntegrations, rateLimits } from "../../db/schema";
import { errors } from "../../http/errors";
import { hit } from "../../http/rateLimitStore";
import { secretMatches } from "./credentials";

const WINDOW_MS = 60_000;
const clients = new WeakMap<FastifyRequest, ApiIntegrationRow>();

/** HTTP Basic client_id:client_secret (RFC 7617: base64 of the two, split at the first colon). */
export function basicCredentials(header: string | undefined): { clientId: string; secret: string } | null {
  const encoded = header?.match(/^Basic\s+([A-Za-z0-9+/=]+)\s*$/i)?.[1];
  if (!encoded) return null;
  const text = Buffer.from(encoded, "base64").toString("utf8");
  const colon = text.indexOf(":");
  if (colon <= 0) return null;
  const clientId = text.slice(0, colon);
  // Base64 carries any byte: an id with NUL names no client, and PostgreSQL would refuse to look it up.
  if (!isStorableText(clientId)) return null;
  return { clientId, secret: text.slice(colon + 1) };
}

/**
 * The failure counter of a request: per address and client id, so failures made against one client id (a
 * guessed secret, a colleague's misconfigured server behind the same NAT) never refuse another client id's
 * correct credentials.
 */
export function failureKey(ip: string, clientId: string | undefined): string {
  // Hashed, so a presented id of any length or content makes a short key.
  const client = clientId === undefined ? "none" : createHash("sha256").update(clientId).digest("base64url");
  return `external-api-failure ${ip} ${client}`;
}

/**
 * preHandler of the external API: the integration whose credentials the request carries, else 401
 * invalid_client (unknown id, wrong secret, revoked). Failed attempts count per address and client id
 * (`maxFailures` a minute, then 429 for that pair until the minute is over), so a secret cannot be guessed;
 * another client id, even from the same address, is not slowed.
 */
export function authenticateClient(db: Database, maxFailures: number): preHandlerAsyncHookHandler {
  return async (request, reply) => {
    const credentials = basicCredentials(request.headers.authorization);
    const key = failureKey(request.ip, credentials?.clientId);
    const [blocked] = await db
      .select({
        count: rateLimits.count,
        ttl: sql<number>`extract(epoch from (${rateLimits.reset_at} - now()))::float8`,
      })
      .from(rateLimits)
      .where(and(eq(rateLimits.key, key), gt(rateLimits.reset_at, sql`now()`)));
    if (blocked && blocked.count >= maxFailures) {
      const seconds = Math.max(1, Math.ceil(blocked.ttl));
      reply.header("retry-after", String(seconds));
      throw errors.tooManyRequests(seconds);
    }

    const [row] = credentials
      ? await db.select().from(apiIntegrations).where(eq(apiIntegrations.client_id, credentials.clientId))
      : [];
    // The hash is compared even for an unknown id, so timing does not tell which client ids exist.
    const matches = secretMatches(credentials?.secret ?? "", row?.secret_hash ?? "0".repeat(64));
    if (!row || !matches || row.kind !== "api" || row.revoked_at) {
      await hit(db, key, WINDOW_MS);
      throw errors.invalidClient();
    }
    clients.set(request, row);
  };
}

/** The integration of a request behind `authenticateClient`. */
export function requireClient(request: FastifyRequest): ApiIntegrationRow {
  const row = clients.get(request);
  if (!row) throw errors.invalidClient();
  return row;
}
