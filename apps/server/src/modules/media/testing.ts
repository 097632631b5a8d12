// Factories and tiny real files for the media library tests.
import { MEDIA_TYPE, type MediaType } from "@coursewright/course-model";
import sharp from "sharp";
import type { Database } from "../../db/open";
import { type MediaFolderRow, type MediaItemRow, mediaFolders, mediaItems } from "../../db/schema";

/** Items straight into the table (listing tests need many, cheaply); created_at one second apart, oldest first. */
export async function insertItems(
  db: Database,
  userId: number,
  count: number,
  options: { type?: MediaType; folderId?: number | null; title?: (i: number) => string } = {},
): Promise<MediaItemRow[]> {
  const base = Date.now() - count * 1000;
  return db
    .insert(mediaItems)
    .values(
      Array.from({ length: count }, (_, i) => ({
        user_id: userId,
        folder_id: options.folderId ?? null,
        type: options.type ?? MEDIA_TYPE.IMAGE,
        title: options.title?.(i) ?? `Item ${i}`,
        file_name: `item-${i}.png`,
        storage_key: `media/${userId}/fake-${i}.png`,
        size: 1000 + i,
        mime_type: "image/png",
        created_at: new Date(base + i * 1000),
      })),
    )
    .returning();
}

export async function insertFolder(
  db: Database,
  userId: number,
  title: string,
  parentId: number | null = null,
): Promise<MediaFolderRow> {
  const [row] = await db.insert(mediaFolders).values({ user_id: userId, title, parent_id: parentId }).returning();
  if (!row) throw new Error("no folder");
  return row;
}

export interface FormPart {
  name: string;
  value: string | Buffer;
  fileName?: string;
  contentType?: string;
}

/** A multipart/form-data body with the parts in the given order. */
export function multipartBody(parts: FormPart[]) {
  const boundary = `----coursewright-${Math.random().toString(36).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.fileName === undefined ? "" : `; filename="${part.fileName}"`}`;
    const type =
      part.fileName === undefined ? "" : `Content-Type: ${part.contentType ?? "application/octet-stream"}\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(typeof part.value === "string" ? Buffer.from(part.value) : part.value);
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

/** A multipart body with one file and optional title / folder_id fields (after the file unless `fieldsFirst`). */
export function fileUpload(
  fileName: string,
  data: Buffer,
  fields: { title?: string; folder_id?: string | number; reroot?: string } = {},
  fieldsFirst = false,
) {
  const fieldParts: FormPart[] = Object.entries(fields).map(([name, value]) => ({ name, value: String(value) }));
  const filePart: FormPart = { name: "file", value: data, fileName };
  return multipartBody(fieldsFirst ? [...fieldParts, filePart] : [filePart, ...fieldParts]);
}

const image = (format: "png" | "jpeg" | "gif", width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: { r: 80, g: 98, b: 254 } } })
    .toFormat(format)
    .toBuffer();

const box = (type: string, payload: Buffer) => {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + payload.length, 0);
  header.write(type, 4, "latin1");
  return Buffer.concat([header, payload]);
};

/** Just enough of each format for the content check (not playable media). */
export const samples = {
  png: () => image("png"),
  jpeg: () => image("jpeg"),
  gif: () => image("gif", 40, 30),
  mp4: () =>
    Buffer.concat([
      box("ftyp", Buffer.from("isom\u0000\u0000\u0002\u0000isomiso2mp41", "latin1")),
      box("free", Buffer.alloc(64)),
    ]),
  m4a: () => box("ftyp", Buffer.from("M4A \u0000\u0000\u0000\u0000M4A mp42", "latin1")),
  webm: () => Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]), Buffer.alloc(64)]),
  mp3: () => Buffer.concat([Buffer.from("ID3\u0004\u0000\u0000\u0000\u0000\u0000\u0000", "latin1"), Buffer.alloc(64)]),
  wav: () => {
    const data = Buffer.alloc(44);
    data.write("RIFF", 0, "latin1");
    data.writeUInt32LE(36, 4);
    data.write("WAVEfmt ", 8, "latin1");
    data.writeUInt32LE(16, 16);
    data.writeUInt16LE(1, 20);
    data.writeUInt16LE(1, 22);
    data.writeUInt32LE(8000, 24);
    data.writeUInt32LE(8000, 28);
    data.writeUInt16LE(1, 32);
    data.writeUInt16LE(8, 34);
    data.write("data", 36, "latin1");
    return data;
  },
  pdf: () => Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"),
  rtf: () => Buffer.from("{\\rtf1\\ansi Hello}"),
  doc: () => Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]),
  txt: () => Buffer.from("Grüße aus dem Kurs\n"),
  json: () => Buffer.from('{"hello": "world"}'),
  svgWithScript: () =>
    Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)">' +
        '<script>alert(2)</script><rect width="10" height="10" fill="red"/></svg>',
    ),
  lottie: () => Buffer.from(JSON.stringify({ v: "5.7.4", fr: 30, ip: 0, op: 60, w: 200, h: 100, layers: [] })),
};
