import { describe, expect, it } from "vitest";
import { BLOCK_TYPE } from "../blocks/types";
import { failUnfinishedQuestions, isPageComplete, UNANSWERED } from "./completion";
import { addCompletedBlock, blockPosition, emptyProgress } from "./progress";
import { answer, playerBlock } from "./testFixtures";

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
