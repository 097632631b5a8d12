import { idParamSchema, shareIdSchema, updateProgressRequestSchema } from "@coursewright/course-model";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { Deps } from "../../deps";
import { authenticate, optionalAuthenticate, requireSession, requireUser } from "../../http/auth";
import { errors } from "../../http/errors";
import { requestTranslator } from "../../http/i18n";
import { launchCourses } from "../../http/launchCourses";
import { getSigner } from "../../http/signing";
import type { App } from "../../http/types";
import type { JobSender } from "../../jobs/queue";
import { queueAttemptStart, queueScores } from "../lti/gradeLinks";
import { courseUnavailable, playAccess } from "../shares/access";
import { beaconBody, bodyBeaconToken } from "./beaconBody";
import { activeBeaconClaim, type BeaconSession } from "./beaconToken";
import { progressValidatorCompiler } from "./bodyValidator";
import { presentProgress, progressAnswerJson } from "./presenter";
import { createProgressWriter } from "./progressWriter";
import { playerProgressSchema, progressWriteSchema, staleProgressSchema } from "./schemas";
import { loadOrCreateProgress, startAgain } from "./service";

const TAGS = ["course player"];
/** A 2,000-page, 20,000-block progress is a few megabytes; Fastify's default limit is 1 MiB. */
const PROGRESS_BODY_LIMIT = 16 * 1024 * 1024;

/** Progress of a learner in a shared course (issue 5 part 3; spec 3 server form, spec 4 lifecycle). */
export function progressRoutes(app: App, deps: Deps): void {
  const { db, config } = deps;
  const signer = () => getSigner(db);
  const writer = createProgressWriter(db);
  const courseOf = launchCourses(db);

  /**
   * An LTI learner's completion (or new attempt) goes to the platform's grade book (a job); the write stands if
   * queueing fails.
   */
  async function passGradesBack(request: FastifyRequest, jobs: JobSender, progressId: number, restart = false) {
    try {
      await (restart ? queueAttemptStart : queueScores)(db, jobs, progressId);
    } catch (error) {
      request.log.warn({ err: error, progress: progressId }, "queueing the LTI score failed");
    }
  }

  app.get(
    "/api/course_player/get_progress/:courseId",
    {
      schema: {
        tags: TAGS,
        summary: "The signed-in learner's progress in a shared course; the first call creates it empty",
        description:
          "share_id is required: the creator's preview without a share keeps no progress. The answer's " +
          "beacon_token lets navigator.sendBeacon write this row (see update_progress).",
        params: z.object({ courseId: idParamSchema }),
        querystring: z.object({ share_id: shareIdSchema }),
        response: { 200: z.object({ data: playerProgressSchema }) },
      },
      preHandler: authenticate(db),
      config: { quietLog: true, launch: { areas: ["player"], course: courseOf.param("courseId") } },
    },
    async (request, reply) => {
      const { share, course, user } = await playAccess(
        db,
        requireUser(request),
        request.params.courseId,
        request.query.share_id,
      );
      if (!share) throw courseUnavailable();
      const row = await loadOrCreateProgress(db, share, user.id);
      // JSON text made here: Fastify sends a string as it is, past the response schema's serializer (issue 20).
      const json = progressAnswerJson(
        row,
        course.attempts,
        await signer(),
        requireSession(request),
        config.tokenTtlSeconds,
      );
      // (The typed reply takes the schema's object only; these bytes are that object, written by hand.)
      return (reply as FastifyReply).type("application/json; charset=utf-8").send(json);
    },
  );

  /**
   * Who writes: the bearer token's user, or the user a beacon_token of this very row names (while the sign-in
   * it was handed out to lasts), with that sign-in.
   */
  async function writerOf(
    request: FastifyRequest,
    progressId: number,
  ): Promise<{ userId: number; session: BeaconSession }> {
    const token = bodyBeaconToken(request);
    if (token === undefined) {
      const session = requireSession(request);
      return { userId: session.user.id, session };
    }
    const claim = await activeBeaconClaim(db, await signer(), token);
    if (!claim || claim.progressId !== progressId) throw errors.unauthenticated();
    return { userId: claim.userId, session: { tokenId: claim.sessionId, expiresAt: claim.expiresAt } };
  }

  app.post(
    "/api/course_player/update_progress/:progressId",
    {
      bodyLimit: PROGRESS_BODY_LIMIT,
      schema: {
        tags: TAGS,
        summary:
          "Store the learner's progress (one UPDATE, shared by concurrent writes); also the target of sendBeacon",
        description:
          "Authorization: the bearer token, or (beacons send no headers) beacon_token from get_progress in the " +
          "body. The body may come as application/json or as text/plain JSON (a Blob or string beacon). " +
          "A stale write, of another attempt than the stored one or un-completing the stored attempt, changes " +
          "nothing and answers 409 error progress_stale with the stored progress in data.",
        params: z.object({ progressId: idParamSchema }),
        body: updateProgressRequestSchema,
        response: { 200: z.object({ data: progressWriteSchema }), 409: staleProgressSchema },
      },
      validatorCompiler: progressValidatorCompiler,
      preValidation: beaconBody(),
      preHandler: optionalAuthenticate(db),
      config: { launch: { areas: ["player"], course: courseOf.progressParam("progressId") } },
    },
    async (request, reply) => {
      const { progressId } = request.params;
      const { userId, session } = await writerOf(request, progressId);
      const result = await writer.write(progressId, userId, request.body);
      if (result.ok) {
        if (result.row.completed && deps.jobs) await passGradesBack(request, deps.jobs, progressId);
        return { data: result.row };
      }
      request.log.info({ error: "progress_stale", progress: progressId }, "stale progress write ignored");
      return reply.code(409).send({
        message: requestTranslator(request)("errors.progress_stale"),
        error: "progress_stale" as const,
        data: presentProgress(result.stored, result.attempts, await signer(), session, config.tokenTtlSeconds),
      });
    },
  );

  app.post(
    "/api/course_player/start_again/:progressId",
    {
      schema: {
        tags: TAGS,
        summary: "Start the course again: a fresh progress with the attempt number plus one (spec 4)",
        description:
          "Refused with 422 error restart_refused ('course can not be started again', translated) when the course " +
          "is completed and passed or this is the last attempt.",
        params: z.object({ progressId: idParamSchema }),
        response: { 200: z.object({ data: playerProgressSchema }) },
      },
      preHandler: authenticate(db),
      config: { launch: { areas: ["player"], course: courseOf.progressParam("progressId") } },
    },
    async (request) => {
      const session = requireSession(request);
      const { progress, attempts } = await startAgain(db, request.params.progressId, session.user.id);
      if (deps.jobs) await passGradesBack(request, deps.jobs, progress.id, true);
      return { data: presentProgress(progress, attempts, await signer(), session, config.tokenTtlSeconds) };
    },
  );
}
