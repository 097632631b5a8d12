import { randomBytes } from "node:crypto";
import { pipeline, type Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import {
  fileExtension,
  humanReadableSize,
  MEDIA_TYPE,
  type MediaItem,
  type MediaType,
  mediaTypeOfFileName,
  UPLOAD_FILE_EXTENSIONS,
} from "@coursewright/course-model";
import { ValidationError } from "../../http/errors";
import { contentTypeForKey, type FileStorage } from "../../storage/FileStorage";
import { loadSharp } from "./loadSharp";
import { ContentMismatchError, contentCheck } from "./sniff";
import { sanitizeSvg } from "./svg";
import { thumbnailWanted } from "./thumbnails";

/** SVGs are read whole to be sanitised. */
export const SVG_MAX_BYTES = 10 * 1024 * 1024;

/** A file in storage, not yet recorded in the database. */
export interface StoredUpload {
  key: string;
  thumbKey: string | null;
  size: number;
  type: MediaType;
  mimeType: string;
  customProperties: MediaItem["custom_properties"];
}

export const fileRefused = (extension: string, allowed: readonly string[]) =>
  ValidationError.field("file", "media.file_type", {
    extension: extension ? `.${extension}` : "",
    allowed: allowed.map((e) => `.${e}`).join(", "),
  });
export const contentMismatch = (extension: string) =>
  ValidationError.field("file", "media.file_content", { extension: `.${extension}` });

/** A new, unguessable key per file, so a key is never reused (and a cached old file is never served for a new one). */
export const newMediaKey = (userId: number, extension: string) =>
  `media/${userId}/${randomBytes(12).toString("hex")}.${extension}`;

/** Removes an upload's files (after a refusal, or after its row is deleted). */
export async function removeStored(storage: FileStorage, stored: Pick<StoredUpload, "key" | "thumbKey">) {
  await Promise.all([storage.delete(stored.key), stored.thumbKey ? storage.delete(stored.thumbKey) : null]);
}

/** Reads a stream whole, refusing more than `max` bytes (for the few types that must be parsed entirely). */
export async function readCapped(stream: Readable, max: number, tooLarge: () => Error): Promise<Buffer> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    const data = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
    size += data.length;
    if (size > max) {
      stream.resume();
      throw tooLarge();
    }
    chunks.push(data);
  }
  return Buffer.concat(chunks);
}

export const typeTooLarge = (max: number) =>
  ValidationError.field("file", "media.type_too_large", { max: humanReadableSize(max) });

/**
 * upload_file: the type from the extension, the content checked against it while the file streams to
 * storage; SVGs sanitised; images measured. Images and videos are marked `thumbnail: "pending"`: a job makes
 * their thumbnail once the item is recorded (thumbnails.ts).
 */
export async function storeUploadedFile(
  storage: FileStorage,
  userId: number,
  fileName: string,
  stream: Readable,
): Promise<StoredUpload> {
  const extension = fileExtension(fileName);
  const type = mediaTypeOfFileName(fileName);
  if (type === null) throw fileRefused(extension, UPLOAD_FILE_EXTENSIONS);
  const key = newMediaKey(userId, extension);
  const mimeType = contentTypeForKey(key);
  if (extension === "svg") {
    const text = decodeText(await readCapped(stream, SVG_MAX_BYTES, () => typeTooLarge(SVG_MAX_BYTES)), extension);
    const svg = sanitizeSvg(text);
    if (svg === null) throw contentMismatch(extension);
    const data = Buffer.from(svg);
    await storage.put(key, data, mimeType);
    return { key, thumbKey: null, size: data.length, type, mimeType, customProperties: { mime_type: mimeType } };
  }
  let size: number;
  try {
    // pipeline (not pipe) so that a mismatch found by the check reaches putStream, which then removes its file.
    ({ size } = await storage.putStream(
      key,
      pipeline(stream, contentCheck(extension), () => {}),
    ));
  } catch (error) {
    if (error instanceof ContentMismatchError) throw contentMismatch(extension);
    throw error;
  }
  const stored: StoredUpload = { key, thumbKey: null, size, type, mimeType, customProperties: { mime_type: mimeType } };
  if (!thumbnailWanted(type, size)) return stored;
  if (type === MEDIA_TYPE.IMAGE) {
    try {
      await measureImage(storage, stored);
    } catch (error) {
      await removeStored(storage, stored);
      throw error;
    }
  }
  stored.customProperties.thumbnail = "pending";
  return stored;
}

export function decodeText(data: Buffer, extension: string): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(data);
  } catch {
    throw contentMismatch(extension);
  }
}

/**
 * An image's dimensions (the blocks lay images out with them right after the upload); an image whose header
 * cannot be read is refused. Decoding and resizing, the costly part, is the thumbnail job's.
 */
async function measureImage(storage: FileStorage, stored: StoredUpload): Promise<void> {
  const file = await storage.get(stored.key);
  if (!file) throw new Error(`stored image ${stored.key} vanished`);
  const sharp = await loadSharp();
  const meta = await sharp(await buffer(file.body))
    .metadata()
    .catch(() => {
      throw ValidationError.field("file", "media.image_unreadable");
    });
  stored.customProperties.width = meta.autoOrient?.width ?? meta.width;
  stored.customProperties.height = meta.autoOrient?.height ?? meta.height;
}
