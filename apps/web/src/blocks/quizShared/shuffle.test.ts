import { beforeEach, describe, expect, it } from "vitest";
import { forgetShuffledOrders, inOrder, shuffledIds } from "./shuffle";

describe("shuffledIds", () => {
  beforeEach(forgetShuffledOrders);

  it("keeps the author's order when the block does not shuffle", () => {
    expect(shuffledIds({ id: 1, randomize_options_order: false }, ["a", "b", "c"], () => 0)).toEqual(["a", "b", "c"]);
  });

  it("draws an order once per block and keeps it", () => {
    const block = { id: 2, randomize_options_order: true };
    const first = shuffledIds(block, ["a", "b", "c", "d"], () => 0);
    expect([...first].sort()).toEqual(["a", "b", "c", "d"]);
    expect(first).not.toEqual(["a", "b", "c", "d"]);
    expect(shuffledIds(block, ["a", "b", "c", "d"], () => 0.99)).toBe(first);
  });

  it("draws again when the items change", () => {
    const block = { id: 3, randomize_options_order: true };
    shuffledIds(block, ["a", "b"], () => 0);
    expect([...shuffledIds(block, ["a", "b", "c"], () => 0)].sort()).toEqual(["a", "b", "c"]);
  });
});

describe("inOrder", () => {
  it("orders items by id and skips unknown ids", () => {
    const items = [
      { id: "a", n: 1 },
      { id: "b", n: 2 },
    ];
    expect(inOrder(items, ["b", "x", "a"]).map((item) => item.n)).toEqual([2, 1]);
  });
});
