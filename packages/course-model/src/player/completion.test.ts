import { describe, expect, it } from "vitest";
import { BLOCK_TYPE } from "../blocks/types";
import { failUnfinishedQuestions, isPageComplete, UNANSWERED, unfinishedPageId } from "./completion";
import { addCompletedBlock, blockPosition, emptyProgress } from "./progress";
import { answer, playerBlock, playerPage } from "./testFixtures";

const text = playerBlock(1, 1, BLOCK_TYPE.TEXT);
const button = playerBlock(2, 1, BLOCK_TYPE.BUTTON);
const quiz = playerBlock(3, 1, BLOCK_TYPE.QUIZ_TRUE_FALSE);
const optionalVideo = playerBlock(4, 1, BLOCK_TYPE.VIDEO_FILE, { completion_required: false });

describe("page completion (spec 4 Course player)", () => {
  it("is complete when every completable block with completion_required is completed", () => {
    const blocks = [text, button, quiz, optionalVideo];
    const progress = addCompletedBlock(addCompletedBlock(emptyProgress(null), 2), 3, answer(false));
    expect(isPageComplete(blocks, progress)).toBe(true);
  });

  it("is not complete while a required block is not", () => {
    expect(isPageComplete([button, quiz], addCompletedBlock(emptyProgress(null), 2))).toBe(false);
  });

  it("a page of blocks that cannot be completed (text) or are not required is complete at once", () => {
    expect(isPageComplete([text, optionalVideo], emptyProgress(null))).toBe(true);
    expect(isPageComplete([], emptyProgress(null))).toBe(true);
  });

  it("a required block hidden by its display conditions does not hold the page", () => {
    const hidden = playerBlock(5, 1, BLOCK_TYPE.BUTTON, {
      display_conditions: [{ kind: "block_correctness", block_id: 3 }],
    });
    const wrong = addCompletedBlock(emptyProgress(null), 3, answer(false));
    expect(isPageComplete([quiz, hidden], wrong)).toBe(true);
    const right = addCompletedBlock(emptyProgress(null), 3, answer(true));
    expect(isPageComplete([quiz, hidden], right)).toBe(false);
  });
});

describe("unfinished questions failed with answer '-' (spec 4, when the time limit runs out)", () => {
  const single = playerBlock(6, 1, BLOCK_TYPE.QUIZ_SINGLE_CHOICE, { settings: { question_counts_in_score: false } });

  it("completes the unanswered questions as wrong, with answer '-'", () => {
    const progress = failUnfinishedQuestions([text, button, quiz, single], emptyProgress(null));
    expect(progress.completedBlocks).toEqual([3, 6]);
    expect(blockPosition(progress, 3)).toMatchObject({
      type: "quiz_true_false",
      answerText: UNANSWERED,
      answerValue: "-",
      correct: false,
      countsIsScore: true,
    });
    expect(blockPosition(progress, 6)?.countsIsScore).toBe(false);
  });

  it("leaves answered questions and other blocks as they are", () => {
    const before = addCompletedBlock(emptyProgress(null), 3, answer(true));
    const after = failUnfinishedQuestions([button, quiz], before);
    expect(after).toBe(before);
  });
});

describe("an attempt's completion: every page of the dealt order complete (unfinishedPageId)", () => {
  const t0 = Date.UTC(2026, 2, 5, 7, 8, 9);
  /** Page 1: a required button. Page 2: a true/false question, timed. Page 3: text only. */
  const pages = [
    playerPage(1, [playerBlock(10, 1, BLOCK_TYPE.BUTTON)]),
    playerPage(2, [playerBlock(20, 2, BLOCK_TYPE.QUIZ_TRUE_FALSE)], { time_limit: 60 }),
    playerPage(3, [playerBlock(30, 3, BLOCK_TYPE.TEXT)]),
  ];
  const started = emptyProgress(null);
  const everything = addCompletedBlock(addCompletedBlock(started, 10), 20, answer(false));

  it("is null once every required block of every page is completed, right or wrong", () => {
    expect(unfinishedPageId(pages, everything, t0)).toBeNull();
  });

  it("names the first page of the order that is not complete, whatever the page entries claim", () => {
    const claimed = {
      ...addCompletedBlock(started, 20, answer(true)),
      pagesProgresses: pages.map((page) => ({ id: page.id, completed: true, finishLimit: null })),
    };
    expect(unfinishedPageId(pages, claimed, t0)).toBe(1);
    expect(unfinishedPageId(pages, addCompletedBlock(started, 10), t0)).toBe(2);
    expect(unfinishedPageId([...pages].reverse(), started, t0)).toBe(2);
  });

  it("a page whose time limit has passed counts, its unanswered questions failed as '-'", () => {
    const timed = (finishLimit: string) => ({
      ...addCompletedBlock(started, 10),
      pagesProgresses: [{ id: 2, completed: false, finishLimit }],
    });
    expect(unfinishedPageId(pages, timed("2026-03-05T07:08:09.000Z"), t0)).toBeNull();
    expect(unfinishedPageId(pages, timed("2026-03-05T07:08:10.000Z"), t0)).toBe(2);
  });

  it("the time limit's pass fails questions only: a required block of another kind still holds the page", () => {
    const timedVideo = playerPage(
      4,
      [playerBlock(40, 4, BLOCK_TYPE.QUIZ_TRUE_FALSE), playerBlock(41, 4, BLOCK_TYPE.VIDEO_FILE)],
      { time_limit: 60 },
    );
    const expired = { ...started, pagesProgresses: [{ id: 4, completed: false, finishLimit: "2026-01-01T00:00:00Z" }] };
    expect(unfinishedPageId([timedVideo], expired, t0)).toBe(4);
    expect(unfinishedPageId([timedVideo], addCompletedBlock(expired, 41), t0)).toBeNull();
  });

  it("a finish limit on a page without a time limit counts for nothing", () => {
    const untimed = playerPage(5, [playerBlock(50, 5, BLOCK_TYPE.QUIZ_TRUE_FALSE)]);
    const onUntimed = {
      ...started,
      pagesProgresses: [{ id: 5, completed: false, finishLimit: "2026-01-01T00:00:00Z" }],
    };
    expect(unfinishedPageId([untimed], onUntimed, t0)).toBe(5);
  });

  it("a required block its display conditions still hide does not hold the attempt", () => {
    const conditional = playerPage(6, [
      playerBlock(60, 6, BLOCK_TYPE.QUIZ_TRUE_FALSE),
      playerBlock(61, 6, BLOCK_TYPE.BUTTON, { display_conditions: [{ kind: "block_correctness", block_id: 60 }] }),
    ]);
    expect(unfinishedPageId([conditional], addCompletedBlock(started, 60, answer(false)), t0)).toBeNull();
    expect(unfinishedPageId([conditional], addCompletedBlock(started, 60, answer(true)), t0)).toBe(6);
  });

  it("is fast enough for the server to check every page of a 2,000-page, 20,000-block attempt", () => {
    const many = Array.from({ length: 2000 }, (_, p) =>
      playerPage(
        1000 + p,
        Array.from({ length: 10 }, (_, b) => playerBlock(100_000 + p * 10 + b, 1000 + p, BLOCK_TYPE.BUTTON)),
      ),
    );
    const all = { ...started, completedBlocks: many.flatMap((page) => page.page_blocks.map((block) => block.id)) };
    const begun = Date.now();
    expect(unfinishedPageId(many, all, t0)).toBeNull();
    // Linear: well under a second even on a busy machine; an array lookup per block would take seconds.
    expect(Date.now() - begun).toBeLessThan(1000);
  });
});
