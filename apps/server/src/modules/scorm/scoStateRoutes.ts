import {
  idParamSchema,
  objectiveStateSchema,
  SCORM_CMI_MAX_CHARS,
  SHARED_STORE_MAX_CHARS,
  sequencingStateSchema,
  shareIdSchema,
} from "@coursewright/course-model";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import type { Deps } from "../../deps";
import { authenticate, optionalAuthenticate, requireSession, requireUser } from "../../http/auth";
import { errors } from "../../http/errors";
import { launchCourses } from "../../http/launchCourses";
import { getSigner } from "../../http/signing";
import type { App } from "../../http/types";
import { beaconBody, bodyBeaconToken } from "../progress/beaconBody";
import { activeBeaconClaim, issueBeaconToken } from "../progress/beaconToken";
import { loadOrCreateProgress, ownProgress } from "../progress/service";
import { courseUnavailable, playAccess } from "../shares/access";
import { learnerGlobals } from "./globalObjectives";
import { blockPackage, launchStates, scormLearner, storedSequencing, storeScoState } from "./scoStates";

const TAGS = ["course player"];
/** The CMI data's own bound is SCORM_CMI_MAX_CHARS; the body adds the token and a few ids. */
const BODY_LIMIT = SCORM_CMI_MAX_CHARS * 4 + 16 * 1024;

const cmiSchema = z
  .record(z.string().max(64), z.unknown())
  .describe("The SCO's whole CMI data model as the runtime renders it (the part under cmi)");

/**
 * SCORM data kept between launches (issue 16 item 1): the player reads every SCO's launch data of a SCORM block
 * in the learner's current attempt, and the launcher (by beacon, as the page may be closing) or the player
 * writes what a SCO wrote at its commits and its finish.
 */
export function scoStateRoutes(app: App, deps: Deps): void {
  const { db, config } = deps;
  const courseOf = launchCourses(db);

  app.get(
    "/api/course_player/scorm_cmi/:blockMediaId",
    {
      schema: {
        tags: TAGS,
        summary: "Launch data of every SCO of a SCORM block in the signed-in learner's current attempt",
        description:
          "share_id is required: the creator's preview without a share keeps SCORM data in the browser. Each SCO's " +
          "cmi is what it wrote last, with cmi.entry (ab-initio, resume after exit suspend, else empty), " +
          "cmi.total_time (grown by the session time) and the learner's id and name as the LMS sets them. " +
          "beacon_token lets the launcher write (POST scorm_cmi/{progress_id}) without the bearer token.",
        params: z.object({ blockMediaId: idParamSchema }),
        querystring: z.object({ share_id: shareIdSchema }),
        response: {
          200: z.object({
            data: z.object({
              progress_id: z.number().int(),
              attempt_number: z.number().int(),
              version: z.enum(["1.2", "2004"]),
              beacon_token: z.string(),
              learner: z.object({ id: z.string(), name: z.string() }),
              scos: z.array(
                z.object({
                  identifier: z.string(),
                  cmi: z.record(z.string(), z.unknown()),
                  generation: z.number().int().describe("Send it with the SCO's writes; raise it to reset the SCO"),
                }),
              ),
              shared_data: z
                .record(z.string(), z.string())
                .describe("SCORM 2004 4th Edition shared data stores (adl.data) by target id"),
              sequencing: sequencingStateSchema
                .nullable()
                .describe('The package\'s sequencing state (written with sco "#sequencing"), null before any'),
              global_objectives: z
                .record(z.string(), objectiveStateSchema)
                .describe(
                  "The learner's global objectives this package maps, shared across their packages " +
                    '(adlseq:objectivesGlobalToSystem); none for a package that sets it "false"',
                ),
            }),
          }),
        },
      },
      preHandler: authenticate(db),
      config: { launch: { areas: ["player"], course: courseOf.blockMediaParam("blockMediaId") } },
    },
    async (request) => {
      const pkg = await blockPackage(db, request.params.blockMediaId, null);
      if (!pkg) throw errors.notFound();
      const { share, user } = await playAccess(db, requireUser(request), pkg.course_id, request.query.share_id);
      if (!share) throw courseUnavailable();
      const progress = await loadOrCreateProgress(db, share, user.id);
      const learner = scormLearner(user);
      const { scos, shared } = await launchStates(db, progress, request.params.blockMediaId, pkg.info, learner);
      const sequencing = pkg.info.tree ? await storedSequencing(db, progress, request.params.blockMediaId) : null;
      const beacon = issueBeaconToken(
        await getSigner(db),
        { progressId: progress.id, userId: user.id },
        requireSession(request),
        config.tokenTtlSeconds,
      );
      return {
        data: {
          progress_id: progress.id,
          attempt_number: progress.current_attempt_number,
          version: pkg.info.version,
          beacon_token: beacon.token,
          learner,
          scos,
          shared_data: shared,
          sequencing,
          global_objectives: await learnerGlobals(db, user.id, pkg.info),
        },
      };
    },
  );

  /** The bearer token's user, or the user a beacon_token of this progress row names. */
  async function writerOf(request: FastifyRequest, progressId: number): Promise<number> {
    const token = bodyBeaconToken(request);
    if (token === undefined) return requireUser(request).id;
    const claim = await activeBeaconClaim(db, await getSigner(db), token);
    if (!claim || claim.progressId !== progressId) throw errors.unauthenticated();
    return claim.userId;
  }

  app.post(
    "/api/course_player/scorm_cmi/:progressId",
    {
      bodyLimit: BODY_LIMIT,
      schema: {
        tags: TAGS,
        summary: "Keep what a SCO of a SCORM block wrote, in the learner's current attempt; also a sendBeacon target",
        description:
          "Authorization: the bearer token, or beacon_token from GET scorm_cmi in the body (application/json or " +
          'text/plain JSON). sco "#sequencing" keeps the package\'s sequencing state (its shape checked). ' +
          "422 for a SCO the package does not have, suspend_data longer than the version allows " +
          "(1.2: 4,096 characters, 2004: 64,000), CMI data over 256 KiB or a shared data store (adl.data) the " +
          "SCO's manifest map does not let it write; 409 progress_stale when attempt_number is not the row's " +
          "current attempt or generation is older than the SCO's (a new attempt on its activity reset it: the " +
          "reset is a write of {} with the next generation); 409 scorm_attempt_limit when generation would be an " +
          "attempt past the activity's imsss:attemptLimit (generation n is attempt n + 1; attempts are counted " +
          "within the course's attempt).",
        params: z.object({ progressId: idParamSchema }),
        body: z.object({
          block_media_id: z.number().int().min(1).max(2_147_483_647),
          sco: z.string().min(1).max(255),
          attempt_number: z.number().int().min(0).max(1_000_000),
          cmi: cmiSchema,
          generation: z.number().int().min(0).max(1_000_000).optional(),
          shared: z
            .record(z.string().min(1).max(4000), z.string().max(SHARED_STORE_MAX_CHARS))
            .refine((stores) => Object.keys(stores).length <= 100, "validation.invalid")
            .optional()
            .describe("Shared data stores the SCO wrote (adl.data.n.store by target id)"),
          global_objectives: z
            .record(z.string().min(1).max(4000), objectiveStateSchema)
            .refine((values) => Object.keys(values).length <= 1000, "validation.invalid")
            .optional()
            .describe(
              'With sco "#sequencing" only: the fields of the learner\'s shared global objectives the package ' +
                "changed, merged into the learner's (other fields and objectives stay); 422 for an objective the " +
                'package does not map or one that sets objectivesGlobalToSystem="false"',
            ),
        }),
        response: { 200: z.object({ data: z.object({ sco: z.string(), attempt_number: z.number().int() }) }) },
      },
      // The package's launcher sends its beacons from the content origin: with the app's same-origin resource
      // policy Chromium reports every answer as blocked (the write itself lands). The answer holds nothing secret
      // and CORS still keeps other origins from reading it.
      onRequest: (_request, reply, done) => {
        reply.header("cross-origin-resource-policy", "cross-origin");
        done();
      },
      preValidation: beaconBody(),
      preHandler: optionalAuthenticate(db),
      config: { launch: { areas: ["player"], course: courseOf.progressParam("progressId") } },
    },
    async (request) => {
      const { progressId } = request.params;
      const userId = await writerOf(request, progressId);
      const { progress } = await ownProgress(db, progressId, userId);
      await storeScoState(db, progress, request.body);
      return { data: { sco: request.body.sco, attempt_number: request.body.attempt_number } };
    },
  );
}
