import type { PageBlock } from "../course/block";
import { SCROLL_AFTER_ADD_MS } from "../grid/constants";
import { placedBlock } from "./blockFactory";
import { envNow, envRandom } from "./env";
import { NO_COPIED_BLOCK } from "./errors";
import { getBlock, listBlockMedia } from "./lookups";
import { addItem } from "./store";
import { tempIdAllocator } from "./tempIds";
import type { AddedBlockResult, BuilderEnv, BuilderState, CopiedBlock } from "./types";

function fieldsOf(block: PageBlock): CopiedBlock {
  const { id: _id, course_id: _course, page_id: _page, created_at: _created, updated_at: _updated, ...fields } = block;
  return fields;
}

/**
 * Copies a block for pasting (spec 4). The copy loses its display conditions (they watch blocks of its own
 * page) and its media (the pasted block must not share media rows with the original).
 */
export function copyBlock(state: BuilderState, blockId: number): BuilderState {
  return { ...state, copiedBlock: { ...fieldsOf(getBlock(state, blockId)), display_conditions: [] } };
}

/** Pastes the copied block onto a page (the active one unless given), placed like a new block. */
export function pasteBlock(state: BuilderState, input: { pageId?: number } = {}, env?: BuilderEnv): AddedBlockResult {
  if (!state.copiedBlock) throw new Error(NO_COPIED_BLOCK);
  const id = tempIdAllocator(state, envRandom(env))();
  const block = placedBlock(state, input.pageId ?? state.activePageId, state.copiedBlock, id, envNow(env));
  return { state: addItem(state, "blocks", block), blockId: id, scrollAfterMs: SCROLL_AFTER_ADD_MS };
}

/** Duplicates a block on its page (spec 4): media are copied, display conditions are not. */
export function duplicateBlock(state: BuilderState, blockId: number, env?: BuilderEnv): AddedBlockResult {
  const source = getBlock(state, blockId);
  const nextId = tempIdAllocator(state, envRandom(env));
  const now = envNow(env);
  const id = nextId();
  const fields = { ...fieldsOf(source), display_conditions: [] };
  let next = addItem(state, "blocks", placedBlock(state, source.page_id, fields, id, now));
  for (const media of listBlockMedia(state, source.id)) {
    next = addItem(next, "blockMedia", { ...media, id: nextId(), block_id: id, created_at: now, updated_at: now });
  }
  return { state: next, blockId: id, scrollAfterMs: SCROLL_AFTER_ADD_MS };
}

/** Leaving the builder forgets the copy (spec 4). */
export function clearCopiedBlock(state: BuilderState): BuilderState {
  return state.copiedBlock ? { ...state, copiedBlock: null } : state;
}
