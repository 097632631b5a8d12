import type { MediaItem } from "@coursewright/course-model";

/** After this long a thumbnail still pending is taken as lost (its job never ran): the type icon shows. */
export const THUMBNAIL_WAIT_MS = 10 * 60 * 1000;

/** Whether the item's thumbnail job is still running: the library shows a placeholder and asks again. */
export function thumbnailPending(item: MediaItem, now = Date.now()): boolean {
  if (item.custom_properties.thumbnail !== "pending") return false;
  return now - Date.parse(item.created_at) < THUMBNAIL_WAIT_MS;
}
