import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { findOverlaps } from "../grid/overlap";
import { arbitraryPage } from "../grid/testLayouts";
import { type LayoutBlock, saveLayoutOverlaps } from "./saveLayout";
import { blockItem } from "./testItems";

const at = (x: number, y: number, w = 4, h = 20) => ({ x, y, w, h, i: "" });
const stored = (id: number, pageId: number, x: number, y: number, w = 4, h = 20): LayoutBlock => ({
  id,
  page_id: pageId,
  displaying_settings: at(x, y, w, h),
});
const none = new Set<number>();
const pairs = (found: ReturnType<typeof saveLayoutOverlaps>) =>
  found.map(({ path, block, other }) => ({ path: path.join("."), ids: [block.id, other.id] }));

describe("saveLayoutOverlaps", () => {
  const page = [stored(1, 10, 0, 0), stored(2, 10, 4, 0), stored(3, 20, 0, 0)];

  it("refuses a new block on a stored block's cells, naming both and pointing at the new one", () => {
    const save = {
      new_page_blocks: [blockItem({ id: -1, page_id: 10, displaying_settings: at(2, 10) })],
      updated_page_blocks: [],
    };
    expect(pairs(saveLayoutOverlaps(save, page, none))).toEqual([
      { path: "new_page_blocks.0.displaying_settings", ids: [-1, 1] },
      { path: "new_page_blocks.0.displaying_settings", ids: [-1, 2] },
    ]);
    const [first] = saveLayoutOverlaps(save, page, none);
    expect(first?.pageId).toBe(10);
    expect(first?.other.displaying_settings).toMatchObject({ x: 0, y: 0, w: 4, h: 20 });
  });

  it("refuses a stored block moved onto another one, at the updated block", () => {
    const save = {
      new_page_blocks: [],
      updated_page_blocks: [blockItem({ id: 2, page_id: 10, displaying_settings: at(0, 19) })],
    };
    expect(pairs(saveLayoutOverlaps(save, page, none))).toEqual([
      { path: "updated_page_blocks.0.displaying_settings", ids: [2, 1] },
    ]);
  });

  it("lays out the page as the save leaves it: moved, deleted and other pages' blocks free their cells", () => {
    const save = {
      new_page_blocks: [
        blockItem({ id: -1, page_id: 10, displaying_settings: at(0, 0) }),
        blockItem({ id: -2, page_id: 10, displaying_settings: at(4, 0) }),
        blockItem({ id: -3, page_id: 30, displaying_settings: at(0, 0) }),
      ],
      updated_page_blocks: [blockItem({ id: 1, page_id: 10, displaying_settings: at(0, 20) })],
    };
    expect(saveLayoutOverlaps(save, page, new Set([2]))).toEqual([]);
    expect(pairs(saveLayoutOverlaps(save, page, none))).toEqual([
      { path: "new_page_blocks.1.displaying_settings", ids: [-2, 2] },
    ]);
  });

  it("checks a block where it is stored, whatever page the save names", () => {
    const save = {
      new_page_blocks: [],
      updated_page_blocks: [blockItem({ id: 3, page_id: 10, displaying_settings: at(4, 0) })],
    };
    expect(saveLayoutOverlaps(save, page, none)).toEqual([]);
  });

  it("refuses blocks stored on one cell before on a page the save writes, and only there", () => {
    const old = [...page, stored(4, 10, 0, 0, 2, 6), stored(5, 20, 0, 5)];
    const onTen = {
      new_page_blocks: [],
      updated_page_blocks: [blockItem({ id: 2, page_id: 10, displaying_settings: at(4, 30) })],
    };
    expect(pairs(saveLayoutOverlaps(onTen, old, none))).toEqual([
      { path: "updated_page_blocks.0.displaying_settings", ids: [1, 4] },
    ]);
    const elsewhere = { new_page_blocks: [blockItem({ id: -1, page_id: 30 })], updated_page_blocks: [] };
    expect(saveLayoutOverlaps(elsewhere, old, none)).toEqual([]);
    expect(saveLayoutOverlaps({ new_page_blocks: [], updated_page_blocks: [] }, old, none)).toEqual([]);
  });

  it("finds an overlap exactly when the page after the save has one", () => {
    fc.assert(
      fc.property(
        arbitraryPage(8),
        arbitraryPage(4),
        fc.array(fc.boolean(), { maxLength: 8 }),
        (before, added, gone) => {
          const storedBlocks = before.map((rect) => stored(rect.id, 10, rect.x, rect.y, rect.w, rect.h));
          const removed = new Set(before.filter((_, index) => gone[index]).map((rect) => rect.id));
          const save = {
            new_page_blocks: added.map((rect) =>
              blockItem({ id: -rect.id, page_id: 10, displaying_settings: at(rect.x, rect.y, rect.w, rect.h) }),
            ),
            updated_page_blocks: [],
          };
          const after = [...added, ...before.filter((rect) => !removed.has(rect.id))];
          const found = saveLayoutOverlaps(save, storedBlocks, removed);
          expect(found.length).toBe(added.length === 0 ? 0 : findOverlaps(after).length);
        },
      ),
      { numRuns: 300 },
    );
  });
});
