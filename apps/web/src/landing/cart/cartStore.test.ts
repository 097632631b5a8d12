import { describe, expect, it } from "vitest";
import { type CartStorage, readCart, withItem, withoutItems, writeCart } from "./cartStore";

function fakeStorage(initial: Record<string, string> = {}): CartStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

describe("the hub's cart in storage", () => {
  it("is kept under shopping_cart_hub_{hubId} as a JSON list of item keys", () => {
    const storage = fakeStorage();
    writeCart(storage, 7, ["course:12", "bundle:3"]);
    expect(storage.data.get("shopping_cart_hub_7")).toBe('["course:12","bundle:3"]');
    expect(readCart(storage, 7)).toEqual(["course:12", "bundle:3"]);
    expect(readCart(storage, 8)).toEqual([]);
  });

  it("removes the entry when the cart is empty", () => {
    const storage = fakeStorage({ shopping_cart_hub_7: '["course:1"]' });
    writeCart(storage, 7, []);
    expect(storage.data.has("shopping_cart_hub_7")).toBe(false);
  });

  it("drops unreadable, unknown and repeated entries instead of failing", () => {
    expect(readCart(fakeStorage({ shopping_cart_hub_1: "{not json" }), 1)).toEqual([]);
    expect(readCart(fakeStorage({ shopping_cart_hub_1: '{"course":1}' }), 1)).toEqual([]);
    const messy = '["course:1", "course:1", "lesson:2", 5, null, "event:0", "event:9", "bundle:99999999999"]';
    expect(readCart(fakeStorage({ shopping_cart_hub_1: messy }), 1)).toEqual(["course:1", "event:9"]);
  });

  it("keeps at most 50 items", () => {
    const many = JSON.stringify(Array.from({ length: 60 }, (_, i) => `course:${i + 1}`));
    expect(readCart(fakeStorage({ shopping_cart_hub_1: many }), 1)).toHaveLength(50);
    const full = Array.from({ length: 50 }, (_, i) => `event:${i + 1}`);
    expect(withItem(full, { kind: "course", id: 1 })).toEqual(full);
  });

  it("adds an item once and removes the ones named", () => {
    const once = withItem(withItem([], { kind: "course", id: 4 }), { kind: "course", id: 4 });
    expect(once).toEqual(["course:4"]);
    const two = withItem(once, { kind: "bundle", id: 2 });
    expect(two).toEqual(["course:4", "bundle:2"]);
    expect(withoutItems(two, ["course:4", "event:1"])).toEqual(["bundle:2"]);
  });
});
