import { describe, expect, it } from "vitest";
import {
  addCompletedBlock,
  canRestart,
  emptyProgress,
  isLastAttempt,
  markCompleted,
  RESTART_REFUSED_MESSAGE,
  restartProgress,
  shouldSendCompletionEvent,
} from "./progress";
import { answer } from "./testFixtures";

const finished = (passed: boolean, attempts: number | null, currentAttemptNumber: number) =>
  markCompleted({ ...emptyProgress(attempts), currentAttemptNumber }, { passPercent: passed ? 100 : 40, passed });

describe("course progress (spec 3 client form, spec 4 progress lifecycle)", () => {
  it("starts empty and not completed, with pass percent 100, passed true and attempt number 0 (spec 9)", () => {
    expect(emptyProgress(3)).toEqual({
      currentPageId: null,
      completedBlocks: [],
      blocksProgresses: [],
      pagesProgresses: [],
      completed: false,
      passPercent: 100,
      passed: true,
      metDisplayConditions: [],
      desiredPagesOrder: [],
      attempts: 3,
      currentAttemptNumber: 0,
    });
  });

  it("marking completed sets completed and stores the score", () => {
    const progress = markCompleted(emptyProgress(null), { passPercent: 75, passed: false });
    expect(progress).toMatchObject({ completed: true, passPercent: 75, passed: false });
    expect(markCompleted(emptyProgress(null)).completed).toBe(true);
  });

  it("adds a block id to the completed list once", () => {
    const once = addCompletedBlock(emptyProgress(null), 5);
    const twice = addCompletedBlock(once, 5);
    expect(twice.completedBlocks).toEqual([5]);
    expect(twice).toBe(once);
  });

  it("keeps one position per block, the latest", () => {
    const first = addCompletedBlock(emptyProgress(null), 5, answer(false));
    const second = addCompletedBlock(first, 5, answer(true));
    expect(second.completedBlocks).toEqual([5]);
    expect(second.blocksProgresses).toEqual([{ id: 5, position: answer(true) }]);
  });

  describe("the last attempt: attempts set and currentAttemptNumber >= attempts - 1", () => {
    it("with attempts 3, attempt number 2 is the last and 1 is not", () => {
      expect(isLastAttempt({ attempts: 3, currentAttemptNumber: 2 })).toBe(true);
      expect(isLastAttempt({ attempts: 3, currentAttemptNumber: 1 })).toBe(false);
    });

    it("with attempts 1 the first attempt is the last", () => {
      expect(isLastAttempt({ attempts: 1, currentAttemptNumber: 0 })).toBe(true);
    });

    it("unlimited attempts never have a last one", () => {
      expect(isLastAttempt({ attempts: null, currentAttemptNumber: 1000 })).toBe(false);
    });
  });

  describe("the completion event is sent only if passed or on the last attempt", () => {
    it("is sent when passed", () => {
      expect(shouldSendCompletionEvent(finished(true, 3, 0))).toBe(true);
    });

    it("is not sent when failed with attempts left (attempts 3, attempt number 1)", () => {
      expect(shouldSendCompletionEvent(finished(false, 3, 1))).toBe(false);
    });

    it("is sent when failed on the last attempt (attempts 3, attempt number 2)", () => {
      expect(shouldSendCompletionEvent(finished(false, 3, 2))).toBe(true);
    });

    it("is not sent for a course not completed", () => {
      expect(shouldSendCompletionEvent(emptyProgress(3))).toBe(false);
    });
  });

  describe("restart", () => {
    it("is allowed when failed with attempts left and gives fresh progress, same attempts, attempt number + 1", () => {
      const failed = {
        ...addCompletedBlock(finished(false, 3, 0), 5, answer(false)),
        metDisplayConditions: [9],
        desiredPagesOrder: [2, 1],
        currentPageId: 2,
      };
      expect(canRestart(failed)).toBe(true);
      expect(restartProgress(failed)).toEqual({ ...emptyProgress(3), currentAttemptNumber: 1 });
    });

    it("is allowed for a course not completed yet", () => {
      expect(canRestart(emptyProgress(3))).toBe(true);
    });

    it("is refused with 'course can not be started again' once completed and passed", () => {
      const passed = finished(true, null, 0);
      expect(canRestart(passed)).toBe(false);
      expect(() => restartProgress(passed)).toThrow(new Error("course can not be started again"));
    });

    it("is refused on the last attempt (attempts 3, attempt number 2), even when failed", () => {
      const last = finished(false, 3, 2);
      expect(canRestart(last)).toBe(false);
      expect(() => restartProgress(last)).toThrow(RESTART_REFUSED_MESSAGE);
    });

    it("with unlimited attempts a failed course can always start again", () => {
      expect(restartProgress(finished(false, null, 41)).currentAttemptNumber).toBe(42);
    });
  });
});
