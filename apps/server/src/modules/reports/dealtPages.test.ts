import { describe, expect, it } from "vitest";
import { attemptAt, dealtPageIds } from "./dealtPages";

const exists = (id: number) => id !== 99;

describe("dealtPageIds", () => {
  it("reports only the pages dealt to the learner, in their order", () => {
    expect(dealtPageIds({ dealt: [3, 1], authoring: [1, 2, 3, 4], withProgress: [3], exists })).toEqual([3, 1]);
  });

  it("keeps a page the learner has progress on when the deal no longer names it", () => {
    expect(dealtPageIds({ dealt: [3, 1], authoring: [1, 2, 3], withProgress: [2, 3], exists })).toEqual([3, 1, 2]);
  });

  it("falls back to the authoring order before anything was dealt, and drops deleted pages", () => {
    expect(dealtPageIds({ dealt: [], authoring: [1, 99, 2], withProgress: [], exists })).toEqual([1, 2]);
  });
});

describe("attemptAt", () => {
  const attempts = [
    { n: 1, startedAt: 100 },
    { n: 2, startedAt: 200 },
    { n: 3, startedAt: 300 },
  ];

  it("finds the attempt that had last started", () => {
    expect(attemptAt(attempts, 250)?.n).toBe(2);
    expect(attemptAt(attempts, 300)?.n).toBe(3);
    expect(attemptAt(attempts, 5000)?.n).toBe(3);
  });

  it("gives a session before every attempt (clock skew) to the first one", () => {
    expect(attemptAt(attempts, 50)?.n).toBe(1);
  });
});
