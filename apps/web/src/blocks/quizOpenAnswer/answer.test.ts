import { OPEN_ANSWER_MAX_LENGTH } from "@coursewright/course-model";
import { describe, expect, it } from "vitest";
import { openAnswer, openAnswerLimit, storedOpenAnswer } from "./answer";

describe("open answer", () => {
  it("limits to the author's length or the product's", () => {
    expect(openAnswerLimit({ max_length: 50 })).toBe(50);
    expect(openAnswerLimit({ max_length: 0 })).toBe(OPEN_ANSWER_MAX_LENGTH);
    expect(openAnswerLimit({})).toBe(OPEN_ANSWER_MAX_LENGTH);
  });

  it("sends trimmed text, nothing when blank", () => {
    expect(openAnswer("  my answer \n", 100)).toBe("my answer");
    expect(openAnswer("abcdef", 3)).toBe("abc");
    expect(openAnswer("   ", 100)).toBeNull();
  });

  it("reads the stored answer", () => {
    expect(storedOpenAnswer("x")).toBe("x");
    expect(storedOpenAnswer(null)).toBe("");
  });
});
