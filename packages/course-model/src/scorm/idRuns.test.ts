import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeIdRuns, encodeIdRuns } from "./idRuns";

describe("id runs", () => {
  it("writes consecutive ids as a base-36 run", () => {
    expect(encodeIdRuns([100, 101, 102, 103, 200, 201, 7])).toBe("2s-2v,5k,5l,7");
    expect(decodeIdRuns("2s-2v,5k,5l,7")).toEqual([100, 101, 102, 103, 200, 201, 7]);
    expect(encodeIdRuns([])).toBe("");
  });

  it("reads back any list of ids exactly, order and repeats included", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 2_147_483_647 })), (ids) => {
        expect(decodeIdRuns(encodeIdRuns(ids))).toEqual(ids);
      }),
    );
  });

  it("refuses text it did not write", () => {
    for (const bad of ["a--b", "5-2", "A", "1,,2", "x-y-z"]) expect(decodeIdRuns(bad)).toBeNull();
  });
});
