import { describe, expect, it } from "vitest";
import { BLOCK_TYPE } from "../blocks/types";
import { blockRows, stackedBlocks } from "./rows";
import { playerBlock } from "./testFixtures";

// Drawn out of order on purpose: row y=0 holds 1 (x 8) and 2 (x 0); row y=20 holds 3 (x 4); row y=4 holds 4.
const blocks = [
  playerBlock(1, 1, BLOCK_TYPE.TEXT, { x: 8, y: 0 }),
  playerBlock(3, 1, BLOCK_TYPE.TEXT, { x: 4, y: 20 }),
  playerBlock(2, 1, BLOCK_TYPE.TEXT, { x: 0, y: 0 }),
  playerBlock(4, 1, BLOCK_TYPE.TEXT, { x: 0, y: 4 }),
];

describe("blocks by row (spec 4 Course player)", () => {
  it("groups blocks by y, rows top to bottom, each left to right", () => {
    expect(blockRows(blocks).map((row) => ({ y: row.y, ids: row.blocks.map((block) => block.id) }))).toEqual([
      { y: 0, ids: [2, 1] },
      { y: 4, ids: [4] },
      { y: 20, ids: [3] },
    ]);
  });

  it("stacks blocks in one column for a phone in the same reading order", () => {
    expect(stackedBlocks(blocks).map((block) => block.id)).toEqual([2, 1, 4, 3]);
  });

  it("an empty page has no rows", () => {
    expect(blockRows([])).toEqual([]);
  });
});
