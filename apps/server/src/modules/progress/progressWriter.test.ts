import { BLOCK_TYPE, type PlayerProgress, type UpdateProgressRequest } from "@coursewright/course-model";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { courseProgresses, courseShares, courses, pageBlocks } from "../../db/schema";
import { HttpError } from "../../http/errors";
import { bearer, forEachDatabase, type TestContext } from "../../test/context";
import { blockValues } from "../courses/testing";
import { addShare, sharedCourse } from "../shares/testing";
import { createProgressWriter } from "./progressWriter";

const choice = (rightId: string) => ({
  options: ["o1", "o2"].map((id) => ({ id, text: id === rightId ? "Right" : "Wrong", correct: id === rightId })),
});

/** A public share of a one-page course with two single-choice questions (o1 right), and `count` learners in it. */
async function classroom(t: TestContext, count: number) {
  const shared = await sharedCourse(t, {
    kind: "public",
    pages: 1,
    blocksPerPage: 2,
    blockType: BLOCK_TYPE.QUIZ_SINGLE_CHOICE,
  });
  for (const block of shared.blocks) {
    await t.db
      .update(pageBlocks)
      .set({ settings: choice("o1") })
      .where(eq(pageBlocks.id, block.id));
  }
  const learners = [];
  for (let i = 0; i < count; i++) {
    const learner = await t.createUser();
    const res = await t.inject({
      method: "GET",
      url: `/api/course_player/get_progress/${shared.course.id}?share_id=${shared.share.id}`,
      headers: bearer(learner.token),
    });
    const progress: PlayerProgress = res.json().data;
    learners.push({ ...learner, progressId: progress.id });
  }
  const pageId = shared.pages[0]?.id as number;
  const blockIds = shared.blocks.map((block) => block.id);
  /** A write answering every question with `answer` (o1 right, o2 wrong). */
  const body = (answer: string, patch: Partial<UpdateProgressRequest> = {}): UpdateProgressRequest => ({
    current_page_id: pageId,
    completed: true,
    passed: true,
    pass_percent: 100,
    met_display_conditions: [],
    current_attempt_number: 0,
    desired_pages_order: [pageId],
    pages_progresses: [{ page_id: pageId, completed: true, finish_limit: null }],
    blocks_progresses: blockIds.map((block_id) => ({
      block_id,
      completed: true,
      correct: true,
      user_answer: answer,
      position: null,
    })),
    ...patch,
  });
  return { ...shared, learners, pageId, body };
}

async function stored(t: TestContext, id: number) {
  const [row] = await t.db.select().from(courseProgresses).where(eq(courseProgresses.id, id));
  if (!row) throw new Error("no row");
  return row;
}

const statusOf = (result: PromiseSettledResult<unknown>) =>
  result.status === "fulfilled" ? "ok" : result.reason instanceof HttpError ? result.reason.status : "error";

forEachDatabase("progress writer: group commit of update_progress", (t) => {
  it("writes concurrent learners in one statement, each with its own judged answers", async () => {
    const room = await classroom(t, 3);
    const writer = createProgressWriter(t.db);
    const [a, b, c] = room.learners;
    if (!a || !b || !c) throw new Error("no learners");
    // The first write of a row reads its course's version; the batch below then forms in one turn.
    await writer.write(a.progressId, a.user.id, room.body("o2"));
    await writer.write(b.progressId, b.user.id, room.body("o2"));
    await writer.write(c.progressId, c.user.id, room.body("o2"));
    const before = writer.stats();
    const results = await Promise.all([
      writer.write(a.progressId, a.user.id, room.body("o1")),
      writer.write(b.progressId, b.user.id, room.body("o2")),
      writer.write(c.progressId, c.user.id, room.body("o1")),
    ]);
    expect(results.map((r) => r.ok && r.row.revision)).toEqual([2, 2, 2]);
    expect(writer.stats().batches - before.batches).toBe(1);
    expect((await stored(t, a.progressId)).pass_percent).toBe(100);
    expect((await stored(t, b.progressId)).pass_percent).toBe(0);
    expect((await stored(t, c.progressId)).pass_percent).toBe(100);
  });

  it("keeps two writes of one row in the order they came: the later waits for the next batch", async () => {
    const room = await classroom(t, 1);
    const writer = createProgressWriter(t.db);
    const [a] = room.learners;
    if (!a) throw new Error("no learner");
    await writer.write(a.progressId, a.user.id, room.body("o2", { completed: false }));
    const before = writer.stats();
    const order: number[] = [];
    const first = writer.write(a.progressId, a.user.id, room.body("o2", { completed: false, pass_percent: 11 }));
    const second = writer.write(a.progressId, a.user.id, room.body("o1", { completed: false, pass_percent: 22 }));
    void first.then(() => order.push(1));
    void second.then(() => order.push(2));
    const [one, two] = await Promise.all([first, second]);
    expect(one.ok && one.row.revision).toBe(2);
    expect(two.ok && two.row.revision).toBe(3);
    expect(order).toEqual([1, 2]);
    expect(writer.stats().batches - before.batches).toBe(2);
    const row = await stored(t, a.progressId);
    expect(row.pass_percent).toBe(22);
    expect(row.blocks_progresses.map((entry) => entry.user_answer)).toEqual(["o1", "o1"]);
  });

  it("refuses a stale write in a batch with the stored progress, and stores the others", async () => {
    const room = await classroom(t, 3);
    const writer = createProgressWriter(t.db);
    const [a, b, c] = room.learners;
    if (!a || !b || !c) throw new Error("no learners");
    for (const learner of [a, b, c]) await writer.write(learner.progressId, learner.user.id, room.body("o2"));
    await t.db
      .update(courseProgresses)
      .set({ current_attempt_number: 1, completed: false })
      .where(eq(courseProgresses.id, b.progressId));
    const before = writer.stats();
    const [ra, rb, rc] = await Promise.all([
      writer.write(a.progressId, a.user.id, room.body("o1")),
      writer.write(b.progressId, b.user.id, room.body("o1")),
      writer.write(c.progressId, c.user.id, room.body("o1")),
    ]);
    expect(writer.stats().batches - before.batches).toBe(1);
    expect(ra?.ok && rc?.ok).toBe(true);
    expect(rb).toMatchObject({ ok: false, stored: { id: b.progressId, current_attempt_number: 1, revision: 1 } });
    expect((await stored(t, b.progressId)).pass_percent).toBe(0);
    expect((await stored(t, a.progressId)).pass_percent).toBe(100);
  });

  it("answers another's row 403, an unknown row 404 and a revoked share 404 in a batch, and stores the rest", async () => {
    const room = await classroom(t, 2);
    const writer = createProgressWriter(t.db);
    const [a, b] = room.learners;
    if (!a || !b) throw new Error("no learners");
    const revoked = await addShare(t, room.course.id, room.creator.user.id, "public");
    const res = await t.inject({
      method: "GET",
      url: `/api/course_player/get_progress/${room.course.id}?share_id=${revoked.id}`,
      headers: bearer(a.token),
    });
    const inRevoked: PlayerProgress = res.json().data;
    await t.db.update(courseShares).set({ revoked_at: new Date() }).where(eq(courseShares.id, revoked.id));
    const results = await Promise.allSettled([
      writer.write(a.progressId, a.user.id, room.body("o1")),
      writer.write(a.progressId + 1_000_000, a.user.id, room.body("o1")),
      writer.write(b.progressId, a.user.id, room.body("o1")),
      writer.write(inRevoked.id, a.user.id, room.body("o1")),
      writer.write(b.progressId, b.user.id, room.body("o1")),
    ]);
    expect(results.map(statusOf)).toEqual(["ok", 404, 403, 404, "ok"]);
    const unavailable = results[3];
    expect(unavailable?.status === "rejected" && unavailable.reason.id).toBe("course_unavailable");
    expect((await stored(t, b.progressId)).revision).toBe(1);
  });

  it("writes a batch again row by row when one row cannot be stored, so only that write fails", async () => {
    const room = await classroom(t, 3);
    const writer = createProgressWriter(t.db);
    const [a, b, c] = room.learners;
    if (!a || !b || !c) throw new Error("no learners");
    for (const learner of [a, b, c]) await writer.write(learner.progressId, learner.user.id, room.body("o2"));
    const before = writer.stats();
    // A valid JSON number the integer column cannot hold: PostgreSQL refuses the whole statement.
    const results = await Promise.allSettled([
      writer.write(a.progressId, a.user.id, room.body("o1")),
      writer.write(b.progressId, b.user.id, room.body("o1", { current_page_id: 3_000_000_000 })),
      writer.write(c.progressId, c.user.id, room.body("o1")),
    ]);
    expect(results.map(statusOf)).toEqual(["ok", "error", "ok"]);
    expect(writer.stats().fallbacks - before.fallbacks).toBe(1);
    expect((await stored(t, a.progressId)).pass_percent).toBe(100);
    expect(await stored(t, b.progressId)).toMatchObject({ revision: 1, pass_percent: 0 });
    expect((await stored(t, c.progressId)).revision).toBe(2);
  });

  it("judges with the new version when the course changed after this process cached it", async () => {
    const room = await classroom(t, 2);
    const writer = createProgressWriter(t.db);
    const [a, b] = room.learners;
    if (!a || !b) throw new Error("no learners");
    await writer.write(a.progressId, a.user.id, room.body("o2"));
    expect((await stored(t, a.progressId)).pass_percent).toBe(0);
    // The author makes o2 the right answer (a builder save moves updated_at).
    for (const block of room.blocks) {
      await t.db
        .update(pageBlocks)
        .set({ settings: choice("o2") })
        .where(eq(pageBlocks.id, block.id));
    }
    await t.db
      .update(courses)
      .set({ updated_at: new Date(Date.now() + 1000) })
      .where(eq(courses.id, room.course.id));
    const [ra, rb] = await Promise.all([
      writer.write(a.progressId, a.user.id, room.body("o2")),
      writer.write(b.progressId, b.user.id, room.body("o1")),
    ]);
    expect(ra.ok && rb.ok).toBe(true);
    expect(await stored(t, a.progressId)).toMatchObject({ pass_percent: 100, revision: 2 });
    expect(await stored(t, b.progressId)).toMatchObject({ pass_percent: 0, revision: 1 });
    // A pass mark changed without a save changes the version too.
    const half = room.body("o2", {
      blocks_progresses: room
        .body("o2")
        .blocks_progresses.map((entry, i) => (i === 0 ? entry : { ...entry, user_answer: "o1" })),
    });
    await writer.write(a.progressId, a.user.id, half);
    expect(await stored(t, a.progressId)).toMatchObject({ pass_percent: 50, passed: false, revision: 3 });
    await t.db.update(courses).set({ min_pass_percent: 40 }).where(eq(courses.id, room.course.id));
    await writer.write(a.progressId, a.user.id, half);
    expect(await stored(t, a.progressId)).toMatchObject({ pass_percent: 50, passed: true, revision: 4 });
  });

  it("refuses a completion with a question unanswered (422) in a batch, and stores the others", async () => {
    const room = await classroom(t, 3);
    const writer = createProgressWriter(t.db);
    const [a, b, c] = room.learners;
    if (!a || !b || !c) throw new Error("no learners");
    for (const learner of [a, b, c])
      await writer.write(learner.progressId, learner.user.id, room.body("o2", { completed: false }));
    const before = writer.stats();
    const oneAnswered = room.body("o1", { blocks_progresses: room.body("o1").blocks_progresses.slice(0, 1) });
    const results = await Promise.allSettled([
      writer.write(a.progressId, a.user.id, room.body("o1")),
      writer.write(b.progressId, b.user.id, oneAnswered),
      writer.write(c.progressId, c.user.id, room.body("o1")),
    ]);
    expect(results.map(statusOf)).toEqual(["ok", 422, "ok"]);
    expect(writer.stats().batches - before.batches).toBe(1);
    expect(await stored(t, b.progressId)).toMatchObject({ completed: false, revision: 1 });
    expect(await stored(t, c.progressId)).toMatchObject({ completed: true, pass_percent: 100 });
  });

  it("refuses a completion judged complete with the cached version when the course now requires more", async () => {
    const room = await classroom(t, 1);
    const writer = createProgressWriter(t.db);
    const [a] = room.learners;
    if (!a) throw new Error("no learner");
    await writer.write(a.progressId, a.user.id, room.body("o1", { completed: false }));
    // The author adds a required button after this process cached the course's version.
    await t.db.insert(pageBlocks).values(blockValues(room.course.id, room.pageId, 2, BLOCK_TYPE.BUTTON));
    await t.db
      .update(courses)
      .set({ updated_at: new Date(Date.now() + 1000) })
      .where(eq(courses.id, room.course.id));
    const [result] = await Promise.allSettled([writer.write(a.progressId, a.user.id, room.body("o1"))]);
    expect(result && statusOf(result)).toBe(422);
    expect(await stored(t, a.progressId)).toMatchObject({ completed: false, revision: 1 });
  });
});

forEachDatabase("POST /api/course_player/update_progress under concurrent learners", (t) => {
  it("answers each learner of a concurrent burst, a stale one 409 with the stored progress", async () => {
    const room = await classroom(t, 8);
    const stale = room.learners[3];
    if (!stale) throw new Error("no learner");
    await t.db
      .update(courseProgresses)
      .set({ current_attempt_number: 2 })
      .where(eq(courseProgresses.id, stale.progressId));
    const answers = await Promise.all(
      room.learners.map((learner) =>
        t.inject({
          method: "POST",
          url: `/api/course_player/update_progress/${learner.progressId}`,
          headers: bearer(learner.token),
          payload: room.body("o1"),
        }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 409, 200, 200, 200, 200]);
    expect(answers[3]?.json()).toMatchObject({ error: "progress_stale", data: { current_attempt_number: 2 } });
    for (const learner of room.learners) {
      const row = await stored(t, learner.progressId);
      expect(row.revision).toBe(learner === stale ? 0 : 1);
    }
  });
});
