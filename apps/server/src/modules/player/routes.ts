import { idParamSchema, scormActivitySchema, scormScoSchema, shareIdSchema } from "@coursewright/course-model";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { pageBlockMedia } from "../../db/schema";
import type { Deps } from "../../deps";
import { authenticate, optionalAuthenticate, requireUser } from "../../http/auth";
import { errors } from "../../http/errors";
import { launchCourses } from "../../http/launchCourses";
import { getSigner, learnerUrlExpiry, signingUntil } from "../../http/signing";
import type { App } from "../../http/types";
import { fullPageSchema, paginatedSchema } from "../courses/schemas";
import { pageQuery, paginated } from "../media/paging";
import { scormLaunchUrl } from "../scorm/launch";
import { playAccess, sessionUser } from "../shares/access";
import { learnerCourseSchema } from "../shares/schemas";
import { courseAnswer, PLAYER_READ_AREAS, pageAnswer } from "./answers";
import { LEARNER_COURSES_PER_PAGE, learnerCourses } from "./learnerCourses";
import { sendAnswer } from "./sendAnswer";

const TAGS = ["course player"];
const shareQuery = z.object({
  share_id: shareIdSchema.optional().describe("The share the learner plays through; absent for the creator's preview"),
});
const ACCESS =
  "Readable by the course's creator (a preview) and by a signed-in learner through an active share of the course " +
  "(share_id). Anonymous 401, anyone else 403; a deleted course or a revoked share 404 error course_unavailable.";

/** The course player's reads (issue 5 part 3) and the learner's course lists (part 4). */
export function playerRoutes(app: App, deps: Deps): void {
  const { db } = deps;
  const signer = () => getSigner(db);
  const courseOf = launchCourses(db);
  const PLAY = PLAYER_READ_AREAS;

  app.get(
    "/api/course_player/get_course/:id",
    {
      schema: {
        tags: TAGS,
        summary: "The course with its topics and pages in order, without blocks (ETag; 304 on If-None-Match)",
        description:
          `${ACCESS} The answer is { data } with data as GET /api/courses/{id} gives it (course, topics with their ` +
          "pages, pages in pages_order), served from a cache of serialised answers by course version, gzipped " +
          "when the client accepts it.",
        params: z.object({ id: idParamSchema }),
        querystring: shareQuery,
      },
      preHandler: optionalAuthenticate(db),
      config: { quietLog: true, launch: { areas: PLAY, course: courseOf.param("id") } },
    },
    async (request, reply) => {
      const { id } = request.params;
      return sendAnswer(request, reply, await courseAnswer(db, sessionUser(request), id, request.query.share_id));
    },
  );

  app.get(
    "/api/course_player/get_single_page_full_info/:pageId",
    {
      schema: {
        tags: TAGS,
        summary: "A page with its blocks and their media (signed URLs) for the player (ETag; 304 on If-None-Match)",
        description:
          `${ACCESS} SCORM blocks get their launch address from GET /api/course_player/scorm_launch/{blockMediaId}. ` +
          "Served from a cache of serialised answers by course version, gzipped when the client accepts it. Media " +
          "URLs are signed for MEDIA_URL_TTL_SECONDS at most; read the page again before meta.media_urls_lifetime_seconds " +
          "have passed to keep showing its media.",
        params: z.object({ pageId: idParamSchema }),
        querystring: shareQuery,
        response: {
          200: z.object({
            data: fullPageSchema,
            meta: z.object({
              media_urls_lifetime_seconds: z
                .number()
                .int()
                .describe("The media URLs in data work at least this many seconds from when the answer arrives"),
            }),
          }),
        },
      },
      preHandler: optionalAuthenticate(db),
      config: { quietLog: true, launch: { areas: PLAY, course: courseOf.pageParam("pageId") } },
    },
    async (request, reply) => {
      const { pageId } = request.params;
      return sendAnswer(request, reply, await pageAnswer(db, sessionUser(request), pageId, request.query.share_id));
    },
  );

  app.get(
    "/api/course_player/scorm_launch/:blockMediaId",
    {
      schema: {
        tags: TAGS,
        summary: "Launch address of the SCORM package of a block media row, for whoever may play the course",
        description: ACCESS,
        params: z.object({ blockMediaId: idParamSchema }),
        querystring: shareQuery,
        response: {
          200: z.object({
            data: z.object({
              launch_url: z.string(),
              version: z.enum(["1.2", "2004"]),
              scos: z.array(scormScoSchema),
              tree: scormActivitySchema.optional(),
            }),
          }),
        },
      },
      preHandler: optionalAuthenticate(db),
      config: { launch: { areas: PLAY, course: courseOf.blockMediaParam("blockMediaId") } },
    },
    async (request) => {
      const [row] = await db
        .select({ course_id: pageBlockMedia.course_id, item: pageBlockMedia.medialibrary_item_id })
        .from(pageBlockMedia)
        .where(eq(pageBlockMedia.id, request.params.blockMediaId));
      if (!row) throw errors.notFound();
      await playAccess(db, sessionUser(request), row.course_id, request.query.share_id);
      const launch = row.item === null ? null : await scormLaunchUrl(deps, row.item);
      if (!launch) throw errors.notFound();
      return { data: launch };
    },
  );

  for (const list of ["upcoming", "completed"] as const) {
    app.get(
      `/api/course_player/${list}`,
      {
        schema: {
          tags: TAGS,
          summary:
            list === "upcoming"
              ? "The signed-in learner's shared courses not completed yet, by last activity (or share date)"
              : "The signed-in learner's completed shared courses, by last activity",
          querystring: z.object({ page: pageQuery }),
          response: { 200: paginatedSchema(learnerCourseSchema) },
        },
        preHandler: authenticate(db),
      },
      async (request) => {
        const { page } = request.query;
        const learnerSigner = signingUntil(await signer(), learnerUrlExpiry());
        const { data, total } = await learnerCourses(db, requireUser(request), list, page, learnerSigner);
        return paginated(request, data, page, total, LEARNER_COURSES_PER_PAGE);
      },
    );
  }
}
