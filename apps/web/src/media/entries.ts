import {
  type DeleteItemsRequest,
  type Folder,
  MEDIA_TYPE,
  type MediaItem,
  type MoveItemsRequest,
} from "@coursewright/course-model";
import type { RenameTarget } from "./api";

/** One row of the browser: a folder or a media item, with a key unique across both. */
export type MediaEntry =
  | { kind: "folder"; key: string; folder: Folder }
  | { kind: "item"; key: string; item: MediaItem };

// Embedded videos and files are separate resources on the server (their own delete and rename paths).
export const folderKey = (id: number) => `folder:${id}`;
export const itemKey = (item: Pick<MediaItem, "id" | "medialibrary_type">) =>
  `${item.medialibrary_type === MEDIA_TYPE.VIDEO_EMBED ? "embed" : "file"}:${item.id}`;

export function toEntries(folders: readonly Folder[], items: readonly MediaItem[]): MediaEntry[] {
  return [
    ...folders.map((folder): MediaEntry => ({ kind: "folder", key: folderKey(folder.id), folder })),
    ...items.map((item): MediaEntry => ({ kind: "item", key: itemKey(item), item })),
  ];
}

export function entryTitle(entry: MediaEntry): string {
  return entry.kind === "folder" ? entry.folder.title : entry.item.title || entry.item.name || entry.item.file_name;
}

export function renameTarget(entry: MediaEntry): { target: RenameTarget; id: number } {
  if (entry.kind === "folder") return { target: "folder", id: entry.folder.id };
  const embed = entry.item.medialibrary_type === MEDIA_TYPE.VIDEO_EMBED;
  return { target: embed ? "embed_video" : "file", id: entry.item.id };
}

/** The ids of a selection, split the way DELETE /items and POST /move take them. */
export function idsByResource(entries: readonly MediaEntry[]): DeleteItemsRequest {
  const out: DeleteItemsRequest = { folders: [], files: [], embed_videos: [] };
  for (const entry of entries) {
    if (entry.kind === "folder") out.folders.push(entry.folder.id);
    else if (entry.item.medialibrary_type === MEDIA_TYPE.VIDEO_EMBED) out.embed_videos.push(entry.item.id);
    else out.files.push(entry.item.id);
  }
  return out;
}

export function moveRequest(entries: readonly MediaEntry[], folderId: number | null): MoveItemsRequest {
  return { folder_id: folderId, ...idsByResource(entries) };
}
