import { describe, expect, it } from "vitest";
import { distanceTo, EDGE_PX, insideBy, NEAR_FIELD_PX } from "./clickToType";

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

describe("a press on an empty field's placeholder goes into the field drawn there once the block is selected", () => {
  const field = { left: 100, top: 200, right: 400, bottom: 230 };
  it("measures a point's distance from the field (0 inside it)", () => {
    expect(distanceTo(field, 250, 215)).toBe(0);
    expect(distanceTo(field, 250, 250)).toBe(20);
    expect(distanceTo(field, 90, 215)).toBe(10);
  });
  it("takes a press just beside the field, not one far from it", () => {
    expect(distanceTo(field, 250, 245)).toBeLessThanOrEqual(NEAR_FIELD_PX);
    expect(distanceTo(field, 250, 300)).toBeGreaterThan(NEAR_FIELD_PX);
  });
});
