import type { ExternalCourse, Launch, Paginated } from "@coursewright/course-model";
import { describe, expect, it } from "vitest";
import { bearer, forEachDatabase, type TestContext } from "../../test/context";
import { buildCourse } from "../courses/testing";
import { buildIntegration, revokeIntegrationRow } from "./testing";

const basic = (clientId: string | null, secret: string) => ({
  authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString("base64")}`,
});

/** A creator with two courses, an integration of theirs, and another creator's course. */
async function setup(t: TestContext) {
  const creator = await t.createUser({ creator: true });
  const first = await buildCourse(t.db, creator.user.id, { title: "First", pages: 2, blocksPerPage: 1 });
  const second = await buildCourse(t.db, creator.user.id, {
    title: "Second",
    updatedAt: new Date(Date.UTC(2026, 0, 1)),
  });
  const integration = await buildIntegration(t.db, creator.user.id);
  const stranger = await t.createUser({ creator: true });
  const foreign = await buildCourse(t.db, stranger.user.id, { title: "Foreign" });
  const auth = basic(integration.client_id, integration.secret);
  return { creator, first, second, integration, foreign, auth };
}

forEachDatabase("external API /api/external/v1", (t) => {
  const get = (url: string, headers: Record<string, string>) => t.inject({ method: "GET", url, headers });
  const launch = (headers: Record<string, string>, payload: object) =>
    t.inject({ method: "POST", url: "/api/external/v1/launches", headers, payload });

  describe("authentication", () => {
    it("answers 401 invalid_client to missing, unknown, wrong or revoked credentials", async () => {
      const { integration, auth } = await setup(t);
      expect((await get("/api/external/v1/courses", auth)).statusCode).toBe(200);
      const refused = [
        {},
        { authorization: "Basic !!!" },
        basic("cw_unknown", integration.secret),
        basic(integration.client_id, `${integration.secret}x`),
        bearer(integration.secret),
      ];
      for (const headers of refused) {
        const res = await get("/api/external/v1/courses", headers);
        expect(res.statusCode).toBe(401);
        expect(res.json().error).toBe("invalid_client");
      }
      await revokeIntegrationRow(t.db, integration.id);
      expect((await get("/api/external/v1/courses", auth)).statusCode).toBe(401);
    });

    it("refuses a SCORM package's integration, which has no secret", async () => {
      const { creator, first } = await setup(t);
      const scorm = await buildIntegration(t.db, creator.user.id, { kind: "scorm", course_id: first.course.id });
      expect((await get("/api/external/v1/courses", basic(scorm.client_id, scorm.secret))).statusCode).toBe(401);
    });
  });

  describe("GET /api/external/v1/courses", () => {
    it("lists the owner's courses, last edited first", async () => {
      const { auth } = await setup(t);
      const res = await get("/api/external/v1/courses", auth);
      const body: Paginated<ExternalCourse> = res.json();
      expect(body.data.map((course) => course.title)).toEqual(["First", "Second"]);
      expect(body.data[0]).toEqual({
        id: expect.any(Number),
        title: "First",
        description: null,
        updated_at: expect.any(String),
      });
      expect(body.meta).toMatchObject({ total: 2, per_page: 50 });
    });
  });

  describe("POST /api/external/v1/launches", () => {
    it("answers an LMS-mode player URL with a launch that redeems for that user", async () => {
      const { first, auth } = await setup(t);
      const before = Date.now();
      const res = await launch(auth, { course_id: first.course.id, integration_user_id: "student 42" });
      expect(res.statusCode, res.body).toBe(201);
      const data: Launch = res.json().data;
      const url = new URL(data.url);
      expect(`${url.origin}${url.pathname}`).toBe(`http://app.test/coursePlayer/${first.course.id}`);
      expect(Object.fromEntries(url.searchParams)).toEqual({
        progress_mode: "lms",
        integration_user_id: "student 42",
        launch: data.launch,
      });
      const seconds = (Date.parse(data.expires_at) - before) / 1000;
      expect(seconds).toBeGreaterThan(3590);
      expect(seconds).toBeLessThanOrEqual(3601);
      const redeemed = await t.inject({
        method: "POST",
        url: "/api/integration_launches/redeem",
        payload: { launch: data.launch },
      });
      expect(redeemed.json().data.integration_user_id).toBe("student 42");
    });

    it("makes builder launches and honours expires_in_seconds within 60..86400", async () => {
      const { first, auth } = await setup(t);
      const res = await launch(auth, {
        course_id: first.course.id,
        integration_user_id: "author-1",
        purpose: "builder",
        expires_in_seconds: 60,
      });
      const data: Launch = res.json().data;
      const url = new URL(data.url);
      expect(url.pathname).toBe(`/courseBuilder/${first.course.id}`);
      expect(url.searchParams.get("progress_mode")).toBeNull();
      expect([...url.searchParams.keys()]).toEqual(["launch", "integration_user_id"]);
      expect(url.searchParams.get("integration_user_id")).toBe("author-1");
      expect(Date.parse(data.expires_at) - Date.now()).toBeLessThanOrEqual(60_000);
      for (const expires_in_seconds of [59, 86_401, 1.5]) {
        const bad = await launch(auth, { course_id: first.course.id, integration_user_id: "a", expires_in_seconds });
        expect(bad.statusCode).toBe(422);
        expect(Object.keys(bad.json().errors)).toEqual(["expires_in_seconds"]);
      }
      expect((await launch(auth, { course_id: first.course.id, integration_user_id: "" })).statusCode).toBe(422);
    });

    it("answers 404 for another creator's course or a missing one", async () => {
      const { foreign, auth } = await setup(t);
      expect((await launch(auth, { course_id: foreign.course.id, integration_user_id: "u" })).statusCode).toBe(404);
      expect((await launch(auth, { course_id: 999_999, integration_user_id: "u" })).statusCode).toBe(404);
    });
  });

  describe("GET /api/external/v1/progress", () => {
    it("answers a user's progress once they played, per integration and user", async () => {
      const { creator, first, integration, auth } = await setup(t);
      const progressUrl = (user: string) =>
        `/api/external/v1/progress?course_id=${first.course.id}&integration_user_id=${encodeURIComponent(user)}`;
      expect((await get(progressUrl("u-1"), auth)).statusCode).toBe(404);

      const made: Launch = (await launch(auth, { course_id: first.course.id, integration_user_id: "u-1" })).json().data;
      const session = (
        await t.inject({ method: "POST", url: "/api/integration_launches/redeem", payload: { launch: made.launch } })
      ).json().data;
      const learner = bearer(session.access_token);
      const row = (
        await t.inject({
          method: "GET",
          url: `/api/course_player/get_progress/${first.course.id}?share_id=${session.share_id}`,
          headers: learner,
        })
      ).json().data;
      const pageIds = first.pages.map((page) => page.id);
      await t.inject({
        method: "POST",
        url: `/api/course_player/update_progress/${row.id}`,
        headers: learner,
        payload: {
          current_page_id: pageIds[1],
          completed: true,
          passed: true,
          pass_percent: 100,
          met_display_conditions: [],
          current_attempt_number: 0,
          desired_pages_order: pageIds,
          pages_progresses: pageIds.map((page_id) => ({ page_id, completed: true, finish_limit: null })),
          blocks_progresses: first.blocks.map((block) => ({ block_id: block.id, completed: true })),
        },
      });

      const res = await get(progressUrl("u-1"), auth);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({
        course_id: first.course.id,
        integration_user_id: "u-1",
        completed: true,
        passed: true,
        pass_percent: 100,
        attempt: 0,
        updated_at: expect.any(String),
      });
      expect((await get(progressUrl("u-2"), auth)).statusCode).toBe(404);
      // Another integration of the same creator does not see this integration's learners.
      const other = await buildIntegration(t.db, creator.user.id);
      expect((await get(progressUrl("u-1"), basic(other.client_id, other.secret))).statusCode).toBe(404);
      expect(integration.id).not.toBe(other.id);
    });
  });

  it("is described in the OpenAPI document with HTTP Basic security", async () => {
    const doc = (await t.inject({ method: "GET", url: "/api/docs/json" })).json();
    expect(doc.components.securitySchemes.basic).toEqual({ type: "http", scheme: "basic" });
    for (const [path, method] of [
      ["/api/external/v1/courses", "get"],
      ["/api/external/v1/launches", "post"],
      ["/api/external/v1/progress", "get"],
    ] as const) {
      expect(doc.paths[path][method].security).toEqual([{ basic: [] }]);
      expect(doc.paths[path][method].tags).toEqual(["external API"]);
    }
    expect(doc.paths["/api/integrations"].post.security).toEqual([{ bearer: [] }]);
    expect(doc.paths["/api/integration_launches/redeem"].post.summary).toContain("Redeem");
  });
});

forEachDatabase(
  "external API failed sign-ins",
  (t) => {
    const courses = (headers: Record<string, string>) =>
      t.inject({ method: "GET", url: "/api/external/v1/courses", headers });

    it("answers 429 to the attacked client id after the allowed failures of a minute, and counts no successes", async () => {
      const { integration, auth } = await setup(t);
      for (let i = 0; i < 5; i++) expect((await courses(auth)).statusCode).toBe(200);
      const wrong = basic(integration.client_id, "guess");
      for (let i = 0; i < 3; i++) expect((await courses(wrong)).statusCode).toBe(401);
      const blocked = await courses(wrong);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error).toBe("too_many_requests");
      expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    });

    it("never refuses a correct credential because of failures against other client ids from the same address", async () => {
      const { integration, auth } = await setup(t);
      const other = await setup(t);
      const attacked = basic(other.integration.client_id, "guess");
      for (let i = 0; i < 12; i++) expect([401, 429]).toContain((await courses(attacked)).statusCode);
      expect((await courses(attacked)).statusCode).toBe(429);
      // Unknown, malformed and missing client ids fail too, each under its own counter.
      for (let i = 0; i < 12; i++) {
        await courses(basic("cw_unknownunknownunknown1", "guess"));
        await courses(basic("not-a-client-id", "guess"));
        await courses({});
      }
      expect((await courses(auth)).statusCode).toBe(200);
      expect((await courses(basic(integration.client_id, `${integration.secret}x`))).statusCode).toBe(401);
      // The attacked pair stays blocked, even with the right secret, until the minute is over.
      expect((await courses(other.auth)).statusCode).toBe(429);
    });
  },
  { env: { RATE_LIMIT_AUTH_MAX: "3" } },
);
