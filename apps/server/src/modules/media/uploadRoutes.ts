import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { rm, utimes } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import { fileExtension, MEDIA_TYPE, type MediaItem } from "@coursewright/course-model";
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import type { Deps } from "../../deps";
import { requireUser } from "../../http/auth";
import { ValidationError } from "../../http/errors";
import { getSigner } from "../../http/signing";
import type { App } from "../../http/types";
import { UPLOAD_ZIP_PREFIX } from "../../storage/tempCleaner";
import { ScormPackageError } from "../scorm/errors";
import { importScormPackage } from "../scorm/importPackage";
import {
  decodeText,
  fileRefused,
  newMediaKey,
  readCapped,
  removeStored,
  type StoredUpload,
  storeUploadedFile,
  typeTooLarge,
} from "./files";
import { checkLottie } from "./lottie";
import { readUpload, type UploadFields } from "./multipart";
import { presentMediaItem } from "./presenter";
import { insertItem, reserveItemId, scormPrefix } from "./service";
import { ContentMismatchError, contentCheck } from "./sniff";
import { THUMBNAIL_JOB, type ThumbnailJobData } from "./thumbnails";

/**
 * A refused package as a 422 on `file`. A zip that is no package as it stands (no manifest at the top) gets an
 * id of its own, so the upload screen can offer the way out: the package from the manifest's folder
 * (`reroot`), or the zip kept as a document.
 */
function packageRefusal(error: ScormPackageError): ValidationError {
  if (error.messageKey === "scorm.manifest_nested" || error.messageKey === "scorm.manifest_missing")
    return ValidationError.refused("file", error.messageKey.replace(".", "_"), error.messageKey, error.params);
  return ValidationError.field("file", error.messageKey, error.params);
}

/** Animations are parsed whole to be checked; real Lottie files are a few hundred KB. */
export const LOTTIE_MAX_BYTES = 20 * 1024 * 1024;

const multipartSchema = (summary: string) => ({
  tags: ["media library"],
  summary,
  description:
    "multipart/form-data: the file in field `file`; optional `title` (default: the file name) and `folder_id`; " +
    "upload_scorm also takes `reroot` (true: take the package from the folder its imsmanifest.xml is in, as the " +
    "refusal `scorm_manifest_nested` named it).",
  consumes: ["multipart/form-data"],
});

/** The embedded builder's media picker uploads too (http/launchAccess.ts). */
const PICKER = { launch: { areas: ["media"] } } as const;

/** upload_file, upload_json_animation and upload_scorm: multipart uploads that stream, then become media items. */
export function mediaUploadRoutes(app: App, deps: Deps, preHandler: preHandlerAsyncHookHandler[]): void {
  const { config, db, storage, jobs } = deps;
  const maxBytes = config.maxUploadBytes;

  /** Records a stored upload; if that fails (the folder is not the user's), its files go again. */
  async function record(
    request: FastifyRequest,
    reply: FastifyReply,
    upload: { fields: UploadFields; made: StoredUpload; fileName: string },
    extra: { id?: number; scorm?: MediaItem["custom_properties"]["scorm"] } = {},
  ) {
    const { fields, made, fileName } = upload;
    try {
      const row = await insertItem(db, requireUser(request).id, fields.folderId, {
        ...(extra.id === undefined ? {} : { id: extra.id }),
        type: made.type,
        title: fields.title ?? fileName,
        file_name: fileName,
        storage_key: made.key,
        thumb_key: made.thumbKey,
        size: made.size,
        mime_type: made.mimeType,
        custom_properties: extra.scorm ? { ...made.customProperties, scorm: extra.scorm } : made.customProperties,
      });
      if (row.custom_properties.thumbnail === "pending") await queueThumbnail(request, row.id);
      return reply.code(201).send({ data: presentMediaItem(row, await getSigner(db)) });
    } catch (error) {
      await removeStored(storage, made);
      throw error;
    }
  }

  /**
   * The thumbnail is made by a job (thumbnails.ts). A job that cannot be stored leaves the item without a
   * thumbnail, not the upload refused: the library stops waiting for it after a while.
   */
  async function queueThumbnail(request: FastifyRequest, id: number): Promise<void> {
    try {
      await jobs.send<ThumbnailJobData>(THUMBNAIL_JOB, { id });
    } catch (error) {
      request.log.warn({ err: error, mediaItem: id }, "the thumbnail job was not stored");
    }
  }

  app.post(
    "/api/medialibrary/upload_file",
    { schema: multipartSchema("Upload an image, video, audio file or document"), preHandler, config: PICKER },
    async (request, reply) => {
      const userId = requireUser(request).id;
      const upload = await readUpload(
        request,
        maxBytes,
        ({ fileName, stream }) => storeUploadedFile(storage, userId, fileName, stream),
        (made) => removeStored(storage, made),
      );
      return record(request, reply, upload);
    },
  );

  app.post(
    "/api/medialibrary/upload_json_animation",
    { schema: multipartSchema("Upload a Lottie animation (.json)"), preHandler, config: PICKER },
    async (request, reply) => {
      const userId = requireUser(request).id;
      const upload = await readUpload(
        request,
        maxBytes,
        async ({ fileName, stream }): Promise<StoredUpload> => {
          const extension = fileExtension(fileName);
          if (extension !== "json") throw fileRefused(extension, ["json"]);
          // Above MAX_UPLOAD_BYTES busboy cuts the file off and readUpload answers 413.
          const data = await readCapped(stream, LOTTIE_MAX_BYTES, () => typeTooLarge(LOTTIE_MAX_BYTES));
          const lottie = checkLottie(decodeText(data, extension));
          if (!lottie.ok && lottie.reason === "json") throw ValidationError.field("file", "media.animation_json");
          if (!lottie.ok)
            throw ValidationError.field("file", "media.animation_fields", { fields: lottie.missing.join(", ") });
          const key = newMediaKey(userId, extension);
          await storage.put(key, data, "application/json");
          return {
            key,
            thumbKey: null,
            size: data.length,
            type: MEDIA_TYPE.JSON_ANIMATION,
            mimeType: "application/json",
            customProperties: { mime_type: "application/json", width: lottie.width, height: lottie.height },
          };
        },
        (made) => removeStored(storage, made),
      );
      return record(request, reply, upload);
    },
  );

  app.post(
    "/api/medialibrary/upload_scorm",
    { schema: multipartSchema("Upload a SCORM 1.2 or 2004 package (.zip)"), preHandler, config: PICKER },
    async (request, reply) => {
      const userId = requireUser(request).id;
      // yauzl reads a zip by random access, so the upload lands in a temporary file first.
      const upload = await readUpload(
        request,
        maxBytes,
        async ({ fileName, stream }) => {
          const extension = fileExtension(fileName);
          if (extension !== "zip") throw fileRefused(extension, ["zip"]);
          const path = join(tmpdir(), `${UPLOAD_ZIP_PREFIX}${randomBytes(8).toString("hex")}.zip`);
          try {
            await pipeline(stream, contentCheck(extension), createWriteStream(path));
          } catch (error) {
            await rm(path, { force: true });
            if (error instanceof ContentMismatchError) throw ValidationError.field("file", "scorm.not_zip");
            throw error;
          }
          return path;
        },
        (path) => rm(path, { force: true }),
      );
      const zipPath = upload.made;
      try {
        // The package unpacks under its future id; the row appears only once the package is whole.
        const id = await reserveItemId(db);
        const prefix = scormPrefix(id);
        try {
          // Reading the zip leaves its time alone: renewed before each step, so the temp cleaner never takes it
          // for a leftover while it is in use.
          await utimes(zipPath, new Date(), new Date());
          const scorm = await importScormPackage({
            zipPath,
            storage,
            prefix,
            limits: { maxEntries: config.scormMaxEntries, maxUnpackedBytes: config.scormMaxUnpackedBytes },
            reroot: upload.fields.reroot,
            fileName: upload.fileName,
          });
          // The original zip is kept for "download".
          const key = newMediaKey(userId, "zip");
          await utimes(zipPath, new Date(), new Date());
          const { size } = await storage.putStream(key, createReadStream(zipPath));
          const stored: StoredUpload = {
            key,
            thumbKey: null,
            size,
            type: MEDIA_TYPE.SCORM,
            mimeType: "application/zip",
            customProperties: { mime_type: "application/zip" },
          };
          return await record(request, reply, { ...upload, made: stored }, { id, scorm });
        } catch (error) {
          await storage.deletePrefix(prefix);
          if (error instanceof ScormPackageError) throw packageRefusal(error);
          throw error;
        }
      } finally {
        await rm(zipPath, { force: true });
      }
    },
  );
}
