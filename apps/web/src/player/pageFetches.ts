import { nextPageId, type PageBlock, type PlayerState, pageOrderOf } from "@coursewright/course-model";
import type { PlayerQuery } from "../progress/createProgressStore";
import type { ProgressStore } from "../progress/ProgressStore";
import { leaveOnFailure, playerApi } from "./api";
import { splitPage, withLoadedPage } from "./loadedPages";
import { usePlayerStore } from "./playerScreenState";
import { preloadPageViews } from "./preloadViews";

const get = usePlayerStore.getState;
const set = usePlayerStore.setState;

/** What page fetching needs of a player run (playerStore.ts): its share, its store, its fetches under way. */
export interface PageFetchRun {
  query: PlayerQuery;
  /** Null while an embedded player's store is still loading (the course is being fetched meanwhile). */
  store: ProgressStore | null;
  fetches: Map<number, Promise<void>>;
  disposed: boolean;
}

/** Fetches a page's blocks once per run (a failed fetch may be tried again) and joins them to the state. */
export function loadPage(current: PageFetchRun, pageId: number): Promise<void> {
  if (get().loaded.has(pageId)) return Promise.resolve();
  let fetch = current.fetches.get(pageId);
  if (!fetch) {
    fetch = playerApi.page(pageId, current.query.shareId).then((full) => {
      if (current.disposed) return;
      const { page, media } = splitPage(full);
      preloadPageViews(page);
      const state = get();
      const mergedMedia = new Map(state.media);
      for (const [blockId, rows] of media) mergedMedia.set(blockId, rows);
      set({
        loaded: new Set([...state.loaded, pageId]),
        media: mergedMedia,
        engine: state.engine
          ? completeAnswers(current, withLoadedPage(state.engine, page), page.page_blocks)
          : state.engine,
      });
    });
    current.fetches.set(pageId, fetch);
    // A failed fetch may be tried again (the next click, the retry button).
    fetch.catch(() => current.fetches.delete(pageId));
  }
  return fetch;
}

/** Answer texts the store's own form left out come back from the page's blocks (see ProgressStore). */
function completeAnswers(current: PageFetchRun, engine: PlayerState, blocks: readonly PageBlock[]): PlayerState {
  const progress = current.store?.completeAnswers?.(engine.progress, blocks) ?? engine.progress;
  return progress === engine.progress ? engine : { ...engine, progress };
}

/** Fetches what the learner will need next: the following page first, then every other page in order. */
export async function prefetch(current: PageFetchRun): Promise<void> {
  const engine = get().engine;
  if (!engine) return;
  const order = pageOrderOf(engine);
  const next = nextPageId(order, engine.activePageId);
  const rest = [...(next === null ? [] : [next]), ...order.filter((id) => id !== next)];
  for (const id of rest) {
    if (current.disposed) return;
    try {
      await loadPage(current, id);
    } catch (error) {
      if (leaveOnFailure(error)) return;
      console.error("prefetching a page failed", error);
    }
  }
}
