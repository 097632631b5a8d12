import { describe, expect, it } from "vitest";
import { pageNumbers } from "./Pagination";

describe("pageNumbers", () => {
  it("links the first, the last and the pages around the current one, with gaps between", () => {
    expect(pageNumbers(1, 1)).toEqual([1]);
    expect(pageNumbers(1, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageNumbers(10, 10)).toEqual([1, null, 9, 10]);
    expect(pageNumbers(2, 4)).toEqual([1, 2, 3, 4]);
  });
});
