import { describe, expect, it } from "vitest";
import { defaultBlockSettings } from "../defaults";
import { BLOCK_TYPE } from "../types";
import {
  DIAGRAM_LABEL_ROW_PERCENT,
  DIAGRAM_SPOT_PLACES,
  type DiagramSpot,
  diagramSpotsClear,
  nextDiagramSpotPlace,
  quizDiagramSettingsSchema,
} from "./quizDiagram";

const spot = (id: string, x: number, y: number): DiagramSpot => ({ id, x, y, label: id });

describe("a diagram's spots are placed so that their labels never cover each other", () => {
  it("gives a new diagram two spots on rows apart (their labels face each other)", () => {
    const settings = quizDiagramSettingsSchema.parse(defaultBlockSettings(BLOCK_TYPE.QUIZ_DIAGRAM));
    const [first, second] = settings.spots;
    expect(first && second && diagramSpotsClear(first, second)).toBe(true);
    // The defaults are the rule's own first two places.
    expect(first && { x: first.x, y: first.y }).toEqual(nextDiagramSpotPlace([]));
    expect(second && { x: second.x, y: second.y }).toEqual(nextDiagramSpotPlace(first ? [first] : []));
  });

  it("counts two spots on one row as meeting, whatever their distance across", () => {
    expect(diagramSpotsClear(spot("a", 10, 50), spot("b", 90, 50))).toBe(false);
    expect(diagramSpotsClear(spot("a", 25, 40), spot("b", 75, 40 + DIAGRAM_LABEL_ROW_PERCENT))).toBe(true);
  });

  it("puts each new spot on a row clear of the others while there is one", () => {
    const spots: DiagramSpot[] = [];
    for (let i = 0; i < 5; i += 1) {
      const place = nextDiagramSpotPlace(spots);
      for (const other of spots) expect(diagramSpotsClear(place, other)).toBe(true);
      spots.push(spot(`s${i}`, place.x, place.y));
    }
    expect(new Set(spots.map((s) => s.y)).size).toBe(5);
  });

  it("past the clear rows, takes the place furthest from any spot (the one no spot sits on)", () => {
    const spots = DIAGRAM_SPOT_PLACES.slice(0, 9).map((place, i) => spot(`s${i}`, place.x, place.y));
    const place = nextDiagramSpotPlace(spots);
    expect(place).toEqual(DIAGRAM_SPOT_PLACES[9]);
  });
});
