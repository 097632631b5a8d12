import { redeemedLaunchSchema, redeemLaunchRequestSchema } from "@coursewright/course-model";
import { z } from "zod";
import type { Deps } from "../../deps";
import { getSigner } from "../../http/signing";
import type { App } from "../../http/types";
import { redeemLaunch } from "./redeem";

/** The embedded player and builder sign in by redeeming the launch in their URL (no account, no password). */
export function redeemRoutes(app: App, deps: Deps): void {
  const { config, db } = deps;
  app.post(
    "/api/integration_launches/redeem",
    {
      schema: {
        tags: ["integrations"],
        summary: "Redeem a launch for an access token (the embedded player or builder calls it first)",
        description:
          "A player launch signs in the integration's learner for its integration_user_id (the launch's own, else " +
          "the body's, else `anonymous`), created on first use, and answers the integration's share of the " +
          "course for every player call. A builder launch signs in the course's creator for two hours. " +
          "Either sign-in is held to its launch: the player (or the builder, its preview and the media library " +
          "picker) of that one course, and the user's own account read; anything else answers 403 " +
          "launch_scope. It ends with the launch at the latest. " +
          "401 for a forged, malformed or expired launch; 404 course_unavailable when the integration was " +
          "revoked or the course deleted; 429 after RATE_LIMIT_LAUNCH_MAX redeems from one address in a minute.",
        body: redeemLaunchRequestSchema,
        response: { 200: z.object({ data: redeemedLaunchSchema }) },
      },
      // Every SCORM package of a course carries the same launch: one address cannot sign in learners in bulk.
      config: { rateLimit: { max: config.rateLimitLaunchMax, timeWindow: 60_000 } },
    },
    async (request) => ({
      data: await redeemLaunch(db, await getSigner(db), request.body, config.tokenTtlSeconds),
    }),
  );
}
