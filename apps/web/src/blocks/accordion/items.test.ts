import type { AccordionItem } from "@coursewright/course-model";
import { describe, expect, it } from "vitest";
import { addItem, allItemsOpened, hasText, moveItem, newItemId, readItems, removeItem, updateItem } from "./items";

const item = (id: string, title = id, text = ""): AccordionItem => ({ id, title, text });
const ids = (items: readonly AccordionItem[]) => items.map((i) => i.id);

describe("accordion items", () => {
  it("reads stored items and leaves out malformed ones", () => {
    expect(readItems({ items: [item("a"), { id: "", title: "x", text: "" }, { title: 3 }, item("b")] })).toEqual([
      item("a"),
      item("b"),
    ]);
    expect(readItems({})).toEqual([]);
    expect(readItems({ items: "nope" })).toEqual([]);
  });

  it("adds, updates and removes by id without touching the others", () => {
    const items = addItem([item("a")], item("b"));
    expect(ids(items)).toEqual(["a", "b"]);
    expect(updateItem(items, "b", { title: "B" })[1]).toEqual(item("b", "B"));
    expect(updateItem(items, "b", { title: "B" })[0]).toBe(items[0]);
    expect(ids(removeItem(items, "a"))).toEqual(["b"]);
  });

  it("moves an item one place and stays put at the ends", () => {
    const items = [item("a"), item("b"), item("c")];
    expect(ids(moveItem(items, "c", -1))).toEqual(["a", "c", "b"]);
    expect(ids(moveItem(items, "a", 1))).toEqual(["b", "a", "c"]);
    expect(ids(moveItem(items, "a", -1))).toEqual(["a", "b", "c"]);
    expect(ids(moveItem(items, "c", 1))).toEqual(["a", "b", "c"]);
    expect(ids(moveItem(items, "zz", 1))).toEqual(["a", "b", "c"]);
  });

  it("makes short distinct ids", () => {
    const a = newItemId();
    expect(a).toHaveLength(8);
    expect(newItemId()).not.toBe(a);
  });

  it("tells rich text with words from empty markup", () => {
    expect(hasText("<p></p>")).toBe(false);
    expect(hasText("<p>&nbsp;</p>")).toBe(false);
    expect(hasText("")).toBe(false);
    expect(hasText("<p>Hi</p>")).toBe(true);
  });
});

describe("allItemsOpened", () => {
  const items = [item("a"), item("b")];
  it("is met once every item was opened, in any order and over several openings", () => {
    expect(allItemsOpened(items, new Set(["a"]))).toBe(false);
    expect(allItemsOpened(items, new Set(["b", "a"]))).toBe(true);
  });

  it("is never met by an accordion without items", () => {
    expect(allItemsOpened([], new Set())).toBe(false);
  });
});
