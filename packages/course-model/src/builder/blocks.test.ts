import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_FEEDBACK_KEYS } from "../blocks/settings";
import { BLOCK_TYPE } from "../blocks/types";
import { findOverlaps } from "../grid/overlap";
import { addBlock, deleteBlock, moveBlock, updateBlock } from "./blocks";
import { copyBlock, duplicateBlock, pasteBlock } from "./clipboard";
import { layoutOverlaps } from "./layoutCheck";
import { getBlock, listBlockMedia, listBlocks } from "./lookups";
import { addPage, setActivePage } from "./pages";
import { emptyState, sampleState } from "./testFixtures";

const onNewPage = () => addPage(emptyState(), { title: "P" }).state;
const place = (state: ReturnType<typeof sampleState>, id: number) => {
  const { x, y, w, h } = getBlock(state, id).displaying_settings;
  return { x, y, w, h };
};

describe("adding a block (spec 4 placement)", () => {
  it("goes to 0,0 on an empty page", () => {
    const { state, blockId } = addBlock(onNewPage(), { type: BLOCK_TYPE.TEXT });
    expect(place(state, blockId)).toEqual({ x: 0, y: 0, w: 4, h: 20 });
  });

  it("goes to the right of the last block if it fits within 12 columns", () => {
    const first = addBlock(onNewPage(), { type: BLOCK_TYPE.TEXT });
    const second = addBlock(first.state, { type: BLOCK_TYPE.IMAGE });
    const third = addBlock(second.state, { type: BLOCK_TYPE.BUTTON });
    expect(place(third.state, second.blockId)).toEqual({ x: 4, y: 0, w: 4, h: 20 });
    expect(place(third.state, third.blockId)).toEqual({ x: 8, y: 0, w: 4, h: 4 });
  });

  it("goes on a new row below when it does not fit within 12 columns", () => {
    const sample = setActivePage(sampleState(), 10);
    const { state, blockId } = addBlock(sample, { type: BLOCK_TYPE.AUDIO_FILE });
    expect(place(state, blockId)).toEqual({ x: 0, y: 20, w: 4, h: 20 });
  });

  it("default size of a new SCORM block is 12 x 40, so it takes a row of its own", () => {
    const first = addBlock(onNewPage(), { type: BLOCK_TYPE.TEXT });
    const { state, blockId } = addBlock(first.state, { type: BLOCK_TYPE.SCORM });
    expect(place(state, blockId)).toEqual({ x: 0, y: 20, w: 12, h: 40 });
  });

  it("the view scrolls to the new block after 300 ms", () => {
    expect(addBlock(onNewPage(), { type: BLOCK_TYPE.TEXT }).scrollAfterMs).toBe(300);
  });

  it("new blocks: completion_required true, randomize_options_order true, text vertical align top, border hidden, autoplay false", () => {
    const { state, blockId } = addBlock(onNewPage(), { type: BLOCK_TYPE.VIDEO_FILE });
    expect(getBlock(state, blockId)).toMatchObject({
      completion_required: true,
      randomize_options_order: true,
      text_vertical_align: 0,
      border_is_visible: false,
      autoplay: false,
      display_conditions: [],
      actions: [],
    });
  });

  it("new quiz blocks show the correct answer and feedback, with default feedback texts in the author's language", () => {
    const translate = (key: string) => (key === DEFAULT_FEEDBACK_KEYS.correct ? "Richtig!" : "Leider falsch.");
    const { state, blockId } = addBlock(onNewPage(), { type: BLOCK_TYPE.QUIZ_SINGLE_CHOICE, translate });
    expect(getBlock(state, blockId).settings).toMatchObject({
      show_correct_answer: true,
      show_answer_feedback: true,
      correct_answer_feedback: "Richtig!",
      incorrect_answer_feedback: "Leider falsch.",
    });
  });

  it("a new block is a new item of the active page, its grid key its id", () => {
    const { state, blockId } = addBlock(onNewPage(), { type: BLOCK_TYPE.TEXT });
    const block = state.new.blocks[blockId];
    expect(block?.page_id).toBe(state.activePageId);
    expect(block?.displaying_settings.i).toBe(String(blockId));
  });

  it("adding a block with no active page throws 'page with id: null was not found'", () => {
    expect(() => addBlock(emptyState(), { type: BLOCK_TYPE.TEXT })).toThrow(/^page with id: null was not found$/);
  });
});

describe("moving and resizing a block", () => {
  it("resizing is clamped to the type's minimum height (audio 12) and width (4)", () => {
    const state = addBlock(onNewPage(), { type: BLOCK_TYPE.AUDIO_FILE });
    const moved = moveBlock(state.state, state.blockId, { x: 0, y: 0, w: 2, h: 5 });
    expect(place(moved, state.blockId)).toEqual({ x: 0, y: 0, w: 4, h: 12 });
  });

  it("a text block may be 1 column wide and 6 rows high", () => {
    const state = moveBlock(sampleState(), 100, { x: 0, y: 0, w: 1, h: 1 });
    expect(place(state, 100)).toEqual({ x: 0, y: 0, w: 1, h: 6 });
  });

  it("maximum height is 200", () => {
    expect(place(moveBlock(sampleState(), 100, { x: 0, y: 0, w: 4, h: 260 }), 100).h).toBe(200);
  });

  it("a block stays within the 12 columns", () => {
    expect(place(moveBlock(sampleState(), 100, { x: 11, y: 0, w: 4, h: 20 }), 100)).toEqual({
      x: 8,
      y: 0,
      w: 4,
      h: 20,
    });
  });

  it("a stored block that moved becomes updated; a move that changes nothing keeps the state", () => {
    const state = sampleState();
    expect(moveBlock(state, 100, { x: 0, y: 0, w: 4, h: 20 })).toBe(state);
    expect(moveBlock(state, 100, { x: 0, y: 40, w: 4, h: 20 }).updated.blocks[100]).toBeDefined();
  });

  it("a block dropped onto another stays there; the other goes down to the first free rows", () => {
    // Page 10: text 100 (0,0 4x20), button 101 (4,0 4x4), image 102 (8,0 4x20).
    const state = moveBlock(sampleState(), 100, { x: 4, y: 0, w: 4, h: 20 });
    expect(place(state, 100)).toEqual({ x: 4, y: 0, w: 4, h: 20 });
    expect(place(state, 101)).toEqual({ x: 4, y: 20, w: 4, h: 4 });
    expect(place(state, 102)).toEqual({ x: 8, y: 0, w: 4, h: 20 });
    expect(Object.keys(state.updated.blocks).sort()).toEqual(["100", "101"]);
    expect(layoutOverlaps(state)).toEqual([]);
  });

  it("a block made wider or taller over its neighbours pushes them down, and those under them in turn", () => {
    let state = moveBlock(sampleState(), 101, { x: 4, y: 20, w: 4, h: 4 });
    state = moveBlock(state, 100, { x: 0, y: 0, w: 12, h: 22 });
    expect(place(state, 102)).toEqual({ x: 8, y: 22, w: 4, h: 20 });
    expect(place(state, 101)).toEqual({ x: 4, y: 22, w: 4, h: 4 });
    expect(layoutOverlaps(state)).toEqual([]);
  });
});

type Step =
  | { kind: "move"; pick: number; rect: { x: number; y: number; w: number; h: number } }
  | { kind: "add" | "duplicate" | "paste"; pick: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant("move" as const),
    pick: fc.nat(),
    rect: fc.record({
      x: fc.integer({ min: -2, max: 13 }),
      y: fc.integer({ min: -2, max: 80 }),
      w: fc.integer({ min: 1, max: 14 }),
      h: fc.integer({ min: 1, max: 60 }),
    }),
  }),
  fc.record({ kind: fc.constantFrom("add" as const, "duplicate" as const, "paste" as const), pick: fc.nat() }),
);

describe("the page's layout after any edits", () => {
  it("never holds two blocks on one cell: moves, resizes, adds, duplicates and pastes", () => {
    const types = [BLOCK_TYPE.TEXT, BLOCK_TYPE.BUTTON, BLOCK_TYPE.SCORM, BLOCK_TYPE.AUDIO_FILE, BLOCK_TYPE.IMAGE];
    fc.assert(
      fc.property(fc.array(step, { maxLength: 25 }), (steps) => {
        let state = setActivePage(sampleState(), 10);
        for (const next of steps) {
          const { kind, pick } = next;
          const blocks = listBlocks(state, 10);
          const target = blocks[pick % Math.max(1, blocks.length)];
          if (kind === "add") state = addBlock(state, { type: types[pick % types.length] ?? BLOCK_TYPE.TEXT }).state;
          else if (!target) continue;
          else if (kind === "duplicate") state = duplicateBlock(state, target.id).state;
          else if (kind === "paste") state = pasteBlock(copyBlock(state, target.id)).state;
          else if (next.kind === "move") state = moveBlock(state, target.id, next.rect);
        }
        const rects = listBlocks(state, 10).map((block) => block.displaying_settings);
        expect(findOverlaps(rects)).toEqual([]);
        expect(layoutOverlaps(state)).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });
});

describe("block properties", () => {
  it("editing a stored block puts it in the updated set; editing a new one keeps it new", () => {
    expect(updateBlock(sampleState(), 100, { text: "<p>Hi</p>" }).updated.blocks[100]?.text).toBe("<p>Hi</p>");
    const added = addBlock(onNewPage(), { type: BLOCK_TYPE.BUTTON });
    const state = updateBlock(added.state, added.blockId, { text: "Go", horizontal_align: 1 });
    expect(state.new.blocks[added.blockId]).toMatchObject({ text: "Go", horizontal_align: 1 });
    expect(state.updated.blocks).toEqual({});
  });

  it("a patch that changes nothing keeps the state", () => {
    const state = sampleState();
    expect(updateBlock(state, 101, { actions: [{ type: "link_to_page", page_id: 11 }] })).toBe(state);
  });
});

describe("deleting a block", () => {
  it("deleting a block deletes its media", () => {
    const state = deleteBlock(sampleState(), 200);
    expect(state.deleted.blocks).toEqual([200]);
    expect([...state.deleted.blockMedia].sort()).toEqual([2000, 2001, 2002]);
    expect(listBlockMedia(state, 200)).toEqual([]);
  });

  it("display conditions watching the deleted block go too", () => {
    const state = deleteBlock(sampleState(), 110);
    expect(getBlock(state, 111).display_conditions).toEqual([]);
    expect(getBlock(state, 200).display_conditions).toEqual([]);
  });

  it("deleting a missing block throws a not-found error", () => {
    expect(() => deleteBlock(sampleState(), 999)).toThrow("page block with id 999 was not found");
  });
});
