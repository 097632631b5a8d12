import { describe, expect, it } from "vitest";
import { flattenMessages, mergeMessages, translate } from "./messages";

describe("translate", () => {
  const tree = { a: { b: "Hello {{name}}, {{ count }} left" }, c: "plain" };

  it("fills placeholders by name", () => {
    expect(translate(tree, "a.b", { name: "Ann", count: 3 })).toBe("Hello Ann, 3 left");
  });

  it("answers the key for a missing message", () => {
    expect(translate(tree, "a.missing")).toBe("a.missing");
    expect(translate(tree, "c.deeper")).toBe("c.deeper");
  });
});

describe("mergeMessages and flattenMessages", () => {
  it("merges nested namespaces and flattens to dotted keys", () => {
    const merged = mergeMessages({ x: { y: "1" } }, { x: { z: "2" }, w: "3" });
    expect(flattenMessages(merged)).toEqual({ "x.y": "1", "x.z": "2", w: "3" });
  });
});
