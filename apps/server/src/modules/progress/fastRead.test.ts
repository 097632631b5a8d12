import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import type { InjectOptions } from "fastify";
import { beforeAll, expect, it } from "vitest";
import { bearer, forEachDatabase } from "../../test/context";
import { buildCourse } from "../courses/testing";
import { buildIntegration, launchFor } from "../integrations/testing";
import { addShare, invitedLearner } from "../shares/testing";

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** Headers that differ between any two answers (or that light-my-request adds differently). */
const PER_ANSWER = new Set(["date", "x-request-id", "connection", "keep-alive", "transfer-encoding"]);
const comparable = (headers: IncomingHttpHeaders | Record<string, unknown>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_ANSWER.has(name)));

/** The beacon token's lifetime starts at a step of a minute (beaconToken.ts): two answers within one step match. */
const TOKEN_STEP_MS = 60_000;

const progressPath = (courseId: number, shareId: string) =>
  `/api/course_player/get_progress/${courseId}?share_id=${shareId}`;

// The fast lane answers over real HTTP only (app.inject goes straight to Fastify's routes), so these tests listen
// on a port and compare what the lane writes with what the route answers through inject.
forEachDatabase(
  "get_progress in the fast lane (memory for the checks, one read of the row)",
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

    /** The answer over HTTP and whether the lane (not Fastify) wrote it. */
    const viaLane = async (path: string, headers: Record<string, string> = {}, method = "GET") => {
      const before = t.app.fastLane.answered;
      const answer = await overHttp(path, headers, method);
      return { answer, lane: t.app.fastLane.answered > before };
    };

    /** The route's answer (inject) and then the lane's, again if a token step began between the two. */
    const bothWays = async (path: string, headers: Record<string, string>, method: InjectOptions["method"] = "GET") => {
      for (;;) {
        const step = Math.floor(Date.now() / TOKEN_STEP_MS);
        const routed = await t.inject({ method, url: path, headers });
        const fast = await viaLane(path, headers, method);
        if (Math.floor(Date.now() / TOKEN_STEP_MS) === step) return { routed, fast };
      }
    };

    /** The lane's answer is the route's: status, bytes and headers. */
    const expectSame = (routed: Awaited<ReturnType<typeof t.inject>>, fast: RawAnswer, what: string) => {
      expect({ what, status: fast.status }).toEqual({ what, status: routed.statusCode });
      expect(fast.body.toString(), what).toBe(routed.body);
      expect(fast.body.equals(routed.rawPayload), what).toBe(true);
      expect(comparable(fast.headers), what).toEqual(comparable(routed.headers));
    };

    it("answers a learner's progress byte for byte as the route does, once the checks are in memory", async () => {
      const { learner, course, share } = await invitedLearner(t, { pages: 2, blocksPerPage: 2, attempts: 3 });
      await t.settleNotices();
      const path = progressPath(course.id, share.id);
      // The first read creates the row: the lane finds none and hands the request to the route.
      const first = await viaLane(path, bearer(learner.token));
      expect(first.lane).toBe(false);
      expect(first.answer.status).toBe(200);
      const extras: Record<string, string>[] = [
        {},
        { "accept-encoding": "gzip, deflate, br" },
        { "accept-language": "de" },
      ];
      for (const extra of extras) {
        const headers = { ...bearer(learner.token), ...extra };
        const { routed, fast } = await bothWays(path, headers);
        expect(fast.lane).toBe(true);
        expectSame(routed, fast.answer, JSON.stringify(extra));
        expect(fast.answer.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
        expect(fast.answer.headers["content-length"]).toBe(String(fast.answer.body.length));
      }
      const data = JSON.parse((await viaLane(path, bearer(learner.token))).answer.body.toString()).data;
      expect(data).toMatchObject({ share_id: share.id, course_id: course.id, attempts: 3, revision: 0 });
      const kept = await viaLane(path, { ...bearer(learner.token), "x-request-id": "lb-1234" });
      expect(kept.lane).toBe(true);
      expect(kept.answer.headers["x-request-id"]).toBe("lb-1234");
    });

    it("reads the row on every answer: a write is in the very next read, as the route reads it", async () => {
      const { learner, course, share, pages, blocks } = await invitedLearner(t, { pages: 2, blocksPerPage: 1 });
      await t.settleNotices();
      const path = progressPath(course.id, share.id);
      const created = JSON.parse((await overHttp(path, bearer(learner.token))).body.toString()).data;
      const pageIds = pages.map((page) => page.id);
      const written = await t.inject({
        method: "POST",
        url: `/api/course_player/update_progress/${created.id}`,
        headers: bearer(learner.token),
        payload: {
          current_page_id: pageIds[1],
          completed: false,
          passed: true,
          pass_percent: 100,
          met_display_conditions: [blocks[0]?.id],
          current_attempt_number: 0,
          desired_pages_order: pageIds,
          pages_progresses: [{ page_id: pageIds[0], completed: true, finish_limit: "31.12.2026 23:59:30" }],
          blocks_progresses: [{ block_id: blocks[0]?.id, completed: true, correct: true, user_answer: 'a "quote"' }],
        },
      });
      expect(written.statusCode, written.body).toBe(200);
      const { routed, fast } = await bothWays(path, bearer(learner.token));
      expect(fast.lane).toBe(true);
      expectSame(routed, fast.answer, "after a write");
      const data = JSON.parse(fast.answer.body.toString()).data;
      expect(data).toMatchObject({ id: created.id, revision: 1, current_page_id: pageIds[1] });
      expect(data.blocks_progresses[0]).toMatchObject({ block_id: blocks[0]?.id, user_answer: 'a "quote"' });
    });

    it("answers learners read at once each with their own row (one batched read), a new one through the route", async () => {
      const { creator, course } = await invitedLearner(t);
      const share = await addShare(t, course.id, creator.user.id, "public");
      const learners = await Promise.all([1, 2, 3, 4].map(() => t.createUser()));
      await t.settleNotices();
      const path = progressPath(course.id, share.id);
      const ids: number[] = [];
      for (const learner of learners.slice(0, 3)) {
        ids.push(JSON.parse((await overHttp(path, bearer(learner.token))).body.toString()).data.id);
      }
      const before = t.app.fastLane.answered;
      const answers = await Promise.all(learners.map((learner) => overHttp(path, bearer(learner.token))));
      expect(t.app.fastLane.answered - before).toBe(3);
      const read = answers.map((answer) => ({ status: answer.status, data: JSON.parse(answer.body.toString()).data }));
      expect(read.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      expect(read.slice(0, 3).map((answer) => answer.data.id)).toEqual(ids);
      expect(new Set(read.map((answer) => answer.data.id)).size).toBe(4);
      expect(read.map((answer) => answer.data.beacon_token.split(".")[2])).toEqual(
        learners.map((learner) => String(learner.user.id)),
      );
    });

    it("leaves every refusal and anything unusual to the route: the same answers as the route's", async () => {
      const { learner, creator, course, share } = await invitedLearner(t);
      const other = await buildCourse(t.db, creator.user.id, { pages: 1 });
      const otherShare = await addShare(t, other.course.id, creator.user.id, "public");
      const stranger = await t.createUser();
      await t.settleNotices();
      const path = progressPath(course.id, share.id);
      // Everything the lane reads is in memory: the sign-ins, the shares, the courses, the learner's row.
      for (const token of [learner.token, stranger.token, creator.token]) await overHttp(path, bearer(token));
      await overHttp(progressPath(other.course.id, otherShare.id), bearer(learner.token));
      expect((await viaLane(path, bearer(learner.token))).lane).toBe(true);
      const cases: [string, Record<string, string>, InjectOptions["method"], number][] = [
        [path, {}, "GET", 401],
        [path, { authorization: "Bearer not-a-token" }, "GET", 401],
        [path, bearer(stranger.token), "GET", 403],
        // The share is of another course than the path's.
        [progressPath(other.course.id, share.id), bearer(learner.token), "GET", 404],
        [`/api/course_player/get_progress/${course.id}`, bearer(learner.token), "GET", 422],
        [progressPath(course.id, "short"), bearer(learner.token), "GET", 422],
        [`/api/course_player/get_progress/x${course.id}?share_id=${share.id}`, bearer(learner.token), "GET", 422],
        [`/api/course_player/get_progress/${course.id}/?share_id=${share.id}`, bearer(learner.token), "GET", 404],
        [`${path}&extra=1`, bearer(learner.token), "GET", 200],
        [`/api/course_player/get_progress/0${course.id}?share_id=${share.id}`, bearer(learner.token), "GET", 200],
        [path, bearer(learner.token), "HEAD", 200],
      ];
      for (const [target, headers, method, status] of cases) {
        const what = `${method} ${target}`;
        const { routed, fast } = await bothWays(target, headers, method);
        expect({ what, lane: fast.lane, status: fast.answer.status }).toEqual({ what, lane: false, status });
        expectSame(routed, fast.answer, what);
      }
      const revoked = await t.inject({
        method: "DELETE",
        url: `/api/course_shares/${share.id}`,
        headers: bearer(creator.token),
      });
      expect(revoked.statusCode).toBe(200);
      await t.settleNotices();
      const { routed, fast } = await bothWays(path, bearer(learner.token));
      expect({ lane: fast.lane, status: fast.answer.status }).toEqual({ lane: false, status: 404 });
      expectSame(routed, fast.answer, "revoked");
      expect(JSON.parse(fast.answer.body.toString()).error).toBe("course_unavailable");
    });

    it("holds a player launch's sign-in to its course: another course's progress goes to the route's 403", async () => {
      const { creator, course } = await invitedLearner(t, { pages: 2 });
      const other = await buildCourse(t.db, creator.user.id, { pages: 1 });
      const otherShare = await addShare(t, other.course.id, creator.user.id, "public");
      const integration = await buildIntegration(t.db, creator.user.id);
      const redeemed = await t.inject({
        method: "POST",
        url: "/api/integration_launches/redeem",
        payload: { launch: await launchFor(t.db, { integrationId: integration.id, courseId: course.id }) },
      });
      expect(redeemed.statusCode, redeemed.body).toBe(200);
      const { access_token: token, share_id: shareId } = redeemed.json().data;
      const player = bearer(token);
      await t.settleNotices();
      const mine = progressPath(course.id, shareId);
      const theirs = progressPath(other.course.id, otherShare.id);
      // The other course's share is in memory, read by a learner of it; the launch's own progress once by itself.
      const learner = await t.createUser();
      expect((await overHttp(theirs, bearer(learner.token))).status).toBe(200);
      expect((await viaLane(theirs, bearer(learner.token))).lane).toBe(true);
      expect((await overHttp(mine, player)).status).toBe(200);
      const own = await bothWays(mine, player);
      expect({ lane: own.fast.lane, status: own.fast.answer.status }).toEqual({ lane: true, status: 200 });
      expectSame(own.routed, own.fast.answer, "own course");
      const refused = await bothWays(theirs, player);
      expect({ lane: refused.fast.lane, status: refused.fast.answer.status }).toEqual({ lane: false, status: 403 });
      expectSame(refused.routed, refused.fast.answer, "another course");
      expect(JSON.parse(refused.fast.answer.body.toString()).error).toBe("launch_scope");
    });
  },
  { env: { SESSION_CACHE_SECONDS: "30" } },
);

forEachDatabase(
  "get_progress in the fast lane while the database is down",
  (t) => {
    it("hands a failed read to the route, which answers 503 maintenance as without the lane", async () => {
      await t.app.listen({ port: 0, host: "127.0.0.1" });
      const address = t.app.server.address();
      if (address === null || typeof address === "string") throw new Error("not listening on a port");
      const { learner, course, share } = await invitedLearner(t);
      await t.settleNotices();
      const url = `http://127.0.0.1:${address.port}${progressPath(course.id, share.id)}`;
      const headers = bearer(learner.token);
      expect((await fetch(url, { headers })).status).toBe(200);
      const before = t.app.fastLane.answered;
      expect((await fetch(url, { headers })).status).toBe(200);
      expect(t.app.fastLane.answered).toBe(before + 1);
      await t.database.close();
      const down = await fetch(url, { headers });
      expect(t.app.fastLane.answered).toBe(before + 1);
      const routed = await t.inject({ method: "GET", url: progressPath(course.id, share.id), headers });
      expect(down.status).toBe(503);
      expect(routed.statusCode).toBe(503);
      expect(await down.text()).toBe(routed.body);
      expect(routed.json().error).toBe("maintenance");
    });
  },
  { env: { SESSION_CACHE_SECONDS: "30" } },
);
