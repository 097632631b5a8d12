import { describe, expect, it } from "vitest";
import { isLastPage, nextPageId, previousPageId, reachablePageIds } from "./navigation";

const order = [20, 10, 11];

describe("navigation (spec 4 Course player)", () => {
  it("next is the following page in the play order", () => {
    expect(nextPageId(order, 20)).toBe(10);
    expect(nextPageId(order, 10)).toBe(11);
  });

  it("the last page has no next page (going next finishes the course)", () => {
    expect(nextPageId(order, 11)).toBeNull();
    expect(isLastPage(order, 11)).toBe(true);
    expect(isLastPage(order, 10)).toBe(false);
  });

  it("previous is the page before; the first page has none", () => {
    expect(previousPageId(order, 11)).toBe(10);
    expect(previousPageId(order, 20)).toBeNull();
  });

  it("nothing follows or precedes the finished screen or an unknown page", () => {
    expect(nextPageId(order, null)).toBeNull();
    expect(previousPageId(order, null)).toBeNull();
    expect(nextPageId(order, 99)).toBeNull();
    expect(previousPageId(order, 99)).toBeNull();
  });

  it("the page list reaches every page up to the first one not complete", () => {
    expect(reachablePageIds(order, (id) => id === 20)).toEqual([20, 10]);
    expect(reachablePageIds(order, () => false)).toEqual([20]);
    expect(reachablePageIds(order, () => true)).toEqual(order);
  });
});
