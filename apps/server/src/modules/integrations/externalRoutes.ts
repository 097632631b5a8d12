import {
  createLaunchRequestSchema,
  externalCourseSchema,
  externalProgressQuerySchema,
  externalProgressSchema,
  launchSchema,
} from "@coursewright/course-model";
import { z } from "zod";
import type { Deps } from "../../deps";
import { errors } from "../../http/errors";
import { getSigner } from "../../http/signing";
import type { App } from "../../http/types";
import { paginatedSchema } from "../courses/schemas";
import { pageQuery, paginated } from "../media/paging";
import { authenticateClient, requireClient } from "./clientAuth";
import { createLaunch, EXTERNAL_COURSES_PER_PAGE, learnerProgress, listOwnerCourses } from "./external";
import { touch } from "./redeem";

const TAGS = ["external API"];
const AUTH =
  "Server to server only: HTTP Basic with the integration's client_id and client_secret (never put them in a web " +
  "page). 401 invalid_client for unknown, wrong or revoked credentials; repeated failures from one address for " +
  "one client_id are answered 429 for the rest of the minute (other client ids are not slowed).";

/** `/api/external/v1/*`: what an external system (an LMS) calls with its integration's credentials (issue 8). */
export function externalRoutes(app: App, deps: Deps): void {
  const { config, db } = deps;
  const client = authenticateClient(db, config.rateLimitAuthMax);
  const security = [{ basic: [] }];
  const preHandler = [
    client,
    async (request: Parameters<typeof requireClient>[0]) => touch(db, requireClient(request).id),
  ];

  app.get(
    "/api/external/v1/courses",
    {
      schema: {
        tags: TAGS,
        summary: `The integration owner's courses, last edited first (${EXTERNAL_COURSES_PER_PAGE} per page)`,
        description: AUTH,
        security,
        querystring: z.object({ page: pageQuery }),
        response: { 200: paginatedSchema(externalCourseSchema) },
      },
      preHandler,
    },
    async (request) => {
      const { page } = request.query;
      const { data, total } = await listOwnerCourses(db, requireClient(request), page);
      return paginated(request, data, page, total, EXTERNAL_COURSES_PER_PAGE);
    },
  );

  app.post(
    "/api/external/v1/launches",
    {
      schema: {
        tags: TAGS,
        summary: "Make a signed launch of a course for one of your users",
        description:
          `${AUTH} purpose player (default): url opens the player in LMS mode; embed it in an iframe of one of ` +
          "the allowed origins. Progress is kept per integration and integration_user_id and reported to the " +
          "parent window with postMessage (README: Player modes). purpose builder: url opens the course builder " +
          "signed in as the course's creator for this course's builder only (and the media library's picker), " +
          "for two hours at most; saves carry integration_user_id. The launch can be used until expires_at " +
          "(expires_in_seconds, 60 to 86400, default 3600), and the sign-in it redeems to ends then at the " +
          "latest. 404 for a course that is not the integration owner's.",
        security,
        body: createLaunchRequestSchema,
        response: { 201: z.object({ data: launchSchema }) },
      },
      preHandler,
    },
    async (request, reply) => {
      const launch = await createLaunch(
        db,
        await getSigner(db),
        config.publicUrl,
        requireClient(request),
        request.body,
      );
      return reply.code(201).send({ data: launch });
    },
  );

  app.get(
    "/api/external/v1/progress",
    {
      schema: {
        tags: TAGS,
        summary: "One of your users' progress in a course",
        description: `${AUTH} 404 when the user has not started the course through this integration.`,
        security,
        querystring: externalProgressQuerySchema,
        response: { 200: z.object({ data: externalProgressSchema }) },
      },
      preHandler,
    },
    async (request) => {
      const { course_id, integration_user_id } = request.query;
      const progress = await learnerProgress(db, requireClient(request), course_id, integration_user_id);
      if (!progress) throw errors.notFound();
      return { data: progress };
    },
  );
}
