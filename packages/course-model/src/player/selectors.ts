import type { BlockAction, PageBlock } from "../course/block";
import { type PlayerAction, resolveAction } from "./actions";
import { isPageComplete, UNANSWERED } from "./completion";
import { shownBlocks } from "./conditions";
import { activePage, type PlayerState, pageOrderOf } from "./engine";
import { reachablePageIds } from "./navigation";
import { blockPosition, isBlockCompleted, pageProgress, shouldSendCompletionEvent } from "./progress";
import { type BlockRow, blockRows, stackedBlocks } from "./rows";
import { remainingSeconds } from "./timeLimit";
import { envNow, type PlayerEnv } from "./types";

/** What the screens read from a player state. */

/** The shown page's visible blocks by row; empty on the finished screen. */
export function activeRows(state: PlayerState): BlockRow<PageBlock>[] {
  const page = activePage(state);
  return page ? blockRows(shownBlocks(page.page_blocks, state.progress)) : [];
}

/** The shown page's visible blocks in one column, for a phone. */
export function activeStackedBlocks(state: PlayerState): PageBlock[] {
  const page = activePage(state);
  return page ? stackedBlocks(shownBlocks(page.page_blocks, state.progress)) : [];
}

/** A page is done once opened with every required block completed (what the page list ticks). */
export function isPageDone(state: PlayerState, pageId: number): boolean {
  const page = state.pages.find((candidate) => candidate.id === pageId);
  if (!page || !pageProgress(state.progress, pageId)) return false;
  return isPageComplete(page.page_blocks, state.progress);
}

/** Pages the page list lets the learner open: up to the first one not done. */
export const reachablePages = (state: PlayerState): number[] =>
  reachablePageIds(pageOrderOf(state), (pageId) => isPageDone(state, pageId));

/** Pages done out of this attempt's pages, for the progress bar. */
export function pagesDone(state: PlayerState): { done: number; total: number } {
  return { done: state.pages.filter((page) => isPageDone(state, page.id)).length, total: state.pages.length };
}

/** Seconds left on the shown page's time limit; null when it has none. */
export function activeRemainingSeconds(state: PlayerState, env: PlayerEnv = {}): number | null {
  if (state.activePageId === null) return null;
  return remainingSeconds(pageProgress(state.progress, state.activePageId)?.finishLimit, envNow(env));
}

/** A button's or clickable animation's action against this attempt's pages. */
export const playerAction = (state: PlayerState, action: BlockAction): PlayerAction | null =>
  resolveAction(action, pageOrderOf(state));

/** Whether finishing sends the completion event to the integration (spec 4). */
export const sendsCompletionEvent = (state: PlayerState): boolean => shouldSendCompletionEvent(state.progress);

/**
 * The questions of the page shown that a time limit has just marked unanswered (answer '-'), going from
 * `before` to `after`: what the learner is told before the player moves on, in the page's order.
 */
export function timedOutQuestions(before: PlayerState, after: PlayerState): PageBlock[] {
  const page = activePage(before);
  if (!page) return [];
  return page.page_blocks.filter((block) => {
    if (isBlockCompleted(before.progress, block.id) || !isBlockCompleted(after.progress, block.id)) return false;
    return blockPosition(after.progress, block.id)?.answerValue === UNANSWERED;
  });
}
