import {
  AUDIO_EXTENSIONS,
  DOCUMENT_EXTENSIONS,
  IMAGE_EXTENSIONS,
  MEDIA_LIST_KINDS,
  MEDIA_TYPE,
  MEDIA_TYPE_OF_KIND,
  type MediaType,
  UPLOAD_FILE_EXTENSIONS,
  VIDEO_EXTENSIONS_EXTENDED,
} from "@coursewright/course-model";
import type { MediaFilter } from "./api";

/** The type filter's choices: every listing with "All" first, or only the types a picker may choose. */
export function filtersFor(types?: readonly MediaType[]): MediaFilter[] {
  const kinds = MEDIA_LIST_KINDS.filter((kind) => !types || types.includes(MEDIA_TYPE_OF_KIND[kind]));
  return kinds.length === MEDIA_LIST_KINDS.length ? ["all", ...kinds] : kinds;
}

/**
 * The filter a picker opens on: the listing of the first type the block names (attached files name documents
 * first, though they take images and sound too), else the first filter offered.
 */
export function initialFilterFor(types?: readonly MediaType[]): MediaFilter {
  const filters = filtersFor(types);
  const wanted = types?.[0];
  const kind = MEDIA_LIST_KINDS.find((k) => MEDIA_TYPE_OF_KIND[k] === wanted);
  return kind && filters.includes(kind) ? kind : (filters[0] ?? "all");
}

const EXTENSIONS_OF: Partial<Record<MediaType, readonly string[]>> = {
  [MEDIA_TYPE.IMAGE]: IMAGE_EXTENSIONS,
  [MEDIA_TYPE.VIDEO_FILE]: VIDEO_EXTENSIONS_EXTENDED,
  [MEDIA_TYPE.AUDIO]: AUDIO_EXTENSIONS,
  [MEDIA_TYPE.OTHER]: DOCUMENT_EXTENSIONS,
  [MEDIA_TYPE.SCORM]: ["zip"],
  [MEDIA_TYPE.JSON_ANIMATION]: ["json"],
};

/** The file chooser's accept attribute for the given types (all uploadable files when none are given). */
export function acceptFor(types?: readonly MediaType[]): string {
  const extensions = types ? [...new Set(types.flatMap((type) => EXTENSIONS_OF[type] ?? []))] : UPLOAD_FILE_EXTENSIONS;
  return extensions.map((ext) => `.${ext}`).join(",");
}
