import { describe, expect, it } from "vitest";
import { filesMayLoad, type ListingState, type LoadingState, nextListingToLoad, showLoadMore } from "./loading";

const listing = (change: Partial<ListingState> = {}): ListingState => ({
  loaded: true,
  hasNext: false,
  failed: false,
  ...change,
});
const state = (change: Partial<LoadingState> = {}): LoadingState => ({
  insideFolder: false,
  folders: listing(),
  files: listing(),
  ...change,
});

describe("media library loading order (spec 4)", () => {
  it("waits for the folders before loading files at the root", () => {
    expect(filesMayLoad(state({ folders: listing({ loaded: false }) }))).toBe(false);
  });

  it("does not load files at the root while folder pages remain", () => {
    expect(filesMayLoad(state({ folders: listing({ hasNext: true }) }))).toBe(false);
    expect(nextListingToLoad(state({ folders: listing({ hasNext: true }), files: listing({ loaded: false }) }))).toBe(
      "folders",
    );
  });

  it("loads files once the last folder page has arrived", () => {
    expect(filesMayLoad(state())).toBe(true);
  });

  it("loads files at once inside a folder, even before its sub-folders", () => {
    expect(filesMayLoad(state({ insideFolder: true, folders: listing({ loaded: false }) }))).toBe(true);
    expect(filesMayLoad(state({ insideFolder: true, folders: listing({ hasNext: true }) }))).toBe(true);
  });

  it("offers more folders before more files", () => {
    const both = state({ insideFolder: true, folders: listing({ hasNext: true }), files: listing({ hasNext: true }) });
    expect(nextListingToLoad(both)).toBe("folders");
    expect(nextListingToLoad(state({ files: listing({ hasNext: true }) }))).toBe("files");
  });

  it("shows load-more only while pages remain", () => {
    expect(showLoadMore(state())).toBe(false);
    expect(showLoadMore(state({ files: listing({ hasNext: true }) }))).toBe(true);
    expect(showLoadMore(state({ files: listing({ loaded: false, hasNext: false }) }))).toBe(false);
  });

  it("hides load-more after a failed folder load, but still lets the files come", () => {
    const failed = state({ folders: listing({ loaded: false, failed: true }), files: listing({ hasNext: true }) });
    expect(showLoadMore(failed)).toBe(false);
    expect(filesMayLoad(failed)).toBe(true);
  });
});
