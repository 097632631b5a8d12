import type { LtiPlatform, LtiPlatformRequest } from "@coursewright/course-model";
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/open";
import { accessTokens, apiIntegrations, type LtiPlatformRow, ltiPlatforms } from "../../db/schema";
import { errors, isUniqueViolation, ValidationError } from "../../http/errors";
import { authorize, policies } from "../../http/policies";
import { forgetSessionToken } from "../auth/sessionCache";
import { deliveryCause } from "../xapi/deliveryCause";

/** The most platforms one creator registers (the list has no pages). */
export const LTI_PLATFORMS_MAX = 100;

/** The origins a platform frames the tool from: its issuer's and its authorisation endpoint's. */
function platformOrigins(body: LtiPlatformRequest): string[] {
  return [...new Set([new URL(body.issuer).origin, new URL(body.auth_url).origin])];
}

const columns = (body: LtiPlatformRequest) => ({
  title: body.title,
  issuer: body.issuer.replace(/\/$/, ""),
  client_id: body.client_id,
  deployment_ids: [...new Set(body.deployment_ids)],
  auth_url: body.auth_url,
  token_url: body.token_url,
  jwks_url: body.jwks_url,
});

const ENDPOINTS = ["issuer", "auth_url", "token_url", "jwks_url"] as const;

/**
 * The server fetches the platform's keys (and will call its token endpoint): on a server answering over https
 * only https addresses are taken, so a registration cannot point it at a service on its own host. http to
 * localhost stays for development and tests, where the server itself runs on http.
 */
export function requireHttps(body: LtiPlatformRequest, publicUrl: string): void {
  if (!publicUrl.startsWith("https://")) return;
  const plain = ENDPOINTS.filter((field) => !body[field].startsWith("https://"));
  if (plain.length > 0)
    throw new ValidationError(Object.fromEntries(plain.map((field) => [field, [{ key: "lti.https_required" }]])));
}

/** Issuer and client id name one platform across all creators: a launch must find exactly one. */
function taken(error: unknown): never {
  if (isUniqueViolation(error)) throw ValidationError.field("client_id", "lti.platform_taken");
  throw error;
}

export function presentPlatform(row: LtiPlatformRow, lastUsedAt: Date | null): LtiPlatform {
  return {
    id: row.id,
    title: row.title,
    issuer: row.issuer,
    client_id: row.client_id,
    deployment_ids: row.deployment_ids,
    auth_url: row.auth_url,
    token_url: row.token_url,
    jwks_url: row.jwks_url,
    last_used_at: lastUsedAt?.toISOString() ?? null,
    last_score_sent_at: row.last_score_sent_at?.toISOString() ?? null,
    last_score_error: row.last_score_error,
    // Read as the xAPI panel reads its store's failures: the same kinds (an HTTP status with the answer's start, a
    // name not found, a refused connection, a private address…), said in words by the page.
    last_score_error_cause: deliveryCause(row.last_score_error),
    last_score_error_at: row.last_score_error_at?.toISOString() ?? null,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export async function listPlatforms(db: Database, userId: number): Promise<LtiPlatform[]> {
  const rows = await db
    .select({ platform: ltiPlatforms, used: apiIntegrations.last_used_at })
    .from(ltiPlatforms)
    .innerJoin(apiIntegrations, eq(apiIntegrations.id, ltiPlatforms.integration_id))
    .where(eq(ltiPlatforms.user_id, userId))
    .orderBy(asc(ltiPlatforms.title), asc(ltiPlatforms.id))
    .limit(LTI_PLATFORMS_MAX);
  return rows.map((row) => presentPlatform(row.platform, row.used));
}

/** The platform when the user may manage it: 404 when there is none, 403 when it is another creator's. */
export async function getManagedPlatform(db: Database, user: { id: number }, id: number) {
  const [row] = await db
    .select({ platform: ltiPlatforms, used: apiIntegrations.last_used_at })
    .from(ltiPlatforms)
    .innerJoin(apiIntegrations, eq(apiIntegrations.id, ltiPlatforms.integration_id))
    .where(eq(ltiPlatforms.id, id));
  if (!row) throw errors.notFound();
  authorize(policies.manageIntegration(user, row.platform));
  return row;
}

/** The platform and the integration its learners and sign-ins belong to, in one transaction. */
export async function createPlatform(db: Database, userId: number, body: LtiPlatformRequest) {
  const [{ n }] = (await db
    .select({ n: sql<number>`count(*)::int` })
    .from(ltiPlatforms)
    .where(eq(ltiPlatforms.user_id, userId))) as [{ n: number }];
  if (n >= LTI_PLATFORMS_MAX) throw ValidationError.field("title", "validation.too_many", { max: LTI_PLATFORMS_MAX });
  return db
    .transaction(async (tx) => {
      const [integration] = await tx
        .insert(apiIntegrations)
        .values({ user_id: userId, kind: "lti", title: body.title, allowed_origins: platformOrigins(body) })
        .returning();
      if (!integration) throw new Error("integration not inserted");
      const [row] = await tx
        .insert(ltiPlatforms)
        .values({ user_id: userId, integration_id: integration.id, ...columns(body) })
        .returning();
      if (!row) throw new Error("platform not inserted");
      return row;
    })
    .catch(taken);
}

export async function updatePlatform(db: Database, platform: LtiPlatformRow, body: LtiPlatformRequest) {
  return db
    .transaction(async (tx) => {
      await tx
        .update(apiIntegrations)
        .set({ title: body.title, allowed_origins: platformOrigins(body), updated_at: sql`now()` })
        .where(eq(apiIntegrations.id, platform.integration_id));
      const [row] = await tx
        .update(ltiPlatforms)
        .set({ ...columns(body), updated_at: sql`now()` })
        .where(eq(ltiPlatforms.id, platform.id))
        .returning();
      if (!row) throw errors.notFound();
      return row;
    })
    .catch(taken);
}

/**
 * Deletes the registration: its integration is revoked (every sign-in made through its launches ends at the next
 * call), its learners and their progress stay for reports, as when an API integration is revoked.
 */
export async function deletePlatform(db: Database, platform: LtiPlatformRow): Promise<void> {
  const tokenIds = await db.transaction(async (tx) => {
    const now = new Date();
    await tx
      .update(apiIntegrations)
      .set({ revoked_at: now, updated_at: now })
      .where(eq(apiIntegrations.id, platform.integration_id));
    const revoked = await tx
      .update(accessTokens)
      .set({ revoked_at: now })
      .where(and(eq(accessTokens.integration_id, platform.integration_id), isNull(accessTokens.revoked_at)))
      .returning({ id: accessTokens.id });
    await tx.delete(ltiPlatforms).where(eq(ltiPlatforms.id, platform.id));
    return revoked.map((token) => token.id);
  });
  for (const tokenId of tokenIds) forgetSessionToken(tokenId);
}
