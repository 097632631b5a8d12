import { describe, expect, it } from "vitest";
import { COURSE_MODE } from "../course/courseFields";
import { cmi5Completion } from "./courseStructure";

describe("cmi5Completion: the course's pass mark as moveOn and masteryScore", () => {
  it("asks for completion and a pass at the pass mark, scaled", () => {
    expect(cmi5Completion({ min_pass_percent: 75, mode: COURSE_MODE.LEARNING })).toEqual({
      moveOn: "CompletedAndPassed",
      masteryScore: 0.75,
    });
    expect(cmi5Completion({ min_pass_percent: 100, mode: COURSE_MODE.LEARNING }).masteryScore).toBe(1);
    expect(cmi5Completion({ min_pass_percent: 1, mode: COURSE_MODE.LEARNING }).masteryScore).toBe(0.01);
  });

  it("asks only for completion when everybody passes", () => {
    expect(cmi5Completion({ min_pass_percent: 0, mode: COURSE_MODE.LEARNING })).toEqual({
      moveOn: "Completed",
      masteryScore: null,
    });
    expect(cmi5Completion({ min_pass_percent: 80, mode: COURSE_MODE.PRESENTATION })).toEqual({
      moveOn: "Completed",
      masteryScore: null,
    });
  });
});
