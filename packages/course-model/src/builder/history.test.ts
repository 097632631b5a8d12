import { describe, expect, it } from "vitest";
import { BLOCK_TYPE } from "../blocks/types";
import { addBlock, moveBlock } from "./blocks";
import { copyBlock } from "./clipboard";
import { canRedo, canUndo, createHistory, HISTORY_LIMIT, record, redo, resetHistory, undo } from "./history";
import { dataChanged, getBlock } from "./lookups";
import { setActivePage } from "./pages";
import { sampleState } from "./testFixtures";
import { renameTopic } from "./topics";

describe("undo and redo", () => {
  it("undo restores the state before an edit and redo reapplies it", () => {
    const start = sampleState();
    const moved = moveBlock(start, 100, { x: 0, y: 40, w: 4, h: 20 });
    let history = record(createHistory(start), moved);
    history = undo(history);
    expect(history.present).toBe(start);
    expect(dataChanged(history.present)).toBe(false);
    history = redo(history);
    expect(getBlock(history.present, 100).displaying_settings.y).toBe(40);
  });

  it("a new edit after an undo clears what could be redone", () => {
    const start = sampleState();
    let history = record(createHistory(start), renameTopic(start, 1, "A"));
    history = undo(history);
    expect(canRedo(history)).toBe(true);
    history = record(history, renameTopic(history.present, 1, "B"));
    expect(canRedo(history)).toBe(false);
    expect(canUndo(history)).toBe(true);
  });

  it("changing the active page or copying a block is not an undo step", () => {
    const start = sampleState();
    let history = record(createHistory(start), setActivePage(start, 11));
    history = record(history, copyBlock(history.present, 110));
    expect(canUndo(history)).toBe(false);
    expect(history.present.activePageId).toBe(11);
  });

  it("undo keeps the copied block: the clipboard is not an edit", () => {
    const start = sampleState();
    let history = record(createHistory(start), addBlock(start, { type: BLOCK_TYPE.TEXT }).state);
    history = record(history, copyBlock(history.present, 100));
    history = undo(history);
    expect(history.present.copiedBlock?.type).toBe(BLOCK_TYPE.TEXT);
  });

  it(`keeps at most ${HISTORY_LIMIT} steps`, () => {
    expect(HISTORY_LIMIT).toBe(100);
    let history = createHistory(sampleState());
    for (let n = 1; n <= 130; n++)
      history = record(history, moveBlock(history.present, 100, { x: 0, y: n, w: 4, h: 20 }));
    expect(history.past).toHaveLength(100);
    for (let n = 0; n < 100; n++) history = undo(history);
    expect(getBlock(history.present, 100).displaying_settings.y).toBe(30);
    expect(undo(history)).toBe(history);
  });

  it("nothing to undo or redo leaves the history as it is", () => {
    const history = createHistory(sampleState());
    expect(undo(history)).toBe(history);
    expect(redo(history)).toBe(history);
  });

  it("a save starts the history again", () => {
    const start = sampleState();
    const history = record(createHistory(start, 5), renameTopic(start, 1, "A"));
    const reset = resetHistory(history, start);
    expect([canUndo(reset), canRedo(reset), reset.limit]).toEqual([false, false, 5]);
  });
});
