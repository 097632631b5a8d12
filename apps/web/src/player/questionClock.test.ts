import { MAX_ANSWER_MS } from "@coursewright/course-model";
import { describe, expect, it } from "vitest";
import { createQuestionClock } from "./questionClock";

/** A clock whose time moves only when the test says so. */
function manual() {
  let time = 1_000;
  const clock = createQuestionClock(() => time);
  const wait = (ms: number) => {
    time += ms;
  };
  return { clock, wait };
}

describe("questionClock: the time a learner spends on a question", () => {
  it("knows nothing of a question never shown, and counts from when it is shown", () => {
    const { clock, wait } = manual();
    expect(clock.spentMs(5)).toBeNull();
    wait(3_000);
    clock.shown(5);
    wait(12_500);
    expect(clock.spentMs(5)).toBe(12_500);
  });

  it("pauses while the tab is hidden and while the question's page is left, and adds the visits up", () => {
    const { clock, wait } = manual();
    clock.shown(5);
    wait(4_000);
    clock.setHidden(true);
    wait(60_000);
    clock.setHidden(false);
    wait(1_000);
    clock.gone(5);
    wait(30_000);
    expect(clock.spentMs(5)).toBe(5_000);
    clock.shown(5);
    wait(2_000);
    expect(clock.spentMs(5)).toBe(7_000);
  });

  it("does not start a question shown while the tab is hidden until the tab is visible", () => {
    const { clock, wait } = manual();
    clock.setHidden(true);
    clock.shown(5);
    wait(10_000);
    expect(clock.spentMs(5)).toBe(0);
    clock.setHidden(false);
    wait(1_500);
    expect(clock.spentMs(5)).toBe(1_500);
  });

  it("counts a block drawn twice at once (strict mode) once, and stops only when the last one goes", () => {
    const { clock, wait } = manual();
    clock.shown(5);
    clock.shown(5);
    wait(1_000);
    clock.gone(5);
    wait(1_000);
    expect(clock.spentMs(5)).toBe(2_000);
    clock.gone(5);
    clock.gone(5);
    wait(1_000);
    expect(clock.spentMs(5)).toBe(2_000);
  });

  it("starts every question again on a new attempt, and keeps within the stored bound", () => {
    const { clock, wait } = manual();
    clock.shown(5);
    clock.shown(6);
    wait(5_000);
    clock.gone(6);
    clock.reset();
    wait(700.4);
    expect(clock.spentMs(5)).toBe(700);
    expect(clock.spentMs(6)).toBeNull();
    wait(MAX_ANSWER_MS * 2);
    expect(clock.spentMs(5)).toBe(MAX_ANSWER_MS);
  });
});
