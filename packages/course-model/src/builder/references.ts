import { liveItems, putItem } from "./store";
import type { BuilderState } from "./types";

/**
 * Removes actions linking to gone pages and display conditions watching gone blocks, in every remaining
 * block of every page (those blocks become updated) and in the copied block. A dangling link would be
 * refused by the save, and a condition on a block that no longer exists could never be met.
 */
export function removeReferences(
  state: BuilderState,
  gone: { pageIds: ReadonlySet<number>; blockIds: ReadonlySet<number> },
): BuilderState {
  const keepAction = (action: { type: string; page_id?: number }) =>
    !(action.type === "link_to_page" && action.page_id !== undefined && gone.pageIds.has(action.page_id));
  const keepCondition = (condition: { block_id: number }) => !gone.blockIds.has(condition.block_id);

  let next = state;
  for (const block of liveItems(state, "blocks")) {
    const actions = block.actions.filter(keepAction);
    const display_conditions = block.display_conditions.filter(keepCondition);
    if (actions.length !== block.actions.length || display_conditions.length !== block.display_conditions.length) {
      next = putItem(next, "blocks", { ...block, actions, display_conditions });
    }
  }
  const copied = next.copiedBlock;
  if (copied && !copied.actions.every(keepAction)) {
    next = { ...next, copiedBlock: { ...copied, actions: copied.actions.filter(keepAction) } };
  }
  return next;
}
