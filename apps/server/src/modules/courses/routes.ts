import {
  courseListQuerySchema,
  createCourseRequestSchema,
  idParamSchema,
  updateCourseRequestSchema,
} from "@coursewright/course-model";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import type { CourseRow } from "../../db/schema";
import type { Deps } from "../../deps";
import { authenticate, requireUser } from "../../http/auth";
import { requestTranslator, statedLanguage } from "../../http/i18n";
import { launchCourses } from "../../http/launchCourses";
import { requirePermission } from "../../http/policies";
import { getSigner } from "../../http/signing";
import type { App } from "../../http/types";
import { pageQuery, paginated } from "../media/paging";
import { themesOfCourses } from "../themes/service";
import { courseWithContents, fullPage, TOPICS_PER_PAGE, topicsPage } from "./contents";
import { duplicateCourse } from "./duplicate";
import { presentCourse } from "./presenter";
import {
  courseSchema,
  courseWithContentsSchema,
  fullPageSchema,
  messageSchema,
  paginatedSchema,
  topicWithPagesSchema,
} from "./schemas";
import {
  COURSES_PER_PAGE,
  createCourse,
  deleteCourse,
  getManagedCourse,
  listCourses,
  mediaRowsById,
  type StarterTitles,
  updateCourse,
} from "./service";

const idParams = z.object({ id: idParamSchema });
const TAGS = ["courses"];

/** Titles of the first topic and page of a course, in the creator's language. */
const starterTitles = (request: FastifyRequest): StarterTitles => {
  const t = requestTranslator(request);
  return { topic: t("courses.first_topic_title"), page: t("courses.first_page_title") };
};

/**
 * The course API (issue 4): creators only, each on their own courses. Another creator's course answers 403,
 * a missing one 404.
 */
export function courseRoutes(app: App, deps: Deps): void {
  const { db } = deps;
  const preHandler = [authenticate(db), requirePermission("create_course")];
  const signer = () => getSigner(db);
  const courseOf = launchCourses(db);
  /** One course as answers show it: its preview image and its theme, whole. */
  const present = async (row: CourseRow) => {
    const s = await signer();
    const [media, themes] = await Promise.all([
      mediaRowsById(db, [row.preview_image_media_id]),
      themesOfCourses(db, [row], s),
    ]);
    return presentCourse(row, media, s, themes);
  };

  app.get(
    "/api/courses",
    {
      schema: {
        tags: TAGS,
        summary: "The creator's courses, last edited first (12 per page; search in titles)",
        querystring: courseListQuerySchema,
        response: { 200: paginatedSchema(courseSchema) },
      },
      preHandler,
    },
    async (request) => {
      const { page } = request.query;
      const { rows, total } = await listCourses(db, requireUser(request).id, request.query);
      const s = await signer();
      const [media, themes] = await Promise.all([
        mediaRowsById(
          db,
          rows.map((row) => row.preview_image_media_id),
        ),
        themesOfCourses(db, rows, s),
      ]);
      return paginated(
        request,
        rows.map((row) => presentCourse(row, media, s, themes)),
        page,
        total,
        COURSES_PER_PAGE,
      );
    },
  );

  app.post(
    "/api/courses",
    {
      schema: {
        tags: TAGS,
        summary: "Create a course with its first page (in a first topic when with_topics)",
        body: createCourseRequestSchema,
        response: { 201: z.object({ data: courseSchema }) },
      },
      preHandler,
    },
    async (request, reply) => {
      const user = requireUser(request);
      // A course is written in its creator's interface language (the app sends it with every request) unless they
      // chose another, or none (follow each reader's interface, as does a course made by a client naming no language).
      const language = request.body.language === undefined ? statedLanguage(request) : request.body.language;
      const row = await createCourse(db, user.id, { ...request.body, language }, starterTitles(request));
      return reply.code(201).send({ data: await present(row) });
    },
  );

  app.get(
    "/api/courses/:id",
    {
      schema: {
        tags: TAGS,
        summary: "A course with its topics and pages (without blocks): what the builder loads first",
        params: idParams,
        response: { 200: z.object({ data: courseWithContentsSchema }) },
      },
      preHandler,
      config: { launch: { areas: ["builder"], course: courseOf.param("id") } },
    },
    async (request) => {
      const course = await getManagedCourse(db, requireUser(request), request.params.id);
      return { data: await courseWithContents(db, course, await signer()) };
    },
  );

  app.put(
    "/api/courses/:id",
    {
      schema: {
        tags: TAGS,
        summary: "Change a course's settings (only the fields sent)",
        params: idParams,
        body: updateCourseRequestSchema,
        response: { 200: z.object({ data: courseSchema }) },
      },
      preHandler,
    },
    async (request) => {
      const course = await getManagedCourse(db, requireUser(request), request.params.id);
      const row = await updateCourse(db, course, request.body, starterTitles(request));
      return { data: await present(row) };
    },
  );

  app.delete(
    "/api/courses/:id",
    {
      schema: {
        tags: TAGS,
        summary: "Delete a course with its topics, pages, blocks, block media and the learners' recorded answers",
        params: idParams,
        response: { 200: messageSchema },
      },
      preHandler,
    },
    async (request) => {
      const course = await getManagedCourse(db, requireUser(request), request.params.id);
      await deleteCourse(db, course.id);
      // The learners' recorded answers (modules/answers) go too; their rows went with the course's cascade.
      await deps.storage.deletePrefix(`answers/${course.id}`);
      return { message: requestTranslator(request)("courses.deleted") };
    },
  );

  app.post(
    "/api/courses/:id/duplicate",
    {
      schema: {
        tags: TAGS,
        summary: "Copy a course with everything in it; the copy's title gets a translated (copy) suffix",
        params: idParams,
        response: { 201: z.object({ data: courseSchema }) },
      },
      preHandler,
    },
    async (request, reply) => {
      const course = await getManagedCourse(db, requireUser(request), request.params.id);
      const title = requestTranslator(request)("courses.copy_title", { title: course.title });
      const row = await duplicateCourse(db, course, title);
      return reply.code(201).send({ data: await present(row) });
    },
  );

  app.get(
    "/api/course_topics/get/:courseId",
    {
      schema: {
        tags: TAGS,
        summary: `A course's topics by order, each with its pages (${TOPICS_PER_PAGE} topics per page)`,
        params: z.object({ courseId: idParamSchema }),
        querystring: z.object({ page: pageQuery }),
        response: { 200: paginatedSchema(topicWithPagesSchema) },
      },
      preHandler,
      config: { launch: { areas: ["builder"], course: courseOf.param("courseId") } },
    },
    async (request) => {
      const course = await getManagedCourse(db, requireUser(request), request.params.courseId);
      const { page } = request.query;
      const { rows, total } = await topicsPage(db, course.id, page, await signer());
      return paginated(request, rows, page, total, TOPICS_PER_PAGE);
    },
  );

  app.get(
    "/api/course_pages/get_full_info/:pageId",
    {
      schema: {
        tags: TAGS,
        summary: "A page with its blocks, their media and the background image (signed URLs)",
        params: z.object({ pageId: idParamSchema }),
        response: { 200: z.object({ data: fullPageSchema }) },
      },
      preHandler,
      config: { launch: { areas: ["builder"], course: courseOf.pageParam("pageId") } },
    },
    async (request) => ({
      data: await fullPage(db, requireUser(request), request.params.pageId, await signer()),
    }),
  );
}
