import {
  BLOCK_MAX_HEIGHT,
  BLOCK_TYPE,
  type BlockTypeCode,
  newBlockFields,
  type PageBlock,
} from "@coursewright/course-model";
import { describe, expect, it } from "vitest";
import { fromLayout, toLayout, toLayoutItem } from "./layout";

const block = (id: number, type: BlockTypeCode, place: { x: number; y: number; w: number; h: number }): PageBlock => ({
  ...newBlockFields(type),
  id,
  course_id: 1,
  page_id: 1,
  displaying_settings: { ...place, i: String(id) },
  created_at: "01.01.2025 10:00:00",
  updated_at: "01.01.2025 10:00:00",
});

describe("toLayoutItem", () => {
  it("draws a block at its displaying_settings with its type's minimum size and the max height of 200", () => {
    expect(toLayoutItem(block(7, BLOCK_TYPE.TEXT, { x: 4, y: 20, w: 4, h: 20 }))).toEqual({
      i: "7",
      x: 4,
      y: 20,
      w: 4,
      h: 20,
      minW: 1,
      minH: 6,
      maxW: 12,
      maxH: BLOCK_MAX_HEIGHT,
    });
    const video = toLayoutItem(block(-3, BLOCK_TYPE.VIDEO_FILE, { x: 0, y: 0, w: 6, h: 30 }));
    expect(video).toMatchObject({ i: "-3", minW: 4, minH: 14, maxH: 200 });
  });

  it("keys each item by the block id, new (negative) ids included", () => {
    const blocks = [
      block(1, BLOCK_TYPE.IMAGE, { x: 0, y: 0, w: 4, h: 20 }),
      block(-5, BLOCK_TYPE.BUTTON, { x: 4, y: 0, w: 4, h: 4 }),
    ];
    expect(toLayout(blocks).map((item) => item.i)).toEqual(["1", "-5"]);
  });
});

describe("right-to-left", () => {
  it("mirrors x so the canvas shows blocks where the player's grid puts them, and maps drags back", () => {
    const blocks = [
      block(1, BLOCK_TYPE.TEXT, { x: 0, y: 0, w: 4, h: 20 }),
      block(2, BLOCK_TYPE.TEXT, { x: 4, y: 0, w: 8, h: 20 }),
    ];
    const layout = toLayout(blocks, true);
    // The first block (x 0, the start of the line) sits at the right edge; the second fills the left part.
    expect(layout.map(({ i, x, w }) => ({ i, x, w }))).toEqual([
      { i: "1", x: 8, w: 4 },
      { i: "2", x: 0, w: 8 },
    ]);
    expect(fromLayout(layout, true)).toEqual([
      { id: 1, x: 0, y: 0, w: 4, h: 20 },
      { id: 2, x: 4, y: 0, w: 8, h: 20 },
    ]);
    // Dragged one column to the left on screen: one column further from the start of the line.
    const dragged = layout.map((item) => (item.i === "1" ? { ...item, x: 7 } : item));
    expect(fromLayout(dragged, true)[0]).toEqual({ id: 1, x: 1, y: 0, w: 4, h: 20 });
  });
});

describe("fromLayout", () => {
  it("turns the grid's items back into block places", () => {
    const layout = [
      { i: "1", x: 0, y: 0, w: 4, h: 20, minW: 1 },
      { i: "-5", x: 4, y: 0, w: 8, h: 4 },
    ];
    expect(fromLayout(layout)).toEqual([
      { id: 1, x: 0, y: 0, w: 4, h: 20 },
      { id: -5, x: 4, y: 0, w: 8, h: 4 },
    ]);
  });

  it("drops items that are not blocks (the grid's placeholder)", () => {
    expect(
      fromLayout([
        { i: "__dropping-elem__", x: 0, y: 0, w: 1, h: 1 },
        { i: "", x: 0, y: 0, w: 1, h: 1 },
      ]),
    ).toEqual([]);
  });

  it("round-trips displaying_settings unchanged", () => {
    const blocks = [block(1, BLOCK_TYPE.TEXT, { x: 2, y: 3, w: 5, h: 17 })];
    expect(fromLayout(toLayout(blocks))).toEqual([{ id: 1, x: 2, y: 3, w: 5, h: 17 }]);
  });
});
