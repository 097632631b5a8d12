import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { type MediaItemRow, mediaItems } from "../db/schema";
import { storeUploadedFile } from "../modules/media/files";
import { loadSharp } from "../modules/media/loadSharp";
import { insertItem } from "../modules/media/service";
import { makeThumbnail } from "../modules/media/thumbnails";
import type { FileStorage } from "../storage/FileStorage";
import type { Database } from "./open";

/** An SVG drawing made a PNG (sharp renders it), so the demo has pictures without shipping any. */
async function png(width: number, height: number, body: string): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const gradient = (id: string, from: string, to: string) =>
  `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`;

/** The demo hub's pictures: a cover, a logo and a banner, as the creator's library images. */
export const DEMO_PICTURES = {
  cover: () =>
    png(
      1600,
      600,
      `${gradient("g", "#5062fe", "#12b886")}<rect width="1600" height="600" fill="url(#g)"/>` +
        `<circle cx="1320" cy="140" r="220" fill="#ffffff" fill-opacity="0.12"/>` +
        `<circle cx="220" cy="520" r="160" fill="#ffffff" fill-opacity="0.10"/>`,
    ),
  logo: () =>
    png(
      256,
      256,
      `${gradient("g", "#ffffff", "#dbe4ff")}<rect width="256" height="256" rx="48" fill="url(#g)"/>` +
        `<path d="M64 92 L128 60 L192 92 L128 124 Z" fill="#5062fe"/><path d="M88 116 v44 q40 28 80 0 v-44 l-40 20 Z" fill="#3b4cca"/>`,
    ),
  banner: () =>
    png(
      1200,
      400,
      `${gradient("g", "#f08c00", "#e64980")}<rect width="1200" height="400" fill="url(#g)"/>` +
        `<rect x="80" y="80" width="420" height="240" rx="24" fill="#ffffff" fill-opacity="0.18"/>`,
    ),
};

/** Stores a picture in the creator's library as an upload would (with its thumbnail). */
export async function addPicture(
  db: Database,
  storage: FileStorage,
  userId: number,
  title: string,
  data: Buffer,
): Promise<MediaItemRow> {
  const fileName = `${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}.png`;
  const stored = await storeUploadedFile(storage, userId, fileName, Readable.from([data]));
  const row = await insertItem(db, userId, null, {
    type: stored.type,
    title,
    file_name: fileName,
    storage_key: stored.key,
    thumb_key: stored.thumbKey,
    size: stored.size,
    mime_type: stored.mimeType,
    custom_properties: stored.customProperties,
  });
  // Seeding waits for the thumbnail rather than leaving it to the queue.
  await makeThumbnail({ db, storage, logger: silent, ffmpegPath: "ffmpeg" }, row.id);
  const [made] = await db.select().from(mediaItems).where(eq(mediaItems.id, row.id));
  return made ?? row;
}

const silent = { info() {}, warn() {}, error() {} };
