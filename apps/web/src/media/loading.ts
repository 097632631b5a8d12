/**
 * Spec 4 "Media library" loading order, as pure rules over the state of the two listings:
 * folders load first; files load only once no folder pages remain, or at once inside a folder;
 * "load more" shows while either listing has pages left, unless the folder listing failed.
 */
export interface ListingState {
  /** A page has arrived (or the first one is not needed yet). */
  loaded: boolean;
  hasNext: boolean;
  failed: boolean;
}

export interface LoadingState {
  insideFolder: boolean;
  folders: ListingState;
  files: ListingState;
}

export type Listing = "folders" | "files";

/** Whether the file listing may start (its first page) now. */
export function filesMayLoad(state: Pick<LoadingState, "insideFolder" | "folders">): boolean {
  if (state.insideFolder) return true;
  // A failed folder load is only logged (spec 8): the files still come, but load-more stays hidden.
  if (state.folders.failed) return true;
  return state.folders.loaded && !state.folders.hasNext;
}

/** Which listing the "load more" button fetches next, or null when nothing remains. */
export function nextListingToLoad(state: LoadingState): Listing | null {
  if (state.folders.failed) return null;
  if (state.folders.loaded && state.folders.hasNext) return "folders";
  if (filesMayLoad(state) && state.files.loaded && state.files.hasNext && !state.files.failed) return "files";
  return null;
}

export function showLoadMore(state: LoadingState): boolean {
  return nextListingToLoad(state) !== null;
}
