// Factories for the LTI tests.
import { randomUUID } from "node:crypto";
import type { Database } from "../../db/open";
import { apiIntegrations, type LtiPlatformRow, ltiPlatforms } from "../../db/schema";

/** A registered platform (and its integration) straight into the tables, with a client id of its own. */
export async function buildPlatform(db: Database, userId: number): Promise<LtiPlatformRow> {
  const [integration] = await db
    .insert(apiIntegrations)
    .values({ user_id: userId, kind: "lti", title: "Moodle", allowed_origins: ["https://lms.example.edu"] })
    .returning();
  if (!integration) throw new Error("no integration");
  const [row] = await db
    .insert(ltiPlatforms)
    .values({
      user_id: userId,
      integration_id: integration.id,
      title: "Moodle",
      issuer: "https://lms.example.edu",
      client_id: `client-${randomUUID()}`,
      deployment_ids: ["1"],
      auth_url: "https://lms.example.edu/mod/lti/auth.php",
      token_url: "https://lms.example.edu/mod/lti/token.php",
      jwks_url: "https://lms.example.edu/mod/lti/certs.php",
    })
    .returning();
  if (!row) throw new Error("no platform");
  return row;
}

/** A registration request for a platform nobody registered yet. */
export const platformRequest = (overrides: Record<string, unknown> = {}) => ({
  title: "Moodle",
  issuer: "https://lms.example.edu",
  client_id: `client-${randomUUID()}`,
  deployment_ids: ["1"],
  auth_url: "https://lms.example.edu/mod/lti/auth.php",
  token_url: "https://lms.example.edu/mod/lti/token.php",
  jwks_url: "https://lms.example.edu/mod/lti/certs.php",
  ...overrides,
});
