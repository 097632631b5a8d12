import { describe, expect, it } from "vitest";
import { fitToolbar, toolbarBelow, visibleSpan } from "./toolbarFit";

const canvas = { left: 300, right: 1140 };

describe("fitToolbar", () => {
  it("leaves the toolbar at its block's start edge when it fits there", () => {
    expect(fitToolbar({ left: 320, right: 520 }, 600, canvas, false)).toEqual({ shift: 0, maxWidth: 824 });
  });

  it("moves the toolbar of a narrow block at the canvas's end back inside the canvas, on one line", () => {
    // A 3-column block at the end: its toolbar (600 px) would run 380 px past the canvas.
    const fit = fitToolbar({ left: 930, right: 1130 }, 600, canvas, false);
    expect(930 + fit.shift + 600).toBe(canvas.right - 8);
    expect(fit.maxWidth).toBeGreaterThanOrEqual(600);
  });

  it("starts at the block's right edge in a right-to-left page and stays inside the canvas's left edge", () => {
    expect(fitToolbar({ left: 700, right: 1130 }, 400, canvas, true)).toEqual({ shift: 0, maxWidth: 824 });
    const fit = fitToolbar({ left: 310, right: 510 }, 600, canvas, true);
    // Natural left: 510 - 600 = -90; kept at the canvas's left edge plus the margin.
    expect(510 - 600 + fit.shift).toBe(canvas.left + 8);
  });

  it("takes the canvas's width and scrolls when the toolbar is wider than the canvas", () => {
    const fit = fitToolbar({ left: 310, right: 400 }, 900, canvas, false);
    expect(fit.maxWidth).toBe(824);
    expect(310 + fit.shift).toBe(canvas.left + 8);
  });
});

describe("visibleSpan", () => {
  it("cuts the canvas to the viewport", () => {
    expect(visibleSpan({ left: -20, right: 1500 }, 1440)).toEqual({ left: 0, right: 1440 });
  });
});

describe("toolbarBelow", () => {
  it("keeps the toolbar above a block with room for it under the title", () => {
    expect(toolbarBelow(300, 40, 150)).toBe(false);
    expect(toolbarBelow(196, 40, 150)).toBe(false);
  });

  it("puts it under a block in the first row, whose toolbar would cover the title", () => {
    expect(toolbarBelow(172, 40, 139)).toBe(true);
    expect(toolbarBelow(195, 40, 150)).toBe(true);
  });
});
