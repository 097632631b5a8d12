import { BLOCK_TYPE, COURSE_MODE, type ServerBlockProgress } from "@coursewright/course-model";
import { describe, expect, it } from "vitest";
import {
  createStoredCourseCache,
  droppedPage,
  judgeProgress,
  rejudgeEntries,
  type StoredBlock,
  type StoredCourse,
  scoredPageIds,
  serverScore,
  storedCourseOf,
  unfinishedPage,
} from "./judging";

const completion: Pick<StoredBlock, "completion_required" | "display_conditions" | "display_conditions_combine_type"> =
  {
    completion_required: true,
    display_conditions: [],
    display_conditions_combine_type: 0,
  };
const choice = (id: number, pageId: number, settings: Record<string, unknown> = {}): StoredBlock => ({
  ...completion,
  id,
  page_id: pageId,
  type: BLOCK_TYPE.QUIZ_SINGLE_CHOICE,
  text: "<p>Pick one</p>",
  settings: {
    options: [
      { id: "a", text: "Right", correct: true },
      { id: "b", text: "Wrong", correct: false },
    ],
    ...settings,
  },
});
const block = (id: number, pageId: number, type: StoredBlock["type"]): StoredBlock => ({
  ...completion,
  id,
  page_id: pageId,
  type,
  text: null,
  settings: {},
});

const page = (id: number, time_limit: number | null = null) => ({ id, title: `Page ${id}`, time_limit });
/** Page 1: questions 1 and 2 and a text block 3; page 2: question 4 and an open answer 5; page 3 empty. */
const course: StoredCourse = storedCourseOf(
  [page(1), page(2), page(3)],
  [choice(1, 1), choice(2, 1), block(3, 1, BLOCK_TYPE.TEXT), choice(4, 2), block(5, 2, BLOCK_TYPE.QUIZ_OPEN_ANSWER)],
);
const learning = { mode: COURSE_MODE.LEARNING, min_pass_percent: 50 };

const entry = (blockId: number, answer: unknown, patch: Partial<ServerBlockProgress> = {}): ServerBlockProgress => ({
  block_id: blockId,
  completed: true,
  correct: true,
  user_answer: answer as ServerBlockProgress["user_answer"],
  position: {
    type: "quiz_single_choice",
    text: "Pick one",
    answerText: "x",
    correctAnswerText: "forged",
    answerValue: answer as ServerBlockProgress["user_answer"],
    correct: true,
    countsIsScore: true,
  },
  ...patch,
});

describe("rejudgeEntries", () => {
  it("overwrites a forged correct with the stored block's verdict, and keeps a right answer right", () => {
    const [wrong, right] = rejudgeEntries(course, [entry(1, "b"), entry(2, "a", { correct: false })]);
    expect(wrong).toMatchObject({ correct: false, position: { correct: false, correctAnswerText: "Right" } });
    expect(right).toMatchObject({ correct: true, position: { correct: true, answerText: "x" } });
  });

  it("judges user_answer when there is no position, and keeps the judged position", () => {
    const [judged] = rejudgeEntries(course, [entry(1, "a", { correct: false, position: null })]);
    expect(judged).toMatchObject({
      correct: true,
      position: { type: "quiz_single_choice", answerValue: "a", answerText: "Right", correct: true },
    });
  });

  it("judges an answer of another shape wrong", () => {
    expect(rejudgeEntries(course, [entry(1, { id: 7 })])[0]?.correct).toBe(false);
  });

  it("drops entries of blocks that are not the course's; keeps content blocks as sent; open answers are correct", () => {
    const text = entry(3, "", { correct: false });
    const out = rejudgeEntries(course, [entry(99, "a"), text, entry(5, "An essay", { correct: false })]);
    expect(out.map((e) => e.block_id)).toEqual([3, 5]);
    expect(out[0]).toBe(text);
    expect(out[1]).toMatchObject({ correct: true, position: { correct: true, countsIsScore: false } });
  });
});

describe("serverScore", () => {
  const judged = (entries: ServerBlockProgress[]) => rejudgeEntries(course, entries);

  it("counts right, completed answers of the scored blocks of the played pages, rounded down", () => {
    expect(serverScore(learning, course, [1, 2], judged([entry(1, "a"), entry(2, "b"), entry(4, "a")]))).toEqual({
      pass_percent: 66,
      passed: true,
    });
    expect(serverScore(learning, course, [1], judged([entry(1, "b"), entry(2, "b"), entry(4, "a")]))).toEqual({
      pass_percent: 0,
      passed: false,
    });
  });

  it("counts an unanswered or uncompleted question as wrong", () => {
    expect(serverScore(learning, course, [1], judged([entry(1, "a", { completed: false })])).pass_percent).toBe(0);
    expect(serverScore(learning, course, [1], judged([entry(1, "a")])).pass_percent).toBe(50);
  });

  it("leaves out questions that do not count in the score; 100 when none is scored", () => {
    const uncounted = storedCourseOf(
      [page(1), page(2), page(3)],
      [choice(1, 1), choice(2, 1, { question_counts_in_score: false })],
    );
    expect(serverScore(learning, uncounted, [1], [entry(1, "a")]).pass_percent).toBe(100);
    expect(serverScore(learning, course, [3], [])).toEqual({ pass_percent: 100, passed: true });
  });

  it("is always 100 in presentation mode", () => {
    expect(serverScore({ mode: COURSE_MODE.PRESENTATION, min_pass_percent: 100 }, course, [1, 2], [])).toEqual({
      pass_percent: 100,
      passed: true,
    });
  });

  it("scores every page when the order names none of the course's", () => {
    expect([...scoredPageIds(course, [])]).toEqual([1, 2, 3]);
    expect([...scoredPageIds(course, [77, 2])]).toEqual([2]);
    expect(serverScore(learning, course, [77], judged([entry(1, "a")])).pass_percent).toBe(33);
  });
});

describe("judgeProgress", () => {
  const body = (completed: boolean) => ({
    current_page_id: 1,
    completed,
    passed: true,
    pass_percent: 100,
    met_display_conditions: [],
    current_attempt_number: 0,
    desired_pages_order: [1],
    pages_progresses: [],
    blocks_progresses: [entry(1, "b"), entry(2, "b")],
  });

  it("scores a completed attempt on the server", () => {
    expect(judgeProgress(learning, course, body(true))).toMatchObject({ pass_percent: 0, passed: false });
  });

  it("refuses a completed attempt with a page of the dealt order not complete, naming it", () => {
    const skipped = { ...body(true), desired_pages_order: [1, 2], blocks_progresses: [entry(4, "a"), entry(5, "x")] };
    expect(() => judgeProgress(learning, course, skipped)).toThrow(
      expect.objectContaining({ status: 422, id: "progress_incomplete", params: { page: "Page 1" } }),
    );
    expect(() => judgeProgress(learning, course, { ...skipped, desired_pages_order: [] })).toThrow(
      expect.objectContaining({ id: "progress_incomplete" }),
    );
    const all = { ...skipped, blocks_progresses: [entry(1, "a"), entry(2, "b"), entry(4, "a"), entry(5, "x")] };
    expect(judgeProgress(learning, course, all)).toMatchObject({ completed: true, pass_percent: 66 });
  });

  it("keeps the player's percent while the attempt is not completed", () => {
    const out = judgeProgress(learning, course, body(false));
    expect(out).toMatchObject({ pass_percent: 100, passed: true });
    expect(out.blocks_progresses.map((e) => e.correct)).toEqual([false, false]);
  });
});

describe("unfinishedPage: spec 4's page completion over the attempt, from the entries alone", () => {
  const now = Date.UTC(2026, 2, 5, 12, 0, 0);
  const timed = storedCourseOf(
    [page(1), page(2, 60)],
    [block(10, 1, BLOCK_TYPE.BUTTON), choice(20, 2), { ...choice(21, 2), completion_required: false }],
  );
  const sent = (entries: ServerBlockProgress[], finish_limit: string | null = null) => ({
    current_page_id: 2,
    completed: true,
    passed: true,
    pass_percent: 100,
    met_display_conditions: [],
    current_attempt_number: 0,
    desired_pages_order: [1, 2],
    pages_progresses: [
      { page_id: 1, completed: true, finish_limit: null },
      { page_id: 2, completed: true, finish_limit },
    ],
    blocks_progresses: entries,
  });
  const button = entry(10, "", { position: null });

  it("trusts no page's own completed flag", () => {
    expect(unfinishedPage(timed, sent([]), now)?.title).toBe("Page 1");
    expect(unfinishedPage(timed, sent([button]), now)?.title).toBe("Page 2");
    expect(unfinishedPage(timed, sent([button, entry(20, "a")]), now)).toBeNull();
    expect(unfinishedPage(timed, sent([button, entry(20, "a", { completed: false })]), now)?.title).toBe("Page 2");
  });

  it("counts a page whose time limit has passed, its unanswered questions failed", () => {
    expect(unfinishedPage(timed, sent([button], "05.03.2026 11:59:59"), now)).toBeNull();
    expect(unfinishedPage(timed, sent([button], "05.03.2026 12:00:01"), now)?.title).toBe("Page 2");
  });
});

describe("droppedPage: the dealt order a write may store", () => {
  const title = (found: ReturnType<typeof droppedPage>) => found?.title ?? null;
  const shuffled = (limit: number | null) => ({ randomize_pages_order: true, limit_pages_number: limit });
  const inOrder = (limit: number | null) => ({ randomize_pages_order: false, limit_pages_number: limit });
  it("keeps every page of a stored order the course still has, in any order; a deleted one may go", () => {
    expect(title(droppedPage(course, [1, 2, 3], [3, 2, 1], inOrder(null)))).toBeNull();
    expect(title(droppedPage(course, [1, 2, 3], [3], shuffled(null)))).toBe("Page 1");
    expect(title(droppedPage(course, [1, 2, 3], [1, 3], inOrder(null)))).toBe("Page 2");
    expect(title(droppedPage(course, [1, 9, 3], [1, 3], shuffled(null)))).toBeNull();
  });
  it("holds a first deal to as many of the course's pages as a run plays", () => {
    expect(title(droppedPage(course, [], [1, 2, 3], inOrder(null)))).toBeNull();
    expect(title(droppedPage(course, [], [3], inOrder(null)))).toBe("Page 1");
    expect(title(droppedPage(course, [], [3, 9, 9], shuffled(null)))).toBe("Page 1");
    expect(title(droppedPage(course, [], [], shuffled(null)))).toBe("Page 1");
    expect(title(droppedPage(course, [], [3, 2], shuffled(2)))).toBeNull();
    expect(title(droppedPage(course, [], [3], shuffled(2)))).toBe("Page 1");
  });
  it("holds a course that does not shuffle to its first pages in authoring order", () => {
    expect(title(droppedPage(course, [], [1, 2], inOrder(2)))).toBeNull();
    expect(title(droppedPage(course, [], [2, 3], inOrder(2)))).toBe("Page 1");
    expect(title(droppedPage(course, [], [1, 3], inOrder(2)))).toBe("Page 2");
  });
});

describe("createStoredCourseCache", () => {
  it("loads a version once, shares a load in flight, and evicts the least recently used", async () => {
    const cache = createStoredCourseCache(2);
    let loads = 0;
    const load = async () => {
      loads++;
      return course;
    };
    await Promise.all([cache.get("1@a", load), cache.get("1@a", load)]);
    expect(loads).toBe(1);
    await cache.get("2@a", load);
    await cache.get("1@a", load);
    await cache.get("3@a", load);
    expect(loads).toBe(3);
    await cache.get("1@a", load);
    expect(loads).toBe(3);
    await cache.get("2@a", load);
    expect(loads).toBe(4);
  });

  it("forgets a failed load", async () => {
    const cache = createStoredCourseCache();
    await expect(cache.get("k", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.get("k", async () => course)).toBe(course);
  });
});
