import { describe, expect, it } from "vitest";
import {
  answeredTexts,
  blankIsRight,
  buildOpenBlanksAnswer,
  openBlanksComplete,
  openBlanksProblems,
  readOpenBlanks,
} from "./openBlanks";

describe("typed blanks", () => {
  it("reads blanks loosely, keeping the case switch only when on", () => {
    expect(
      readOpenBlanks({
        blanks: [{ id: "a", accepted: ["x", 3] }, { id: "b", accepted: [], case_sensitive: true }, { id: "" }],
      }),
    ).toEqual([
      { id: "a", accepted: ["x"] },
      { id: "b", accepted: [], case_sensitive: true },
    ]);
  });

  it("builds the answer with every blank, trimmed", () => {
    const blanks = [
      { id: "a", accepted: ["x"] },
      { id: "b", accepted: ["y"] },
    ];
    expect(buildOpenBlanksAnswer({ a: "  Paris ", zz: "q" }, blanks)).toEqual({ a: "Paris", b: "" });
    expect(openBlanksComplete({ a: "x", b: " " }, blanks)).toBe(false);
    expect(openBlanksComplete({ a: "x", b: "y" }, blanks)).toBe(true);
  });

  it("compares like the judge: trimmed and case-insensitive unless asked", () => {
    expect(blankIsRight({ id: "a", accepted: ["Paris"] }, " paris ")).toBe(true);
    expect(blankIsRight({ id: "a", accepted: ["Paris"], case_sensitive: true }, "paris")).toBe(false);
    expect(blankIsRight({ id: "a", accepted: ["Paris"] }, "")).toBe(false);
  });

  it("reads an earlier answer back", () => {
    expect(answeredTexts({ a: "x" })).toEqual({ a: "x" });
    expect(answeredTexts(["x"])).toEqual({});
  });

  it("names the author's problems", () => {
    const base = "blocks.quiz.quiz_fill_blanks_open_answer";
    expect(openBlanksProblems("", { blanks: [{ id: "a", accepted: ["x"] }] })).toEqual([]);
    expect(openBlanksProblems("", { blanks: [] })).toEqual([{ key: `${base}.problem_no_blanks` }]);
    expect(
      openBlanksProblems("", {
        blanks: [
          { id: "a", accepted: [] },
          { id: "b", accepted: ["x", " "] },
        ],
      }),
    ).toEqual([
      { key: `${base}.problem_no_accepted`, values: { number: 1 } },
      { key: `${base}.problem_empty_accepted`, values: { number: 2 } },
    ]);
  });
});
