import type { BlockMedia, FullPage, Page, PlayerPage, PlayerState } from "@coursewright/course-model";
import { openPage } from "@coursewright/course-model";

/**
 * The player starts before every page's blocks have arrived (the active page first, the next one prefetched,
 * the rest behind them). A page not loaded yet plays as a page without blocks; these helpers swap the real
 * one in. The engine only ever opens a loaded page: the controller waits for it before navigating.
 */

/** A page from get_course (no blocks) as the engine takes it until its blocks arrive. */
export const shellPage = (page: Page): PlayerPage => ({ ...page, page_blocks: [] });

/** The page's blocks without their media: the engine reads blocks, the views read media by block id. */
export function splitPage(page: FullPage): { page: PlayerPage; media: Map<number, BlockMedia[]> } {
  const media = new Map<number, BlockMedia[]>();
  const blocks = page.page_blocks.map(({ media: rows, ...block }) => {
    media.set(
      block.id,
      [...rows].sort((a, b) => a.order - b.order),
    );
    return block;
  });
  return { page: { ...page, page_blocks: blocks }, media };
}

/**
 * The state with a loaded page in place of its shell, in this attempt's pages and in the input a restart
 * deals from. When it is the page shown, opening it again brings its completion up to date.
 */
export function withLoadedPage(state: PlayerState, page: PlayerPage): PlayerState {
  const swap = (candidate: PlayerPage) => (candidate.id === page.id ? page : candidate);
  const next: PlayerState = {
    ...state,
    pages: state.pages.map(swap),
    input: { ...state.input, pages: state.input.pages.map(swap) },
  };
  return state.activePageId === page.id ? openPage(next, page.id) : next;
}
