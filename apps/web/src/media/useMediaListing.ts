import type { Folder, MediaItem, Paginated } from "@coursewright/course-model";
import { type InfiniteData, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { type MediaFilter, mediaApi, mediaKeys } from "./api";
import { type MediaEntry, toEntries } from "./entries";
import { filesMayLoad, type LoadingState, nextListingToLoad } from "./loading";
import { thumbnailPending } from "./thumbnailState";

/** How often the listing is asked again while a thumbnail job runs (they take a second or two). */
const THUMBNAIL_POLL_MS = 1500;

export interface ListingParams {
  filter: MediaFilter;
  folderId: number | null;
  search: string;
}

const nextPage = (last: Paginated<unknown>) => (last.links.next ? last.meta.current_page + 1 : undefined);
const flat = <T>(data: InfiniteData<Paginated<T>> | undefined): T[] => data?.pages.flatMap((p) => p.data) ?? [];

/** Spec 8: folder and file load failures are only logged (the screen shows its own retry). */
function logged<T>(what: string, load: () => Promise<T>): Promise<T> {
  return load().catch((error: unknown) => {
    console.error(`${what} load failed`, error);
    throw error;
  });
}

/**
 * Folders and files of one place in the library, loaded in the order of spec 4: a new type, search or
 * folder gives new query keys, so both listings start again from page one.
 */
export function useMediaListing({ filter, folderId, search }: ListingParams) {
  const folders = useInfiniteQuery({
    queryKey: mediaKeys.folders(folderId, search),
    queryFn: ({ pageParam }) => logged("folder", () => mediaApi.folders({ page: pageParam, folderId, search })),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });

  const folderState = {
    loaded: folders.isSuccess,
    hasNext: folders.hasNextPage,
    failed: folders.isError,
  };
  const insideFolder = folderId !== null;
  const filesEnabled = filesMayLoad({ insideFolder, folders: folderState });

  const files = useInfiniteQuery({
    queryKey: mediaKeys.items(filter, folderId, search),
    queryFn: ({ pageParam }) => logged("file", () => mediaApi.items(filter, { page: pageParam, folderId, search })),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: filesEnabled,
    // Thumbnails are made by a job after the upload: the pages are fetched again until they are all there.
    refetchInterval: (query) =>
      flat(query.state.data).some((item) => thumbnailPending(item)) ? THUMBNAIL_POLL_MS : false,
  });

  const state: LoadingState = {
    insideFolder,
    folders: folderState,
    files: { loaded: files.isSuccess, hasNext: files.hasNextPage, failed: files.isError },
  };
  const next = nextListingToLoad(state);

  const folderList: Folder[] = useMemo(() => flat(folders.data), [folders.data]);
  const itemList: MediaItem[] = useMemo(() => flat(files.data), [files.data]);
  const entries: MediaEntry[] = useMemo(() => toEntries(folderList, itemList), [folderList, itemList]);

  return {
    entries,
    /** First pages still on their way (skeletons). */
    initialLoading: folders.isPending || (filesEnabled && files.isPending),
    loadingMore: folders.isFetchingNextPage || files.isFetchingNextPage,
    canLoadMore: next !== null,
    loadMore: () => {
      if (next === "folders") void folders.fetchNextPage();
      else if (next === "files") void files.fetchNextPage();
    },
    failed: folders.isError || files.isError,
    retry: () => {
      if (folders.isError) void folders.refetch();
      if (files.isError) void files.refetch();
    },
    total: (folders.data?.pages[0]?.meta.total ?? 0) + (files.data?.pages[0]?.meta.total ?? 0),
  };
}

/** The folder being browsed and its ancestors (breadcrumb); null at the root. */
export function useFolderPath(folderId: number | null) {
  return useQuery({
    queryKey: mediaKeys.folder(folderId ?? 0),
    queryFn: () => logged("folder", () => mediaApi.folder(folderId ?? 0)),
    enabled: folderId !== null,
  });
}
