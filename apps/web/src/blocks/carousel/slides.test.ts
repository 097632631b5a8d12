import { describe, expect, it } from "vitest";
import { allSeen, swipeStep, wrapIndex } from "./slides";

describe("wrapIndex", () => {
  it("keeps indexes inside the carousel", () => {
    expect(wrapIndex(0, 3)).toBe(0);
    expect(wrapIndex(2, 3)).toBe(2);
  });

  it("comes round past either end", () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(-4, 3)).toBe(2);
  });

  it("answers 0 for an empty carousel", () => {
    expect(wrapIndex(5, 0)).toBe(0);
  });
});

describe("allSeen", () => {
  it("is true once every slide was shown", () => {
    expect(allSeen([4, 7, 9], new Set([9, 4, 7]))).toBe(true);
    expect(allSeen([4], new Set([4, 8]))).toBe(true);
  });

  it("is false while one is missing, or when there are none", () => {
    expect(allSeen([4, 7, 9], new Set([4, 9]))).toBe(false);
    expect(allSeen([], new Set([1]))).toBe(false);
  });
});

describe("swipeStep", () => {
  it("goes to the next slide on a swipe to the left and back on one to the right", () => {
    expect(swipeStep(-80, 5)).toBe(1);
    expect(swipeStep(80, -5)).toBe(-1);
  });

  it("ignores short or mostly vertical moves", () => {
    expect(swipeStep(-20, 0)).toBe(0);
    expect(swipeStep(-60, 90)).toBe(0);
  });
});
