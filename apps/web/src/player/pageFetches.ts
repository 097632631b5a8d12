import { nextPageId, type PageBlock, type PlayerState, pageOrderOf } from "@coursewright/course-model";
import type { PlayerQuery } from "../progress/createProgressStore";
import type { ProgressStore } from "../progress/ProgressStore";
import { leaveOnFailure, playerApi } from "./api";
import { splitPage, withLoadedPage } from "./loadedPages";
import { isStale, type MediaFreshness, mediaFreshness } from "./mediaFreshness";
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
  /** When each loaded page's media URLs run out (mediaFreshness.ts); absent for pages without media. */
  freshness: Map<number, MediaFreshness | null>;
  /** Pages being read again for fresh media URLs. */
  refreshes: Map<number, Promise<void>>;
  disposed: boolean;
}

/** Fetches a page's blocks once per run (a failed fetch may be tried again) and joins them to the state. */
export function loadPage(current: PageFetchRun, pageId: number): Promise<void> {
  if (get().loaded.has(pageId)) return Promise.resolve();
  let fetch = current.fetches.get(pageId);
  if (!fetch) {
    fetch = readPage(current, pageId, "whole");
    current.fetches.set(pageId, fetch);
    // A failed fetch may be tried again (the next click, the retry button).
    fetch.catch(() => current.fetches.delete(pageId));
  }
  return fetch;
}

/** Loaded pages among `pageIds` whose media URLs run out within their margin. */
export function stalePages(current: PageFetchRun, pageIds: readonly number[], now = Date.now()): number[] {
  return pageIds.filter((id) => get().loaded.has(id) && isStale(current.freshness.get(id), now));
}

/**
 * Reads a loaded page again for fresh media URLs. "whole" swaps the page in as a first load does (for a page
 * about to be shown: its background and option images too); "media" replaces only its blocks' media, leaving the
 * page being shown as it is (its progress, its timers, the media elements that are playing).
 */
export function refreshPage(current: PageFetchRun, pageId: number, what: "whole" | "media"): Promise<void> {
  let refresh = current.refreshes.get(pageId);
  if (!refresh) {
    refresh = readPage(current, pageId, what).finally(() => current.refreshes.delete(pageId));
    current.refreshes.set(pageId, refresh);
  }
  return refresh;
}

async function readPage(current: PageFetchRun, pageId: number, what: "whole" | "media"): Promise<void> {
  const { page: full, mediaLifetimeSeconds } = await playerApi.page(pageId, current.query.shareId);
  if (current.disposed) return;
  current.freshness.set(pageId, mediaFreshness(full, mediaLifetimeSeconds, Date.now()));
  const { page, media } = splitPage(full);
  const state = get();
  const mergedMedia = new Map(state.media);
  for (const [blockId, rows] of media) mergedMedia.set(blockId, rows);
  if (what === "media") {
    set({ media: mergedMedia });
    return;
  }
  preloadPageViews(page);
  set({
    loaded: new Set([...state.loaded, pageId]),
    media: mergedMedia,
    engine: state.engine
      ? completeAnswers(current, withLoadedPage(state.engine, page), page.page_blocks)
      : state.engine,
  });
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
