import { describe, expect, it } from "vitest";
import { BLOCK_TYPE } from "../blocks/types";
import type { Course } from "../course/course";
import {
  canGoNext,
  canGoPrevious,
  completeBlock,
  expireTimeLimit,
  finish,
  goNext,
  goPrevious,
  isFinished,
  newlyMetConditions,
  openPage,
  type PlayerState,
  pageOrderOf,
  restart,
  startPlayer,
} from "./engine";
import { blockPosition, emptyProgress, pageProgress } from "./progress";
import { timedOutQuestions } from "./selectors";
import { answer, course, playerBlock, playerPage, sequence } from "./testFixtures";
import type { PlayerInput } from "./types";

const t0 = Date.UTC(2026, 2, 5, 7, 8, 9);
const env = { now: () => t0, random: () => 0 };

/**
 * Page 10: text 100, button 101 (required).
 * Page 11: true/false 110, single choice 111, video 112 shown once 110 is right.
 * Page 12: true/false 120, with a 60-second time limit.
 */
function input(overrides: Partial<Course> = {}): PlayerInput {
  return {
    course: course({ pages_order: [10, 11, 12], min_pass_percent: 50, attempts: 2, ...overrides }),
    pages: [
      playerPage(10, [playerBlock(100, 10, BLOCK_TYPE.TEXT), playerBlock(101, 10, BLOCK_TYPE.BUTTON, { x: 4 })]),
      playerPage(11, [
        playerBlock(110, 11, BLOCK_TYPE.QUIZ_TRUE_FALSE),
        playerBlock(111, 11, BLOCK_TYPE.QUIZ_SINGLE_CHOICE, { x: 4 }),
        playerBlock(112, 11, BLOCK_TYPE.VIDEO_FILE, {
          y: 20,
          display_conditions: [{ kind: "block_correctness", block_id: 110 }],
        }),
      ]),
      playerPage(12, [playerBlock(120, 12, BLOCK_TYPE.QUIZ_TRUE_FALSE)], { time_limit: 60 }),
    ],
  };
}

const play = (state: PlayerState, ...steps: ((s: PlayerState) => PlayerState)[]) =>
  steps.reduce((current, step) => step(current), state);

const next = (s: PlayerState) => goNext(s, env);
const done = (blockId: number, correct?: boolean) => (s: PlayerState) =>
  completeBlock(s, blockId, correct === undefined ? undefined : answer(correct));

describe("course player engine (spec 4 Course player)", () => {
  it("starts on the first page of the order with empty progress and keeps the dealt order", () => {
    const state = startPlayer(input(), null, env);
    expect(state.activePageId).toBe(10);
    expect(state.progress).toMatchObject({ currentPageId: 10, desiredPagesOrder: [10, 11, 12], attempts: 2 });
    expect(state.progress.pagesProgresses).toEqual([{ id: 10, completed: false, finishLimit: null }]);
  });

  it("next stays shut until the page's required blocks are completed", () => {
    const state = startPlayer(input(), null, env);
    expect(canGoNext(state)).toBe(false);
    expect(next(state)).toBe(state);
    const clicked = completeBlock(state, 101);
    expect(canGoNext(clicked)).toBe(true);
    expect(pageProgress(clicked.progress, 10)?.completed).toBe(true);
    expect(next(clicked).activePageId).toBe(11);
  });

  it("plays to the end: no next page finishes with the score and the finished screen (active page null)", () => {
    const end = play(
      startPlayer(input(), null, env),
      done(101),
      next,
      done(110, true),
      done(111, false),
      done(112),
      next,
      done(120, true),
      next,
    );
    expect(isFinished(end)).toBe(true);
    expect(end.activePageId).toBeNull();
    // 3 scored questions, 2 right: 66 (rounded down), at least 50: passed.
    expect(end.progress).toMatchObject({ completed: true, passPercent: 66, passed: true });
  });

  it("a display condition met on a page makes its block required and is reported once", () => {
    const onQuizPage = play(startPlayer(input(), null, env), done(101), next);
    const answered = done(110, true)(onQuizPage);
    expect(newlyMetConditions(onQuizPage, answered)).toEqual([112]);
    expect(answered.progress.metDisplayConditions).toEqual([112]);
    expect(canGoNext(done(111, true)(answered))).toBe(false);
    const wrong = play(onQuizPage, done(110, false), done(111, true));
    expect(newlyMetConditions(onQuizPage, wrong)).toEqual([]);
    expect(canGoNext(wrong)).toBe(true);
  });

  it("previous goes back a page and not before the first", () => {
    const second = play(startPlayer(input(), null, env), done(101), next);
    expect(canGoPrevious(second)).toBe(true);
    const first = goPrevious(second, env);
    expect(first.activePageId).toBe(10);
    expect(canGoPrevious(first)).toBe(false);
    expect(goPrevious(first, env)).toBe(first);
  });

  it("opening a page id not in the order falls back to the first page", () => {
    const state = play(startPlayer(input(), null, env), done(101), next);
    expect(openPage(state, 999, env).activePageId).toBe(10);
  });

  it("resumes saved progress on its page with its answers", () => {
    const left = play(startPlayer(input(), null, env), done(101), next, done(110, true));
    const resumed = startPlayer(input(), left.progress, env);
    expect(resumed.activePageId).toBe(11);
    expect(resumed.progress.completedBlocks).toEqual([101, 110]);
    expect(blockPosition(resumed.progress, 110)?.correct).toBe(true);
  });

  it("resumes on the first page when the saved page no longer exists", () => {
    const saved = { ...emptyProgress(2), currentPageId: 77 };
    expect(startPlayer(input(), saved, env).activePageId).toBe(10);
  });

  it("reuses the saved page order instead of dealing a new one", () => {
    const shuffled = input({ randomize_pages_order: true });
    const first = startPlayer(shuffled, null, { ...env, random: sequence(0, 0) });
    // Fisher-Yates with 0, 0: [10, 11, 12] -> [12, 11, 10] -> [11, 12, 10].
    expect(pageOrderOf(first)).toEqual([11, 12, 10]);
    const again = startPlayer(shuffled, first.progress, { ...env, random: sequence(0.99, 0.99) });
    expect(pageOrderOf(again)).toEqual([11, 12, 10]);
  });

  it("plays only the pages left after limit_pages_number, and ignores blocks of the others", () => {
    const state = startPlayer(input({ limit_pages_number: 1 }), null, env);
    expect(pageOrderOf(state)).toEqual([10]);
    expect(completeBlock(state, 110, answer(true))).toBe(state);
    const end = play(state, done(101), next);
    // Only page 10 is played and it holds no scored block: 100.
    expect(end.progress).toMatchObject({ completed: true, passPercent: 100, passed: true });
  });

  it("is always 100 in presentation mode", () => {
    const state = play(
      startPlayer(input({ mode: 1 }), null, env),
      done(101),
      next,
      done(110, false),
      done(111, false),
      next,
      done(120, false),
    );
    expect(finish(state, env).progress).toMatchObject({ completed: true, passPercent: 100, passed: true });
  });

  it("completed progress opens on the finished screen", () => {
    const end = finish(startPlayer(input({ limit_pages_number: 1 }), null, env), env);
    expect(end.progress.completed).toBe(false);
    const finished = play(startPlayer(input({ limit_pages_number: 1 }), null, env), done(101), next);
    expect(startPlayer(input(), finished.progress, env).activePageId).toBeNull();
  });

  describe("page time limit", () => {
    const onTimedPage = () =>
      play(startPlayer(input(), null, env), done(101), next, done(110, true), done(111, true), done(112), next);

    it("starts when the timed page is first opened", () => {
      expect(pageProgress(onTimedPage().progress, 12)?.finishLimit).toBe("2026-03-05T07:09:09.000Z");
    });

    it("when it runs out, unanswered questions fail with '-' and the learner can go on", () => {
      const state = onTimedPage();
      expect(expireTimeLimit(state, { now: () => t0 + 59_000 })).toBe(state);
      const expired = expireTimeLimit(state, { now: () => t0 + 60_000 });
      expect(blockPosition(expired.progress, 120)).toMatchObject({ answerText: "-", correct: false });
      expect(canGoNext(expired)).toBe(true);
      // 2 of 3 right.
      expect(next(expired).progress).toMatchObject({ completed: true, passPercent: 66 });
    });

    it("names the questions it marked unanswered, and none it did not", () => {
      const state = onTimedPage();
      const expired = expireTimeLimit(state, { now: () => t0 + 60_000 });
      expect(timedOutQuestions(state, expired).map((block) => block.id)).toEqual([120]);
      const answered = play(state, done(120, true));
      expect(timedOutQuestions(answered, expireTimeLimit(answered, { now: () => t0 + 60_000 }))).toEqual([]);
    });
  });

  describe("start again", () => {
    const failedRun = () =>
      play(
        startPlayer(input(), null, env),
        done(101),
        next,
        done(110, false),
        done(111, false),
        next,
        done(120, false),
        next,
      );

    it("after a failed first attempt (attempts 2) starts attempt 1 from the first page with nothing kept", () => {
      const failed = failedRun();
      expect(failed.progress).toMatchObject({ completed: true, passed: false, passPercent: 0 });
      const again = restart(failed, env);
      expect(again.activePageId).toBe(10);
      expect(again.progress).toMatchObject({
        currentAttemptNumber: 1,
        attempts: 2,
        completed: false,
        completedBlocks: [],
        metDisplayConditions: [],
      });
    });

    it("is refused with 'course can not be started again' on the last attempt", () => {
      const again = restart(failedRun(), env);
      expect(() => restart(again, env)).toThrow("course can not be started again");
    });

    it("is refused once passed", () => {
      const passed = play(
        startPlayer(input({ attempts: null }), null, env),
        done(101),
        next,
        done(110, true),
        done(111, true),
        done(112),
        next,
        done(120, true),
        next,
      );
      expect(passed.progress.passed).toBe(true);
      expect(() => restart(passed, env)).toThrow("course can not be started again");
    });
  });
});

describe("finishing needs every page of the attempt complete", () => {
  it("the last page's Next opens the first page still to complete instead of finishing", () => {
    // A button's page link can jump past page 11 (its questions unanswered) to the last page.
    const jumped = play(startPlayer(input(), null, env), done(101), (s) => openPage(s, 12, env), done(120, true));
    const after = next(jumped);
    expect(after.activePageId).toBe(11);
    expect(after.progress.completed).toBe(false);
    const finished = play(after, done(110, true), done(111, true), done(112), next, next);
    expect(finished.progress).toMatchObject({ completed: true, passPercent: 100 });
  });
});
