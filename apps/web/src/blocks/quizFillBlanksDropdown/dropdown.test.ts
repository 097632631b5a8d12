import { describe, expect, it } from "vitest";
import { sentenceWithSlots } from "./BlankSentence";
import {
  answeredPicks,
  buildDropdownAnswer,
  dropdownComplete,
  dropdownProblems,
  newDropdownBlank,
  readDropdownBlanks,
  removeOption,
} from "./dropdown";
import { moveById, newQuizId, removeById, updateById } from "./list";
import { appendPlaceholder, isPlaced, numberedBlanks, removePlaceholder } from "./sentence";

const blank = (id: string, options = ["x", "y"], correct = "x") => ({
  id,
  options: options.map((o) => ({ id: o, text: o.toUpperCase() })),
  correct_option_id: correct,
});

describe("sentence placeholders", () => {
  it("appends a placeholder inside the last paragraph, or makes one", () => {
    expect(appendPlaceholder("<p>Paris is the capital of</p>", "b1")).toBe(
      "<p>Paris is the capital of [[blank:b1]]</p>",
    );
    expect(appendPlaceholder("<p>One</p><p>Two </p>", "b2")).toBe("<p>One</p><p>Two [[blank:b2]]</p>");
    expect(appendPlaceholder(null, "b1")).toBe("<p>[[blank:b1]]</p>");
    expect(appendPlaceholder("plain", "b1")).toBe("plain [[blank:b1]]");
  });

  it("removes every placeholder of a blank and no other", () => {
    expect(removePlaceholder("<p>[[blank:a]] and [[blank:b]] [[blank:a]]</p>", "a")).toBe("<p> and [[blank:b]] </p>");
    expect(isPlaced("<p>[[blank:a]]</p>", "a")).toBe(true);
    expect(isPlaced("<p>[[blank:a]]</p>", "b")).toBe(false);
  });

  it("numbers blanks in reading order, unplaced ones last", () => {
    const numbered = numberedBlanks("<p>[[blank:b]] then [[blank:a]]</p>", [blank("a"), blank("b"), blank("c")]);
    expect(numbered.map(({ blank: b, number }) => `${b.id}${number}`)).toEqual(["b1", "a2", "c3"]);
  });

  it("puts one slot per blank into the html", () => {
    expect(sentenceWithSlots("<p>A [[blank:a]] B [[blank:zz]]</p>", ["a", "c"])).toBe(
      '<p>A <span data-cw-blank="a"></span> B </p><span data-cw-blank="c"></span>',
    );
  });
});

describe("list edits", () => {
  const items = [{ id: "a" }, { id: "b" }, { id: "c" }];
  it("moves, updates and removes by id", () => {
    expect(moveById(items, "a", 1).map((i) => i.id)).toEqual(["b", "a", "c"]);
    expect(moveById(items, "a", -1).map((i) => i.id)).toEqual(["a", "b", "c"]);
    expect(removeById(items, "b").map((i) => i.id)).toEqual(["a", "c"]);
    expect(updateById([{ id: "a", n: 1 }], "a", { n: 2 })).toEqual([{ id: "a", n: 2 }]);
  });

  it("makes ids the schema allows, distinct from taken ones", () => {
    const id = newQuizId(["abc"]);
    expect(id).toMatch(/^[A-Za-z0-9]{8}$/);
  });
});

describe("dropdown blanks", () => {
  it("reads blanks loosely so a blank with one option still shows", () => {
    expect(readDropdownBlanks({ blanks: [blank("a", ["x"]), { id: "bad id" }, 4] })).toEqual([blank("a", ["x"])]);
    expect(readDropdownBlanks({})).toEqual([]);
  });

  it("makes a new blank with two options, the first right", () => {
    const made = newDropdownBlank(["b1"]);
    expect(made.options).toHaveLength(2);
    expect(made.correct_option_id).toBe(made.options[0]?.id);
    expect(made.id).not.toBe("b1");
  });

  it("moves the right answer when the right option is removed", () => {
    expect(removeOption(blank("a", ["x", "y"], "x"), "x").correct_option_id).toBe("y");
    expect(removeOption(blank("a", ["x", "y"], "x"), "y").correct_option_id).toBe("x");
  });

  it("builds the answer from the picks, leaving out unknown ones", () => {
    const blanks = [blank("a"), blank("b")];
    expect(buildDropdownAnswer({ a: "y", b: "nope" }, blanks)).toEqual({ a: "y" });
    expect(dropdownComplete({ a: "y" }, blanks)).toBe(false);
    expect(dropdownComplete({ a: "y", b: "x" }, blanks)).toBe(true);
    expect(dropdownComplete({}, [])).toBe(false);
  });

  it("reads an earlier answer back", () => {
    expect(answeredPicks({ a: "x" })).toEqual({ a: "x" });
    expect(answeredPicks("x")).toEqual({});
  });

  it("names the author's problems by blank number in reading order", () => {
    const text = "<p>[[blank:b]] [[blank:a]]</p>";
    expect(dropdownProblems(text, { blanks: [blank("a"), blank("b")] })).toEqual([]);
    expect(dropdownProblems(text, { blanks: [] })).toEqual([
      { key: "blocks.quiz.quiz_fill_blanks_dropdown.problem_no_blanks" },
    ]);
    expect(dropdownProblems(text, { blanks: [blank("a", ["x"]), blank("b", ["x", "y"], "q")] })).toEqual([
      { key: "blocks.quiz.quiz_fill_blanks_dropdown.problem_few_options", values: { number: 2 } },
      { key: "blocks.quiz.quiz_fill_blanks_dropdown.problem_no_correct", values: { number: 1 } },
    ]);
    const empty = {
      ...blank("a"),
      options: [
        { id: "x", text: " " },
        { id: "y", text: "Y" },
      ],
    };
    expect(dropdownProblems(text, { blanks: [empty, blank("b")] })).toEqual([
      { key: "blocks.quiz.quiz_fill_blanks_dropdown.problem_empty_option", values: { number: 2 } },
    ]);
  });
});
