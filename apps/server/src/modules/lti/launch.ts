import { timingSafeEqual } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import { createRemoteJWKSet, customFetch, type JWTPayload, errors as joseErrors, jwtVerify } from "jose";
import type { Database } from "../../db/open";
import { apiIntegrations, courses, type LtiPlatformRow, ltiLogins, ltiPlatforms, users } from "../../db/schema";
import { type OutboundFetch, OutboundRefused } from "../../http/outbound/client";
import type { Signer } from "../../http/signing";
import { launchUrl } from "../integrations/external";
import { createLaunchToken } from "../integrations/launchTokens";
import { ensureIntegrationLearner } from "../integrations/learners";
import { BUILDER_TOKEN_SECONDS, PLAYER_TOKEN_MAX_SECONDS } from "../integrations/redeem";
import { CLAIM, displayName, isInstructor, targetCourseId } from "./claims";
import { LtiError } from "./errorPage";
import { rememberGradeLink } from "./gradeLinks";
import { rememberContext } from "./nrps";
import { type StorageExchange, storageKey } from "./platformStorage";

/**
 * Each platform's key set, fetched on first use through the outbound policy's fetch and cached by jose (refetched
 * for an unknown kid); one cache per fetch, as a set fetched under one policy is no answer under another.
 * `forcedAt` is when a signature failure last made us refetch it (a platform that re-keyed under the same kid).
 */
interface CachedKeys {
  set: ReturnType<typeof createRemoteJWKSet>;
  forcedAt: number;
}
const keySets = new WeakMap<OutboundFetch, Map<string, CachedKeys>>();
function platformKeys(send: OutboundFetch, jwksUrl: string): CachedKeys {
  let sets = keySets.get(send);
  if (!sets) {
    sets = new Map();
    keySets.set(send, sets);
  }
  let keys = sets.get(jwksUrl);
  if (!keys) {
    const set = createRemoteJWKSet(new URL(jwksUrl), {
      timeoutDuration: 5000,
      cooldownDuration: 30_000,
      [customFetch]: send,
    });
    keys = { set, forcedAt: 0 };
    sets.set(jwksUrl, keys);
  }
  return keys;
}

/**
 * A signature that fails against a cached key set refetches the set once, at most this often per set: enough for a
 * platform that re-keyed under the same kid (jose refetches for an unknown kid only), not a lever for anyone
 * sending forged launches to make us call the platform at will.
 */
export const KEYS_REFETCH_COOLDOWN_MS = 30_000;

/**
 * A login kept in platform storage whose launch has not brought the stored value yet: where the launch page reads
 * it (the login stays unused meanwhile). null for any other state, which the launch then checks as usual.
 */
export async function pendingStorageCheck(
  db: Database,
  form: { state: string; lti_storage_value?: string | undefined },
): Promise<StorageExchange | null> {
  if (form.lti_storage_value !== undefined) return null;
  const [row] = await db
    .select({ target: ltiLogins.storage_target, authUrl: ltiPlatforms.auth_url })
    .from(ltiLogins)
    .innerJoin(ltiPlatforms, eq(ltiPlatforms.id, ltiLogins.platform_id))
    .where(and(eq(ltiLogins.state, form.state), gt(ltiLogins.expires_at, new Date())));
  if (!row?.target) return null;
  return { target: row.target, origin: new URL(row.authUrl).origin, key: storageKey(form.state) };
}

const sameSecret = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, "utf8"), Buffer.from(b, "utf8"));

/**
 * The state's login, consumed: a state is good for one launch, within LOGIN_TTL_MS of its login; a login kept in
 * platform storage also needs the value the launch page read back from there.
 */
async function consumeLogin(db: Database, state: string, storageValue: string | undefined) {
  const [login] = await db
    .delete(ltiLogins)
    .where(and(eq(ltiLogins.state, state), gt(ltiLogins.expires_at, new Date())))
    .returning();
  if (!login) throw new LtiError("unknown_state");
  if (login.storage_secret && !sameSecret(storageValue ?? "", login.storage_secret))
    throw new LtiError("storage_state");
  const [platform] = await db.select().from(ltiPlatforms).where(eq(ltiPlatforms.id, login.platform_id));
  if (!platform) throw new LtiError("unknown_state");
  return { login, platform };
}

/** The key set could not be had: no answer, not a JSON Web Key Set, or no key with the token's kid in it. */
function keySetUnavailable(error: unknown): boolean {
  if (error instanceof joseErrors.JWKSTimeout || error instanceof joseErrors.JWKSInvalid) return true;
  if (error instanceof joseErrors.JWKSNoMatchingKey) return true;
  // jose's generic errors of the fetch: "Expected 200 OK from the JSON Web Key Set HTTP response", "Failed to
  // parse the JSON Web Key Set HTTP response as JSON".
  if (error instanceof joseErrors.JOSEError) return /JSON Web Key Set/.test(error.message);
  // Anything else is the fetch's own failure (refused connection, unknown name, TLS…).
  return true;
}

/** jose's refusals, named as the admin knows them. */
function refusalOf(error: unknown, jwksUrl: string): LtiError {
  if (error instanceof OutboundRefused) return new LtiError("private_keys");
  if (error instanceof joseErrors.JWTExpired) return new LtiError("expired");
  if (error instanceof joseErrors.JWTClaimValidationFailed) {
    if (error.claim === "iss") return new LtiError("wrong_issuer");
    if (error.claim === "aud") return new LtiError("wrong_audience");
    if (error.claim === "iat" || error.claim === "nbf") return new LtiError("expired");
  }
  if (keySetUnavailable(error)) return new LtiError("keys_unavailable", { url: jwksUrl });
  return new LtiError("bad_signature");
}

async function verifyIdToken(
  send: OutboundFetch,
  idToken: string,
  platform: { issuer: string; client_id: string; jwks_url: string },
) {
  const keys = platformKeys(send, platform.jwks_url);
  const verify = () =>
    jwtVerify(idToken, keys.set, {
      issuer: platform.issuer,
      audience: platform.client_id,
      algorithms: ["RS256"],
      requiredClaims: ["exp", "iat", "sub", "nonce"],
      clockTolerance: 30,
    });
  let payload: JWTPayload;
  try {
    ({ payload } = await verify());
  } catch (error) {
    const now = Date.now();
    if (!(error instanceof joseErrors.JWSSignatureVerificationFailed) || now - keys.forcedAt < KEYS_REFETCH_COOLDOWN_MS)
      throw refusalOf(error, platform.jwks_url);
    // The cached set may be older than the platform's key under this kid: ask once more, then decide.
    keys.forcedAt = now;
    try {
      await keys.set.reload();
      ({ payload } = await verify());
    } catch (again) {
      throw refusalOf(again, platform.jwks_url);
    }
  }
  // OIDC core 3.1.3.7: with several audiences the token must name us as its authorised party.
  const multiple = Array.isArray(payload.aud) && payload.aud.length > 1;
  if ((multiple || payload.azp !== undefined) && payload.azp !== platform.client_id)
    throw new LtiError("wrong_audience");
  return payload as JWTPayload & Record<string, unknown>;
}

/** A verified message: its platform and its claims. */
export interface VerifiedMessage {
  platform: LtiPlatformRow;
  payload: JWTPayload & Record<string, unknown>;
  sub: string;
}

/**
 * What every launch (resource link or deep linking) must pass: the state's login consumed, the id_token verified
 * against the platform's keys and claims, its nonce the login's, its deployment registered, LTI 1.3.0, a `sub`.
 */
export async function verifyMessage(
  db: Database,
  send: OutboundFetch,
  form: { id_token: string; state: string; lti_storage_value?: string | undefined },
  messageTypes: readonly string[],
): Promise<VerifiedMessage> {
  const { login, platform } = await consumeLogin(db, form.state, form.lti_storage_value);
  const payload = await verifyIdToken(send, form.id_token, platform);
  if (payload.nonce !== login.nonce) throw new LtiError("nonce");
  const deployment = payload[CLAIM.deploymentId];
  if (typeof deployment !== "string" || !platform.deployment_ids.includes(deployment))
    throw new LtiError("unknown_deployment");
  const type = payload[CLAIM.messageType];
  if (typeof type !== "string" || !messageTypes.includes(type) || payload[CLAIM.version] !== "1.3.0")
    throw new LtiError("wrong_message");
  const sub = payload.sub;
  if (!sub || sub.length > 255) throw new LtiError("bad_request");
  return { platform, payload, sub };
}

export interface VerifiedLaunch {
  url: string;
  purpose: "player" | "builder";
  courseId: number;
  integrationId: number;
  learnerId: number | null;
}

/**
 * A resource link launch: the user made (or found) an integration learner stable on (platform, sub), and the
 * answer the address of the player (learners) or the builder (instructors) carrying a launch of the course.
 */
export async function resourceLinkLaunch(
  db: Database,
  signer: Signer,
  publicUrl: string,
  message: VerifiedMessage,
  now = Date.now(),
): Promise<VerifiedLaunch> {
  const { platform, payload, sub } = message;
  const courseId = targetCourseId(payload[CLAIM.custom], payload[CLAIM.targetLinkUri]);
  if (courseId === null) throw new LtiError("unknown_course");
  const [found] = await db
    .select({ course: courses.id, revoked: apiIntegrations.revoked_at })
    .from(courses)
    .innerJoin(apiIntegrations, eq(apiIntegrations.id, platform.integration_id))
    .where(and(eq(courses.id, courseId), eq(courses.user_id, platform.user_id)));
  if (!found || found.revoked) throw new LtiError("unknown_course");

  const purpose = isInstructor(payload[CLAIM.roles]) ? "builder" : "player";
  await rememberContext(db, publicUrl, message, courseId);
  let learnerId: number | null = null;
  if (purpose === "player") {
    // The learner exists before the player redeems its launch, so the name the platform sent is theirs at once.
    const name = displayName(payload);
    learnerId = await db.transaction(async (tx) => {
      const learner = await ensureIntegrationLearner(tx, platform.integration_id, sub);
      if (name && learner.name !== name) await tx.update(users).set({ name }).where(eq(users.id, learner.id));
      return learner.id;
    });
    await rememberGradeLink(db, publicUrl, message, learnerId, courseId);
  }
  const seconds = purpose === "builder" ? BUILDER_TOKEN_SECONDS : PLAYER_TOKEN_MAX_SECONDS;
  const launch = createLaunchToken(signer, {
    purpose,
    integrationId: platform.integration_id,
    courseId,
    exp: Math.floor(now / 1000) + seconds,
    integrationUserId: sub,
  });
  const params = purpose === "player" ? { integration_user_id: sub, launch } : { launch, integration_user_id: sub };
  return {
    url: launchUrl(publicUrl, courseId, purpose, params),
    purpose,
    courseId,
    integrationId: platform.integration_id,
    learnerId,
  };
}
