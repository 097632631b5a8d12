import { describe, expect, it } from "vitest";
import { EDGE_PX, insideBy } from "./clickToType";

const block = { left: 100, top: 200, right: 400, bottom: 300 };

describe("a press on a block's words puts the caret there, its edge only selects", () => {
  it("counts a press inside the block, away from its edges, as on the words", () => {
    expect(insideBy(block, 250, 250, EDGE_PX)).toBe(true);
    expect(insideBy(block, 100 + EDGE_PX, 200 + EDGE_PX, EDGE_PX)).toBe(true);
  });

  it("leaves the band along the edges to selecting (the corner press that selects a block to delete it)", () => {
    expect(insideBy(block, 106, 206, EDGE_PX)).toBe(false);
    expect(insideBy(block, 395, 250, EDGE_PX)).toBe(false);
    expect(insideBy(block, 250, 295, EDGE_PX)).toBe(false);
  });
});
