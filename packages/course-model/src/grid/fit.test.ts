import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BLOCK_TYPE } from "../blocks/types";
import {
  effectiveRows,
  fitLayout,
  fitLines,
  isContentSized,
  rowsForHeightPx,
  rowsHeightPx,
  shownLine,
  storedLine,
} from "./fit";
import { findOverlaps } from "./overlap";
import { resolveLayout } from "./resolve";
import { arbitraryPage } from "./testLayouts";

const places = (layout: readonly { id: number; y: number; h: number }[]) =>
  layout.map(({ id, y, h }) => ({ id, y, h }));

describe("row heights (content that fits)", () => {
  it("a block h rows tall is 10h + 4(h - 1) px", () => {
    expect(rowsHeightPx(20)).toBe(276);
    expect(rowsHeightPx(4)).toBe(52);
    expect(rowsHeightPx(1)).toBe(10);
    expect(rowsHeightPx(0)).toBe(0);
  });

  it("gives the fewest rows that hold a height, and undoes rowsHeightPx", () => {
    expect(rowsForHeightPx(0)).toBe(0);
    expect(rowsForHeightPx(10)).toBe(1);
    expect(rowsForHeightPx(11)).toBe(2);
    expect(rowsForHeightPx(276)).toBe(20);
    expect(rowsForHeightPx(277)).toBe(21);
    expect(rowsForHeightPx(276.2)).toBe(20);
    expect(rowsForHeightPx(Number.NaN)).toBe(0);
    for (let rows = 1; rows <= 200; rows++) expect(rowsForHeightPx(rowsHeightPx(rows))).toBe(rows);
  });

  it("the stored h is a minimum: content taller than it takes more rows, shorter content never fewer", () => {
    expect(effectiveRows(20, 100)).toBe(20);
    expect(effectiveRows(20, 600)).toBe(44);
    expect(rowsHeightPx(effectiveRows(20, 600))).toBeGreaterThanOrEqual(600);
  });

  it("text and questions take their content's height on a phone, media keep theirs", () => {
    expect(isContentSized(BLOCK_TYPE.TEXT)).toBe(true);
    expect(isContentSized(BLOCK_TYPE.QUIZ_MULTIPLE_CHOICE)).toBe(true);
    expect(isContentSized(BLOCK_TYPE.IMAGE)).toBe(false);
    expect(isContentSized(BLOCK_TYPE.VIDEO_FILE)).toBe(false);
  });
});

describe("fitLayout", () => {
  const page = [
    { id: 1, x: 0, y: 0, w: 6, h: 20 },
    { id: 2, x: 6, y: 0, w: 6, h: 20 },
    { id: 3, x: 0, y: 20, w: 12, h: 4 },
  ];

  it("leaves a page whose content fits as stored", () => {
    expect(fitLayout(page)).toEqual(page);
    expect(fitLayout(page, { needs: new Map([[1, 12]]) })).toEqual(page);
  });

  it("grows the row of a taller block: its row-mate stretches with it and the row below moves down", () => {
    expect(places(fitLayout(page, { needs: new Map([[2, 35]]) }))).toEqual([
      { id: 1, y: 0, h: 35 },
      { id: 2, y: 0, h: 35 },
      { id: 3, y: 35, h: 4 },
    ]);
  });

  it("keeps the empty rows the author left between blocks", () => {
    const gap = [
      { id: 1, x: 0, y: 0, w: 12, h: 10 },
      { id: 2, x: 0, y: 15, w: 12, h: 10 },
    ];
    expect(places(fitLayout(gap, { needs: new Map([[1, 12]]) }))).toEqual([
      { id: 1, y: 0, h: 12 },
      { id: 2, y: 17, h: 10 },
    ]);
  });

  it("puts a spanning block's extra height under it: blocks beside it keep their places", () => {
    // 1 is a tall column on the left; 2 and 3 sit on top of each other on the right.
    const columns = [
      { id: 1, x: 0, y: 0, w: 6, h: 40 },
      { id: 2, x: 6, y: 0, w: 6, h: 20 },
      { id: 3, x: 6, y: 20, w: 6, h: 20 },
      { id: 4, x: 0, y: 40, w: 12, h: 10 },
    ];
    expect(places(fitLayout(columns, { needs: new Map([[2, 30]]) }))).toEqual([
      { id: 1, y: 0, h: 50 },
      { id: 2, y: 0, h: 30 },
      { id: 3, y: 30, h: 20 },
      { id: 4, y: 50, h: 10 },
    ]);
    expect(places(fitLayout(columns, { needs: new Map([[1, 60]]) }))).toEqual([
      { id: 1, y: 0, h: 60 },
      { id: 2, y: 0, h: 20 },
      { id: 3, y: 20, h: 40 },
      { id: 4, y: 60, h: 10 },
    ]);
  });

  it("collapses the rows only a hidden block covered, so it leaves no band", () => {
    const shown = [
      { id: 1, x: 0, y: 0, w: 12, h: 10 },
      { id: 3, x: 0, y: 30, w: 12, h: 10 },
    ];
    const hidden = [{ x: 0, y: 10, w: 12, h: 20 }];
    expect(places(fitLayout(shown, { hidden }))).toEqual([
      { id: 1, y: 0, h: 10 },
      { id: 3, y: 10, h: 10 },
    ]);
  });

  it("keeps the rows a hidden block shared with a shown one", () => {
    const shown = [
      { id: 1, x: 0, y: 0, w: 6, h: 20 },
      { id: 3, x: 0, y: 30, w: 12, h: 10 },
    ];
    // Beside block 1 and ten rows below it.
    const hidden = [{ x: 6, y: 0, w: 6, h: 30 }];
    expect(places(fitLayout(shown, { hidden }))).toEqual([
      { id: 1, y: 0, h: 20 },
      { id: 3, y: 20, h: 10 },
    ]);
  });

  it("maps lines both ways, past the page's bottom too", () => {
    const lines = fitLines(page, { needs: new Map([[1, 30]]) });
    expect(lines.length).toBe(25);
    expect(shownLine(lines, 20)).toBe(30);
    expect(shownLine(lines, 26)).toBe(36);
    expect(storedLine(lines, 30)).toBe(20);
    expect(storedLine(lines, 25)).toBe(19);
    expect(storedLine(lines, 36)).toBe(26);
    for (let line = 0; line < 40; line++) expect(storedLine(lines, shownLine(lines, line))).toBe(line);
  });

  it("never makes blocks overlap, never shows one shorter than stored or than its content, keeps columns and order", () => {
    fc.assert(
      fc.property(
        arbitraryPage(),
        fc.array(fc.integer({ min: 0, max: 120 }), { minLength: 12, maxLength: 12 }),
        fc.array(fc.boolean(), { minLength: 12, maxLength: 12 }),
        (raw, needList, hiddenFlags) => {
          const stored = resolveLayout(raw, null);
          const hidden = stored.filter((_, index) => hiddenFlags[index]);
          const visible = stored.filter((_, index) => !hiddenFlags[index]);
          const needs = new Map(stored.map((block, index) => [block.id, needList[index] ?? 0]));
          const shown = fitLayout(visible, { needs, hidden });
          expect(findOverlaps(shown)).toEqual([]);
          for (const [index, block] of shown.entries()) {
            const before = visible[index];
            if (!before) throw new Error("lost a block");
            expect(block.id).toBe(before.id);
            expect([block.x, block.w]).toEqual([before.x, before.w]);
            expect(block.h).toBeGreaterThanOrEqual(Math.max(before.h, needs.get(block.id) ?? 0));
            for (const [otherIndex, other] of visible.entries()) {
              const otherShown = shown[otherIndex];
              if (otherShown && other.y >= before.y + before.h)
                expect(otherShown.y).toBeGreaterThanOrEqual(block.y + block.h);
            }
          }
          if (hidden.length === 0 && needList.every((need) => need === 0)) expect(shown).toEqual(visible);
        },
      ),
      { numRuns: 300 },
    );
  });
});
