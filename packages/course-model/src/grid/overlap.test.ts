import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findOverlaps, rectsOverlap } from "./overlap";
import { arbitraryPage, type Placed } from "./testLayouts";

/** The slow and obvious answer: every cell, and who covers it. */
function overlapsByCells(rects: readonly Placed[]): [number, number][] {
  const owner = new Map<string, number[]>();
  const pairs = new Set<string>();
  for (const [index, rect] of rects.entries()) {
    for (let x = rect.x; x < rect.x + rect.w; x++) {
      for (let y = rect.y; y < rect.y + rect.h; y++) {
        const key = `${x},${y}`;
        for (const before of owner.get(key) ?? []) pairs.add(`${before},${index}`);
        owner.set(key, [...(owner.get(key) ?? []), index]);
      }
    }
  }
  return [...pairs]
    .map((pair): [number, number] => {
      const [a = 0, b = 0] = pair.split(",").map(Number);
      return [a, b];
    })
    .sort((p, q) => p[0] - q[0] || p[1] - q[1]);
}

describe("rectsOverlap", () => {
  const a = { x: 0, y: 0, w: 4, h: 20 };
  it("is true when the two share a cell, even one", () => {
    expect(rectsOverlap(a, { x: 3, y: 19, w: 4, h: 20 })).toBe(true);
    expect(rectsOverlap(a, { ...a })).toBe(true);
    expect(rectsOverlap(a, { x: 1, y: 1, w: 1, h: 1 })).toBe(true);
  });
  it("is false for blocks that only touch at an edge", () => {
    expect(rectsOverlap(a, { x: 4, y: 0, w: 4, h: 20 })).toBe(false);
    expect(rectsOverlap(a, { x: 0, y: 20, w: 4, h: 20 })).toBe(false);
    expect(rectsOverlap({ x: 4, y: 0, w: 4, h: 20 }, a)).toBe(false);
  });
});

describe("findOverlaps", () => {
  it("names each overlapping pair once, in the order of the list", () => {
    const blocks = [
      { id: 1, x: 0, y: 0, w: 6, h: 20 },
      { id: 2, x: 6, y: 0, w: 6, h: 20 },
      { id: 3, x: 4, y: 10, w: 4, h: 20 },
      { id: 4, x: 0, y: 40, w: 12, h: 4 },
    ];
    expect(findOverlaps(blocks).map(([a, b]) => [a.id, b.id])).toEqual([
      [1, 3],
      [2, 3],
    ]);
  });

  it("finds two blocks stored on the same cell", () => {
    const blocks = [
      { id: 7, x: 4, y: 20, w: 4, h: 20 },
      { id: 8, x: 4, y: 20, w: 4, h: 4 },
    ];
    expect(findOverlaps(blocks)).toEqual([[blocks[0], blocks[1]]]);
  });

  it("is empty for an empty page, one block and blocks side by side", () => {
    expect(findOverlaps([])).toEqual([]);
    expect(findOverlaps([{ id: 1, x: 0, y: 0, w: 12, h: 200 }])).toEqual([]);
    expect(
      findOverlaps([
        { id: 1, x: 0, y: 0, w: 4, h: 20 },
        { id: 2, x: 4, y: 0, w: 4, h: 20 },
        { id: 3, x: 0, y: 20, w: 12, h: 4 },
      ]),
    ).toEqual([]);
  });

  it("agrees with counting the blocks on every cell", () => {
    fc.assert(
      fc.property(arbitraryPage(), (blocks) => {
        const found = findOverlaps(blocks).map(([a, b]) => [blocks.indexOf(a), blocks.indexOf(b)]);
        expect(found).toEqual(overlapsByCells(blocks));
      }),
      { numRuns: 300 },
    );
  });
});
