import { describe, expect, it } from "vitest";
import { learnerProgressPercent } from "./progressPercent";

describe("learnerProgressPercent", () => {
  it("is 100 only for a completed course", () => {
    expect(learnerProgressPercent({ completed: true, pagesDone: 0, runPages: 5 })).toBe(100);
    expect(learnerProgressPercent({ completed: false, pagesDone: 5, runPages: 5 })).toBe(99);
  });

  it("never passes 99 while unfinished, even with more pages done than dealt", () => {
    expect(learnerProgressPercent({ completed: false, pagesDone: 7, runPages: 5 })).toBe(99);
  });

  it("rounds down the share of dealt pages done", () => {
    expect(learnerProgressPercent({ completed: false, pagesDone: 1, runPages: 3 })).toBe(33);
    expect(learnerProgressPercent({ completed: false, pagesDone: 2, runPages: 3 })).toBe(66);
  });

  it("is 0 before any page is done, and for a course without pages", () => {
    expect(learnerProgressPercent({ completed: false, pagesDone: 0, runPages: 3 })).toBe(0);
    expect(learnerProgressPercent({ completed: false, pagesDone: 2, runPages: 0 })).toBe(0);
  });
});
