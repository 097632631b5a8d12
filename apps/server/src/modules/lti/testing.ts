// Factories for the LTI tests.
import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import type { Database } from "../../db/open";
import { apiIntegrations, type LtiPlatformRow, ltiPlatforms } from "../../db/schema";
import { bearer, type TestContext } from "../../test/context";
import { buildCourse } from "../courses/testing";
import type { TestPlatform } from "./testPlatform";

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

/** The platform-facing flows the LTI tests drive: register the test platform, log in, launch. */
export function ltiFlows(t: TestContext, platform: () => TestPlatform) {
  /** A creator with a course and the test platform registered. */
  const setup = async (p: TestPlatform = platform()) => {
    // Issuer and client id name one platform: each registration here is a new client of the platform.
    p.clientId = `client-${randomUUID()}`;
    const creator = await t.createUser({ creator: true });
    const { course } = await buildCourse(t.db, creator.user.id, { pages: 1 });
    const res = await t.inject({
      method: "POST",
      url: "/api/lti/platforms",
      headers: bearer(creator.token),
      payload: {
        title: "Moodle",
        issuer: p.issuer,
        client_id: p.clientId,
        deployment_ids: [p.deploymentId],
        auth_url: p.authUrl,
        token_url: p.tokenUrl,
        jwks_url: p.jwksUrl,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return { creator, course, registered: res.json().data };
  };

  /** The platform starts a login; the answer's redirect carries the state and nonce. */
  const login = async (p: TestPlatform = platform()) => {
    const res = await t.inject({
      method: "POST",
      url: "/lti/login",
      payload: new URLSearchParams({
        iss: p.issuer,
        login_hint: "hint-1",
        target_link_uri: "http://app.test/lti/launch",
        lti_message_hint: "message-hint-1",
        client_id: p.clientId,
        lti_deployment_id: p.deploymentId,
      }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(res.statusCode, res.body).toBe(302);
    const location = new URL(res.headers.location as string);
    return {
      location,
      state: location.searchParams.get("state") ?? "",
      nonce: location.searchParams.get("nonce") ?? "",
    };
  };

  const launch = (idToken: string, state: string, language = "en") =>
    t.inject({
      method: "POST",
      url: "/lti/launch",
      payload: new URLSearchParams({ id_token: idToken, state }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded", "accept-language": language },
    });

  return { setup, login, launch };
}

/** A refusal page with this title, framable inside the LMS. */
export function expectRefused(
  res: { statusCode: number; headers: Record<string, unknown>; body: string },
  title: string,
) {
  expect(res.statusCode).toBe(400);
  expect(res.headers["content-type"]).toMatch(/^text\/html/);
  expect(res.body).toContain(`<h1>${title}</h1>`);
  expect(res.headers["x-frame-options"]).toBeUndefined();
}
