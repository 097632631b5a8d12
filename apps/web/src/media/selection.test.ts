import { describe, expect, it } from "vitest";
import { EMPTY_SELECTION, keepListed, moveFocus, selectAll, selectOnly, toggleEntry } from "./selection";

const order = ["folder:1", "file:2", "file:3", "embed:4", "file:5"];
const keys = (s: { keys: ReadonlySet<string> }) => [...s.keys].sort();

describe("media selection", () => {
  it("toggles one entry on and off and remembers it as the anchor", () => {
    const once = toggleEntry(EMPTY_SELECTION, "file:2", order);
    expect(keys(once)).toEqual(["file:2"]);
    expect(once.anchor).toBe("file:2");
    expect(keys(toggleEntry(once, "file:2", order))).toEqual([]);
  });

  it("adds a range from the anchor with Shift, in either direction", () => {
    const start = toggleEntry(EMPTY_SELECTION, "file:2", order);
    expect(keys(toggleEntry(start, "file:5", order, { range: true }))).toEqual([
      "embed:4",
      "file:2",
      "file:3",
      "file:5",
    ]);
    const back = toggleEntry(EMPTY_SELECTION, "embed:4", order);
    expect(keys(toggleEntry(back, "folder:1", order, { range: true }))).toEqual([
      "embed:4",
      "file:2",
      "file:3",
      "folder:1",
    ]);
  });

  it("keeps what was selected before a Shift range", () => {
    let s = toggleEntry(EMPTY_SELECTION, "folder:1", order);
    s = toggleEntry(s, "file:3", order);
    s = toggleEntry(s, "file:5", order, { range: true });
    expect(keys(s)).toEqual(["embed:4", "file:3", "file:5", "folder:1"]);
  });

  it("treats Shift without an anchor as a plain toggle", () => {
    expect(keys(toggleEntry(EMPTY_SELECTION, "file:3", order, { range: true }))).toEqual(["file:3"]);
  });

  it("selects all, one only, and forgets entries that left the list", () => {
    expect(selectAll(order).keys.size).toBe(5);
    expect(keys(selectOnly("file:3"))).toEqual(["file:3"]);
    const kept = keepListed(selectAll(order), ["file:2", "file:5"]);
    expect(keys(kept)).toEqual(["file:2", "file:5"]);
    expect(kept.anchor).toBe("file:5");
    expect(keepListed(kept, ["file:2"]).anchor).toBeNull();
  });

  it("moves keyboard focus by arrows in a grid and stops at the edges", () => {
    expect(moveFocus(0, 10, "ArrowRight", 4)).toBe(1);
    expect(moveFocus(1, 10, "ArrowDown", 4)).toBe(5);
    expect(moveFocus(1, 10, "ArrowUp", 4)).toBeNull();
    expect(moveFocus(9, 10, "ArrowRight", 4)).toBeNull();
    expect(moveFocus(5, 10, "Home", 4)).toBe(0);
    expect(moveFocus(5, 10, "End", 4)).toBe(9);
    expect(moveFocus(5, 10, "x", 4)).toBeNull();
  });
});
