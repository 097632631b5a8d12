import type { Readable } from "node:stream";

export interface StoredFile {
  body: Readable;
  size: number;
  contentType: string;
}

/**
 * Where uploaded files live: a local folder by default, S3-compatible storage later. Keys are
 * slash-separated paths like "avatars/<random>.webp"; they are public (served at /files/<key>),
 * so whoever creates one makes it unguessable.
 */
export interface FileStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** null when there is no file under the key. */
  get(key: string): Promise<StoredFile | null>;
  delete(key: string): Promise<void>;
}

const KEY_PATTERN = /^[a-z0-9_-]+(\/[a-zA-Z0-9_-]+)*\.[a-z0-9]+$/;

/** Rejects keys that could climb out of the storage root or be interpreted oddly by a backend. */
export function isValidKey(key: string): boolean {
  return key.length <= 512 && KEY_PATTERN.test(key);
}

const CONTENT_TYPES: Record<string, string> = {
  webp: "image/webp",
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  svg: "image/svg+xml",
  pdf: "application/pdf",
  json: "application/json",
  mp4: "video/mp4",
  webm: "video/webm",
  mp3: "audio/mpeg",
  wav: "audio/wav",
  m4a: "audio/mp4",
};

export function contentTypeForKey(key: string): string {
  const ext = key.slice(key.lastIndexOf(".") + 1).toLowerCase();
  return CONTENT_TYPES[ext] ?? "application/octet-stream";
}
