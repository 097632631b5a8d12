import {
  type Folder,
  type FolderWithAncestors,
  humanReadableSize,
  MEDIA_TYPE,
  type MediaItem,
  type MediaType,
} from "@coursewright/course-model";
import type { MediaFolderRow, MediaItemRow } from "../../db/schema";
import type { Signer } from "../../http/signing";

export type MediaVariant = "file" | "download" | "thumb";

/** What the signature of a /media URL covers: the item, which of its files and how it is served, and until when. */
export const mediaSignatureData = (id: number, variant: MediaVariant, exp: number) => `${id}:${variant}:${exp}`;

type SignableItem = Pick<MediaItemRow, "id" | "file_name" | "storage_key" | "thumb_key">;

/**
 * Signed, time-limited addresses of an item's file on the app origin (the browser reads them in <img>, <video>
 * and <a> tags, which cannot send the bearer token). The course player signs them the same way for learners.
 */
export function signedMediaUrls(
  signer: Signer,
  item: SignableItem,
  exp = signer.expiry(),
): { url: string | null; thumb_url: string | null; download_url: string | null } {
  const path = `/media/${item.id}/${encodeURIComponent(item.file_name)}`;
  const link = (variant: MediaVariant) => {
    const query = `exp=${exp}&sig=${signer.sign(mediaSignatureData(item.id, variant, exp))}`;
    return `${path}?${query}${variant === "file" ? "" : `&${variant}=1`}`;
  };
  return {
    url: item.storage_key ? link("file") : null,
    thumb_url: item.thumb_key ? link("thumb") : null,
    download_url: item.storage_key ? link("download") : null,
  };
}

/** "Holiday.Photo.JPG" -> "Holiday.Photo" (spec 3 `name`, beside the full `file_name`). */
function baseName(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot > 0 ? fileName.slice(0, dot) : fileName;
}

function mediaType(value: number): MediaType {
  const known = Object.values(MEDIA_TYPE).find((t) => t === value);
  return known ?? MEDIA_TYPE.OTHER;
}

/** The only way a media item leaves the server: course-model's MediaItem, never the row. */
export function presentMediaItem(row: MediaItemRow, signer: Signer, exp = signer.expiry()): MediaItem {
  const urls = signedMediaUrls(signer, row, exp);
  return {
    id: row.id,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
    custom_properties: row.custom_properties,
    file_name: row.file_name,
    name: baseName(row.file_name),
    title: row.title,
    human_readable_size: humanReadableSize(row.size),
    medialibrary_type: mediaType(row.type),
    order: row.order,
    size: row.size,
    thumb_url: urls.thumb_url,
    url: urls.url ?? row.custom_properties.embed?.embed_url ?? "",
    download_url: urls.download_url,
    visible_in_medialibrary: row.visible_in_medialibrary,
    block_id: row.block_id,
    folder_id: row.folder_id,
  };
}

export function presentFolder(row: MediaFolderRow): Folder {
  return {
    id: row.id,
    title: row.title,
    parent_id: row.parent_id,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

export function presentFolderWithAncestors(
  row: MediaFolderRow,
  ancestors: Pick<MediaFolderRow, "id" | "title">[],
): FolderWithAncestors {
  return { ...presentFolder(row), ancestors: ancestors.map(({ id, title }) => ({ id, title })) };
}
