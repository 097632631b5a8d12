import type { LayoutItem } from "react-grid-layout";
import { describe, expect, it } from "vitest";
import { pushDownCompactor } from "./pushDown";

const item = (i: string, x: number, y: number, w = 4, h = 20): LayoutItem => ({ i, x, y, w, h, minW: 1, minH: 6 });
const places = (layout: readonly LayoutItem[]) => layout.map(({ i, x, y }) => `${i}:${x},${y}`);

// Two rows of three blocks, as stored.
const stored = [
  item("1", 0, 0),
  item("2", 4, 0),
  item("3", 8, 0),
  item("4", 0, 20),
  item("5", 4, 20),
  item("6", 8, 20),
];

describe("pushDownCompactor", () => {
  it("while block 1 is dragged onto block 2, block 2 moves under it and block 5 under block 2", () => {
    const compactor = pushDownCompactor({ stored: () => stored, active: () => "1", rtl: false });
    const dragged = stored.map((entry) => (entry.i === "1" ? { ...entry, x: 4 } : entry));
    expect(places(compactor.compact(dragged, 12))).toEqual(["1:4,0", "2:4,20", "3:8,0", "4:0,20", "5:4,40", "6:8,20"]);
    expect(compactor.allowOverlap).toBe(true);
    expect(compactor.type).toBeNull();
  });

  it("puts blocks pushed earlier in the gesture back where they are stored once the pointer moves on", () => {
    const compactor = pushDownCompactor({ stored: () => stored, active: () => "1", rtl: false });
    // The previous frame had pushed block 2 down; block 1 has moved on to the empty row below.
    const frame = [item("1", 0, 40), item("2", 4, 20), ...stored.slice(2)];
    expect(places(compactor.compact(frame, 12))).toEqual(["1:0,40", "2:4,0", "3:8,0", "4:0,20", "5:4,20", "6:8,20"]);
  });

  it("pushes down what a resize covers, and keeps the items' limits", () => {
    const compactor = pushDownCompactor({ stored: () => stored, active: () => "4", rtl: false });
    const resized = stored.map((entry) => (entry.i === "4" ? { ...entry, w: 6 } : entry));
    const out = compactor.compact(resized, 12);
    expect(places(out)).toEqual(["1:0,0", "2:4,0", "3:8,0", "4:0,20", "5:4,40", "6:8,20"]);
    expect(out.find((entry) => entry.i === "4")).toMatchObject({ w: 6, h: 20, minW: 1, minH: 6 });
  });

  it("leaves the layout as it is between gestures", () => {
    const overlapping = [item("1", 0, 0), item("2", 0, 0)];
    const compactor = pushDownCompactor({ stored: () => overlapping, active: () => null, rtl: false });
    expect(places(compactor.compact(overlapping, 12))).toEqual(["1:0,0", "2:0,0"]);
  });

  it("in a right-to-left page resolves the columns as stored, start of the line first", () => {
    // Stored: 10 at the start of the line (drawn on the right), 11 next to it; 12 is dropped across both.
    const rtlStored = [item("10", 8, 0), item("11", 4, 0), item("12", 0, 40, 12, 4)];
    const compactor = pushDownCompactor({ stored: () => rtlStored, active: () => "12", rtl: true });
    const dropped = rtlStored.map((entry) => (entry.i === "12" ? { ...entry, y: 10 } : entry));
    expect(places(compactor.compact(dropped, 12))).toEqual(["10:8,14", "11:4,14", "12:0,10"]);
  });
});

describe("pushDownCompactor on a canvas stretched by content", () => {
  // Block 1's content needs 30 rows, not its stored 20: rows 0-20 are drawn 30 tall, so row 20 is drawn at 30.
  const tall = [item("1", 0, 0, 12, 20), item("2", 0, 20, 12, 10)];
  const needs = new Map([[1, 30]]);
  const lines = () => [
    ...Array.from({ length: 21 }, (_, line) => Math.round((line * 30) / 20)),
    31,
    32,
    33,
    34,
    35,
    36,
    37,
    38,
    39,
    40,
  ];

  it("turns a drag's drawn rows back into stored rows and draws the page stretched again", () => {
    const placed: [string, object][] = [];
    const compactor = pushDownCompactor({
      stored: () => tall,
      active: () => "2",
      rtl: false,
      lines,
      needs: () => needs,
      onPlace: (key, place) => placed.push([key, place]),
    });
    // Block 2 is dragged one drawn row down, from 30 to 31: stored row 21, drawn at 31.
    const out = compactor.compact([tall[0] as LayoutItem, { ...(tall[1] as LayoutItem), y: 31 }], 12);
    expect(placed.at(-1)).toEqual(["2", { x: 0, y: 21, w: 12, h: 10 }]);
    expect(out.map(({ i, y, h }) => `${i}:${y}+${h}`)).toEqual(["1:0+30", "2:31+10"]);
  });

  it("a resize stores the height drawn as the block's new minimum", () => {
    const placed: [string, object][] = [];
    const compactor = pushDownCompactor({
      stored: () => tall,
      active: () => "1",
      rtl: false,
      lines,
      needs: () => needs,
      resizing: () => true,
      onPlace: (key, place) => placed.push([key, place]),
    });
    compactor.compact([{ ...(tall[0] as LayoutItem), h: 36 }, tall[1] as LayoutItem], 12);
    expect(placed.at(-1)).toEqual(["1", { x: 0, y: 0, w: 12, h: 36 }]);
    // Made smaller than its content: stored smaller, drawn as tall as the content still needs; block 2 stays at
    // its stored row 20, and the 8 rows left empty above it stay drawn (nothing moves up on its own).
    const out = compactor.compact([{ ...(tall[0] as LayoutItem), h: 12 }, tall[1] as LayoutItem], 12);
    expect(placed.at(-1)).toEqual(["1", { x: 0, y: 0, w: 12, h: 12 }]);
    expect(out.map(({ i, y, h }) => `${i}:${y}+${h}`)).toEqual(["1:0+30", "2:38+10"]);
  });
});
