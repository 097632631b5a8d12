// Factories for the integration tests.
import { eq } from "drizzle-orm";
import type { Database } from "../../db/open";
import { type ApiIntegrationRow, apiIntegrations } from "../../db/schema";
import { getSigner } from "../../http/signing";
import { hashSecret } from "../auth/secrets";
import { createLaunchToken, type LaunchClaims } from "./launchTokens";

let sequence = 0;

/** An integration straight into the table; the answer carries its secret too. */
export async function buildIntegration(
  db: Database,
  userId: number,
  overrides: Partial<typeof apiIntegrations.$inferInsert> = {},
): Promise<ApiIntegrationRow & { secret: string }> {
  const secret = `secret-${++sequence}-${Math.random().toString(36).slice(2)}`;
  const [row] = await db
    .insert(apiIntegrations)
    .values({
      user_id: userId,
      kind: "api",
      title: "LMS",
      client_id: `client-${sequence}-${Math.random().toString(36).slice(2, 8)}`,
      secret_hash: hashSecret(secret),
      allowed_origins: ["https://lms.example.com"],
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("no integration");
  return { ...row, secret };
}

export async function revokeIntegrationRow(db: Database, id: number): Promise<void> {
  await db.update(apiIntegrations).set({ revoked_at: new Date() }).where(eq(apiIntegrations.id, id));
}

/** A signed launch, an hour long unless the claims say otherwise. */
export async function launchFor(
  db: Database,
  claims: Partial<LaunchClaims> & Pick<LaunchClaims, "integrationId" | "courseId">,
): Promise<string> {
  return createLaunchToken(await getSigner(db), {
    purpose: "player",
    exp: Math.floor(Date.now() / 1000) + 3600,
    integrationUserId: "lms-user-1",
    ...claims,
  });
}
