import { randomBytes } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import type { Database } from "../../db/open";
import { type LtiPlatformRow, ltiLogins, ltiPlatforms } from "../../db/schema";
import { LtiError } from "./errorPage";
import { type StorageExchange, storageKey } from "./platformStorage";

/** How long a platform has to answer a login initiation with its launch. */
export const LOGIN_TTL_MS = 10 * 60 * 1000;

/** OIDC third-party login initiation parameters (LTI Core 1.3, section 4.1; IMS Security Framework 5.1.1.1). */
export interface LoginInitiation {
  iss: string;
  login_hint: string;
  target_link_uri: string;
  lti_message_hint?: string | undefined;
  client_id?: string | undefined;
  lti_deployment_id?: string | undefined;
  /** The platform's storage frame (LTI platform storage), when it offers one. */
  lti_storage_target?: string | undefined;
}

/** Where the login goes next: the platform's authorisation endpoint, after putting the state in its storage. */
export interface LoginAnswer {
  location: string;
  storage: (StorageExchange & { value: string }) | null;
}

/** The tool's own addresses, from the public URL the server answers on. */
export function toolUrls(publicUrl: string) {
  const base = publicUrl.replace(/\/$/, "");
  return { login_url: `${base}/lti/login`, launch_url: `${base}/lti/launch`, jwks_url: `${base}/lti/jwks` };
}

async function findPlatform(db: Database, params: LoginInitiation): Promise<LtiPlatformRow> {
  const issuer = params.iss.replace(/\/$/, "");
  const where = params.client_id
    ? and(eq(ltiPlatforms.issuer, issuer), eq(ltiPlatforms.client_id, params.client_id))
    : eq(ltiPlatforms.issuer, issuer);
  const rows = await db.select().from(ltiPlatforms).where(where).limit(2);
  // Without a client id an issuer registered twice is ambiguous: the platform must send it.
  if (rows.length !== 1 || !rows[0]) throw new LtiError("unknown_platform");
  return rows[0];
}

/**
 * Answers a login initiation with the platform's authorisation request (an OIDC implicit flow, form_post): a new
 * state and nonce are stored for the launch to consume, so the launch is tied to this login without a cookie.
 */
export async function initiateLogin(
  db: Database,
  publicUrl: string,
  params: LoginInitiation,
  now = Date.now(),
): Promise<LoginAnswer> {
  const platform = await findPlatform(db, params);
  if (params.lti_deployment_id && !platform.deployment_ids.includes(params.lti_deployment_id))
    throw new LtiError("unknown_deployment");
  const state = randomBytes(24).toString("base64url");
  const nonce = randomBytes(24).toString("base64url");
  const target = params.lti_storage_target;
  const secret = target ? randomBytes(24).toString("base64url") : null;
  // Logins never answered are dropped here rather than by a job: a few rows at most per launch.
  await db.delete(ltiLogins).where(lt(ltiLogins.expires_at, new Date(now)));
  await db.insert(ltiLogins).values({
    state,
    nonce,
    platform_id: platform.id,
    expires_at: new Date(now + LOGIN_TTL_MS),
    storage_target: target ?? null,
    storage_secret: secret,
  });
  const query = new URLSearchParams({
    scope: "openid",
    response_type: "id_token",
    response_mode: "form_post",
    prompt: "none",
    client_id: platform.client_id,
    redirect_uri: toolUrls(publicUrl).launch_url,
    login_hint: params.login_hint,
    state,
    nonce,
  });
  if (params.lti_message_hint) query.set("lti_message_hint", params.lti_message_hint);
  const auth = new URL(platform.auth_url);
  for (const [key, value] of query) auth.searchParams.set(key, value);
  const storage = target && secret ? { target, origin: auth.origin, key: storageKey(state), value: secret } : null;
  return { location: auth.toString(), storage };
}
