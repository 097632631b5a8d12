import { BLOCK_TYPE, type PlayerProgress, type UpdateProgressRequest } from "@coursewright/course-model";
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { accessTokens, courseProgresses, courseShares, courses, pageBlocks } from "../../db/schema";
import { bearer, forEachDatabase } from "../../test/context";
import { blockValues } from "../courses/testing";
import { addShare, invitedLearner, sharedCourse } from "../shares/testing";

forEachDatabase("learner progress API", (t) => {
  const load = async (courseId: number, shareId: string, token: string) => {
    const res = await t.inject({
      method: "GET",
      url: `/api/course_player/get_progress/${courseId}?share_id=${shareId}`,
      headers: bearer(token),
    });
    return { res, data: res.json().data as PlayerProgress };
  };
  const update = (id: number, body: object, token?: string) =>
    t.inject({
      method: "POST",
      url: `/api/course_player/update_progress/${id}`,
      headers: token ? bearer(token) : {},
      payload: body,
    });
  const startAgain = (id: number, token: string, lang?: string) =>
    t.inject({
      method: "POST",
      url: `/api/course_player/start_again/${id}`,
      headers: { ...bearer(token), ...(lang ? { "content-language": lang } : {}) },
    });
  const body = (pageIds: number[], blockIds: number[], patch: Partial<UpdateProgressRequest> = {}) => ({
    current_page_id: pageIds.at(-1),
    completed: false,
    passed: true,
    pass_percent: 100,
    met_display_conditions: [blockIds[0]],
    current_attempt_number: 0,
    desired_pages_order: pageIds,
    pages_progresses: [{ page_id: pageIds[0], completed: true, finish_limit: "31.12.2026 23:59:30" }],
    blocks_progresses: [
      {
        block_id: blockIds[0],
        completed: true,
        correct: false,
        user_answer: 7,
        position: {
          type: "quiz_single_choice",
          text: "Pick one",
          answerText: "B",
          correctAnswerText: "A",
          answerValue: { id: 7, text: "B" },
          correct: false,
          countsIsScore: true,
        },
      },
    ],
    ...patch,
  });

  describe("GET /api/course_player/get_progress/:courseId", () => {
    it("creates the empty progress on the first call and answers the same row after", async () => {
      const { learner, course, share } = await invitedLearner(t, { attempts: 2 });
      const first = await load(course.id, share.id, learner.token);
      expect(first.res.statusCode).toBe(200);
      expect(first.data).toMatchObject({
        share_id: share.id,
        course_id: course.id,
        current_page_id: null,
        completed: false,
        passed: true,
        pass_percent: 100,
        met_display_conditions: [],
        current_attempt_number: 0,
        desired_pages_order: [],
        pages_progresses: [],
        blocks_progresses: [],
        attempts: 2,
        revision: 0,
      });
      expect(first.data.beacon_token).toMatch(/^b2\.\d+\.\d+\.\d+\.\d+\.[A-Za-z0-9_-]+$/);
      const again = await load(course.id, share.id, learner.token);
      expect(again.data.id).toBe(first.data.id);
      expect(await t.db.select().from(courseProgresses).where(eq(courseProgresses.share_id, share.id))).toHaveLength(1);
    });

    it("needs a share (422) the learner may play (403)", async () => {
      const { learner, course, share } = await invitedLearner(t);
      const missing = await t.inject({
        method: "GET",
        url: `/api/course_player/get_progress/${course.id}`,
        headers: bearer(learner.token),
      });
      expect(missing.statusCode).toBe(422);
      const stranger = await t.createUser();
      expect((await load(course.id, share.id, stranger.token)).res.statusCode).toBe(403);
    });
  });

  describe("POST /api/course_player/update_progress/:progressId", () => {
    it("stores the server form and gives it back on the next load", async () => {
      const { learner, course, share, pages, blocks } = await invitedLearner(t, { pages: 3, blocksPerPage: 1 });
      const { data } = await load(course.id, share.id, learner.token);
      const sent = body(
        pages.map((p) => p.id),
        blocks.map((b) => b.id),
      );
      const res = await update(data.id, sent, learner.token);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ id: data.id, revision: 1, current_attempt_number: 0, completed: false });
      const stored = (await load(course.id, share.id, learner.token)).data;
      expect(stored).toMatchObject({ ...sent, revision: 1 });
    });

    it("stores the same whether the body is in the player's canonical form or needs the schema's defaults and stripping", async () => {
      const { learner, course, share, pages, blocks } = await invitedLearner(t, { pages: 2, blocksPerPage: 1 });
      const { data } = await load(course.id, share.id, learner.token);
      const sent = body(
        pages.map((p) => p.id),
        blocks.map((b) => b.id),
      );
      expect((await update(data.id, sent, learner.token)).statusCode).toBe(200);
      const canonical = (await load(course.id, share.id, learner.token)).data;
      const { passed: _passed, met_display_conditions: _met, ...withDefaults } = sent;
      const loose = {
        ...withDefaults,
        met_display_conditions: sent.met_display_conditions,
        pages_progresses: sent.pages_progresses.map((entry) => ({ ...entry, unknown: "dropped" })),
        extra: true,
      };
      expect((await update(data.id, loose, learner.token)).statusCode).toBe(200);
      const stored = (await load(course.id, share.id, learner.token)).data;
      expect(stored.revision).toBe(2);
      expect({ ...stored, revision: 1, beacon_token: "", beacon_token_expires_at: "", updated_at: "" }).toEqual({
        ...canonical,
        beacon_token: "",
        beacon_token_expires_at: "",
        updated_at: "",
      });
    });

    it("ignores a stale write: an older attempt, or one that would un-complete the attempt (409 with the stored progress)", async () => {
      const { learner, course, share, pages, blocks } = await invitedLearner(t, { pages: 2, blocksPerPage: 1 });
      const { data } = await load(course.id, share.id, learner.token);
      const ids = [pages.map((p) => p.id), blocks.map((b) => b.id)] as const;
      await t.db.update(courseProgresses).set({ current_attempt_number: 1 }).where(eq(courseProgresses.id, data.id));
      const older = await update(data.id, body(...ids, { current_attempt_number: 0 }), learner.token);
      expect(older.statusCode).toBe(409);
      expect(older.json()).toMatchObject({ error: "progress_stale", data: { id: data.id, current_attempt_number: 1 } });
      expect(
        (await update(data.id, body(...ids, { current_attempt_number: 1, completed: true }), learner.token)).statusCode,
      ).toBe(200);
      const uncomplete = await update(data.id, body(...ids, { current_attempt_number: 1 }), learner.token);
      expect(uncomplete.statusCode).toBe(409);
      expect(uncomplete.json().data).toMatchObject({ completed: true, revision: 1 });
    });

    it("writes only the learner's own row, only while the share is active", async () => {
      const { learner, course, share, pages, blocks } = await invitedLearner(t, { blocksPerPage: 1 });
      const { data } = await load(course.id, share.id, learner.token);
      const sent = body(
        pages.map((p) => p.id),
        blocks.map((b) => b.id),
      );
      const other = await t.createUser();
      expect((await update(data.id, sent, other.token)).statusCode).toBe(403);
      expect((await update(data.id, sent)).statusCode).toBe(401);
      expect((await update(99999999, sent, learner.token)).statusCode).toBe(404);
      expect((await update(data.id, { ...sent, pass_percent: 101 }, learner.token)).statusCode).toBe(422);
      await t.db.update(courseShares).set({ revoked_at: new Date() }).where(eq(courseShares.id, share.id));
      const revoked = await update(data.id, sent, learner.token);
      expect(revoked.statusCode).toBe(404);
      expect(revoked.json().error).toBe("course_unavailable");
    });

    it("refuses with 422, not a failed write, what PostgreSQL could not store (ids over int4, NUL in an answer)", async () => {
      const { learner, course, share, pages, blocks } = await invitedLearner(t, { blocksPerPage: 1 });
      const { data } = await load(course.id, share.id, learner.token);
      const sent = body(
        pages.map((p) => p.id),
        blocks.map((b) => b.id),
      );
      const [first] = sent.blocks_progresses;
      for (const bad of [
        { ...sent, current_page_id: 2 ** 31 },
        { ...sent, current_attempt_number: 2 ** 31 },
        { ...sent, blocks_progresses: [{ ...first, user_answer: "nul \u0000 inside" }] },
      ]) {
        const res = await update(data.id, bad, learner.token);
        expect(res.statusCode).toBe(422);
        expect(res.json().message).toBeTruthy();
      }
      expect((await load(course.id, share.id, learner.token)).data.revision).toBe(0);
      expect((await update(data.id, sent, learner.token)).statusCode).toBe(200);
    });

    it("accepts a sendBeacon write: text/plain JSON with the beacon_token in the body, no Authorization", async () => {
      const { learner, creator, course, share, pages, blocks } = await invitedLearner(t, { blocksPerPage: 1 });
      const { data } = await load(course.id, share.id, learner.token);
      const sent = body(
        pages.map((p) => p.id),
        blocks.map((b) => b.id),
      );
      const beacon = (payload: object, id = data.id) =>
        t.inject({
          method: "POST",
          url: `/api/course_player/update_progress/${id}`,
          headers: { "content-type": "text/plain;charset=UTF-8" },
          payload: JSON.stringify(payload),
        });
      const res = await beacon({ ...sent, beacon_token: data.beacon_token });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.revision).toBe(1);
      expect((await beacon(sent)).statusCode).toBe(401);
      expect((await beacon({ ...sent, beacon_token: `${data.beacon_token.slice(0, -2)}xx` })).statusCode).toBe(401);
      // A token is bound to its row: it cannot write another learner's progress.
      const publicShare = await addShare(t, course.id, creator.user.id, "public");
      const visitor = await t.createUser();
      const theirs = (await load(course.id, publicShare.id, visitor.token)).data;
      expect((await beacon({ ...sent, beacon_token: data.beacon_token }, theirs.id)).statusCode).toBe(401);
      const bad = await t.inject({
        method: "POST",
        url: `/api/course_player/update_progress/${data.id}`,
        headers: { "content-type": "text/plain" },
        payload: "{not json",
      });
      expect(bad.statusCode).toBe(400);
    });

    it("stops the beacon token when its sign-in signs out (or ends), for progress and analytics beacons", async () => {
      const { learner, course, share, pages, blocks } = await invitedLearner(t, { blocksPerPage: 1 });
      // A sign-in of its own, as a second tab of the learner would have.
      const other = await t.inject({
        method: "POST",
        url: "/oauth/token",
        payload: { grant_type: "password", client_id: "web", username: learner.user.email, password: learner.password },
      });
      expect(other.statusCode, other.body).toBe(200);
      const token: string = other.json().access_token;
      const { data } = await load(course.id, share.id, token);
      // The beacon lasts as long as its sign-in, no longer.
      const [session] = await t.db
        .select({ expires_at: accessTokens.expires_at })
        .from(accessTokens)
        .orderBy(desc(accessTokens.id))
        .limit(1);
      expect(Date.parse(data.beacon_token_expires_at)).toBeLessThanOrEqual(session?.expires_at.getTime() ?? 0);
      const sent = body(
        pages.map((p) => p.id),
        blocks.map((b) => b.id),
      );
      const beacon = (url: string, payload: object) =>
        t.inject({
          method: "POST",
          url,
          headers: { "content-type": "text/plain;charset=UTF-8" },
          payload: JSON.stringify({ ...payload, beacon_token: data.beacon_token }),
        });
      const progressBeacon = () => beacon(`/api/course_player/update_progress/${data.id}`, sent);
      const sessionBeacon = () =>
        beacon("/api/course_player/record_course_session", {
          share_id: share.id,
          started_at: new Date().toISOString(),
          ended_at: new Date().toISOString(),
          page_sessions: [],
        });
      expect((await progressBeacon()).statusCode).toBe(200);
      expect((await sessionBeacon()).statusCode).toBe(204);

      const logout = await t.inject({ method: "POST", url: "/api/logout", headers: bearer(token) });
      expect(logout.statusCode).toBe(204);
      expect((await progressBeacon()).statusCode).toBe(401);
      expect((await sessionBeacon()).statusCode).toBe(401);
      // The learner's other sign-in writes on.
      expect((await update(data.id, { ...sent, completed: false }, learner.token)).statusCode).toBe(200);
    });
  });

  describe("update_progress judges the answers again (issue 6)", () => {
    const choice = (rightId: string) => ({
      options: ["o1", "o2"].map((id) => ({ id, text: id === rightId ? "Right" : "Wrong", correct: id === rightId })),
    });
    /** A course of one page: two single-choice questions (o1 right) and an open answer; min_pass_percent 50. */
    const quizCourse = async () => {
      const shared = await invitedLearner(t, { pages: 1 });
      const { course, pages } = shared;
      const pageId = pages[0]?.id as number;
      const [first, second, open] = await t.db
        .insert(pageBlocks)
        .values([
          { ...blockValues(course.id, pageId, 0, BLOCK_TYPE.QUIZ_SINGLE_CHOICE), settings: choice("o1") },
          { ...blockValues(course.id, pageId, 1, BLOCK_TYPE.QUIZ_SINGLE_CHOICE), settings: choice("o1") },
          blockValues(course.id, pageId, 2, BLOCK_TYPE.QUIZ_OPEN_ANSWER),
        ])
        .returning();
      await t.db.update(courses).set({ min_pass_percent: 50 }).where(eq(courses.id, course.id));
      const other = await sharedCourse(t, { blocksPerPage: 1, blockType: BLOCK_TYPE.QUIZ_SINGLE_CHOICE });
      const foreign = other.blocks[0]?.id as number;
      const { data } = await load(course.id, shared.share.id, shared.learner.token);
      return {
        ...shared,
        pageId,
        first: first?.id as number,
        second: second?.id as number,
        open: open?.id as number,
        foreign,
        progressId: data.id,
      };
    };
    const answered = (blockId: number, type: string, answer: unknown) => ({
      block_id: blockId,
      completed: true,
      correct: true,
      user_answer: answer,
      position: {
        type,
        text: "Question",
        answerText: "forged",
        correctAnswerText: "forged",
        answerValue: answer,
        correct: true,
        countsIsScore: true,
      },
    });
    const finished = (pageId: number, entries: object[]) => ({
      current_page_id: pageId,
      completed: true,
      passed: true,
      pass_percent: 100,
      current_attempt_number: 0,
      desired_pages_order: [pageId],
      pages_progresses: [{ page_id: pageId, completed: true, finish_limit: null }],
      blocks_progresses: entries,
    });
    const storedRow = async (id: number) => {
      const [row] = await t.db.select().from(courseProgresses).where(eq(courseProgresses.id, id));
      if (!row) throw new Error("no row");
      return row;
    };

    it("a forged `correct: true` does not change the server's score; foreign blocks are dropped, open answers stay correct", async () => {
      const q = await quizCourse();
      const res = await update(
        q.progressId,
        finished(q.pageId, [
          answered(q.first, "quiz_single_choice", "o2"),
          answered(q.open, "quiz_open_answer", "My essay"),
          answered(q.foreign, "quiz_single_choice", "o1"),
        ]),
        q.learner.token,
      );
      expect(res.statusCode).toBe(200);
      const row = await storedRow(q.progressId);
      expect(row).toMatchObject({ completed: true, pass_percent: 0, passed: false });
      expect(row.blocks_progresses.map((entry) => entry.block_id)).toEqual([q.first, q.open]);
      expect(row.blocks_progresses[0]).toMatchObject({
        correct: false,
        user_answer: "o2",
        position: { correct: false, correctAnswerText: "Right", answerValue: "o2" },
      });
      expect(row.blocks_progresses[1]).toMatchObject({
        correct: true,
        position: { correct: true, countsIsScore: false },
      });
    });

    it("a right answer stays right, and the score follows min_pass_percent", async () => {
      const q = await quizCourse();
      const entries = [
        answered(q.first, "quiz_single_choice", "o2"),
        // No position: judged from user_answer, and the judged position is kept.
        { block_id: q.second, completed: true, correct: false, user_answer: "o1", position: null },
      ];
      expect((await update(q.progressId, finished(q.pageId, entries), q.learner.token)).statusCode).toBe(200);
      const row = await storedRow(q.progressId);
      expect(row).toMatchObject({ pass_percent: 50, passed: true });
      expect(row.blocks_progresses[1]).toMatchObject({
        block_id: q.second,
        correct: true,
        position: { type: "quiz_single_choice", correct: true, answerValue: "o1", correctAnswerText: "Right" },
      });
      await t.db.update(courses).set({ min_pass_percent: 60 }).where(eq(courses.id, q.course.id));
      expect((await update(q.progressId, finished(q.pageId, entries), q.learner.token)).statusCode).toBe(200);
      expect(await storedRow(q.progressId)).toMatchObject({ pass_percent: 50, passed: false });
    });

    it("judges against the course as it is now: a builder save (a new updated_at) is seen at once", async () => {
      const q = await quizCourse();
      const entries = [answered(q.first, "quiz_single_choice", "o2"), answered(q.second, "quiz_single_choice", "o2")];
      expect((await update(q.progressId, finished(q.pageId, entries), q.learner.token)).statusCode).toBe(200);
      expect(await storedRow(q.progressId)).toMatchObject({ pass_percent: 0 });
      await t.db
        .update(pageBlocks)
        .set({ settings: choice("o2") })
        .where(eq(pageBlocks.id, q.first));
      await t.db
        .update(courses)
        .set({ updated_at: new Date(Date.now() + 1000) })
        .where(eq(courses.id, q.course.id));
      expect((await update(q.progressId, finished(q.pageId, entries), q.learner.token)).statusCode).toBe(200);
      expect(await storedRow(q.progressId)).toMatchObject({ pass_percent: 50, passed: true });
    });

    it("keeps the player's own percent while the attempt is not completed, but still judges the answers", async () => {
      const q = await quizCourse();
      const sent = {
        ...finished(q.pageId, [answered(q.first, "quiz_single_choice", "o2")]),
        completed: false,
        pass_percent: 77,
      };
      expect((await update(q.progressId, sent, q.learner.token)).statusCode).toBe(200);
      const row = await storedRow(q.progressId);
      expect(row).toMatchObject({ completed: false, pass_percent: 77 });
      expect(row.blocks_progresses[0]?.correct).toBe(false);
    });
  });

  describe("POST /api/course_player/start_again/:progressId", () => {
    it("starts a failed course again while attempts remain, then refuses with the translated message", async () => {
      // One unanswered question: the server scores the finished attempt 0, failed.
      const { learner, course, share } = await invitedLearner(t, {
        attempts: 2,
        blocksPerPage: 1,
        blockType: BLOCK_TYPE.QUIZ_SINGLE_CHOICE,
      });
      const { data } = await load(course.id, share.id, learner.token);
      const finish = (attempt: number) =>
        update(
          data.id,
          {
            current_page_id: null,
            completed: true,
            passed: false,
            pass_percent: 20,
            current_attempt_number: attempt,
            pages_progresses: [],
            blocks_progresses: [],
          },
          learner.token,
        );
      expect((await finish(0)).statusCode).toBe(200);
      const restarted = await startAgain(data.id, learner.token);
      expect(restarted.statusCode).toBe(200);
      expect(restarted.json().data).toMatchObject({
        id: data.id,
        completed: false,
        passed: true,
        pass_percent: 100,
        current_attempt_number: 1,
        pages_progresses: [],
        attempts: 2,
      });
      expect((await finish(1)).statusCode).toBe(200);
      const refused = await startAgain(data.id, learner.token);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({ message: "course can not be started again", error: "restart_refused" });
      expect((await startAgain(data.id, learner.token, "de")).json().message).toBe(
        "Der Kurs kann nicht erneut gestartet werden",
      );
      const stranger = await t.createUser();
      expect((await startAgain(data.id, stranger.token)).statusCode).toBe(403);
    });

    it("refuses a course completed and passed, even with attempts left", async () => {
      const { learner, course, share } = await invitedLearner(t, { attempts: null });
      const { data } = await load(course.id, share.id, learner.token);
      await t.db
        .update(courseProgresses)
        .set({ completed: true, passed: true })
        .where(eq(courseProgresses.id, data.id));
      expect((await startAgain(data.id, learner.token)).statusCode).toBe(422);
    });
  });
});
