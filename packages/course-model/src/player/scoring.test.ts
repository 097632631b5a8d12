import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BLOCK_TYPE } from "../blocks/types";
import { COURSE_MODE } from "../course/course";
import { addCompletedBlock, type CourseProgress, emptyProgress } from "./progress";
import { computeScore, isPassed, isScoredBlock, passPercent, percentOf } from "./scoring";
import { answer, course, playerBlock } from "./testFixtures";

const quiz = (id: number, counts?: boolean) =>
  playerBlock(
    id,
    1,
    BLOCK_TYPE.QUIZ_SINGLE_CHOICE,
    counts === undefined ? {} : { settings: { question_counts_in_score: counts } },
  );

const answered = (results: Record<number, boolean>): CourseProgress =>
  Object.entries(results).reduce(
    (progress, [id, correct]) => addCompletedBlock(progress, Number(id), answer(correct)),
    emptyProgress(null),
  );

const fourQuizzes = [quiz(1), quiz(2), quiz(3), quiz(4)];

describe("score (spec 9: correct answers x 100 / scored blocks)", () => {
  it("3 of 4 correct is 75", () => {
    expect(passPercent(course(), fourQuizzes, answered({ 1: true, 2: true, 3: true, 4: false }))).toBe(75);
  });

  it("an unanswered scored block counts as wrong (3 of 4 answered right, 1 not answered: 75)", () => {
    expect(passPercent(course(), fourQuizzes, answered({ 1: true, 2: true, 3: true }))).toBe(75);
  });

  it("is 100 when no block is scored", () => {
    const blocks = [playerBlock(1, 1, BLOCK_TYPE.TEXT), playerBlock(2, 1, BLOCK_TYPE.QUIZ_OPEN_ANSWER), quiz(3, false)];
    expect(passPercent(course(), blocks, answered({ 2: false, 3: false }))).toBe(100);
  });

  it("is always 100 in presentation mode", () => {
    expect(passPercent(course({ mode: COURSE_MODE.PRESENTATION }), fourQuizzes, answered({ 1: false }))).toBe(100);
  });

  it("leaves out questions with question_counts_in_score false (2 of 3 counted, 1 right: 50)", () => {
    const blocks = [quiz(1), quiz(2, true), quiz(3, false)];
    expect(passPercent(course(), blocks, answered({ 1: true, 2: false, 3: true }))).toBe(50);
  });

  it("scores only the quizzes with a right answer", () => {
    expect(isScoredBlock(quiz(1))).toBe(true);
    expect(isScoredBlock(playerBlock(2, 1, BLOCK_TYPE.QUIZ_OPEN_ANSWER))).toBe(false);
    expect(isScoredBlock(playerBlock(3, 1, BLOCK_TYPE.BUTTON))).toBe(false);
  });

  it("rounds down to a whole percent (2 of 3 is 66)", () => {
    expect(percentOf(2, 3)).toBe(66);
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(0, 0)).toBe(100);
  });

  it("rounding down never changes the pass verdict of a whole threshold", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.nat(500),
        fc.integer({ min: 0, max: 100 }),
        (scored, right, min) => {
          const correct = right % (scored + 1);
          expect(isPassed(percentOf(correct, scored), min)).toBe((correct * 100) / scored >= min);
        },
      ),
    );
  });

  describe("passed (percent >= min_pass_percent)", () => {
    const threeOfFour = answered({ 1: true, 2: true, 3: true, 4: false });

    it("passes when the percent equals the threshold (75 of 75)", () => {
      expect(computeScore(course({ min_pass_percent: 75 }), fourQuizzes, threeOfFour)).toEqual({
        passPercent: 75,
        passed: true,
      });
    });

    it("fails one point below (75 of 76)", () => {
      expect(computeScore(course({ min_pass_percent: 76 }), fourQuizzes, threeOfFour).passed).toBe(false);
    });

    it("with the default threshold 100, anything but all right fails", () => {
      expect(computeScore(course(), fourQuizzes, threeOfFour).passed).toBe(false);
    });
  });
});
