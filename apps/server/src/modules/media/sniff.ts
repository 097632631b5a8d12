import { Transform, type TransformCallback } from "node:stream";

/** Bytes looked at before deciding; PDF allows its header anywhere in the first kilobyte. */
export const SNIFF_BYTES = 1024;

const ascii = (head: Buffer, offset: number, text: string) =>
  head.length >= offset + text.length && head.toString("latin1", offset, offset + text.length) === text;
const bytes = (head: Buffer, offset: number, values: number[]) =>
  head.length >= offset + values.length && values.every((v, i) => head[offset + i] === v);

const jpeg = (h: Buffer) => bytes(h, 0, [0xff, 0xd8, 0xff]);
const png = (h: Buffer) => bytes(h, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const gif = (h: Buffer) => ascii(h, 0, "GIF87a") || ascii(h, 0, "GIF89a");
/** ISO base media (MP4, M4V, M4A, F4V, 3GP, MOV): a box whose type is ftyp. */
const isoMedia = (h: Buffer) => ascii(h, 4, "ftyp");
/** Older QuickTime files start with another top-level atom. */
const quickTime = (h: Buffer) =>
  isoMedia(h) || ["moov", "mdat", "wide", "free", "skip", "pnot"].some((a) => ascii(h, 4, a));
const ebml = (h: Buffer) => bytes(h, 0, [0x1a, 0x45, 0xdf, 0xa3]);
const ogg = (h: Buffer) => ascii(h, 0, "OggS");
const riff = (form: string) => (h: Buffer) => ascii(h, 0, "RIFF") && ascii(h, 8, form);
const flv = (h: Buffer) => ascii(h, 0, "FLV") && h[3] === 0x01;
// An MP3 is either tagged (ID3v2) or starts with an MPEG audio frame: 11 sync bits set.
const mp3 = (h: Buffer) => ascii(h, 0, "ID3") || (h[0] === 0xff && h[1] !== undefined && (h[1] & 0xe0) === 0xe0);
const pdf = (h: Buffer) => h.subarray(0, SNIFF_BYTES).includes("%PDF-", 0, "latin1");
// Office Open XML, iWork and plain zips are all zips; an empty zip is only its end record.
const zip = (h: Buffer) => bytes(h, 0, [0x50, 0x4b, 0x03, 0x04]) || bytes(h, 0, [0x50, 0x4b, 0x05, 0x06]);
const ole = (h: Buffer) => bytes(h, 0, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const rtf = (h: Buffer) => ascii(h, 0, "{\\rtf");

/** What the content of a file must look like, by lower-cased extension; "text" is checked as UTF-8 throughout. */
const SIGNATURES: Record<string, ((head: Buffer) => boolean) | "text"> = {
  jpg: jpeg,
  jpeg: jpeg,
  png,
  gif,
  mp4: isoMedia,
  m4v: isoMedia,
  f4v: isoMedia,
  m4a: isoMedia,
  mov: quickTime,
  qt: quickTime,
  mkv: ebml,
  webm: ebml,
  ogv: ogg,
  avi: riff("AVI "),
  wav: riff("WAVE"),
  flv,
  mp3,
  pdf,
  zip,
  docx: zip,
  xlsx: zip,
  pptx: zip,
  pages: zip,
  numbers: zip,
  doc: ole,
  xls: ole,
  ppt: ole,
  rtf,
  txt: "text",
  json: "text",
  svg: "text",
};

/** Whether the first bytes of a file are what its extension promises (true for unknown extensions: none here). */
export function headMatches(extension: string, head: Buffer): boolean {
  const check = SIGNATURES[extension];
  if (check === undefined) return false;
  if (check === "text") return !head.includes(0);
  return check(head);
}

export function isTextExtension(extension: string): boolean {
  return SIGNATURES[extension] === "text";
}

/** The content is not what the extension says; the upload route answers 422 errors.file. */
export class ContentMismatchError extends Error {
  constructor(readonly extension: string) {
    super(`content does not match .${extension}`);
    this.name = "ContentMismatchError";
  }
}

/**
 * A pass-through stream that holds back the first SNIFF_BYTES, checks them against the extension and fails
 * with ContentMismatchError on a mismatch; text types are also decoded as UTF-8 to the end (no NUL bytes).
 * Nothing but that first kilobyte is ever held.
 */
export function contentCheck(extension: string): Transform {
  const text = isTextExtension(extension);
  const decoder = text ? new TextDecoder("utf-8", { fatal: true }) : null;
  let held: Buffer[] = [];
  let heldBytes = 0;
  let decided = false;

  const decide = (stream: Transform): boolean => {
    decided = true;
    const head = Buffer.concat(held);
    held = [];
    if (!headMatches(extension, head)) return false;
    if (head.length > 0) stream.push(head);
    return true;
  };
  const textOk = (chunk: Buffer, last: boolean) => {
    if (!decoder) return true;
    if (chunk.includes(0)) return false;
    try {
      decoder.decode(chunk, { stream: !last });
      return true;
    } catch {
      return false;
    }
  };

  return new Transform({
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      if (!textOk(chunk, false)) return callback(new ContentMismatchError(extension));
      if (decided) return callback(null, chunk);
      held.push(chunk);
      heldBytes += chunk.length;
      if (heldBytes < SNIFF_BYTES) return callback();
      callback(decide(this) ? null : new ContentMismatchError(extension));
    },
    flush(callback: TransformCallback) {
      if (!textOk(Buffer.alloc(0), true)) return callback(new ContentMismatchError(extension));
      if (!decided && !decide(this)) return callback(new ContentMismatchError(extension));
      callback();
    },
  });
}
