import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { bearer, forEachDatabase } from "../test/context";
import { authenticate } from "./auth";
import { registerErrorHandler } from "./errorHandler";
import { requirePermission } from "./policies";

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
