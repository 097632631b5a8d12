import type { ApiIntegration, ApiIntegrationWithSecret, Paginated } from "@coursewright/course-model";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accessTokens, apiIntegrations } from "../../db/schema";
import { bearer, forEachDatabase } from "../../test/context";
import { hashSecret } from "../auth/secrets";
import { buildCourse } from "../courses/testing";
import { buildIntegration, launchFor } from "./testing";

const ORIGINS = ["https://lms.example.com", "http://localhost:8080"];

forEachDatabase("creator API /api/integrations", (t) => {
  const creator = () => t.createUser({ creator: true });
  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, token?: string, payload?: object) =>
    t.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  const create = async (token: string, body: object = { title: "Moodle", allowed_origins: ORIGINS }) => {
    const res = await call("POST", "/api/integrations", token, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data as ApiIntegrationWithSecret;
  };

  describe("POST /api/integrations", () => {
    it("answers the client id and the secret once, and keeps only the secret's hash", async () => {
      const { token } = await creator();
      const data = await create(token);
      expect(data).toEqual({
        id: expect.any(Number),
        title: "Moodle",
        client_id: expect.stringMatching(/^cw_[A-Za-z0-9_-]{22}$/),
        client_secret: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        allowed_origins: ORIGINS,
        last_used_at: null,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      });
      const [row] = await t.db.select().from(apiIntegrations).where(eq(apiIntegrations.id, data.id));
      expect(row?.secret_hash).toBe(hashSecret(data.client_secret));
      const read = await call("GET", `/api/integrations/${data.id}`, token);
      expect(read.json().data).not.toHaveProperty("client_secret");
    });

    it("lets any signed-in user create one (spec 6), and nobody signed out", async () => {
      const learner = await t.createUser();
      await create(learner.token, { title: "Mine", allowed_origins: [] });
      expect((await call("POST", "/api/integrations", undefined, { title: "x", allowed_origins: [] })).statusCode).toBe(
        401,
      );
    });

    it("normalises origins and refuses paths, other schemes and blank titles with 422", async () => {
      const { token } = await creator();
      const data = await create(token, {
        title: "  LMS  ",
        allowed_origins: ["HTTPS://LMS.Example.com:443/", "https://lms.example.com", "http://10.0.0.1:3000"],
      });
      expect(data.title).toBe("LMS");
      expect(data.allowed_origins).toEqual(["https://lms.example.com", "http://10.0.0.1:3000"]);
      const res = await call("POST", "/api/integrations", token, {
        title: " ",
        allowed_origins: ["https://lms.example.com/path", "ftp://lms.example.com", "lms.example.com", "https://a@b.c"],
      });
      expect(res.statusCode).toBe(422);
      const { errors } = res.json();
      expect(Object.keys(errors).sort()).toEqual([
        "allowed_origins.0",
        "allowed_origins.1",
        "allowed_origins.2",
        "allowed_origins.3",
        "title",
      ]);
      expect(errors["allowed_origins.0"][0]).toContain("https://lms.example.com");
    });
  });

  describe("GET /api/integrations", () => {
    it("pages the creator's own integrations 12 at a time, newest first, without revoked or SCORM ones", async () => {
      const { user, token } = await creator();
      const other = await creator();
      await buildIntegration(t.db, other.user.id, { title: "Not mine" });
      const { course } = await buildCourse(t.db, user.id);
      await buildIntegration(t.db, user.id, { kind: "scorm", course_id: course.id, scorm_version: "1.2" });
      await buildIntegration(t.db, user.id, { title: "Revoked", revoked_at: new Date() });
      for (let i = 0; i < 13; i++) {
        await buildIntegration(t.db, user.id, { title: `LMS ${i}`, created_at: new Date(Date.UTC(2026, 0, i + 1)) });
      }
      const res = await call("GET", "/api/integrations", token);
      expect(res.statusCode).toBe(200);
      const body: Paginated<ApiIntegration> = res.json();
      expect(body.data.map((row) => row.title)).toEqual(Array.from({ length: 12 }, (_, i) => `LMS ${12 - i}`));
      expect(body.meta).toEqual({ current_page: 1, last_page: 2, per_page: 12, total: 13 });
      expect(body.links.next).toBe("/api/integrations?page=2");
      const second: Paginated<ApiIntegration> = (await call("GET", body.links.next ?? "", token)).json();
      expect(second.data.map((row) => row.title)).toEqual(["LMS 0"]);
    });

    it("needs create_course to list, read or change", async () => {
      const learner = await t.createUser();
      const own = await create(learner.token, { title: "Mine", allowed_origins: [] });
      expect((await call("GET", "/api/integrations", learner.token)).statusCode).toBe(403);
      expect((await call("GET", `/api/integrations/${own.id}`, learner.token)).statusCode).toBe(403);
      expect((await call("DELETE", `/api/integrations/${own.id}`, learner.token)).statusCode).toBe(403);
    });
  });

  describe("one integration", () => {
    it("answers 403 for another creator's and 404 for a missing one", async () => {
      const owner = await creator();
      const stranger = await creator();
      const integration = await create(owner.token);
      const body = { title: "Taken", allowed_origins: [] };
      for (const [method, suffix, payload] of [
        ["GET", "", undefined],
        ["PUT", "", body],
        ["POST", "/regenerate_secret", undefined],
        ["DELETE", "", undefined],
      ] as const) {
        expect(
          (await call(method, `/api/integrations/${integration.id}${suffix}`, stranger.token, payload)).statusCode,
        ).toBe(403);
        expect((await call(method, `/api/integrations/999999${suffix}`, owner.token, payload)).statusCode).toBe(404);
      }
      expect((await call("GET", `/api/integrations/${integration.id}`, owner.token)).json().data.title).toBe("Moodle");
    });

    it("changes the title and the origins", async () => {
      const { token } = await creator();
      const integration = await create(token);
      const res = await call("PUT", `/api/integrations/${integration.id}`, token, {
        title: "Canvas",
        allowed_origins: ["https://canvas.example.edu"],
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ title: "Canvas", allowed_origins: ["https://canvas.example.edu"] });
      expect((await call("PUT", `/api/integrations/${integration.id}`, token, { title: "x" })).statusCode).toBe(422);
    });

    it("regenerates the secret: a new one shown once, the old one no longer stored", async () => {
      const { token } = await creator();
      const integration = await create(token);
      const res = await call("POST", `/api/integrations/${integration.id}/regenerate_secret`, token);
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      expect(data.client_id).toBe(integration.client_id);
      expect(data.client_secret).not.toBe(integration.client_secret);
      const [row] = await t.db.select().from(apiIntegrations).where(eq(apiIntegrations.id, integration.id));
      expect(row?.secret_hash).toBe(hashSecret(data.client_secret));
      const external = (secret: string) =>
        t.inject({
          method: "GET",
          url: "/api/external/v1/courses",
          headers: { authorization: `Basic ${Buffer.from(`${integration.client_id}:${secret}`).toString("base64")}` },
        });
      expect((await external(integration.client_secret)).statusCode).toBe(401);
      expect((await external(data.client_secret)).statusCode).toBe(200);
      // The list says when the credentials were last used.
      const read = await call("GET", `/api/integrations/${integration.id}`, token);
      expect(read.json().data.last_used_at).toEqual(expect.any(String));
    });

    it("revokes: gone from the list, its launches refused and every sign-in made through it ended", async () => {
      const { user, token } = await creator();
      const integration = await create(token);
      const { course } = await buildCourse(t.db, user.id);
      const launch = await launchFor(t.db, { integrationId: integration.id, courseId: course.id });
      const redeemed = await t.inject({ method: "POST", url: "/api/integration_launches/redeem", payload: { launch } });
      const learnerToken = redeemed.json().data.access_token;
      expect((await call("GET", "/api/user", learnerToken)).statusCode).toBe(200);

      const res = await call("DELETE", `/api/integrations/${integration.id}`, token);
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe("The integration was revoked.");
      expect((await call("GET", "/api/user", learnerToken)).statusCode).toBe(401);
      expect((await call("GET", `/api/integrations/${integration.id}`, token)).statusCode).toBe(404);
      expect((await call("GET", "/api/integrations", token)).json().data).toEqual([]);
      const again = await t.inject({ method: "POST", url: "/api/integration_launches/redeem", payload: { launch } });
      expect(again.statusCode).toBe(404);
      const tokens = await t.db.select().from(accessTokens).where(eq(accessTokens.integration_id, integration.id));
      expect(tokens.every((row) => row.revoked_at !== null)).toBe(true);
      // The creator's own sign-in is untouched.
      expect((await call("GET", "/api/user", token)).statusCode).toBe(200);
    });
  });
});
