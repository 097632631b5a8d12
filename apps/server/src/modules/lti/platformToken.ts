import { randomUUID } from "node:crypto";
import { importJWK, SignJWT } from "jose";
import type { Database } from "../../db/open";
import type { LtiPlatformRow } from "../../db/schema";
import type { OutboundFetch } from "../../http/outbound/client";
import { currentToolKey } from "./keys";

/** How long before its expiry a cached token is no longer used (a request may take that long). */
const EXPIRY_MARGIN_MS = 60_000;
const TIMEOUT_MS = 10_000;

/** Tokens by platform and scopes, until their expiry (this process only; another process asks for its own). */
const cache = new Map<string, { token: string; expiresAt: number }>();

export class PlatformCallError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    /** The start of the platform's error answer, on one line (shown to the creator), when it sent one. */
    readonly excerpt = "",
  ) {
    super(message);
  }
}

const keyOf = (platform: Pick<LtiPlatformRow, "id" | "token_url">, scopes: string[]) =>
  `${platform.id}\n${platform.token_url}\n${[...scopes].sort().join(" ")}`;

/** A token is refused by the platform (401): the next call asks for a new one. */
export function forgetPlatformToken(platform: Pick<LtiPlatformRow, "id" | "token_url">, scopes: string[]): void {
  cache.delete(keyOf(platform, scopes));
}

/**
 * An access token for the platform's services (IMS Security Framework 4.1: OAuth 2 client credentials with a JWT
 * assertion signed by the tool's key, RFC 7523), cached until shortly before it expires.
 */
export async function platformToken(
  db: Database,
  send: OutboundFetch,
  platform: Pick<LtiPlatformRow, "id" | "client_id" | "token_url">,
  scopes: string[],
  now = Date.now(),
): Promise<string> {
  const key = keyOf(platform, scopes);
  const cached = cache.get(key);
  if (cached && cached.expiresAt > now) return cached.token;
  const toolKey = await currentToolKey(db);
  const assertion = await new SignJWT({})
    .setProtectedHeader({ alg: "RS256", kid: toolKey.kid, typ: "JWT" })
    .setIssuer(platform.client_id)
    .setSubject(platform.client_id)
    .setAudience(platform.token_url)
    .setIssuedAt(Math.floor(now / 1000))
    .setExpirationTime(Math.floor(now / 1000) + 300)
    .setJti(randomUUID())
    .sign(await importJWK(toolKey.private_jwk, "RS256"));
  const response = await send(platform.token_url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
    body: new URLSearchParams({
      grant_type: "client_credentials",
      client_assertion_type: "urn:ietf:params:oauth:client-assertion-type:jwt-bearer",
      client_assertion: assertion,
      scope: scopes.join(" "),
    }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new PlatformCallError(`the token endpoint answered ${response.status}`, response.status);
  const body = (await response.json().catch(() => null)) as { access_token?: unknown; expires_in?: unknown } | null;
  if (typeof body?.access_token !== "string" || body.access_token === "")
    throw new PlatformCallError("the token endpoint answered no access_token", response.status);
  const seconds = typeof body.expires_in === "number" && body.expires_in > 0 ? body.expires_in : 3600;
  cache.set(key, { token: body.access_token, expiresAt: now + seconds * 1000 - EXPIRY_MARGIN_MS });
  return body.access_token;
}
