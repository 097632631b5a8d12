import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance, RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { type DatabaseHandle, openDatabase } from "../db/open";
import { createOutboxMailer } from "../mail/outboxMailer";
import { createLocalStorage } from "../storage/localStorage";
import { bearer, forEachDatabase } from "../test/context";

const MAINTENANCE = {
  message: "The service is temporarily unavailable. Please try again in a moment.",
  error: "maintenance",
};

/** Each API route once, with a plausible id and body: whatever answers, it is not a 500. */
async function noRouteFails(app: FastifyInstance, routes: RouteOptions[], token: string) {
  const failures: string[] = [];
  for (const route of routes.filter((r) => r.url.startsWith("/api/") && r.url !== "/api/health")) {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== "HEAD");
    for (const method of methods) {
      const url = route.url.replace(/:[A-Za-z_]+/g, "1");
      const body = method === "GET" || method === "DELETE" ? {} : { payload: {} };
      const res = await app.inject({ method, url, headers: bearer(token), ...body });
      if (res.statusCode >= 500 && (res.statusCode !== 503 || res.json().error !== "maintenance"))
        failures.push(`${method} ${route.url}: ${res.statusCode} ${res.body}`);
    }
  }
  return failures;
}

forEachDatabase("while the database is closed", (t) => {
  it("answers 503 maintenance instead of 500, on every API route", async () => {
    const { token } = await t.createUser({ creator: true });
    await t.database.close();
    const courses = await t.inject({ method: "GET", url: "/api/courses", headers: bearer(token) });
    expect(courses.statusCode, courses.body).toBe(503);
    expect(courses.json()).toEqual(MAINTENANCE);
    const login = await t.inject({
      method: "POST",
      url: "/oauth/token",
      payload: { grant_type: "password", username: "someone@example.com", password: "x" },
    });
    expect(login.statusCode, login.body).toBe(503);
    expect(await noRouteFails(t.app, t.routes, token)).toEqual([]);
  });
});

describe("while PostgreSQL does not answer", () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let dataDir: string;
  const routes: RouteOptions[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "cw-dead-db-"));
    // Nothing listens on port 1: every connection is refused, as when the server is down.
    database = await openDatabase({
      url: "postgres://postgres@127.0.0.1:1/coursewright",
      onIdleConnectionError: () => {},
    });
    app = await buildApp({
      config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "silent", WEB_DIST_DIR: join(dataDir, "no-web") }),
      db: database.db,
      mailer: createOutboxMailer(database.db),
      storage: createLocalStorage(join(dataDir, "files")),
      jobs: { send: () => Promise.reject(new Error("the database is down")) },
      onRoute: (route) => routes.push(route),
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("answers 503 maintenance on signed-in routes, sign-in and every other API route", async () => {
    const courses = await app.inject({ method: "GET", url: "/api/courses", headers: bearer("any-token") });
    expect(courses.statusCode, courses.body).toBe(503);
    expect(courses.json()).toEqual(MAINTENANCE);
    const health = await app.inject({ method: "GET", url: "/api/health" });
    expect(health.statusCode).toBe(503);
    expect(await noRouteFails(app, routes, "any-token")).toEqual([]);
  });
});
