import { describe, expect, it } from "vitest";
import { answeredMatches, buildMatchingAnswer, matchingComplete, matchingProblems, readPairs } from "./pairs";

const pair = (id: string, left = `L${id}`, right = `R${id}`) => ({ id, left, right });

describe("matching", () => {
  it("reads well-formed pairs only", () => {
    expect(readPairs({ pairs: [pair("a"), { id: "b" }, pair("c")] })).toEqual([pair("a"), pair("c")]);
  });

  it("builds the answer from the chosen right items", () => {
    const pairs = [pair("a"), pair("b")];
    expect(buildMatchingAnswer({ a: "b", b: "zz" }, pairs)).toEqual({ a: "b" });
    expect(matchingComplete({ a: "b" }, pairs)).toBe(false);
    expect(matchingComplete({ a: "b", b: "a" }, pairs)).toBe(true);
  });

  it("reads an earlier answer back", () => {
    expect(answeredMatches({ a: "b" })).toEqual({ a: "b" });
    expect(answeredMatches(null)).toEqual({});
  });

  it("names the author's problems", () => {
    expect(matchingProblems({ pairs: [pair("a"), pair("b")] })).toEqual([]);
    expect(matchingProblems({ pairs: [pair("a")] })).toEqual([
      { key: "blocks.quiz.quiz_matching.problem_few_pairs", values: { min: 2 } },
    ]);
    expect(matchingProblems({ pairs: [pair("a"), pair("b", "x", " ")] })).toEqual([
      { key: "blocks.quiz.quiz_matching.problem_empty_pair", values: { number: 2 } },
    ]);
  });
});
