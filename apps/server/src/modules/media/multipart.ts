import type { Readable } from "node:stream";
import { humanReadableSize, isStorableText, stripBidiControls } from "@coursewright/course-model";
import type { FastifyRequest } from "fastify";
import { HttpError, ValidationError } from "../../http/errors";

/** The file part as a sink sees it: its name as the browser sent it and its bytes as a stream. */
export interface IncomingFile {
  fileName: string;
  stream: Readable;
}

export interface UploadFields {
  /** Trimmed; undefined when absent or empty (the caller defaults it to the file name). */
  title: string | undefined;
  /** null or undefined: the root. */
  folderId: number | null | undefined;
  /** upload_scorm: take the package from the folder its manifest is in (see importScormPackage). */
  reroot: boolean;
}

export const uploadTooLarge = (maxBytes: number) =>
  new HttpError(413, "payload_too_large", "media.file_too_large", { max: humanReadableSize(maxBytes) });

const MAX_TITLE = 255;
const MAX_FILE_NAME = 255;

/**
 * Reads a multipart upload whose file is in field `file`, with `title` and `folder_id` before or after it.
 * The file goes to `sink` as it arrives (nothing buffered here); what the sink made is handed to `discard`
 * if the request fails afterwards (a late field is invalid, the file was over `maxBytes`). On any failure
 * the rest of the request body is read and dropped, so the client gets the answer instead of a stalled upload.
 */
export async function readUpload<T>(
  request: FastifyRequest,
  maxBytes: number,
  sink: (file: IncomingFile) => Promise<T>,
  discard: (made: T) => Promise<void>,
): Promise<{ fields: UploadFields; made: T; fileName: string }> {
  if (!request.isMultipart()) throw ValidationError.field("file", "validation.required");
  const raw: RawFields = {};
  let received: { made: T; fileName: string } | undefined;
  let truncated = () => false;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1, fields: 10 } })) {
      if (part.type === "field") {
        if (isKnownField(part.fieldname) && typeof part.value === "string") raw[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== "file" || received) {
        part.file.resume();
        continue;
      }
      const file = part.file;
      truncated = () => file.truncated;
      // busboy takes a part typed application/octet-stream for a file even without a file name (typed a string).
      const fileName = cleanFileName(typeof part.filename === "string" ? part.filename : "");
      if (!fileName) throw ValidationError.field("file", "validation.required");
      const made = await sink({ fileName, stream: part.file });
      received = { made, fileName };
      // busboy stops a file at the limit and marks it truncated; what was stored is incomplete.
      if (file.truncated) throw uploadTooLarge(maxBytes);
    }
    if (!received) throw ValidationError.field("file", "validation.required");
    return { fields: parseFields(raw), ...received };
  } catch (error) {
    dropRestOfBody(request);
    if (received) await discard(received.made);
    // A sink that parses (an animation, an SVG) fails on a cut-off file before the size is checked.
    if (truncated() || isMultipartTooLarge(request, error)) throw uploadTooLarge(maxBytes);
    throw error;
  }
}

function isMultipartTooLarge(request: FastifyRequest, error: unknown): boolean {
  const { RequestFileTooLargeError, FilesLimitError } = request.server.multipartErrors;
  return error instanceof RequestFileTooLargeError || error instanceof FilesLimitError;
}

function dropRestOfBody(request: FastifyRequest): void {
  request.raw.unpipe();
  request.raw.resume();
}

/**
 * The name as shown and sent back on download: no control characters (bidirectional ones included, which could
 * show "gnp.exe.png" as "png.exe.png") or path, at most 255 characters.
 */
function cleanFileName(name: string): string {
  const printable = Array.from(stripBidiControls(name))
    .filter((c) => c.charCodeAt(0) >= 0x20 && c !== "\u007f")
    .join("");
  const base = printable.split(/[\\/]/).pop() ?? "";
  const trimmed = base.trim();
  if (trimmed.length <= MAX_FILE_NAME) return trimmed;
  const dot = trimmed.lastIndexOf(".");
  const ext = dot > 0 && trimmed.length - dot <= 16 ? trimmed.slice(dot) : "";
  return trimmed.slice(0, MAX_FILE_NAME - ext.length) + ext;
}

type RawFields = { title?: string; folder_id?: string; reroot?: string };
const isKnownField = (name: string): name is keyof RawFields =>
  name === "title" || name === "folder_id" || name === "reroot";

/** The form fields, checked as the validator checks JSON bodies (multipart uploads bypass it). */
function parseFields(raw: RawFields): UploadFields {
  if (raw.title !== undefined && !isStorableText(raw.title))
    throw ValidationError.field("title", "validation.unstorable_text");
  const title = raw.title === undefined ? undefined : stripBidiControls(raw.title).trim() || undefined;
  if (title && title.length > MAX_TITLE)
    throw ValidationError.field("title", "validation.too_long", { max: MAX_TITLE });
  const folder = raw.folder_id?.trim();
  let folderId: number | null | undefined;
  if (folder === undefined || folder === "" || folder === "null") folderId = null;
  else if (/^[1-9]\d{0,9}$/.test(folder) && Number(folder) <= 2147483647) folderId = Number(folder);
  else throw ValidationError.field("folder_id", "validation.invalid");
  const reroot = raw.reroot?.trim().toLowerCase() ?? "";
  if (!["", "0", "1", "false", "true"].includes(reroot)) throw ValidationError.field("reroot", "validation.invalid");
  return { title, folderId, reroot: reroot === "1" || reroot === "true" };
}
