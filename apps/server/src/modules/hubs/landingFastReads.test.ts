import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { LandingHub } from "@coursewright/course-model";
import { beforeAll, describe, expect, it } from "vitest";
import { bearer, forEachDatabase } from "../../test/context";
import { nextChange } from "./landingAnswers";
import { caller, publishedHub } from "./testing";

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** Headers that differ between any two answers (or that light-my-request adds differently). */
const PER_ANSWER = new Set(["date", "x-request-id", "connection", "keep-alive", "transfer-encoding"]);
const comparable = (headers: IncomingHttpHeaders | Record<string, unknown>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_ANSWER.has(name)));

function webBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), "cw-hub-lane-"));
  mkdirSync(join(dir, "assets"));
  writeFileSync(
    join(dir, "hub.html"),
    `<!doctype html>\n<html lang="en-GB">\n  <head>\n    <title>Coursewright</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n`,
  );
  return dir;
}

describe("nextChange", () => {
  const at = (iso: string) => new Date(iso);
  const now = Date.parse("2030-01-01T00:00:00Z");
  it("is the first moment a banner starts or stops showing or an event ends", () => {
    expect(nextChange({ banners: [], events: [] }, now)).toBe(Number.POSITIVE_INFINITY);
    const snapshot = {
      banners: [
        { active_from: at("2029-12-01T00:00:00Z"), active_to: at("2030-03-01T00:00:00Z") },
        { active_from: at("2030-02-01T00:00:00Z"), active_to: null },
      ],
      events: [{ ends_at: at("2030-02-15T00:00:00Z") }, { ends_at: at("2029-12-31T00:00:00Z") }],
    } as unknown as Parameters<typeof nextChange>[0];
    expect(nextChange(snapshot, now)).toBe(Date.parse("2030-02-01T00:00:00Z"));
    expect(nextChange(snapshot, Date.parse("2030-02-01T00:00:00Z"))).toBe(Date.parse("2030-02-15T00:00:00Z"));
  });
});

// The fast lane answers over real HTTP only (app.inject goes straight to Fastify's routes), so these tests listen on
// a port and compare what the lane writes with what the routes answer.
forEachDatabase(
  "course hubs: anonymous landing reads in the fast lane",
  (t) => {
    const call = caller(t);
    let base = "";
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: "127.0.0.1" });
      const address = t.app.server.address();
      if (address === null || typeof address === "string") throw new Error("not listening on a port");
      base = `http://127.0.0.1:${address.port}`;
    });

    const overHttp = (path: string, headers: Record<string, string> = {}) =>
      new Promise<RawAnswer>((resolve, reject) => {
        const req = httpRequest(`${base}${path}`, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        });
        req.on("error", reject);
        req.end();
      });

    const viaLane = async (path: string, headers: Record<string, string> = {}) => {
      const before = t.app.fastLane.answered;
      const answer = await overHttp(path, headers);
      return { answer, lane: t.app.fastLane.answered > before };
    };

    it("answers get_hub and the landing pages from memory once made, byte for byte as the routes do", async () => {
      const { hub } = await publishedHub(t);
      await t.settleNotices();
      const paths = [
        `/api/course_hubs/landing/get_hub/${hub.id}?with_courses=true`,
        `/api/course_hubs/landing/get_hub/${hub.id}`,
        `/hubs/landing/${hub.id}/safety-academy`,
        `/hubs/landing/courses/${hub.id}/safety-academy`,
      ];
      for (const path of paths) {
        const cold = await viaLane(path);
        expect(cold.lane, path).toBe(false);
        expect(cold.answer.status, path).toBe(200);
        for (const extra of [{}, { "accept-encoding": "gzip, deflate, br" }] as Record<string, string>[]) {
          const routed = await t.inject({ method: "GET", url: path, headers: extra });
          const fast = await viaLane(path, extra);
          expect(fast.lane, path).toBe(true);
          expect(fast.answer.status).toBe(routed.statusCode);
          expect(fast.answer.body.equals(routed.rawPayload), path).toBe(true);
          expect(comparable(fast.answer.headers)).toEqual(comparable(routed.headers));
          expect(fast.answer.headers["content-security-policy"]).toBeDefined();

          const notModified = { ...extra, "if-none-match": String(routed.headers.etag) };
          const routed304 = await t.inject({ method: "GET", url: path, headers: notModified });
          const fast304 = await viaLane(path, notModified);
          expect(fast304.lane).toBe(true);
          expect(routed304.statusCode).toBe(304);
          expect(fast304.answer.status).toBe(304);
          expect(fast304.answer.body.length).toBe(0);
        }
      }
      // The gzip variant is the same JSON, compressed.
      const gz = await viaLane(paths[0] ?? "", { "accept-encoding": "gzip" });
      expect(gz.answer.headers["content-encoding"]).toBe("gzip");
      expect(gz.answer.headers.vary).toBe("authorization, accept-encoding");
    });

    it("leaves signed-in visitors, wrong slugs, private hubs and other queries to the routes", async () => {
      const { hub, creator } = await publishedHub(t);
      const closed = await publishedHub(t, { visibility: "private", name: "Closed circle" });
      await t.settleNotices();
      const url = `/api/course_hubs/landing/get_hub/${hub.id}?with_courses=true`;
      await overHttp(url);
      expect((await viaLane(url)).lane).toBe(true);
      // The creator's own answer (every course playable) is theirs alone.
      const own = await viaLane(url, bearer(creator.token));
      expect(own.lane).toBe(false);
      expect((JSON.parse(own.answer.body.toString()).data as LandingHub).courses.every((c) => c.enrolled)).toBe(true);
      expect(own.answer.headers["cache-control"]).toBe("private, no-cache");
      // A token that is no longer valid is refused by the route, not answered from memory.
      expect((await viaLane(url, bearer("not-a-token"))).lane).toBe(false);
      expect((await viaLane(`${url}&extra=1`)).lane).toBe(false);

      await overHttp(`/hubs/landing/${hub.id}/safety-academy`);
      const wrongSlug = await viaLane(`/hubs/landing/${hub.id}/old-name`);
      expect(wrongSlug.lane).toBe(false);
      expect(wrongSlug.answer.status).toBe(301);
      expect(wrongSlug.answer.headers.location).toBe(`/hubs/landing/${hub.id}/safety-academy`);

      const privateHub = `/api/course_hubs/landing/get_hub/${closed.hub.id}`;
      await overHttp(privateHub);
      const refused = await viaLane(privateHub);
      expect(refused.lane).toBe(false);
      expect(JSON.parse(refused.answer.body.toString()).data.access).toBe("login_required");
    });

    it("makes the answers again when the hub changes, and when a banner's time is up", async () => {
      const { hub, creator } = await publishedHub(t);
      const banner = await call("POST", `/api/course_hubs/${hub.id}/banners`, creator.token, {
        title: "Spring sale",
        active_to: new Date(Date.now() + 1500).toISOString(),
      });
      expect(banner.statusCode, banner.body).toBe(201);
      await t.settleNotices();
      const url = `/api/course_hubs/landing/get_hub/${hub.id}?with_courses=true`;
      const banners = async () => (JSON.parse((await overHttp(url)).body.toString()).data as LandingHub).banners;
      expect((await banners()).map((b) => b.title)).toEqual(["Spring sale"]);
      expect((await viaLane(url)).lane).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 1700));
      // Nothing changed in the hub: the banner's end alone makes the answer again, without it.
      expect((await viaLane(url)).lane).toBe(false);
      expect(await banners()).toEqual([]);

      await call("PUT", `/api/course_hubs/${hub.id}`, creator.token, { name: "Renamed academy" });
      await t.settleNotices();
      const page = `/hubs/landing/${hub.id}/safety-academy`;
      const renamed = await overHttp(page);
      expect(renamed.body.toString()).toContain("<title>Renamed academy</title>");
    });
  },
  { env: { SESSION_CACHE_SECONDS: "30", WEB_DIST_DIR: webBuild() } },
);
