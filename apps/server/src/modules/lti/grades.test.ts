import { and, eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, expect, it } from "vitest";
import { coursePages, courseProgresses, jobs, ltiGradeLinks } from "../../db/schema";
import { createEmbeddedQueue, type EmbeddedQueue } from "../../jobs/embeddedQueue";
import { bearer, forEachDatabase, testOutbound } from "../../test/context";
import { AGS_SCOPE, SCORE_JOB } from "./gradeLinks";
import { AGS_TYPE, scoreJob, scoresUrl } from "./scoreJob";
import { ltiFlows } from "./testing";
import { startTestPlatform, type TestPlatform } from "./testPlatform";

// The queue's clock: retries fall due when a test moves it on, not after real waiting.
let clock = Date.now();
let queue: EmbeddedQueue;

forEachDatabase(
  "LTI Assignment and Grade Services: a completion's score goes to the platform's line item",
  (t) => {
    let platform: TestPlatform;
    beforeAll(async () => {
      platform = await startTestPlatform();
    });
    afterAll(() => platform.close());
    const { setup, login, launch } = ltiFlows(t, () => platform);

    /** A registered platform that trusts the tool's published keys. */
    const registered = async () => {
      const made = await setup();
      platform.trustTool((await t.inject({ url: "/lti/jwks" })).json());
      return made;
    };

    /** A learner's launch with these claims, redeemed, and the learner's progress row in the course. */
    const learnerIn = async (courseId: number, claims: Record<string, unknown>, sub = "lms-user-7") => {
      const { state, nonce } = await login();
      const res = await launch(await platform.idToken({ nonce, courseId, sub, ...claims }), state);
      expect(res.statusCode, res.body).toBe(303);
      const redeemed = await t.inject({
        method: "POST",
        url: "/api/integration_launches/redeem",
        payload: { launch: new URL(res.headers.location as string).searchParams.get("launch") },
      });
      const { access_token: token, share_id: shareId } = redeemed.json().data;
      const progress = await t.inject({
        url: `/api/course_player/get_progress/${courseId}?share_id=${shareId}`,
        headers: bearer(token),
      });
      return { token, progressId: progress.json().data.id as number };
    };

    /** Every page done: the server judges the score (100 for a course without questions). */
    const complete = async (courseId: number, learner: { token: string; progressId: number }, attempt = 0) => {
      const pages = await t.db.select().from(coursePages).where(eq(coursePages.course_id, courseId));
      const ids = pages.map((page) => page.id);
      const res = await t.inject({
        method: "POST",
        url: `/api/course_player/update_progress/${learner.progressId}`,
        headers: bearer(learner.token),
        payload: {
          current_page_id: ids.at(-1),
          completed: true,
          passed: true,
          pass_percent: 100,
          met_display_conditions: [],
          current_attempt_number: attempt,
          desired_pages_order: ids,
          pages_progresses: ids.map((id) => ({ page_id: id, completed: true, finish_limit: null })),
          blocks_progresses: [],
        },
      });
      expect(res.statusCode, res.body).toBe(200);
    };

    const startAgain = async (learner: { token: string; progressId: number }) => {
      const res = await t.inject({
        method: "POST",
        url: `/api/course_player/start_again/${learner.progressId}`,
        headers: bearer(learner.token),
      });
      expect(res.statusCode, res.body).toBe(200);
    };

    const scoresPosted = () => platform.calls().filter((call) => call.path.endsWith("/scores"));

    it("posts the score to the launch's line item with a client-credentials token, once per completion", async () => {
      const { course } = await registered();
      const item = platform.addLineItem({ scoreMaximum: 100, label: course.title, resourceLinkId: "resource-link-1" });
      const learner = await learnerIn(course.id, platform.agsClaim({ lineitem: item.id }));
      const before = scoresPosted().length;
      const tokensBefore = platform.tokenRequests().length;
      await complete(course.id, learner);
      await complete(course.id, learner);
      expect(await queue.drain()).toBe(1);

      const posted = scoresPosted().slice(before);
      expect(posted).toHaveLength(1);
      expect(posted[0]).toMatchObject({
        method: "POST",
        path: new URL(scoresUrl(item.id)).pathname,
        authorization: expect.stringMatching(/^Bearer token-\d+$/),
        contentType: AGS_TYPE.score,
        body: {
          userId: "lms-user-7",
          scoreGiven: 100,
          scoreMaximum: 100,
          activityProgress: "Completed",
          gradingProgress: "FullyGraded",
          timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        },
      });
      const [request] = platform.tokenRequests().slice(tokensBefore);
      expect(request?.scope).toBe(AGS_SCOPE.score);
      expect(request?.assertion).toMatchObject({ iss: platform.clientId, sub: platform.clientId });

      // Another learner's completion: the token is still good, so none is asked for.
      const other = await learnerIn(course.id, platform.agsClaim({ lineitem: item.id }), "lms-user-8");
      await complete(course.id, other);
      await queue.drain();
      expect(scoresPosted().at(-1)?.body).toMatchObject({ userId: "lms-user-8" });
      expect(platform.tokenRequests()).toHaveLength(tokensBefore + 1);
    });

    it("finds or makes the line item when the launch names only the container, and keeps it", async () => {
      const { course } = await registered();
      const linkId = `link-${crypto.randomUUID()}`;
      const claims = {
        ...platform.agsClaim({}),
        "https://purl.imsglobal.org/spec/lti/claim/resource_link": { id: linkId },
      };
      const learner = await learnerIn(course.id, claims);
      const calls = platform.calls().length;
      await complete(course.id, learner);
      await queue.drain();
      const made = platform.lineItems().find((item) => item.resourceLinkId === linkId);
      expect(made).toMatchObject({ scoreMaximum: 100, label: course.title, resourceId: `course-${course.id}` });
      const sent = platform.calls().slice(calls);
      expect(sent.map((call) => `${call.method} ${call.path}`)).toEqual([
        `GET /lineitems?resource_link_id=${linkId}`,
        "POST /lineitems",
        `POST ${new URL(scoresUrl(made?.id ?? "")).pathname}`,
      ]);
      expect(sent[1]?.contentType).toBe(AGS_TYPE.lineItem);
      const [link] = await t.db.select().from(ltiGradeLinks).where(eq(ltiGradeLinks.resource_link_id, linkId));
      expect(link?.lineitem_url).toBe(made?.id);
    });

    it("retries through the job queue with growing delays while the token endpoint fails", async () => {
      const { course } = await registered();
      const item = platform.addLineItem({ scoreMaximum: 100, label: "Retried", resourceLinkId: "resource-link-1" });
      // Its own client id: no token of an earlier test is cached for it.
      const learner = await learnerIn(course.id, platform.agsClaim({ lineitem: item.id }));
      platform.failTokenRequests(2);
      await complete(course.id, learner);
      expect(await queue.drain()).toBe(1);
      const failed = await t.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.name, SCORE_JOB), eq(jobs.state, "created")));
      expect(failed.map((row) => [row.retry_count, row.last_error])).toEqual([[1, "the token endpoint answered 503"]]);
      // Not due yet: the first retry waits 30 s, the second 60 s.
      expect(await queue.drain()).toBe(0);
      clock += 31_000;
      expect(await queue.drain()).toBe(1);
      clock += 61_000;
      expect(await queue.drain()).toBe(1);
      const retried = await t.db
        .select()
        .from(jobs)
        .where(eq(jobs.id, failed[0]?.id ?? 0));
      expect(retried[0]).toMatchObject({ state: "completed", retry_count: 2 });
      expect(scoresPosted().at(-1)?.body).toMatchObject({ scoreGiven: 100, userId: "lms-user-7" });
    });

    it("asks for a new token when the platform refuses the cached one, on the job's retry", async () => {
      const { course } = await registered();
      const item = platform.addLineItem({ scoreMaximum: 100, label: "Refused", resourceLinkId: "resource-link-1" });
      await complete(course.id, await learnerIn(course.id, platform.agsClaim({ lineitem: item.id }), "first"));
      await queue.drain();
      const tokens = platform.tokenRequests().length;
      platform.revokeTokens();
      await complete(course.id, await learnerIn(course.id, platform.agsClaim({ lineitem: item.id }), "second"));
      expect(await queue.drain()).toBe(1);
      const waiting = await t.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.name, SCORE_JOB), eq(jobs.state, "created")));
      expect(waiting.map((row) => row.last_error)).toEqual([expect.stringMatching(/\/scores answered 401$/)]);
      clock += 31_000;
      expect(await queue.drain()).toBe(1);
      expect(platform.tokenRequests()).toHaveLength(tokens + 1);
      expect(scoresPosted().at(-1)?.body).toMatchObject({ userId: "second" });
    });

    it("shows the creator when a score last reached the platform, and why one was refused, in its words", async () => {
      const { course, creator, registered: made } = await registered();
      const item = platform.addLineItem({ scoreMaximum: 100, label: "Locked", resourceLinkId: "resource-link-1" });
      const shown = async () => {
        const res = await t.inject({ url: "/api/lti/platforms", headers: bearer(creator.token) });
        expect(res.statusCode, res.body).toBe(200);
        return (res.json().data as { id: number; last_score_sent_at: string | null }[]).find(
          (row) => row.id === made.id,
        );
      };
      expect(await shown()).toMatchObject({ last_score_sent_at: null, last_score_error: null });

      platform.refuseScores({ status: 422, body: { error: "invalid_score", message: "The grade item is locked" } });
      await complete(course.id, await learnerIn(course.id, platform.agsClaim({ lineitem: item.id }), "locked-1"));
      expect(await queue.drain()).toBe(1);
      const refused = await shown();
      expect(refused).toMatchObject({
        last_score_sent_at: null,
        last_score_error: expect.stringMatching(/\/scores answered 422: .*The grade item is locked/),
        last_score_error_cause: {
          kind: "status",
          status: 422,
          excerpt: expect.stringContaining("grade item is locked"),
        },
        last_score_error_at: expect.stringMatching(/^\d{4}-/),
      });
      // The retry policy is the job's as before: the score waits for the next try.
      const waiting = await t.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.name, SCORE_JOB), eq(jobs.state, "created")));
      expect(waiting.map((row) => row.retry_count)).toEqual([1]);

      // The platform takes it on the retry: the time is shown and the refusal is gone.
      platform.refuseScores(null);
      clock += 31_000;
      expect(await queue.drain()).toBe(1);
      const delivered = await shown();
      expect(delivered).toMatchObject({
        last_score_error: null,
        last_score_error_cause: null,
        last_score_error_at: null,
      });
      expect(Date.parse(delivered?.last_score_sent_at ?? "")).toBeGreaterThan(Date.now() - 60_000);
    });

    it("announces each new attempt (Initialized, NotReady) and sends each attempt's completion once", async () => {
      const { course } = await registered();
      const item = platform.addLineItem({ scoreMaximum: 100, label: "Attempts", resourceLinkId: "resource-link-1" });
      const learner = await learnerIn(course.id, platform.agsClaim({ lineitem: item.id }), "attempts-1");
      const before = scoresPosted().length;
      // A learner who leaves the first attempt unfinished and starts again: the grade book hears of the reset.
      await startAgain(learner);
      await startAgain(learner);
      await complete(course.id, learner, 2);
      await complete(course.id, learner, 2);
      expect(await queue.drain()).toBe(3);
      const bodies = scoresPosted()
        .slice(before)
        .map((call) => call.body as Record<string, unknown>);
      expect(bodies.map((body) => [body.activityProgress, body.gradingProgress, body.scoreGiven])).toEqual([
        ["Initialized", "NotReady", undefined],
        ["Initialized", "NotReady", undefined],
        ["Completed", "FullyGraded", 100],
      ]);
      expect(bodies[0]).not.toHaveProperty("scoreMaximum");
      const kept = platform.keptScores().filter((score) => score.userId === "attempts-1");
      expect(kept).toMatchObject([{ activityProgress: "Completed", gradingProgress: "FullyGraded", scoreGiven: 100 }]);
      // The reset's timestamp is older than the completion's: a late retry of it would not replace the grade.
      expect(Date.parse(String(bodies[1]?.timestamp))).toBeLessThanOrEqual(Date.parse(String(bodies[2]?.timestamp)));
    });

    it("sends a new score for the completion of an attempt after a failed one", async () => {
      const { course } = await registered();
      const item = platform.addLineItem({ scoreMaximum: 100, label: "Again", resourceLinkId: "resource-link-1" });
      const learner = await learnerIn(course.id, platform.agsClaim({ lineitem: item.id }), "attempts-2");
      await complete(course.id, learner);
      await queue.drain();
      // The first attempt failed (this course has no questions, so the table says so): it may be started again.
      await t.db
        .update(courseProgresses)
        .set({ passed: false, pass_percent: 40 })
        .where(eq(courseProgresses.id, learner.progressId));
      const before = scoresPosted().length;
      platform.refuseUngradedScores(true);
      try {
        await startAgain(learner);
        await complete(course.id, learner, 1);
        // The reset, refused by a platform that takes only grades (dropped, not retried), then the new score.
        expect(await queue.drain()).toBe(2);
      } finally {
        platform.refuseUngradedScores(false);
      }
      const waiting = await t.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.name, SCORE_JOB), eq(jobs.state, "created")));
      expect(waiting).toEqual([]);
      expect(
        scoresPosted()
          .slice(before)
          .map((call) => (call.body as { activityProgress: string }).activityProgress),
      ).toEqual(["Initialized", "Completed"]);
      expect(platform.keptScores().filter((score) => score.userId === "attempts-2")).toMatchObject([
        { activityProgress: "Completed", scoreGiven: 100 },
      ]);
    });

    it("keeps no grade link without the score scope, a line item or a callable address", async () => {
      const { course } = await registered();
      const cases = [
        platform.agsClaim({ lineitem: "http://127.0.0.1:1/lineitems/1", scopes: [AGS_SCOPE.lineitem] }),
        platform.agsClaim({ scopes: [AGS_SCOPE.score] }),
        {
          "https://purl.imsglobal.org/spec/lti-ags/claim/endpoint": {
            scope: [AGS_SCOPE.score],
            lineitem: "file:///etc",
          },
        },
        {},
      ];
      for (const [index, claims] of cases.entries()) {
        const learner = await learnerIn(course.id, claims, `no-grades-${index}`);
        const [row] = await t.db
          .select({ id: ltiGradeLinks.id })
          .from(ltiGradeLinks)
          .where(eq(ltiGradeLinks.sub, `no-grades-${index}`));
        expect(row, `case ${index}`).toBeUndefined();
        await complete(course.id, learner);
      }
      expect(await queue.drain()).toBe(0);
    });
  },
  {
    jobs: (db) => {
      queue = createEmbeddedQueue({
        db,
        logger: pino({ level: "silent" }),
        pollIntervalMs: 1000,
        autoPoll: false,
        now: () => clock,
      });
      queue.register(scoreJob(db, testOutbound));
      return queue;
    },
  },
);
