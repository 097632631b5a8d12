import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, forEachDatabase } from "../test/context";
import { authenticate } from "./auth";
import { registerErrorHandler } from "./errorHandler";
import { policies, requirePermission } from "./policies";

forEachDatabase("requirePermission", (t) => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    registerErrorHandler(app);
    app.decorateRequest("session", null);
    app.get("/creators-only", { preHandler: [authenticate(t.db), requirePermission("create_course")] }, async () => ({
      ok: true,
    }));
    await app.ready();
  });
  afterAll(() => app.close());

  it("answers 401 to a guest, 403 to a learner and lets a creator through", async () => {
    const { token: learner } = await t.createUser();
    const { token: creator } = await t.createUser({ creator: true });
    expect((await app.inject({ method: "GET", url: "/creators-only" })).statusCode).toBe(401);
    const forbidden = await app.inject({ method: "GET", url: "/creators-only", headers: bearer(learner) });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ message: "You are not allowed to do this.", error: "forbidden" });
    expect((await app.inject({ method: "GET", url: "/creators-only", headers: bearer(creator) })).json()).toEqual({
      ok: true,
    });
  });
});

describe("policies.launchArea and launchCourse", () => {
  const builder = { kind: "builder", courseId: 7 } as const;
  const player = { kind: "player", courseId: 7 } as const;
  const scorm = { kind: "scorm", courseId: 7 } as const;

  it("closes a route that declares nothing, or only areas the launch's kind may not use", () => {
    for (const scope of [builder, player, scorm]) expect(policies.launchArea(scope, undefined)).toBeNull();
    expect(policies.launchArea(player, { areas: ["builder", "media"] })).toBeNull();
    expect(policies.launchArea(scorm, { areas: ["preview"] })).toBeNull();
    expect(policies.launchArea(builder, { areas: ["player"] })).toBeNull();
  });

  it("opens the areas of each kind: builder, preview, media and account to builders; player and account to players", () => {
    expect(policies.launchArea(builder, { areas: ["player", "preview"] })).toBe("preview");
    expect(policies.launchArea(builder, { areas: ["media"] })).toBe("media");
    expect(policies.launchArea(player, { areas: ["player", "preview"] })).toBe("player");
    expect(policies.launchArea(scorm, { areas: ["account"] })).toBe("account");
  });

  it("holds course-bound areas to the launch's course, and an unknown course to nothing", () => {
    expect(policies.launchCourse(builder, "builder", 7)).toBe(true);
    expect(policies.launchCourse(builder, "builder", 8)).toBe(false);
    expect(policies.launchCourse(player, "player", null)).toBe(false);
    expect(policies.launchCourse(builder, "media", null)).toBe(true);
    expect(policies.launchCourse(scorm, "account", null)).toBe(true);
  });
});
