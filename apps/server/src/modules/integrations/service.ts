import { INTEGRATIONS_PER_PAGE, type IntegrationRequest } from "@coursewright/course-model";
import { and, count, desc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/open";
import { type ApiIntegrationRow, accessTokens, apiIntegrations } from "../../db/schema";
import { errors } from "../../http/errors";
import { authorize, policies } from "../../http/policies";
import { forgetSessionToken } from "../auth/sessionCache";
import { newClientId, newClientSecret } from "./credentials";

/** The creator's API integrations in use (revoked ones are gone for them), newest first. */
export async function listIntegrations(db: Database, userId: number, page: number) {
  const where = and(
    eq(apiIntegrations.user_id, userId),
    eq(apiIntegrations.kind, "api"),
    isNull(apiIntegrations.revoked_at),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(apiIntegrations)
      .where(where)
      .orderBy(desc(apiIntegrations.created_at), desc(apiIntegrations.id))
      .limit(INTEGRATIONS_PER_PAGE)
      .offset((page - 1) * INTEGRATIONS_PER_PAGE),
    db.select({ n: count() }).from(apiIntegrations).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * The API integration, when the user may manage it: 404 when there is none (or it was revoked, or it is a SCORM
 * package's, which the export manages), 403 when it is another creator's.
 */
export async function getManagedIntegration(
  db: Database,
  user: { id: number },
  id: number,
): Promise<ApiIntegrationRow> {
  const [row] = await db.select().from(apiIntegrations).where(eq(apiIntegrations.id, id));
  if (row?.kind !== "api" || row.revoked_at) throw errors.notFound();
  authorize(policies.manageIntegration(user, row));
  return row;
}

export async function createIntegration(db: Database, userId: number, body: IntegrationRequest) {
  const { secret, hash } = newClientSecret();
  const [row] = await db
    .insert(apiIntegrations)
    .values({
      user_id: userId,
      kind: "api",
      title: body.title,
      allowed_origins: body.allowed_origins,
      client_id: newClientId(),
      secret_hash: hash,
    })
    .returning();
  if (!row) throw new Error("integration not inserted");
  return { row, secret };
}

export async function updateIntegration(db: Database, id: number, body: IntegrationRequest) {
  const [row] = await db
    .update(apiIntegrations)
    .set({ title: body.title, allowed_origins: body.allowed_origins, updated_at: sql`now()` })
    .where(eq(apiIntegrations.id, id))
    .returning();
  if (!row) throw errors.notFound();
  return row;
}

/** A new secret; the old one stops working at once (the external system must be given the new one). */
export async function regenerateSecret(db: Database, id: number) {
  const { secret, hash } = newClientSecret();
  const [row] = await db
    .update(apiIntegrations)
    .set({ secret_hash: hash, updated_at: sql`now()` })
    .where(eq(apiIntegrations.id, id))
    .returning();
  if (!row) throw errors.notFound();
  return { row, secret };
}

/**
 * Revokes the integration and, in the same transaction, every sign-in made through its launches: embedded players
 * and builders stop at their next call, the external API answers 401, learners and their progress stay for reports.
 */
export async function revokeIntegration(db: Database, id: number): Promise<void> {
  const tokenIds = await db.transaction(async (tx) => {
    const now = new Date();
    await tx.update(apiIntegrations).set({ revoked_at: now, updated_at: now }).where(eq(apiIntegrations.id, id));
    const revoked = await tx
      .update(accessTokens)
      .set({ revoked_at: now })
      .where(and(eq(accessTokens.integration_id, id), isNull(accessTokens.revoked_at)))
      .returning({ id: accessTokens.id });
    return revoked.map((token) => token.id);
  });
  for (const tokenId of tokenIds) forgetSessionToken(tokenId);
}
