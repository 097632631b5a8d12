import type { Readable } from "node:stream";

export interface StoredFile {
  body: Readable;
  /** Size of the whole file, whatever range was asked for. */
  size: number;
  contentType: string;
  modifiedAt: Date;
}

export interface ByteRange {
  /** First byte, inclusive. */
  start: number;
  /** Last byte, inclusive. */
  end: number;
}

/**
 * Where uploaded files live: a local folder by default (localStorage.ts), S3-compatible object storage with
 * STORAGE_DRIVER=s3 (s3Storage.ts); storage.contract.ts is what both must do. Keys are
 * slash-separated relative paths like "avatars/<random>.webp" or "scorm/12/shared/launchpage.html".
 * Avatars are public at /files/<key> and therefore random; other files are served through routes
 * that check access first.
 */
export interface FileStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Streams `body` to `key` without holding it in memory; the file appears whole or not at all. */
  putStream(key: string, body: Readable): Promise<{ size: number }>;
  /** null when there is no file under the key. With a range, `body` streams only those bytes. */
  get(key: string, range?: ByteRange): Promise<StoredFile | null>;
  stat(key: string): Promise<{ size: number; modifiedAt: Date } | null>;
  delete(key: string): Promise<void>;
  /** Deletes every file whose key starts with `prefix/` (an unpacked package, say). */
  deletePrefix(prefix: string): Promise<void>;
  /** Every file whose key starts with `prefix/` (all files when `prefix` is ""), in no particular order. */
  list(prefix: string): AsyncIterable<ListedFile>;
  /**
   * A URL that serves the file straight from the backend for `expiresInSeconds`, with the given answer headers,
   * or null when the backend cannot make one (local folders): then the server streams the file itself.
   */
  presignedUrl?(key: string, options: PresignOptions): Promise<string | null>;
}

export interface ListedFile {
  key: string;
  size: number;
  /** When the file was last written (the cleaners leave fresh files alone). */
  modifiedAt: Date;
}

export interface PresignOptions {
  expiresInSeconds: number;
  contentType: string;
  contentDisposition?: string;
}

/**
 * The backend refused or could not be reached (a bucket without write permission, an endpoint that is down, a
 * full disk): answered 503 "try again later", never a 500. The message names what failed, never credentials.
 */
export class StorageUnavailableError extends Error {
  constructor(
    readonly operation: string,
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(`file storage unavailable (${operation}): ${reason}`, options);
    this.name = "StorageUnavailableError";
  }
}

export function isStorageUnavailable(error: unknown): error is StorageUnavailableError {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    if (e instanceof StorageUnavailableError) return true;
  }
  return false;
}

// Segments of letters, digits and a few punctuation marks that SCORM packages use in file names;
// never "." or ".." as a whole segment, no backslashes, no empty segments, no leading slash.
const SEGMENT = /^[\p{L}\p{N} _.,()@+~%&'!$=-]+$/u;

/** Rejects keys that could climb out of the storage root or be interpreted oddly by a backend. */
export function isValidKey(key: string): boolean {
  if (key.length === 0 || key.length > 1024) return false;
  return key
    .split("/")
    .every((segment) => segment !== "." && segment !== ".." && segment.length <= 255 && SEGMENT.test(segment));
}

const CONTENT_TYPES: Record<string, string> = {
  webp: "image/webp",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  svg: "image/svg+xml",
  ico: "image/x-icon",
  pdf: "application/pdf",
  json: "application/json",
  txt: "text/plain; charset=utf-8",
  html: "text/html; charset=utf-8",
  htm: "text/html; charset=utf-8",
  css: "text/css; charset=utf-8",
  js: "text/javascript; charset=utf-8",
  xml: "application/xml",
  xsd: "application/xml",
  mp4: "video/mp4",
  m4v: "video/mp4",
  mov: "video/quicktime",
  qt: "video/quicktime",
  webm: "video/webm",
  ogv: "video/ogg",
  mkv: "video/x-matroska",
  avi: "video/x-msvideo",
  flv: "video/x-flv",
  f4v: "video/mp4",
  mp3: "audio/mpeg",
  wav: "audio/wav",
  m4a: "audio/mp4",
  woff: "font/woff",
  woff2: "font/woff2",
  ttf: "font/ttf",
  swf: "application/x-shockwave-flash",
  zip: "application/zip",
  doc: "application/msword",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xls: "application/vnd.ms-excel",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  ppt: "application/vnd.ms-powerpoint",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  rtf: "application/rtf",
};

export function contentTypeForKey(key: string): string {
  const ext = key.slice(key.lastIndexOf(".") + 1).toLowerCase();
  return CONTENT_TYPES[ext] ?? "application/octet-stream";
}
