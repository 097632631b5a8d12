import { recordSessionRequestSchema } from "@coursewright/course-model";
import { and, eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { courseProgresses } from "../../db/schema";
import type { Deps } from "../../deps";
import { optionalAuthenticate } from "../../http/auth";
import { errors } from "../../http/errors";
import { launchCourses } from "../../http/launchCourses";
import { authorize } from "../../http/policies";
import { getSigner } from "../../http/signing";
import type { App } from "../../http/types";
import { beaconBody, bodyBeaconToken } from "../progress/beaconBody";
import { activeBeaconClaim } from "../progress/beaconToken";
import { activeShare, maySharePlay } from "../shares/access";
import { bundledGeoDataDir, createCityLookup } from "./cityLookup";
import { recordSession } from "./service";
import { parseUserAgent } from "./userAgent";

/** The analytics beacon of the player (spec 3 Analytics session, spec 4: a session per player run). */
export function analyticsRoutes(app: App, deps: Deps): void {
  const { db, config } = deps;
  const cities = createCityLookup(config.geoipDataDir ?? bundledGeoDataDir(), (error) =>
    app.log.warn({ err: error }, "city lookup unavailable: sessions get the city 'Undefined'"),
  );
  app.addHook("onClose", () => cities.close());

  /**
   * The learner the session belongs to: the bearer token's user, who may play the share, or the user of the
   * beacon_token's progress row in this very share (beacons send no Authorization header).
   */
  async function sessionOwner(request: FastifyRequest, shareId: string) {
    const { share, course } = await activeShare(db, shareId);
    const token = bodyBeaconToken(request);
    if (token !== undefined) {
      const claim = await activeBeaconClaim(db, await getSigner(db), token);
      if (!claim) throw errors.unauthenticated();
      const [row] = await db
        .select({ id: courseProgresses.id })
        .from(courseProgresses)
        .where(
          and(
            eq(courseProgresses.id, claim.progressId),
            eq(courseProgresses.user_id, claim.userId),
            eq(courseProgresses.share_id, share.id),
          ),
        );
      authorize(row !== undefined);
      return { courseId: course.id, userId: claim.userId };
    }
    const user = request.session?.user;
    if (!user) throw errors.unauthenticated();
    authorize(await maySharePlay(db, user, share, course));
    return { courseId: course.id, userId: user.id };
  }

  app.post(
    "/api/course_player/record_course_session",
    {
      schema: {
        tags: ["course player"],
        summary: "Record a player session and its page sessions (a beacon when the player closes)",
        description:
          "JSON, text/plain JSON, URL-encoded or multipart form data (page_sessions then as JSON text). Dates in " +
          "ISO 8601 or 'DD.MM.YYYY HH:mm:ss' UTC. Authorization: the bearer token, or beacon_token (from get_progress) " +
          "in the body. The server fills ip from the request, browser and os from the User-Agent and city from a " +
          "local lookup ('Undefined' when unknown); values sent for them are ignored.",
        body: recordSessionRequestSchema,
        response: { 204: z.null().describe("Recorded") },
      },
      preValidation: beaconBody({ jsonFields: ["page_sessions"] }),
      preHandler: optionalAuthenticate(db),
      config: { launch: { areas: ["player"], course: launchCourses(db).shareBody("share_id") } },
    },
    async (request, reply) => {
      const owner = await sessionOwner(request, request.body.share_id);
      await recordSession(db, request.body, {
        ...owner,
        ip: request.ip,
        city: await cities.cityOf(request.ip),
        ...parseUserAgent(request.headers["user-agent"]),
      });
      return reply.code(204).send(null);
    },
  );
}
