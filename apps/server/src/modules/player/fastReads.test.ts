import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { beforeAll, describe, expect, it } from "vitest";
import { bearer, forEachDatabase } from "../../test/context";
import { buildCourse } from "../courses/testing";
import { buildIntegration, launchFor } from "../integrations/testing";
import { invitedLearner } from "../shares/testing";

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** Headers that differ between any two answers (or that light-my-request adds differently). */
const PER_ANSWER = new Set(["date", "x-request-id", "connection", "keep-alive", "transfer-encoding"]);
const comparable = (headers: IncomingHttpHeaders | Record<string, unknown>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_ANSWER.has(name)));

// The fast lane answers over real HTTP only (app.inject goes straight to Fastify's routes), so these tests
// listen on a port and compare what the lane writes with what the routes answer through inject.
forEachDatabase(
  "the player's fast lane (GET get_course and get_single_page_full_info from memory)",
  (t) => {
    let base = "";
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: "127.0.0.1" });
      const address = t.app.server.address();
      if (address === null || typeof address === "string") throw new Error("not listening on a port");
      base = `http://127.0.0.1:${address.port}`;
    });

    const overHttp = (path: string, headers: Record<string, string> = {}, method = "GET") =>
      new Promise<RawAnswer>((resolve, reject) => {
        const req = httpRequest(`${base}${path}`, { method, headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        });
        req.on("error", reject);
        req.end();
      });

    /** Whether the lane (not Fastify) answered. */
    const viaLane = async (path: string, headers: Record<string, string> = {}, method = "GET") => {
      const before = t.app.fastLane.answered;
      const answer = await overHttp(path, headers, method);
      return { answer, lane: t.app.fastLane.answered > before };
    };

    it("answers a course and a page from memory once they were read, byte for byte as the routes do", async () => {
      const { learner, creator, course, share, pages } = await invitedLearner(t, { pages: 2, blocksPerPage: 2 });
      await t.settleNotices();
      const paths = [
        { path: `/api/course_player/get_course/${course.id}?share_id=${share.id}`, token: learner.token },
        { path: `/api/course_player/get_course/${course.id}`, token: creator.token },
        {
          path: `/api/course_player/get_single_page_full_info/${pages[1]?.id}?share_id=${share.id}`,
          token: learner.token,
        },
      ];
      for (const { path, token } of paths) {
        const cold = await viaLane(path, bearer(token));
        expect(cold.lane).toBe(false);
        expect(cold.answer.status).toBe(200);
        const encodings: Record<string, string>[] = [{}, { "accept-encoding": "gzip, deflate, br" }];
        for (const extra of encodings) {
          const headers = { ...bearer(token), ...extra };
          const routed = await t.inject({ method: "GET", url: path, headers });
          const fast = await viaLane(path, headers);
          expect(fast.lane).toBe(true);
          expect(fast.answer.status).toBe(routed.statusCode);
          expect(fast.answer.body.equals(routed.rawPayload)).toBe(true);
          expect(comparable(fast.answer.headers)).toEqual(comparable(routed.headers));
          expect(fast.answer.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);

          const notModified = { ...headers, "if-none-match": String(routed.headers.etag) };
          const routed304 = await t.inject({ method: "GET", url: path, headers: notModified });
          const fast304 = await viaLane(path, notModified);
          expect(fast304.lane).toBe(true);
          expect(fast304.answer.status).toBe(304);
          expect(fast304.answer.body.length).toBe(0);
          expect(comparable(fast304.answer.headers)).toEqual(comparable(routed304.headers));
        }
      }
    });

    it("keeps the request id a client sends, as Fastify does", async () => {
      const { learner, course, share } = await invitedLearner(t);
      await t.settleNotices();
      const path = `/api/course_player/get_course/${course.id}?share_id=${share.id}`;
      await overHttp(path, bearer(learner.token));
      const fast = await viaLane(path, { ...bearer(learner.token), "x-request-id": "lb-1234" });
      expect(fast.lane).toBe(true);
      expect(fast.answer.headers["x-request-id"]).toBe("lb-1234");
    });

    it("leaves refusals and anything unusual to the routes", async () => {
      const { learner, creator, course, share } = await invitedLearner(t);
      const path = `/api/course_player/get_course/${course.id}?share_id=${share.id}`;
      expect((await overHttp(path, bearer(learner.token))).status).toBe(200);
      const stranger = await t.createUser();
      const cases: [string, Record<string, string>, string, number][] = [
        [path, {}, "GET", 401],
        [path, bearer(stranger.token), "GET", 403],
        [path, { authorization: "Bearer not-a-token" }, "GET", 401],
        [`${path}&page=2`, bearer(learner.token), "GET", 200],
        [`/api/course_player/get_course/0${course.id}?share_id=${share.id}`, bearer(learner.token), "GET", 200],
        [`/api/course_player/get_course/${course.id}/?share_id=${share.id}`, bearer(learner.token), "GET", 404],
        [`/api/course_player/get_course/${course.id}?share_id=short`, bearer(learner.token), "GET", 422],
        [path, bearer(learner.token), "HEAD", 200],
      ];
      for (const [target, headers, method, status] of cases) {
        const res = await viaLane(target, headers, method);
        expect({ target, method, lane: res.lane, status: res.answer.status }).toEqual({
          target,
          method,
          lane: false,
          status,
        });
      }
      const revoked = await t.inject({
        method: "DELETE",
        url: `/api/course_shares/${share.id}`,
        headers: bearer(creator.token),
      });
      expect(revoked.statusCode).toBe(200);
      const gone = await viaLane(path, bearer(learner.token));
      expect(gone.lane).toBe(false);
      expect(gone.answer.status).toBe(404);
      expect(JSON.parse(gone.answer.body.toString()).error).toBe("course_unavailable");
    });

    it("holds a launch's sign-in to its course: another course (of the same creator) goes to the route's 403", async () => {
      const { creator, course, pages } = await invitedLearner(t, { pages: 2 });
      const other = await buildCourse(t.db, creator.user.id, { pages: 1 });
      const integration = await buildIntegration(t.db, creator.user.id);
      const redeemed = await t.inject({
        method: "POST",
        url: "/api/integration_launches/redeem",
        payload: {
          launch: await launchFor(t.db, { integrationId: integration.id, courseId: course.id, purpose: "builder" }),
        },
      });
      const builder = bearer(redeemed.json().data.access_token);
      await t.settleNotices();
      const reads = [
        {
          mine: `/api/course_player/get_course/${course.id}`,
          theirs: `/api/course_player/get_course/${other.course.id}`,
        },
        {
          mine: `/api/course_player/get_single_page_full_info/${pages[0]?.id}`,
          theirs: `/api/course_player/get_single_page_full_info/${other.pages[0]?.id}`,
        },
      ];
      for (const { mine, theirs } of reads) {
        // Both answers are in memory, read by the creator's own sign-in.
        for (const path of [mine, theirs]) expect((await overHttp(path, bearer(creator.token))).status).toBe(200);
        expect((await viaLane(theirs, bearer(creator.token))).lane).toBe(true);
        await overHttp(mine, builder);
        const own = await viaLane(mine, builder);
        expect({ path: mine, lane: own.lane, status: own.answer.status }).toEqual({
          path: mine,
          lane: true,
          status: 200,
        });
        const refused = await viaLane(theirs, builder);
        expect({ path: theirs, lane: refused.lane, status: refused.answer.status }).toEqual({
          path: theirs,
          lane: false,
          status: 403,
        });
        expect(JSON.parse(refused.answer.body.toString()).error).toBe("launch_scope");
      }
    });

    describe("security headers", () => {
      it("are the same on the lane's answers as on every other answer", async () => {
        const { learner, course, share } = await invitedLearner(t);
        await t.settleNotices();
        const path = `/api/course_player/get_course/${course.id}?share_id=${share.id}`;
        await overHttp(path, bearer(learner.token));
        const fast = await viaLane(path, bearer(learner.token));
        expect(fast.lane).toBe(true);
        const health = await overHttp("/api/health");
        for (const name of [
          "content-security-policy",
          "cross-origin-opener-policy",
          "cross-origin-resource-policy",
          "origin-agent-cluster",
          "referrer-policy",
          "x-content-type-options",
          "x-dns-prefetch-control",
          "x-download-options",
          "x-frame-options",
          "x-permitted-cross-domain-policies",
          "x-xss-protection",
        ]) {
          expect(fast.answer.headers[name]).toBeDefined();
          expect(fast.answer.headers[name]).toBe(health.headers[name]);
        }
      });
    });
  },
  { env: { SESSION_CACHE_SECONDS: "30" } },
);
