import type { BlockMedia, MediaItem } from "@coursewright/course-model";

/** A block media row whose library item still exists. */
export interface PresentMedia {
  row: BlockMedia;
  item: MediaItem;
}

/** The first row that still has its library item (single-media blocks hold one row at most). */
export function firstPresentMedia(media: readonly BlockMedia[]): PresentMedia | null {
  for (const row of media) if (row.medialibrary_item) return { row, item: row.medialibrary_item };
  return null;
}

/** What a row is called: the title the author gave it on the block, else the library item's own title. */
export function mediaRowTitle(row: Pick<BlockMedia, "title">, item: Pick<MediaItem, "title" | "file_name">): string {
  return row.title?.trim() || item.title.trim() || item.file_name;
}
