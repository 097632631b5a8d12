import { idParamSchema, ltiRosterContextSchema, ltiRosterSchema } from "@coursewright/course-model";
import { z } from "zod";
import type { Deps } from "../../deps";
import { authenticate, requireUser } from "../../http/auth";
import { loggedOutboundFetch } from "../../http/outbound/client";
import { requirePermission } from "../../http/policies";
import type { App } from "../../http/types";
import { contextRoster, listRosterContexts } from "./nrps";

const TAGS = ["reports", "lti"];

/**
 * The LMS rosters of the reports (LTI Names and Role Provisioning): the contexts that launched the creator's
 * courses with the NRPS claim, and a context's learners read from the platform on demand, who has not started
 * first. On the primary database: reading a roster may store the tool key its token assertion is signed with.
 */
export function rosterRoutes(app: App, deps: Deps): void {
  const { db } = deps;
  const send = loggedOutboundFetch(deps.config.outbound, app.log);
  const preHandler = [authenticate(db), requirePermission("create_course")];

  app.get(
    "/api/reports/lti_rosters",
    {
      schema: {
        tags: TAGS,
        summary: "The LMS courses (LTI contexts) whose roster the creator can read, the latest launched first",
        description: "course_id keeps those that opened this course. Only the creator's own platforms are listed.",
        querystring: z.object({ course_id: idParamSchema.optional() }),
        response: { 200: z.object({ data: z.array(ltiRosterContextSchema) }) },
      },
      preHandler,
    },
    async (request) => ({ data: await listRosterContexts(db, requireUser(request).id, request.query.course_id) }),
  );

  app.get(
    "/api/reports/lti_rosters/:id",
    {
      schema: {
        tags: TAGS,
        summary: "An LMS course's learners, read from the platform now (NRPS 2.0), each with their progress here",
        description:
          "The tool asks the platform's token endpoint for the contextmembership.readonly scope and follows the " +
          'roster\'s `Link: rel="next"` pages. 502 lti_roster_unavailable when the platform does not answer or ' +
          "refuses, 502 lti_roster_refused when its address is not one this server calls (a private network's, with " +
          "OUTBOUND_ALLOW_PRIVATE off); 403 for another creator's context.",
        params: z.object({ id: idParamSchema }),
        response: { 200: z.object({ data: ltiRosterSchema }) },
      },
      preHandler,
    },
    async (request) => ({ data: await contextRoster(db, send, requireUser(request), request.params.id) }),
  );
}
