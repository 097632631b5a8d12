import { describe, expect, it } from "vitest";
import { BLOCK_TYPE } from "../blocks/types";
import { DISPLAY_CONDITIONS_COMBINE_TYPE } from "../course/block";
import { areConditionsMet, isBlockVisible, shownBlocks, trackMetConditions } from "./conditions";
import { addCompletedBlock, emptyProgress } from "./progress";
import { answer, playerBlock } from "./testFixtures";

const quiz = 1;
const video = 2;
const interacted = { kind: "block_interacted", block_id: video } as const;
const correct = { kind: "block_correctness", block_id: quiz } as const;

const shown = (
  conditions: (typeof interacted | typeof correct)[],
  combine: 0 | 1 = DISPLAY_CONDITIONS_COMBINE_TYPE.AND,
) =>
  playerBlock(10, 1, BLOCK_TYPE.BUTTON, { display_conditions: conditions, display_conditions_combine_type: combine });

const none = emptyProgress(null);
const watched = addCompletedBlock(none, video);
const wrong = addCompletedBlock(none, quiz, answer(false));
const right = addCompletedBlock(none, quiz, answer(true));

describe("display conditions (spec 3, spec 4 Course player)", () => {
  it("a block without conditions is visible", () => {
    expect(isBlockVisible(playerBlock(10, 1, BLOCK_TYPE.TEXT), none)).toBe(true);
  });

  it("block_interacted is met once the target block was completed", () => {
    expect(areConditionsMet(shown([interacted]), none)).toBe(false);
    expect(areConditionsMet(shown([interacted]), watched)).toBe(true);
  });

  it("block_correctness is met only when the target was answered right", () => {
    expect(areConditionsMet(shown([correct]), none)).toBe(false);
    expect(areConditionsMet(shown([correct]), wrong)).toBe(false);
    expect(areConditionsMet(shown([correct]), right)).toBe(true);
  });

  it("AND (0) needs every condition", () => {
    const block = shown([interacted, correct], DISPLAY_CONDITIONS_COMBINE_TYPE.AND);
    expect(areConditionsMet(block, watched)).toBe(false);
    expect(areConditionsMet(block, addCompletedBlock(watched, quiz, answer(true)))).toBe(true);
  });

  it("OR (1) needs any condition", () => {
    const block = shown([interacted, correct], DISPLAY_CONDITIONS_COMBINE_TYPE.OR);
    expect(areConditionsMet(block, none)).toBe(false);
    expect(areConditionsMet(block, watched)).toBe(true);
    expect(areConditionsMet(block, right)).toBe(true);
  });

  it("tracks the blocks whose conditions were just met, once", () => {
    const blocks = [playerBlock(quiz, 1, BLOCK_TYPE.QUIZ_TRUE_FALSE), shown([correct])];
    const first = trackMetConditions(right, blocks);
    expect(first.newlyMet).toEqual([10]);
    expect(first.progress.metDisplayConditions).toEqual([10]);
    const again = trackMetConditions(first.progress, blocks);
    expect(again.newlyMet).toEqual([]);
    expect(again.progress).toBe(first.progress);
  });

  it("a block once shown stays shown", () => {
    const block = shown([correct]);
    const met = { ...wrong, metDisplayConditions: [10] };
    expect(isBlockVisible(block, met)).toBe(true);
    expect(isBlockVisible(block, wrong)).toBe(false);
  });

  it("lists the visible blocks of a page", () => {
    const blocks = [playerBlock(quiz, 1, BLOCK_TYPE.QUIZ_TRUE_FALSE), shown([correct])];
    expect(shownBlocks(blocks, wrong).map((block) => block.id)).toEqual([quiz]);
    expect(shownBlocks(blocks, right).map((block) => block.id)).toEqual([quiz, 10]);
  });
});
