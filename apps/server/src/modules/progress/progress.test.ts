import { BLOCK_TYPE, type PlayerProgress, type UpdateProgressRequest } from "@coursewright/course-model";
import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  accessTokens,
  coursePages,
  courseProgressAttempts,
  courseProgresses,
  courseShares,
  courses,
  pageBlocks,
} from "../../db/schema";
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
  const storedRowOf = async (id: number) => {
    const [row] = await t.db.select().from(courseProgresses).where(eq(courseProgresses.id, id));
    if (!row) throw new Error("no row");
    return row;
  };
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
          answered(q.second, "quiz_single_choice", "o2"),
          answered(q.open, "quiz_open_answer", "My essay"),
          answered(q.foreign, "quiz_single_choice", "o1"),
        ]),
        q.learner.token,
      );
      expect(res.statusCode).toBe(200);
      const row = await storedRow(q.progressId);
      expect(row).toMatchObject({ completed: true, pass_percent: 0, passed: false });
      expect(row.blocks_progresses.map((entry) => entry.block_id)).toEqual([q.first, q.second, q.open]);
      expect(row.blocks_progresses[0]).toMatchObject({
        correct: false,
        user_answer: "o2",
        position: { correct: false, correctAnswerText: "Right", answerValue: "o2" },
      });
      expect(row.blocks_progresses[2]).toMatchObject({
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
        answered(q.open, "quiz_open_answer", "My essay"),
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
      const entries = [
        answered(q.first, "quiz_single_choice", "o2"),
        answered(q.second, "quiz_single_choice", "o2"),
        answered(q.open, "quiz_open_answer", "My essay"),
      ];
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

  describe("update_progress stores a completed attempt only when every page of it is complete (issue 15)", () => {
    /**
     * Three pages: a required button on page 1, a true/false question on page 2 (60-second time limit), a text
     * on page 3. Pass mark 0, so a forged completion would also pass.
     */
    const threePages = async () => {
      const shared = await invitedLearner(t, { pages: 3 });
      const [first, second, third] = shared.pages.map((page) => page.id) as [number, number, number];
      const [button, question] = await t.db
        .insert(pageBlocks)
        .values([
          blockValues(shared.course.id, first, 0, BLOCK_TYPE.BUTTON),
          {
            ...blockValues(shared.course.id, second, 0, BLOCK_TYPE.QUIZ_TRUE_FALSE),
            settings: { correct_answer: true },
          },
          blockValues(shared.course.id, third, 0, BLOCK_TYPE.TEXT),
        ])
        .returning();
      await t.db.update(coursePages).set({ time_limit: 60 }).where(eq(coursePages.id, second));
      await t.db.update(courses).set({ min_pass_percent: 0 }).where(eq(courses.id, shared.course.id));
      const { data } = await load(shared.course.id, shared.share.id, shared.learner.token);
      return {
        ...shared,
        order: [first, second, third],
        button: button?.id as number,
        question: question?.id as number,
        progressId: data.id,
      };
    };
    const completion = (order: number[], pagesProgresses: object[], blocksProgresses: object[]) => ({
      current_page_id: null,
      completed: true,
      passed: true,
      pass_percent: 100,
      met_display_conditions: [],
      current_attempt_number: 0,
      desired_pages_order: order,
      pages_progresses: pagesProgresses,
      blocks_progresses: blocksProgresses,
    });
    const page = (page_id: number, finish_limit: string | null = null) => ({ page_id, completed: true, finish_limit });
    const clicked = (block_id: number) => ({
      block_id,
      completed: true,
      correct: true,
      user_answer: "",
      position: null,
    });
    const said = (block_id: number, answer: boolean) => ({
      block_id,
      completed: true,
      correct: true,
      user_answer: answer,
      position: null,
    });
    /** The server form of a date, as the player sends finish_limit. */
    const serverDate = (ms: number) => {
      const d = new Date(ms);
      const two = (n: number) => String(n).padStart(2, "0");
      return `${two(d.getUTCDate())}.${two(d.getUTCMonth() + 1)}.${d.getUTCFullYear()} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`;
    };

    it("refuses the last page alone (the forged page= finish) with 422 naming the first unfinished page", async () => {
      const c = await threePages();
      const third = c.order[2] as number;
      const forged = completion(c.order, [page(third)], []);
      const res = await update(c.progressId, forged, c.learner.token);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: 'The course is not finished yet: complete the page "Page 1" first.',
        error: "progress_incomplete",
        errors: { completed: ['The course is not finished yet: complete the page "Page 1" first.'] },
      });
      const german = await t.inject({
        method: "POST",
        url: `/api/course_player/update_progress/${c.progressId}`,
        headers: { ...bearer(c.learner.token), "content-language": "de" },
        payload: forged,
      });
      expect(german.json().message).toBe(
        "Der Kurs ist noch nicht abgeschlossen: Schließen Sie zuerst die Seite „Page 1“ ab.",
      );
      expect(await storedRowOf(c.progressId)).toMatchObject({ completed: false, revision: 0 });
      // Page 1 done, the question of page 2 left: page 2 is named; every page's completed flag claimed changes nothing.
      const skipped = await update(
        c.progressId,
        completion(
          c.order,
          c.order.map((id) => page(id)),
          [clicked(c.button)],
        ),
        c.learner.token,
      );
      expect(skipped.statusCode).toBe(422);
      expect(skipped.json().message).toContain('"Page 2"');
      // An order that names none of the course's pages plays them all.
      const noOrder = await update(c.progressId, completion([], [], [said(c.question, true)]), c.learner.token);
      expect(noOrder.json().message).toContain('"Page 1"');
    });

    it("refuses a forged completion on every path: a body that needs the schema, and a sendBeacon write", async () => {
      const c = await threePages();
      const loose = { ...completion(c.order, [page(c.order[2] as number)], []), extra: true };
      const viaSchema = await update(c.progressId, loose, c.learner.token);
      expect(viaSchema.statusCode).toBe(422);
      expect(viaSchema.json().error).toBe("progress_incomplete");
      const beacon = await t.inject({
        method: "POST",
        url: `/api/course_player/update_progress/${c.progressId}`,
        headers: { "content-type": "text/plain;charset=UTF-8" },
        payload: JSON.stringify({
          ...completion(c.order, [], []),
          beacon_token: (await load(c.course.id, c.share.id, c.learner.token)).data.beacon_token,
        }),
      });
      expect(beacon.statusCode).toBe(422);
      expect(await storedRowOf(c.progressId)).toMatchObject({ completed: false });
    });

    it("refuses a completion whose dealt order leaves pages out, sent at once or after an honest first write", async () => {
      const c = await threePages();
      const third = c.order[2] as number;
      // Only the last page dealt, done: the order is the learner's claim, not proof of which pages they had.
      const lastOnly = completion([third], [page(third)], []);
      const first = await update(c.progressId, lastOnly, c.learner.token);
      expect(first.statusCode).toBe(422);
      expect(first.json().error).toBe("progress_incomplete");
      expect(first.json().message).toContain('"Page 1"');
      // A first write that is not completed cannot deal a shorter order either (a later completion would pass).
      const shortDeal = await update(c.progressId, { ...lastOnly, completed: false }, c.learner.token);
      expect(shortDeal.statusCode).toBe(409);
      // Once the honest order is stored, a write dropping pages from it is refused; the stored row is unchanged.
      const honestStart = completion(c.order, [page(c.order[0] as number)], [clicked(c.button)]);
      expect((await update(c.progressId, { ...honestStart, completed: false }, c.learner.token)).statusCode).toBe(200);
      const dropped = await update(c.progressId, lastOnly, c.learner.token);
      expect(dropped.statusCode).toBe(422);
      // The first page left out is named (page 1 was done, but it is not in the order sent).
      expect(dropped.json().message).toContain('"Page 1"');
      const droppedQuietly = await update(c.progressId, { ...lastOnly, completed: false }, c.learner.token);
      expect(droppedQuietly.statusCode).toBe(409);
      expect(await storedRowOf(c.progressId)).toMatchObject({ completed: false, desired_pages_order: c.order });
      // A page deleted since it was dealt may leave the order: the attempt completes without it.
      await t.db.delete(coursePages).where(eq(coursePages.id, c.order[1] as number));
      await t.db
        .update(courses)
        .set({ updated_at: new Date(Date.now() + 1000) })
        .where(eq(courses.id, c.course.id));
      const withoutDeleted = completion([c.order[0] as number, third], [], [clicked(c.button)]);
      expect((await update(c.progressId, withoutDeleted, c.learner.token)).statusCode).toBe(200);
      expect(await storedRowOf(c.progressId)).toMatchObject({ completed: true });
    });

    it("holds the first deal of a course cut to fewer pages: its first pages unless it shuffles", async () => {
      const c = await threePages();
      const [first, second, third] = c.order as [number, number, number];
      await t.db
        .update(courses)
        .set({ limit_pages_number: 2, pages_order: c.order, updated_at: new Date(Date.now() + 1000) })
        .where(eq(courses.id, c.course.id));
      // The two pages without the required button and the question's time limit: not the two a run plays.
      const easy = completion([second, third], [page(second, serverDate(Date.now() - 1000))], []);
      const refused = await update(c.progressId, easy, c.learner.token);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().message).toContain('"Page 1"');
      // Shuffled, any two pages are a fair deal.
      await t.db
        .update(courses)
        .set({ randomize_pages_order: true, updated_at: new Date(Date.now() + 2000) })
        .where(eq(courses.id, c.course.id));
      expect((await update(c.progressId, easy, c.learner.token)).statusCode).toBe(200);
      expect(await storedRowOf(c.progressId)).toMatchObject({ completed: true, desired_pages_order: [second, third] });
      expect(first).toBeGreaterThan(0);
    });

    it("stores an honest completion: every required block completed, the question answered", async () => {
      const c = await threePages();
      const honest = completion(
        c.order,
        c.order.map((id) => page(id)),
        [clicked(c.button), said(c.question, false)],
      );
      const res = await update(c.progressId, honest, c.learner.token);
      expect(res.statusCode).toBe(200);
      expect(await storedRowOf(c.progressId)).toMatchObject({ completed: true, pass_percent: 0, passed: true });
    });

    it("counts a page whose time limit has passed, its unanswered question failed", async () => {
      const c = await threePages();
      const second = c.order[1] as number;
      const running = completion(c.order, [page(second, serverDate(Date.now() + 60_000))], [clicked(c.button)]);
      expect((await update(c.progressId, running, c.learner.token)).statusCode).toBe(422);
      const passed = completion(c.order, [page(second, serverDate(Date.now() - 1000))], [clicked(c.button)]);
      expect((await update(c.progressId, passed, c.learner.token)).statusCode).toBe(200);
      expect(await storedRowOf(c.progressId)).toMatchObject({ completed: true, pass_percent: 0 });
    });

    it("judges against the course as it is now: a required block added since is required", async () => {
      const c = await threePages();
      const honest = completion(c.order, [], [clicked(c.button), said(c.question, true)]);
      const [later] = await t.db
        .insert(pageBlocks)
        .values(blockValues(c.course.id, c.order[2] as number, 1, BLOCK_TYPE.ACCORDION))
        .returning();
      await t.db
        .update(courses)
        .set({ updated_at: new Date(Date.now() + 1000) })
        .where(eq(courses.id, c.course.id));
      const res = await update(c.progressId, honest, c.learner.token);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toContain('"Page 3"');
      const withIt = { ...honest, blocks_progresses: [...honest.blocks_progresses, clicked(later?.id as number)] };
      expect((await update(c.progressId, withIt, c.learner.token)).statusCode).toBe(200);
    });
  });

  describe("POST /api/course_player/start_again/:progressId", () => {
    it("starts a failed course again while attempts remain, then refuses with the translated message", async () => {
      // One question answered wrong: the server scores the finished attempt 0, failed.
      const { learner, course, share, blocks } = await invitedLearner(t, {
        attempts: 2,
        blocksPerPage: 1,
        blockType: BLOCK_TYPE.QUIZ_SINGLE_CHOICE,
      });
      const { data } = await load(course.id, share.id, learner.token);
      const question = blocks[0]?.id as number;
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
            blocks_progresses: [{ block_id: question, completed: true, correct: true, user_answer: "x" }],
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
      // The ended attempt is kept for the reports, with its answers, as it stood.
      const kept = await t.db
        .select()
        .from(courseProgressAttempts)
        .where(eq(courseProgressAttempts.progress_id, data.id));
      expect(kept).toHaveLength(1);
      expect(kept[0]).toMatchObject({ attempt_number: 0, completed: true, passed: false, pass_percent: 0 });
      expect(kept[0]?.blocks_progresses.map((entry) => [entry.block_id, entry.correct])).toEqual([[question, false]]);
      expect(kept[0]?.ended_at.getTime()).toBeGreaterThanOrEqual(kept[0]?.started_at.getTime() ?? 0);
      expect((await finish(1)).statusCode).toBe(200);
      const refused = await startAgain(data.id, learner.token);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toEqual({
        message: "course can not be started again",
        error: "restart_refused",
        errors: { progress_id: ["course can not be started again"] },
      });
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
