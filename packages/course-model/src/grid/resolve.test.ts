import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findOverlaps } from "./overlap";
import { resolveLayout } from "./resolve";
import { arbitraryPage } from "./testLayouts";

const ids = (layout: readonly { id: number; y: number }[]) => layout.map(({ id, y }) => ({ id, y }));

describe("resolveLayout", () => {
  it("moves a block the dropped one landed on down under it, and those in the way after it", () => {
    // A was dropped onto B; C sat under B.
    const layout = [
      { id: 1, x: 4, y: 0, w: 4, h: 20 },
      { id: 2, x: 4, y: 0, w: 4, h: 20 },
      { id: 3, x: 4, y: 20, w: 8, h: 10 },
      { id: 4, x: 0, y: 0, w: 4, h: 20 },
    ];
    expect(ids(resolveLayout(layout, 1))).toEqual([
      { id: 1, y: 0 },
      { id: 2, y: 20 },
      { id: 3, y: 40 },
      { id: 4, y: 0 },
    ]);
  });

  it("keeps the pinned block where it was dropped, even on the lower part of a taller block", () => {
    const layout = [
      { id: 1, x: 0, y: 0, w: 6, h: 40 },
      { id: 2, x: 2, y: 30, w: 4, h: 4 },
    ];
    expect(ids(resolveLayout(layout, 2))).toEqual([
      { id: 1, y: 34 },
      { id: 2, y: 30 },
    ]);
  });

  it("goes down only as far as the first free rows", () => {
    const layout = [
      { id: 1, x: 0, y: 10, w: 12, h: 4 },
      { id: 2, x: 0, y: 0, w: 4, h: 20 },
      { id: 3, x: 4, y: 30, w: 4, h: 4 },
    ];
    expect(ids(resolveLayout(layout, 1))).toEqual([
      { id: 1, y: 10 },
      { id: 2, y: 14 },
      { id: 3, y: 30 },
    ]);
  });

  it("gives back the same layout when nothing overlaps", () => {
    const layout = [
      { id: 1, x: 0, y: 0, w: 4, h: 20 },
      { id: 2, x: 4, y: 0, w: 8, h: 20 },
    ];
    expect(resolveLayout(layout, 2)).toEqual(layout);
    expect(resolveLayout(layout, null)).toEqual(layout);
  });

  it("never leaves an overlap, keeps the pinned block, moves others only down, and keeps their columns and sizes", () => {
    fc.assert(
      fc.property(arbitraryPage(), fc.nat(), (layout, pick) => {
        const pinned = layout.length === 0 ? null : (layout[pick % layout.length]?.id ?? null);
        const resolved = resolveLayout(layout, pinned);
        expect(findOverlaps(resolved)).toEqual([]);
        expect(resolved.map((item) => item.id)).toEqual(layout.map((item) => item.id));
        for (const [index, item] of resolved.entries()) {
          const before = layout[index];
          if (!before) throw new Error("lost a block");
          expect({ ...item, y: 0 }).toEqual({ ...before, y: 0 });
          if (item.id === pinned) expect(item.y).toBe(before.y);
          else expect(item.y).toBeGreaterThanOrEqual(before.y);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("leaves a layout without overlaps as it is", () => {
    fc.assert(
      fc.property(arbitraryPage(), (layout) => {
        const clean = resolveLayout(layout, null);
        expect(resolveLayout(clean, null)).toEqual(clean);
        for (const item of clean) expect(resolveLayout(clean, item.id)).toEqual(clean);
      }),
      { numRuns: 200 },
    );
  });
});
