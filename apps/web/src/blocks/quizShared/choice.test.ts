import type { ChoiceOption } from "@coursewright/course-model";
import { describe, expect, it } from "vitest";
import {
  addOption,
  choiceProblems,
  moveOption,
  multipleAnswer,
  pickedIds,
  readChoiceOptions,
  removeOption,
  setOptionCorrect,
} from "./choice";

const option = (id: string, correct = false, text = id): ChoiceOption => ({ id, text, image_media_id: null, correct });
const three = [option("a", true), option("b"), option("c")];

describe("choice options", () => {
  it("reads only well-formed options", () => {
    expect(readChoiceOptions({ options: [option("a"), { id: "bad id", text: "x", correct: false }, 3] })).toEqual([
      option("a"),
    ]);
    expect(readChoiceOptions({})).toEqual([]);
  });

  it("adds an empty wrong option with a valid id", () => {
    const next = addOption(three);
    expect(next).toHaveLength(4);
    expect(next[3]).toMatchObject({ text: "", correct: false });
    expect(next[3]?.id).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it("keeps at least two options", () => {
    expect(removeOption(three, "b").map((o) => o.id)).toEqual(["a", "c"]);
    expect(removeOption([option("a"), option("b")], "a")).toHaveLength(2);
  });

  it("marks one right in single choice, several in multiple choice", () => {
    expect(setOptionCorrect(three, "b", true, "single").map((o) => o.correct)).toEqual([false, true, false]);
    expect(setOptionCorrect(three, "b", true, "multiple").map((o) => o.correct)).toEqual([true, true, false]);
  });

  it("moves options within the list", () => {
    expect(moveOption(three, "a", 1).map((o) => o.id)).toEqual(["b", "a", "c"]);
    expect(moveOption(three, "a", -1).map((o) => o.id)).toEqual(["a", "b", "c"]);
  });

  it("names the problems for the author", () => {
    expect(choiceProblems(three, "single")).toEqual([]);
    expect(choiceProblems([option("a"), option("b", false, " ")], "single").map((p) => p.key)).toEqual([
      "blocks.quiz.quiz_single_choice.exactly_one_correct",
      "blocks.quiz.common.option_empty",
    ]);
    expect(choiceProblems([option("a", true), option("b", true)], "single").map((p) => p.key)).toEqual([
      "blocks.quiz.quiz_single_choice.exactly_one_correct",
    ]);
    expect(choiceProblems([option("a"), option("b")], "multiple").map((p) => p.key)).toEqual([
      "blocks.quiz.quiz_multiple_choice.at_least_one_correct",
    ]);
  });
});

describe("answers", () => {
  it("builds the multiple answer in the author's order", () => {
    expect(multipleAnswer(three, new Set(["c", "a"]))).toEqual(["a", "c"]);
  });

  it("reads picked ids back from a stored answer", () => {
    expect(pickedIds("a")).toEqual(["a"]);
    expect(pickedIds(["a", 3, "b"])).toEqual(["a", "b"]);
    expect(pickedIds(null)).toEqual([]);
  });
});
