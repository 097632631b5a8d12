import { describe, expect, it } from "vitest";
import { allOpened, clampPercent, containedRect, newHotspotId, nudge, pointToPercent, readHotspots } from "./hotspots";

describe("containedRect", () => {
  it("letterboxes a wide image in a tall box (bands above and below)", () => {
    expect(containedRect(400, 400, 800, 400)).toEqual({ left: 0, top: 100, width: 400, height: 200 });
  });

  it("pillarboxes a tall image in a wide box (bands left and right)", () => {
    expect(containedRect(600, 300, 300, 600)).toEqual({ left: 225, top: 0, width: 150, height: 300 });
  });

  it("scales a small image up to fill the box", () => {
    expect(containedRect(200, 100, 20, 10)).toEqual({ left: 0, top: 0, width: 200, height: 100 });
  });

  it("is the whole box while the image size is unknown", () => {
    expect(containedRect(300, 200, 0, 0)).toEqual({ left: 0, top: 0, width: 300, height: 200 });
    expect(containedRect(0, 0, 100, 100)).toEqual({ left: 0, top: 0, width: 0, height: 0 });
  });
});

describe("pointToPercent", () => {
  const image = { left: 100, top: 50, width: 200, height: 100 };

  it("places a click as percentages of the image", () => {
    expect(pointToPercent(200, 100, image)).toEqual({ x: 50, y: 50 });
    expect(pointToPercent(100, 50, image)).toEqual({ x: 0, y: 0 });
    expect(pointToPercent(133.33, 77.77, image)).toEqual({ x: 16.7, y: 27.8 });
  });

  it("clamps points outside the image to its edges", () => {
    expect(pointToPercent(50, 500, image)).toEqual({ x: 0, y: 100 });
    expect(pointToPercent(900, -20, image)).toEqual({ x: 100, y: 0 });
  });

  it("answers the centre for an image not laid out yet", () => {
    expect(pointToPercent(10, 10, { left: 0, top: 0, width: 0, height: 0 })).toEqual({ x: 50, y: 50 });
  });
});

describe("clampPercent", () => {
  it("rounds to a tenth and keeps within 0..100", () => {
    expect(clampPercent(12.345)).toBe(12.3);
    expect(clampPercent(-3)).toBe(0);
    expect(clampPercent(101)).toBe(100);
    expect(clampPercent(Number.NaN)).toBe(0);
  });
});

describe("nudge", () => {
  it("moves by 1 % per arrow key and 5 % with Shift", () => {
    expect(nudge("ArrowRight", false, { x: 10, y: 10 })).toEqual({ x: 11, y: 10 });
    expect(nudge("ArrowUp", true, { x: 10, y: 10 })).toEqual({ x: 10, y: 5 });
  });

  it("stops at the edges and ignores other keys", () => {
    expect(nudge("ArrowLeft", true, { x: 2, y: 99 })).toEqual({ x: 0, y: 99 });
    expect(nudge("ArrowDown", true, { x: 2, y: 99 })).toEqual({ x: 2, y: 100 });
    expect(nudge("Enter", false, { x: 2, y: 2 })).toBeNull();
  });
});

describe("newHotspotId", () => {
  it("makes a short id of letters and digits", () => {
    expect(newHotspotId([])).toMatch(/^[a-z0-9]{8}$/);
  });

  it("never reuses a taken id", () => {
    const values = [0, 0, 0, 0, 0, 0, 0, 0, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5];
    let i = 0;
    const random = () => values[i++ % values.length] ?? 0;
    expect(newHotspotId(["aaaaaaaa"], random)).toBe("ssssssss");
  });
});

describe("readHotspots", () => {
  it("takes valid hotspots and leaves out broken entries", () => {
    const good = { id: "h1", x: 10, y: 20, title: "A", text: "B" };
    expect(readHotspots({ hotspots: [good, { id: "h2", x: 500, y: 0, title: "", text: "" }, null] })).toEqual([good]);
  });

  it("is empty when there are none", () => {
    expect(readHotspots({})).toEqual([]);
    expect(readHotspots({ hotspots: "nope" })).toEqual([]);
  });
});

describe("allOpened", () => {
  const hotspots = [{ id: "a" }, { id: "b" }];

  it("is true once every hotspot was opened", () => {
    expect(allOpened(hotspots, new Set(["b", "a"]))).toBe(true);
  });

  it("is false while one is left, or with no hotspots at all", () => {
    expect(allOpened(hotspots, new Set(["a"]))).toBe(false);
    expect(allOpened([], new Set(["a"]))).toBe(false);
  });
});
