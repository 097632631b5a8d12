import type { Translate } from "../blocks/defaults";
import { getBlockLayout } from "../blocks/layout";
import type { BlockTypeCode } from "../blocks/types";
import type { PageBlockFields } from "../course/block";
import { clampRect } from "../grid/clamp";
import { type GridRect, SCROLL_AFTER_ADD_MS } from "../grid/constants";
import { resolveLayout } from "../grid/resolve";
import { newBlockFields, placedBlock } from "./blockFactory";
import { changesSomething, envNow, envRandom } from "./env";
import { getBlock, listBlockMedia, listBlocks } from "./lookups";
import { removeReferences } from "./references";
import { addItem, putItem, removeItem } from "./store";
import { newTempId } from "./tempIds";
import type { AddedBlockResult, BuilderEnv, BuilderState } from "./types";

/** What the properties drawer edits; type and place are not properties (place changes by moveBlock). */
export type BlockPatch = Partial<Omit<PageBlockFields, "type" | "displaying_settings">>;

/** Adds a block from the palette to a page (the active one unless given), with the defaults of spec 4. */
export function addBlock(
  state: BuilderState,
  input: { type: BlockTypeCode; pageId?: number; translate?: Translate },
  env?: BuilderEnv,
): AddedBlockResult {
  const id = newTempId(state, envRandom(env));
  const block = placedBlock(
    state,
    input.pageId ?? state.activePageId,
    newBlockFields(input.type, input.translate),
    id,
    envNow(env),
  );
  return { state: addItem(state, "blocks", block), blockId: id, scrollAfterMs: SCROLL_AFTER_ADD_MS };
}

/**
 * Moves or resizes a block on the grid, clamped to 12 columns, the type's minimum size and the maximum
 * height of 200. The block stays where the author put it; blocks of the page it now covers move down to
 * the first free rows (resolveLayout), so no two blocks ever share a cell. Returns the same state when
 * nothing moved, so a click is not an undo step.
 */
export function moveBlock(state: BuilderState, blockId: number, rect: GridRect): BuilderState {
  const block = getBlock(state, blockId);
  const clamped = clampRect(rect, getBlockLayout(block.type).minSize);
  if (sameRect(clamped, block.displaying_settings)) return state;
  const page = listBlocks(state, block.page_id);
  const places = resolveLayout(
    page.map(({ id, displaying_settings: { x, y, w, h } }) =>
      id === block.id ? { id, ...clamped } : { id, x, y, w, h },
    ),
    block.id,
  );
  let next = state;
  for (const [index, item] of page.entries()) {
    const place = places[index];
    if (!place || sameRect(place, item.displaying_settings)) continue;
    const { x, y, w, h } = place;
    next = putItem(next, "blocks", { ...item, displaying_settings: { ...item.displaying_settings, x, y, w, h } });
  }
  return next;
}

const sameRect = (a: GridRect, b: GridRect) => a.x === b.x && a.y === b.y && a.w === b.w && a.h === b.h;

export function updateBlock(state: BuilderState, blockId: number, patch: BlockPatch): BuilderState {
  const block = getBlock(state, blockId);
  return changesSomething(block, patch) ? putItem(state, "blocks", { ...block, ...patch }) : state;
}

/**
 * Deletes a block with its media (spec 4). Display conditions watching it go too: a condition on a block
 * that no longer exists could never be met, and the save would refuse it.
 */
export function deleteBlock(state: BuilderState, blockId: number): BuilderState {
  const block = getBlock(state, blockId);
  let next = state;
  for (const media of listBlockMedia(state, block.id)) next = removeItem(next, "blockMedia", media.id);
  next = removeItem(next, "blocks", block.id);
  return removeReferences(next, { pageIds: new Set(), blockIds: new Set([block.id]) });
}
