import { describe, expect, it } from "vitest";
import { correctTrueFalse, storedTrueFalse, trueFalseLabels } from "./answer";

describe("true or false", () => {
  const fallback = { true: "True", false: "False" };

  it("uses the author's labels, else the defaults", () => {
    expect(trueFalseLabels({ true_label: "Yes", false_label: " " }, fallback)).toEqual({ true: "Yes", false: "False" });
    expect(trueFalseLabels({}, fallback)).toEqual(fallback);
  });

  it("reads the stored answer", () => {
    expect(storedTrueFalse(false)).toBe(false);
    expect(storedTrueFalse("false")).toBeNull();
  });

  it("reads the correct answer", () => {
    expect(correctTrueFalse({ correct_answer: false })).toBe(false);
    expect(correctTrueFalse({})).toBe(true);
  });
});
