import { describe, expect, it } from "vitest";
import { nudgedRect } from "./nudge";

const minSize = { w: 2, h: 2 };
const rect = { x: 2, y: 3, w: 4, h: 5 };

describe("nudgedRect", () => {
  it("moves one cell per arrow", () => {
    expect(nudgedRect(rect, "ArrowRight", { resize: false, rtl: false, minSize })).toEqual({ ...rect, x: 3 });
    expect(nudgedRect(rect, "ArrowLeft", { resize: false, rtl: false, minSize })).toEqual({ ...rect, x: 1 });
    expect(nudgedRect(rect, "ArrowDown", { resize: false, rtl: false, minSize })).toEqual({ ...rect, y: 4 });
    expect(nudgedRect(rect, "ArrowUp", { resize: false, rtl: false, minSize })).toEqual({ ...rect, y: 2 });
  });

  it("resizes from the end edge with Shift", () => {
    expect(nudgedRect(rect, "ArrowRight", { resize: true, rtl: false, minSize })).toEqual({ ...rect, w: 5 });
    expect(nudgedRect(rect, "ArrowLeft", { resize: true, rtl: false, minSize })).toEqual({ ...rect, w: 3 });
    expect(nudgedRect(rect, "ArrowDown", { resize: true, rtl: false, minSize })).toEqual({ ...rect, h: 6 });
    expect(nudgedRect(rect, "ArrowUp", { resize: true, rtl: false, minSize })).toEqual({ ...rect, h: 4 });
  });

  it("follows the screen in a right-to-left page", () => {
    expect(nudgedRect(rect, "ArrowRight", { resize: false, rtl: true, minSize })).toEqual({ ...rect, x: 1 });
    expect(nudgedRect(rect, "ArrowLeft", { resize: true, rtl: true, minSize })).toEqual({ ...rect, w: 5 });
  });

  it("stops at the page's edges and the type's limits", () => {
    const corner = { x: 0, y: 0, w: 2, h: 2 };
    expect(nudgedRect(corner, "ArrowLeft", { resize: false, rtl: false, minSize })).toBeNull();
    expect(nudgedRect(corner, "ArrowUp", { resize: false, rtl: false, minSize })).toBeNull();
    expect(nudgedRect(corner, "ArrowLeft", { resize: true, rtl: false, minSize })).toBeNull();
    expect(nudgedRect(corner, "ArrowUp", { resize: true, rtl: false, minSize })).toBeNull();
    const full = { x: 0, y: 0, w: 12, h: 2 };
    expect(nudgedRect(full, "ArrowRight", { resize: false, rtl: false, minSize })).toBeNull();
    expect(nudgedRect(full, "ArrowRight", { resize: true, rtl: false, minSize })).toBeNull();
  });
});
