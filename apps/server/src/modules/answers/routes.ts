import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import { fileExtension, idParamSchema, shareIdSchema } from "@coursewright/course-model";
import { eq } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { answerFiles, courses, pageBlocks } from "../../db/schema";
import type { Deps } from "../../deps";
import { authenticate, optionalAuthenticate, requireUser } from "../../http/auth";
import { errors, ValidationError } from "../../http/errors";
import { launchCourses } from "../../http/launchCourses";
import { getSigner } from "../../http/signing";
import type { App } from "../../http/types";
import { contentMismatch, fileRefused } from "../media/files";
import { readUpload } from "../media/multipart";
import { parseRange, rangeNotSatisfiable } from "../media/serve";
import { playAccess, sessionUser } from "../shares/access";
import { ANSWER_EXTENSIONS, type AnswerKind, answerFormat, answerKindOfBlock, readHead } from "./formats";
import { answerFileSignatureData, presentAnswerFile } from "./presenter";

const TAGS = ["course player"];

const answerFileSchema = z.object({
  media_id: z.number().int(),
  url: z.string(),
  mime_type: z.string(),
  size: z.number().int(),
});

interface StoredAnswer {
  key: string;
  mimeType: string;
  size: number;
}

/** Audio and video answers of the player (issue 6): the upload, and the file for its learner and the creator. */
export function answerRoutes(app: App, deps: Deps): void {
  const { db, storage, config } = deps;
  const maxBytes = config.maxAnswerUploadBytes;
  const courseOf = launchCourses(db);

  /** The recording, checked by its first bytes while it streams to storage. */
  async function store(kind: AnswerKind, prefix: string, fileName: string, stream: Readable): Promise<StoredAnswer> {
    const { head, rest } = await readHead(stream);
    const format = answerFormat(kind, head);
    if (!format) {
      stream.resume();
      const extension = fileExtension(fileName);
      const allowed = ANSWER_EXTENSIONS[kind];
      throw allowed.includes(extension) ? contentMismatch(extension) : fileRefused(extension, allowed);
    }
    const key = `${prefix}/${randomUUID()}.${format.extension}`;
    const { size } = await storage.putStream(key, rest);
    return { key, mimeType: format.mimeType, size };
  }

  app.post(
    "/api/course_player/upload_answer_file",
    {
      schema: {
        tags: TAGS,
        summary: "Upload the recording that answers an audio or video question",
        description:
          "multipart/form-data with the file in field `file`. The caller must be signed in and may play the block's " +
          "course (share_id for a learner; the creator previews without it). The block must be quiz_audio_answer " +
          "(webm, ogg, mp3, m4a, wav) or quiz_video_answer (webm, mp4, mov), told by the file's content. Larger than " +
          "MAX_ANSWER_UPLOAD_BYTES: 413. media_id is the answer's { media_id }; url is signed for <audio>/<video>.",
        consumes: ["multipart/form-data"],
        querystring: z.object({
          block_id: idParamSchema,
          share_id: shareIdSchema.optional(),
          duration_seconds: z.coerce.number().int().min(0).max(2147483647).optional(),
        }),
        response: { 201: z.object({ data: answerFileSchema }) },
      },
      preHandler: authenticate(db),
      config: { launch: { areas: ["player", "preview"], course: courseOf.blockQuery("block_id") } },
    },
    async (request, reply) => {
      const { block_id, share_id, duration_seconds } = request.query;
      let kind: AnswerKind;
      let access: Awaited<ReturnType<typeof playAccess>>;
      try {
        const [block] = await db
          .select({ course_id: pageBlocks.course_id, type: pageBlocks.type })
          .from(pageBlocks)
          .where(eq(pageBlocks.id, block_id));
        if (!block) throw errors.notFound();
        access = await playAccess(db, requireUser(request), block.course_id, share_id);
        const found = answerKindOfBlock(block.type);
        if (!found) throw ValidationError.field("block_id", "validation.invalid");
        kind = found;
      } catch (error) {
        // The file is not wanted: read and drop it, so the client gets the answer instead of a stalled upload.
        request.raw.resume();
        throw error;
      }
      const { user, course, share } = access;
      const prefix = `answers/${course.id}/${user.id}`;
      const { made } = await readUpload(
        request,
        maxBytes,
        ({ fileName, stream }) => store(kind, prefix, fileName, stream),
        (stored) => storage.delete(stored.key),
      );
      try {
        const [row] = await db
          .insert(answerFiles)
          .values({
            course_id: course.id,
            block_id,
            user_id: user.id,
            share_id: share?.id ?? null,
            storage_key: made.key,
            mime_type: made.mimeType,
            size: made.size,
            duration_seconds: duration_seconds ?? null,
          })
          .returning();
        if (!row) throw new Error("answer file row not inserted");
        return reply.code(201).send({ data: presentAnswerFile(row, await getSigner(db)) });
      } catch (error) {
        await storage.delete(made.key);
        throw error;
      }
    },
  );

  app.get(
    "/api/course_player/answer_files/:id",
    {
      schema: {
        tags: TAGS,
        summary: "The recording of an audio or video answer, with byte ranges",
        description:
          "With exp and sig (the signed url of upload_answer_file) for whoever holds the link; else with the " +
          "bearer token of the learner who recorded it or of the course's creator (anyone else 403).",
        params: z.object({ id: idParamSchema }),
        // Everything optional: a link without a valid signature answers 403, whatever is missing from it.
        querystring: z.object({ exp: z.string().max(20).optional(), sig: z.string().max(100).optional() }),
      },
      preHandler: optionalAuthenticate(db),
      // A launched learner's own recordings; not the builder launch's (the course's learners' voices are not the
      // LMS author's to hear), whose preview plays its recordings by their signed links.
      config: { launch: { areas: ["player"], course: courseOf.answerFileParam("id") } },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { exp, sig } = request.query;
      if (exp !== undefined || sig !== undefined) {
        const expiry = Number(exp);
        if (!exp || !sig || !Number.isSafeInteger(expiry) || expiry * 1000 < Date.now()) throw errors.forbidden();
        if (!(await getSigner(db)).verify(answerFileSignatureData(id, expiry), sig)) throw errors.forbidden();
      }
      const [row] = await db
        .select({ file: answerFiles, owner_id: courses.user_id })
        .from(answerFiles)
        .innerJoin(courses, eq(courses.id, answerFiles.course_id))
        .where(eq(answerFiles.id, id));
      if (sig === undefined) {
        const user = sessionUser(request);
        if (!user) throw errors.unauthenticated();
        if (!row) throw errors.notFound();
        if (row.file.user_id !== user.id && row.owner_id !== user.id) throw errors.forbidden();
      }
      if (!row) throw errors.notFound();
      return sendStored(request, reply, row.file.storage_key, row.file.mime_type);
    },
  );

  /** The stored file, whole or one byte range, with validators for caching. */
  async function sendStored(request: FastifyRequest, reply: FastifyReply, key: string, mimeType: string) {
    const info = await storage.stat(key);
    if (!info) throw errors.notFound();
    const etag = `"${info.size.toString(16)}-${info.modifiedAt.getTime().toString(16)}"`;
    reply
      .header("etag", etag)
      .header("last-modified", info.modifiedAt.toUTCString())
      .header("cache-control", "private, max-age=3600")
      .header("accept-ranges", "bytes")
      .header("x-content-type-options", "nosniff");
    const ifRange = request.headers["if-range"];
    const range = ifRange && ifRange !== etag ? undefined : parseRange(request.headers.range, info.size);
    if (range === null) {
      reply.header("content-range", `bytes */${info.size}`);
      throw rangeNotSatisfiable();
    }
    const file = await storage.get(key, range);
    if (!file) throw errors.notFound();
    reply.type(mimeType);
    if (range) {
      reply.code(206).header("content-range", `bytes ${range.start}-${range.end}/${file.size}`);
      reply.header("content-length", range.end - range.start + 1);
    } else {
      reply.header("content-length", file.size);
    }
    return reply.send(file.body);
  }
}
