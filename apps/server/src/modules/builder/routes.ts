import { idParamSchema, saveCourseRequestSchema } from "@coursewright/course-model";
import { z } from "zod";
import type { Deps } from "../../deps";
import { authenticate, requireUser } from "../../http/auth";
import { launchCourses } from "../../http/launchCourses";
import { requirePermission } from "../../http/policies";
import { getSigner } from "../../http/signing";
import type { App } from "../../http/types";
import { courseWithContents } from "../courses/contents";
import { courseWithContentsSchema } from "../courses/schemas";
import { getManagedCourse } from "../courses/service";
import { saveCourse } from "./save";

/** A 1,000-block course rebuilt in one save is a few megabytes of JSON; Fastify's default limit is 1 MiB. */
const SAVE_BODY_LIMIT = 32 * 1024 * 1024;

const idMapSchema = z.record(z.string(), z.number().int()).describe("Temporary id (as text) -> stored id");

/** The course builder's save (spec 7). */
export function builderRoutes(app: App, deps: Deps): void {
  const { db } = deps;
  const preHandler = [authenticate(db), requirePermission("create_course")];

  app.post(
    "/api/course_builder/update_course/:courseId",
    {
      bodyLimit: SAVE_BODY_LIMIT,
      schema: {
        tags: ["course builder"],
        summary: "Save every change of the builder at once (the twelve sets), in one transaction",
        description:
          "New items carry negative temporary ids and refer to each other by them. Any invalid item or reference " +
          "answers 422 (errors keyed by path, e.g. new_page_blocks.3.displaying_settings.w) and changes nothing. " +
          "The answer is the course as GET /api/courses/{id} gives it, and where each temporary id was stored. " +
          "Server-Timing tells where the time went.",
        params: z.object({ courseId: idParamSchema }),
        body: saveCourseRequestSchema,
        response: {
          200: z.object({
            data: courseWithContentsSchema,
            topics_id_map: idMapSchema,
            pages_id_map: idMapSchema,
            blocks_id_map: idMapSchema,
            page_blocks_media_id_map: idMapSchema,
          }),
        },
      },
      preHandler,
      config: { launch: { areas: ["builder"], course: launchCourses(db).param("courseId") } },
    },
    async (request, reply) => {
      // Body parsing, schema validation and authentication, before this handler ran.
      const prepared = reply.elapsedTime;
      const course = await getManagedCourse(db, requireUser(request), request.params.courseId);
      const { maps, timings } = await saveCourse(db, course, request.body);
      const answerStarted = performance.now();
      // The course row again: the save changed its pages_order and updated_at.
      const data = await courseWithContents(
        db,
        await getManagedCourse(db, requireUser(request), course.id),
        await getSigner(db),
      );
      const answer = performance.now() - answerStarted;
      const ms = (value: number) => value.toFixed(1);
      reply.header(
        "server-timing",
        `prepare;dur=${ms(prepared)}, sanitise;dur=${ms(timings.sanitise)}, transaction;dur=${ms(timings.transaction)}, ` +
          `answer;dur=${ms(answer)}, total;dur=${ms(reply.elapsedTime)}`,
      );
      return {
        data,
        topics_id_map: maps.topics,
        pages_id_map: maps.pages,
        blocks_id_map: maps.blocks,
        page_blocks_media_id_map: maps.media,
      };
    },
  );
}
