import { describe, expect, it } from "vitest";
import { clearCopiedBlock, copyBlock, duplicateBlock, pasteBlock } from "./clipboard";
import { getBlock, listBlockMedia } from "./lookups";
import { deletePage } from "./pageDelete";
import { setActivePage } from "./pages";
import { sampleState } from "./testFixtures";

describe("copy, paste and duplicate of a block (spec 4)", () => {
  it("paste without a copy throws 'there is no duplicated page block'", () => {
    expect(() => pasteBlock(sampleState())).toThrow(/^there is no duplicated page block$/);
  });

  it("a copied block loses its media and display conditions", () => {
    const state = copyBlock(sampleState(), 111);
    expect(state.copiedBlock?.display_conditions).toEqual([]);
    expect(state.copiedBlock).not.toHaveProperty("media");
    const pasted = pasteBlock(setActivePage(state, 20));
    expect(listBlockMedia(pasted.state, pasted.blockId)).toEqual([]);
    expect(getBlock(pasted.state, pasted.blockId).display_conditions).toEqual([]);
  });

  it("a pasted block is a new block on the active page, placed like a new block, keeping its size", () => {
    const state = setActivePage(copyBlock(sampleState(), 120), 20);
    const { state: next, blockId, scrollAfterMs } = pasteBlock(state);
    expect(getBlock(next, blockId)).toMatchObject({
      page_id: 20,
      type: 6,
      actions: getBlock(state, 120).actions,
      displaying_settings: { x: 4, y: 0, w: 4, h: 4, i: String(blockId) },
    });
    expect(next.new.blocks[blockId]).toBeDefined();
    expect(scrollAfterMs).toBe(300);
  });

  it("copying is not an edit, and the copy can be pasted many times", () => {
    const copied = copyBlock(sampleState(), 100);
    expect(copied.new).toBe(sampleState().new);
    const once = pasteBlock(copied);
    const twice = pasteBlock(once.state);
    expect(once.blockId).not.toBe(twice.blockId);
  });

  it("a duplicated block loses its display conditions and keeps copies of its media", () => {
    const { state, blockId } = duplicateBlock(sampleState(), 200);
    expect(getBlock(state, blockId).display_conditions).toEqual([]);
    const copies = listBlockMedia(state, blockId);
    expect(copies.map((m) => [m.medialibrary_item_id, m.order])).toEqual([
      [2500, 0],
      [2501, 1],
      [2502, 2],
    ]);
    expect(copies.every((m) => m.id < 0)).toBe(true);
    expect(listBlockMedia(state, 200)).toHaveLength(3);
  });

  it("a duplicate stays on the page of its original", () => {
    const { state, blockId } = duplicateBlock(setActivePage(sampleState(), 20), 110);
    expect(getBlock(state, blockId).page_id).toBe(11);
  });

  it("leaving the builder clears the copied block", () => {
    const state = clearCopiedBlock(copyBlock(sampleState(), 100));
    expect(state.copiedBlock).toBeNull();
    expect(() => pasteBlock(state)).toThrow("there is no duplicated page block");
  });

  it("deleting a page drops the copied block's links to it", () => {
    const copied = copyBlock(sampleState(), 120);
    const { state } = deletePage(copied, 11);
    expect(state.copiedBlock?.actions).toEqual([{ type: "external_web_link", url: "https://example.com" }]);
  });
});
