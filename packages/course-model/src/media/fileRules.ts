import { MEDIA_TYPE, type MediaType } from "./types";

/** Allowed uploads (spec 5). Extensions are lower case, without the dot. */
export const VIDEO_EXTENSIONS = ["mp4", "m4v", "mkv", "ogv", "mov", "webm", "qt"] as const;
export const VIDEO_EXTENSIONS_EXTENDED = [...VIDEO_EXTENSIONS, "avi", "flv", "f4v"] as const;
export const VIDEO_MIME_SUBTYPES = ["mp2t", "webm", "3gpp", "ogg", "mpeg", "mp4", "x-msvideo"] as const;
export const AUDIO_EXTENSIONS = ["mp3", "wav", "m4a"] as const;
export const IMAGE_EXTENSIONS = ["jpg", "jpeg", "png", "gif"] as const;
export const IMAGE_MIME_TYPES = ["image/jpeg", "image/png", "image/gif"] as const;
export const DOCUMENT_EXTENSIONS = [
  "pdf",
  "xls",
  "xlsx",
  "ppt",
  "pptx",
  "doc",
  "docx",
  "zip",
  "txt",
  "rtf",
  "pages",
  "numbers",
  "svg",
  "json",
] as const;

/** Spec 4: the type is decided by the lower-cased extension after the last dot. */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf(".");
  return dot < 0 ? "" : fileName.slice(dot + 1).toLowerCase();
}

const has = (list: readonly string[], ext: string) => list.includes(ext);

/**
 * Media type of an upload through upload_file, from its name alone, or null when the extension is not
 * allowed. The extended video set is accepted (spec 5 "the extended set also accepts").
 */
export function mediaTypeOfFileName(fileName: string): MediaType | null {
  const ext = fileExtension(fileName);
  if (has(IMAGE_EXTENSIONS, ext)) return MEDIA_TYPE.IMAGE;
  if (has(VIDEO_EXTENSIONS_EXTENDED, ext)) return MEDIA_TYPE.VIDEO_FILE;
  if (has(AUDIO_EXTENSIONS, ext)) return MEDIA_TYPE.AUDIO;
  if (has(DOCUMENT_EXTENSIONS, ext)) return MEDIA_TYPE.OTHER;
  return null;
}

/** Every extension upload_file accepts, for the file chooser's accept attribute and error messages. */
export const UPLOAD_FILE_EXTENSIONS: readonly string[] = [
  ...IMAGE_EXTENSIONS,
  ...VIDEO_EXTENSIONS_EXTENDED,
  ...AUDIO_EXTENSIONS,
  ...DOCUMENT_EXTENSIONS,
];

const UNITS = ["B", "KB", "MB", "GB", "TB"] as const;

/** "1.5 MB" style size, base 1024, one decimal from KB up. */
export function humanReadableSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return "0 B";
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1).replace(/\.0$/, "")} ${UNITS[unit]}`;
}
