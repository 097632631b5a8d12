import { buffer } from "node:stream/consumers";
import { MEDIA_TYPE, type MediaType } from "@coursewright/course-model";
import { eq, sql } from "drizzle-orm";
import { announceChange } from "../../cache/changes";
import type { Database } from "../../db/open";
import { mediaItems } from "../../db/schema";
import type { JobLogger } from "../../jobs/embeddedQueue";
import type { JobDefinition, JobPolicy } from "../../jobs/queue";
import type { FileStorage } from "../../storage/FileStorage";
import { loadSharp } from "./loadSharp";
import { ffmpegAvailable, posterFrame } from "./posterFrame";

export const THUMB_SIZE = 400;
/** Larger images are kept without thumbnail: decoding them would take too much memory. */
export const THUMB_SOURCE_MAX_BYTES = 64 * 1024 * 1024;

export const THUMBNAIL_JOB = "media-thumbnail";
export interface ThumbnailJobData {
  /** The media item. */
  id: number;
}

/** The thumbnail's key follows from the file's, so a job that runs twice writes the same object twice. */
export const thumbKeyOf = (storageKey: string) => storageKey.replace(/\.[^.]+$/, ".thumb.webp");

/** Whether an upload of this type and size gets a thumbnail job (and `thumbnail: "pending"` meanwhile). */
export function thumbnailWanted(type: MediaType, size: number): boolean {
  return (type === MEDIA_TYPE.IMAGE && size <= THUMB_SOURCE_MAX_BYTES) || type === MEDIA_TYPE.VIDEO_FILE;
}

export interface ThumbnailDeps {
  db: Database;
  storage: FileStorage;
  logger: JobLogger;
  ffmpegPath: string;
}

export type ThumbnailOutcome = "made" | "failed" | "skipped" | "gone" | "done";

const resized = async (source: Buffer) =>
  (await loadSharp())(source)
    .rotate()
    .resize(THUMB_SIZE, THUMB_SIZE, { fit: "inside", withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer();

/** Loggers told that ffmpeg is missing: once each is enough. */
const toldNoFfmpeg = new WeakSet<object>();

/**
 * Makes the WebP thumbnail of an image, or the poster frame of a video, of the media item `id` whose thumbnail is
 * pending. Idempotent: the thumbnail goes to a key derived from the file's (a rerun overwrites it) and the row is
 * only updated; an item whose thumbnail is no longer pending is left alone. A file that cannot be decoded marks
 * the thumbnail "failed" (the library shows the type icon); storage errors throw, so the job is retried.
 */
export async function makeThumbnail(deps: ThumbnailDeps, id: number): Promise<ThumbnailOutcome> {
  const { db, storage } = deps;
  const [row] = await db.select().from(mediaItems).where(eq(mediaItems.id, id)).limit(1);
  if (!row?.storage_key) return "gone";
  if (row.custom_properties.thumbnail !== "pending") return "done";

  let thumb: Buffer | null = null;
  if (row.type === MEDIA_TYPE.VIDEO_FILE) {
    if (!(await ffmpegAvailable(deps.ffmpegPath))) {
      if (!toldNoFfmpeg.has(deps.logger)) {
        toldNoFfmpeg.add(deps.logger);
        deps.logger.warn(
          { ffmpegPath: deps.ffmpegPath },
          "ffmpeg was not found (install Debian's ffmpeg package or set FFMPEG_PATH): videos get no poster frame",
        );
      }
      return (await settle(db, id, null)) ? "skipped" : "gone";
    }
    const frame = await posterFrame(storage, row.storage_key, deps.ffmpegPath);
    thumb = frame ? await resized(frame).catch(() => null) : null;
  } else {
    const file = await storage.get(row.storage_key);
    if (!file) return "gone";
    thumb = await resized(await buffer(file.body)).catch(() => null);
  }
  if (thumb === null) return (await settle(db, id, null, "failed")) ? "failed" : "gone";

  const thumbKey = thumbKeyOf(row.storage_key);
  await storage.put(thumbKey, thumb, "image/webp");
  // Deleted meanwhile: the deletion did not know of this thumbnail, so it goes here.
  if (!(await settle(db, id, thumbKey))) {
    await storage.delete(thumbKey);
    return "gone";
  }
  return "made";
}

/** Records the outcome: the thumbnail's key, or none (failed, or skipped without ffmpeg). False: the item is gone. */
async function settle(db: Database, id: number, thumbKey: string | null, state?: "failed"): Promise<boolean> {
  const properties = state
    ? sql`jsonb_set(${mediaItems.custom_properties}, '{thumbnail}', ${JSON.stringify(state)}::jsonb)`
    : sql`${mediaItems.custom_properties} - 'thumbnail'`;
  const [row] = await db
    .update(mediaItems)
    .set({ thumb_key: thumbKey, custom_properties: properties, updated_at: new Date() })
    .where(eq(mediaItems.id, id))
    .returning({ userId: mediaItems.user_id });
  // Player answers that show the item carry its thumbnail's address: they are built again.
  if (row) announceChange("media_owner", row.userId);
  return row !== undefined;
}

const POLICY: JobPolicy = {
  retryLimit: 3,
  retryDelaySeconds: 10,
  retryBackoff: true,
  // ffmpeg is cut off after 2 minutes per frame; copying a large video to the temp folder comes before.
  expireInSeconds: 900,
  policy: "standard",
};

export function thumbnailJob(deps: ThumbnailDeps): JobDefinition<ThumbnailJobData> {
  return {
    name: THUMBNAIL_JOB,
    policy: POLICY,
    async run(data, job) {
      try {
        const outcome = await makeThumbnail(deps, data.id);
        if (outcome === "failed") deps.logger.info({ mediaItem: data.id }, "the media file gave no thumbnail");
      } catch (error) {
        // The last try: the library stops waiting for a thumbnail that will not come.
        if (job.retryCount >= POLICY.retryLimit) {
          await settle(deps.db, data.id, null, "failed").catch(() => {});
        }
        throw error;
      }
    },
  };
}
