import { describe, expect, it } from "vitest";
import {
  answeredPlacements,
  buildDiagramAnswer,
  diagramComplete,
  diagramProblems,
  placeLabel,
  readSpots,
} from "./spots";

const spot = (id: string, label = id.toUpperCase()) => ({ id, x: 10, y: 20, label });

describe("diagram", () => {
  it("reads well-formed spots only", () => {
    expect(readSpots({ spots: [spot("a"), { id: "b", x: 200, y: 0, label: "" }] })).toEqual([spot("a")]);
  });

  it("places a label on one spot at a time", () => {
    expect(placeLabel({}, "a", "b")).toEqual({ a: "b" });
    expect(placeLabel({ a: "b" }, "c", "b")).toEqual({ c: "b" });
    expect(placeLabel({ a: "b", c: "a" }, "a", "c")).toEqual({ a: "c", c: "a" });
    expect(placeLabel({ a: "b" }, "a", "")).toEqual({});
  });

  it("builds the answer from the placed labels", () => {
    const spots = [spot("a"), spot("b")];
    expect(buildDiagramAnswer({ a: "b", b: "zz" }, spots)).toEqual({ a: "b" });
    expect(diagramComplete({ a: "b" }, spots)).toBe(false);
    expect(diagramComplete({ a: "b", b: "a" }, spots)).toBe(true);
    expect(answeredPlacements({ a: "b" })).toEqual({ a: "b" });
    expect(answeredPlacements(1)).toEqual({});
  });

  it("names the author's problems", () => {
    expect(diagramProblems({ spots: [spot("a")] }, true)).toEqual([]);
    expect(diagramProblems({ spots: [] }, false)).toEqual([
      { key: "blocks.quiz.quiz_diagram.problem_no_image" },
      { key: "blocks.quiz.quiz_diagram.problem_no_spots" },
    ]);
    expect(diagramProblems({ spots: [spot("a", "")] }, true)).toEqual([
      { key: "blocks.quiz.quiz_diagram.problem_empty_label", values: { number: 1 } },
    ]);
  });
});
