// The LTI 1.3 tool's rows of the authorisation matrix (http/authorizationMatrix.test.ts). Registrations are a
// creator's own, like API integrations; the platform-facing addresses (JWKS, login, launch) answer anyone, as
// the platform and the learner's browser call them without a sign-in (what proves who they are is the id_token).
import { eq } from "drizzle-orm";
import { ltiContexts, ltiPlatforms } from "../db/schema";
import { buildPlatform, platformRequest } from "../modules/lti/testing";
import type { Call, Entry, Expected, Fixtures } from "./authorizationFixtures";

const S = "scope";
const OWNED: Expected = [401, 403, 403, 200, S, S];
const CREATORS: Expected = [401, 403, 200, 200, S, S];
const EVERYONE = (status: number): Expected => [status, status, status, status, status, status];

const get = (url: string): Call => ({ url });
const ownerId = async (f: Fixtures) => (await f.caller("owner")).user?.id ?? 0;
const form = (url: string, fields: Record<string, string>): Call => ({
  url,
  payload: new URLSearchParams(fields).toString(),
  headers: { "content-type": "application/x-www-form-urlencoded" },
});
const loginFields = async (f: Fixtures) => {
  const platform = await buildPlatform(f.t.db, await ownerId(f));
  return { iss: platform.issuer, client_id: platform.client_id, login_hint: "matrix", target_link_uri: "x" };
};

/**
 * An LMS context of the owner's platform that opened the owner's course. Its platform answers nowhere (a closed
 * port): the owner passes the authorisation and hears that the LMS did not give the roster (502).
 */
const ownerContext = async (f: Fixtures) => {
  const platform = await buildPlatform(f.t.db, await ownerId(f));
  await f.t.db
    .update(ltiPlatforms)
    .set({ token_url: "http://127.0.0.1:9/token" })
    .where(eq(ltiPlatforms.id, platform.id));
  const [row] = await f.t.db
    .insert(ltiContexts)
    .values({
      platform_id: platform.id,
      course_id: f.courseId,
      context_id: `matrix-${platform.id}`,
      memberships_url: "http://127.0.0.1:9/memberships",
    })
    .returning();
  return row?.id ?? 0;
};

export const LTI_ENTRIES: Entry[] = [
  { route: "GET /api/reports/lti_rosters", call: () => get("/api/reports/lti_rosters"), expect: CREATORS },
  {
    route: "GET /api/reports/lti_rosters/:id",
    call: async (f) => get(`/api/reports/lti_rosters/${await ownerContext(f)}`),
    expect: [401, 403, 403, 502, S, S],
  },
  { route: "GET /api/lti/tool", call: () => get("/api/lti/tool"), expect: CREATORS },
  { route: "GET /api/lti/platforms", call: () => get("/api/lti/platforms"), expect: CREATORS },
  {
    route: "POST /api/lti/platforms",
    call: () => ({ url: "/api/lti/platforms", payload: platformRequest() }),
    expect: [401, 403, 201, 201, S, S],
  },
  {
    route: "GET /api/lti/platforms/:id",
    call: async (f) => get(`/api/lti/platforms/${(await buildPlatform(f.t.db, await ownerId(f))).id}`),
    expect: OWNED,
  },
  {
    route: "PUT /api/lti/platforms/:id",
    call: async (f) => ({
      url: `/api/lti/platforms/${(await buildPlatform(f.t.db, await ownerId(f))).id}`,
      payload: platformRequest(),
    }),
    expect: OWNED,
  },
  {
    route: "DELETE /api/lti/platforms/:id",
    call: async (f) => ({ url: `/api/lti/platforms/${(await buildPlatform(f.t.db, await ownerId(f))).id}` }),
    expect: OWNED,
  },
  { route: "GET /lti/jwks", call: () => get("/lti/jwks"), expect: EVERYONE(200) },
  {
    route: "GET /lti/login",
    call: async (f) => get(`/lti/login?${new URLSearchParams(await loginFields(f))}`),
    expect: EVERYONE(302),
  },
  { route: "POST /lti/login", call: async (f) => form("/lti/login", await loginFields(f)), expect: EVERYONE(302) },
  {
    route: "POST /lti/launch",
    call: () => form("/lti/launch", { id_token: "not-a-token", state: "unknown" }),
    expect: EVERYONE(400),
  },
  {
    route: "POST /lti/deep_link",
    call: () => form("/lti/deep_link", { context: "forged.context", course_id: "1" }),
    expect: EVERYONE(400),
  },
];
