import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { clampRect, gridIssues } from "./clamp";
import { BLOCK_MAX_HEIGHT, GRID_COLUMNS, SCROLL_AFTER_ADD_MS } from "./constants";
import { findOverlaps } from "./overlap";
import { placeNewBlock } from "./placement";
import { resolveLayout } from "./resolve";
import { arbitraryPage } from "./testLayouts";

describe("grid constants (spec 9)", () => {
  it("grid width is 12, block max height is 200, scroll after add waits 300 ms", () => {
    expect(GRID_COLUMNS).toBe(12);
    expect(BLOCK_MAX_HEIGHT).toBe(200);
    expect(SCROLL_AFTER_ADD_MS).toBe(300);
  });
});

describe("placement of a new block (spec 4)", () => {
  it("goes to 0,0 on an empty page", () => {
    expect(placeNewBlock([], { w: 4, h: 20 })).toEqual({ x: 0, y: 0 });
  });

  it("goes right of the last block when it fits within 12 columns", () => {
    expect(placeNewBlock([{ x: 0, y: 0, w: 4, h: 20 }], { w: 4, h: 20 })).toEqual({ x: 4, y: 0 });
    expect(placeNewBlock([{ x: 0, y: 0, w: 8, h: 20 }], { w: 4, h: 20 })).toEqual({ x: 8, y: 0 });
  });

  it("goes on a new row below when it does not fit within 12 columns", () => {
    expect(placeNewBlock([{ x: 0, y: 0, w: 12, h: 40 }], { w: 4, h: 20 })).toEqual({ x: 0, y: 40 });
    expect(placeNewBlock([{ x: 4, y: 0, w: 6, h: 20 }], { w: 4, h: 20 })).toEqual({ x: 0, y: 20 });
  });

  it("the last block is the rightmost of the lowest row, and the new row starts under the tallest block", () => {
    const rects = [
      { x: 0, y: 20, w: 4, h: 10 },
      { x: 4, y: 0, w: 4, h: 60 },
      { x: 4, y: 20, w: 4, h: 5 },
    ];
    expect(placeNewBlock(rects, { w: 4, h: 20 })).toEqual({ x: 8, y: 20 });
    expect(placeNewBlock(rects, { w: 5, h: 20 })).toEqual({ x: 0, y: 60 });
  });

  it("goes on a new row below when the cells right of the last block are taken by a taller block", () => {
    const rects = [
      { x: 0, y: 0, w: 4, h: 60 },
      { x: 4, y: 20, w: 4, h: 5 },
      { x: 8, y: 0, w: 4, h: 60 },
    ];
    expect(placeNewBlock(rects, { w: 4, h: 20 })).toEqual({ x: 0, y: 60 });
  });

  it("never lands on a block", () => {
    fc.assert(
      fc.property(
        arbitraryPage(),
        fc.record({ w: fc.integer({ min: 1, max: 12 }), h: fc.integer({ min: 1, max: 40 }) }),
        (page, size) => {
          const existing = resolveLayout(page, null);
          const added = { id: 0, ...size, ...placeNewBlock(existing, size) };
          expect(findOverlaps([...existing, added])).toEqual([]);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("clamping a moved or resized block", () => {
  const min = { w: 4, h: 12 };

  it("keeps the type's minimum width and height", () => {
    expect(clampRect({ x: 0, y: 0, w: 1, h: 3 }, min)).toEqual({ x: 0, y: 0, w: 4, h: 12 });
  });

  it("caps the height at 200 and the width at 12", () => {
    expect(clampRect({ x: 0, y: 0, w: 20, h: 500 }, min)).toEqual({ x: 0, y: 0, w: 12, h: 200 });
  });

  it("slides a block past the right edge back so that x + w <= 12", () => {
    expect(clampRect({ x: 10, y: 3, w: 4, h: 20 }, min)).toEqual({ x: 8, y: 3, w: 4, h: 20 });
  });

  it("never places a block above row 0 or left of column 0, and rounds to whole cells", () => {
    expect(clampRect({ x: -2, y: -1, w: 4.4, h: 20.6 }, min)).toEqual({ x: 0, y: 0, w: 4, h: 21 });
  });

  it("always yields a rectangle the grid validation accepts", () => {
    const size = fc.integer({ min: 1, max: 12 });
    fc.assert(
      fc.property(
        fc.record({ x: fc.integer({ min: -50, max: 50 }), y: fc.integer({ min: -50, max: 500 }) }),
        fc.record({ w: fc.integer({ min: -5, max: 30 }), h: fc.integer({ min: -5, max: 400 }) }),
        fc.record({ w: size, h: fc.integer({ min: 1, max: 27 }) }),
        (at, dims, minimum) => {
          expect(gridIssues(clampRect({ ...at, ...dims }, minimum), minimum)).toEqual([]);
        },
      ),
    );
  });
});

describe("grid validation", () => {
  const min = { w: 4, h: 20 };
  it("reports x + w > 12 on w with the room left as the limit", () => {
    expect(gridIssues({ x: 10, y: 0, w: 4, h: 20 }, min)).toEqual([{ field: "w", kind: "too_big", limit: 2 }]);
  });
  it("reports h > 200 and h below the type's minimum", () => {
    expect(gridIssues({ x: 0, y: 0, w: 4, h: 201 }, min)).toEqual([{ field: "h", kind: "too_big", limit: 200 }]);
    expect(gridIssues({ x: 0, y: 0, w: 4, h: 19 }, min)).toEqual([{ field: "h", kind: "too_small", limit: 20 }]);
  });
  it("reports a negative x or y", () => {
    expect(gridIssues({ x: -1, y: -1, w: 4, h: 20 }, min).map((i) => i.field)).toEqual(["x", "y"]);
  });
});
