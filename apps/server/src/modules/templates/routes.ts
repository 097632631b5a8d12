import {
  COURSE_TEMPLATE_CATALOG,
  COURSE_TEMPLATE_IDS,
  createPageTemplateRequestSchema,
  idParamSchema,
  outlineTopics,
  renamePageTemplateRequestSchema,
} from "@coursewright/course-model";
import { CATALOGS } from "@coursewright/course-model/i18n/catalogs";
import { buildCourseTemplate } from "@coursewright/course-model/templates";
import { z } from "zod";
import type { Deps } from "../../deps";
import { authenticate, requireUser } from "../../http/auth";
import { createTranslator, requestLanguage, requestTranslator } from "../../http/i18n";
import { requirePermission } from "../../http/policies";
import { getSigner } from "../../http/signing";
import type { App } from "../../http/types";
import { presentCourse } from "../courses/presenter";
import { courseSchema, fullPageSchema, messageSchema, paginatedSchema } from "../courses/schemas";
import { mediaRowsById } from "../courses/service";
import { pageQuery, paginated } from "../media/paging";
import { themesOfCourses } from "../themes/service";
import { createCourseFromTemplate } from "./courseFromTemplate";
import {
  createPageTemplate,
  deletePageTemplate,
  getOwnPageTemplate,
  listPageTemplates,
  PAGE_TEMPLATES_PER_PAGE,
  presentPageTemplate,
  presentPageTemplateSummary,
  renamePageTemplate,
} from "./pageTemplates";

const idParams = z.object({ id: idParamSchema });
/** Template names and default question feedback are the app's texts (the web shows the same names). */
const APP_CATALOGS = Object.fromEntries(Object.entries(CATALOGS).map(([lang, ns]) => [lang, ns.app]));
const summarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  block_count: z.number().int(),
  created_at: z.string(),
});
const courseTemplateParams = z.object({ template: z.enum(COURSE_TEMPLATE_IDS, { error: "validation.invalid" }) });
const pageOutlineSchema = z.object({
  title: z.string(),
  time_limit: z.number().int().nullable(),
  blocks: z.array(
    z.object({
      type: z.number().int(),
      x: z.number().int(),
      y: z.number().int(),
      w: z.number().int(),
      h: z.number().int(),
      excerpt: z.string(),
      conditional: z.boolean(),
    }),
  ),
});
const courseOutlineSchema = z.object({
  id: z.enum(COURSE_TEMPLATE_IDS),
  title: z.string(),
  description: z.string(),
  topics: z.array(z.object({ title: z.string(), pages: z.array(pageOutlineSchema) })),
});
const templateSchema = summarySchema.extend({
  page: fullPageSchema.describe("The saved page as a page of no course (id 0), blocks under temporary ids"),
});

/** Built-in course templates and the creator's page templates (issue 17 item 7): creators only, their own. */
export function templateRoutes(app: App, deps: Deps): void {
  const { db } = deps;
  const preHandler = [authenticate(db), requirePermission("create_course")];

  app.post(
    "/api/courses/from_template",
    {
      schema: {
        tags: ["courses"],
        summary: "Create a course filled from a built-in template (welcome, compliance, product_training)",
        body: z.object({ template: z.enum(COURSE_TEMPLATE_IDS, { error: "validation.invalid" }) }),
        response: { 201: z.object({ data: courseSchema }) },
      },
      preHandler,
    },
    async (request, reply) => {
      const user = requireUser(request);
      const language = requestLanguage(request);
      const row = await createCourseFromTemplate(
        db,
        user.id,
        request.body.template,
        createTranslator(language, APP_CATALOGS),
        language,
      );
      const signer = await getSigner(db);
      const [media, themes] = await Promise.all([
        mediaRowsById(db, [row.preview_image_media_id]),
        themesOfCourses(db, [row], signer),
      ]);
      return reply.code(201).send({ data: presentCourse(row, media, signer, themes) });
    },
  );

  app.get(
    "/api/course_templates/:template",
    {
      schema: {
        tags: ["courses"],
        summary: "A built-in course template's preview: its name, description, topics and pages with their blocks",
        params: courseTemplateParams,
        response: { 200: z.object({ data: courseOutlineSchema }) },
      },
      preHandler,
    },
    async (request) => {
      const id = request.params.template;
      // The same build and texts as the course it creates, so the preview shows what "Use" makes.
      const translate = createTranslator(requestLanguage(request), APP_CATALOGS);
      const template = buildCourseTemplate(id, translate);
      const info = COURSE_TEMPLATE_CATALOG.find((entry) => entry.id === id);
      return {
        data: {
          id,
          title: info ? translate(info.nameKey) : template.course.title,
          description: info ? translate(info.descriptionKey) : (template.course.description ?? ""),
          topics: outlineTopics(template.topics),
        },
      };
    },
  );

  const TAGS = ["page templates"];

  app.get(
    "/api/page_templates",
    {
      schema: {
        tags: TAGS,
        summary: `The creator's page templates, newest first (${PAGE_TEMPLATES_PER_PAGE} per page)`,
        querystring: z.object({ page: pageQuery }),
        response: { 200: paginatedSchema(summarySchema) },
      },
      preHandler,
    },
    async (request) => {
      const { page } = request.query;
      const { rows, total } = await listPageTemplates(db, requireUser(request).id, page);
      return paginated(request, rows.map(presentPageTemplateSummary), page, total, PAGE_TEMPLATES_PER_PAGE);
    },
  );

  app.post(
    "/api/page_templates",
    {
      schema: {
        tags: TAGS,
        summary: "Save a page as a template: its settings and blocks; every library item must be the creator's",
        body: createPageTemplateRequestSchema,
        response: { 201: z.object({ data: summarySchema }) },
      },
      preHandler,
    },
    async (request, reply) => {
      const row = await createPageTemplate(db, requireUser(request).id, request.body);
      return reply.code(201).send({ data: presentPageTemplateSummary(row) });
    },
  );

  app.get(
    "/api/page_templates/:id",
    {
      schema: {
        tags: TAGS,
        summary: "A page template with its page, to insert (another creator's answers 404)",
        params: idParams,
        response: { 200: z.object({ data: templateSchema }) },
      },
      preHandler,
    },
    async (request) => {
      const row = await getOwnPageTemplate(db, requireUser(request).id, request.params.id);
      return { data: await presentPageTemplate(db, row, await getSigner(db)) };
    },
  );

  app.put(
    "/api/page_templates/:id",
    {
      schema: {
        tags: TAGS,
        summary: "Rename a page template",
        params: idParams,
        body: renamePageTemplateRequestSchema,
        response: { 200: z.object({ data: summarySchema }) },
      },
      preHandler,
    },
    async (request) => {
      const row = await getOwnPageTemplate(db, requireUser(request).id, request.params.id);
      return { data: presentPageTemplateSummary(await renamePageTemplate(db, row, request.body.title)) };
    },
  );

  app.delete(
    "/api/page_templates/:id",
    {
      schema: {
        tags: TAGS,
        summary: "Delete a page template (pages inserted from it stay)",
        params: idParams,
        response: { 200: messageSchema },
      },
      preHandler,
    },
    async (request) => {
      const row = await getOwnPageTemplate(db, requireUser(request).id, request.params.id);
      await deletePageTemplate(db, row);
      return { message: requestTranslator(request)("templates.page_deleted") };
    },
  );
}
