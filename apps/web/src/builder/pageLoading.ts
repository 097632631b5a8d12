import { type BuilderHistory, type FullPage, isTempId, listAllPages, withLoadedPage } from "@coursewright/course-model";
import { builderApi } from "./api";
import { useBuilderStore } from "./store";

/** Parallel page fetches when the whole course is needed (a page delete, the display-condition picker). */
const LOAD_ALL_CONCURRENCY = 6;

// A loaded page joins what was loaded in every state of the history, so undo never "unloads" it.
function withPageEverywhere(history: BuilderHistory, page: FullPage): BuilderHistory {
  const add = (state: BuilderHistory["present"]) => withLoadedPage(state, page);
  return { ...history, past: history.past.map(add), present: add(history.present), future: history.future.map(add) };
}

function markLoaded(page: FullPage): void {
  const { history, loadedPageIds } = useBuilderStore.getState();
  if (!history) return;
  useBuilderStore.setState({
    history: withPageEverywhere(history, page),
    loadedPageIds: new Set([...loadedPageIds, page.id]),
  });
}

const inFlight = new Map<number, Promise<void>>();

/** Fetches a page's blocks unless they are here already (a new page has none on the server). */
export function ensurePageLoaded(pageId: number, { showLoader = true } = {}): Promise<void> {
  const { loadedPageIds } = useBuilderStore.getState();
  if (isTempId(pageId) || loadedPageIds.has(pageId)) return Promise.resolve();
  const pending = inFlight.get(pageId);
  if (pending) return pending;
  if (showLoader) useBuilderStore.setState({ loadingPageId: pageId, pageLoadFailed: false });
  const load = builderApi
    .fullPage(pageId)
    .then(markLoaded)
    .catch((error: unknown) => {
      if (showLoader) useBuilderStore.setState({ pageLoadFailed: true });
      throw error;
    })
    .finally(() => {
      inFlight.delete(pageId);
      if (useBuilderStore.getState().loadingPageId === pageId) useBuilderStore.setState({ loadingPageId: null });
    });
  inFlight.set(pageId, load);
  return load;
}

/** Loads every page of the course that is not loaded yet, a few at a time. */
export async function loadAllPages(): Promise<void> {
  const { history } = useBuilderStore.getState();
  if (!history) return;
  const queue = listAllPages(history.present).map((page) => page.id);
  const worker = async () => {
    for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
      await ensurePageLoaded(id, { showLoader: false });
    }
  };
  await Promise.all(Array.from({ length: LOAD_ALL_CONCURRENCY }, worker));
}

/** Forgets the loads in flight (leaving the builder). */
export function forgetPageLoads(): void {
  inFlight.clear();
}
