import {
  createThemeRequestSchema,
  idParamSchema,
  THEMES_PER_PAGE,
  themeListQuerySchema,
  updateThemeRequestSchema,
} from "@coursewright/course-model";
import { z } from "zod";
import type { ThemeRow } from "../../db/schema";
import type { Deps } from "../../deps";
import { authenticate, requireUser } from "../../http/auth";
import { requestTranslator } from "../../http/i18n";
import { requirePermission } from "../../http/policies";
import { getSigner } from "../../http/signing";
import type { App } from "../../http/types";
import { paginatedSchema } from "../courses/schemas";
import { paginated } from "../media/paging";
import { deleteThemeAnswerSchema, themeSchema } from "./schemas";
import {
  createTheme,
  deleteTheme,
  duplicateTheme,
  getManagedTheme,
  listThemes,
  presentThemes,
  updateTheme,
} from "./service";

const idParams = z.object({ id: idParamSchema });
const TAGS = ["themes"];
const data = z.object({ data: themeSchema });

/** Course themes (issue 7): creators only, each on their own themes; another creator's 403, a missing one 404. */
export function themeRoutes(app: App, deps: Deps): void {
  const { db } = deps;
  const preHandler = [authenticate(db), requirePermission("create_course")];
  const present = async (row: ThemeRow) => {
    const [theme] = await presentThemes(db, [row], await getSigner(db));
    if (!theme) throw new Error("theme not presented");
    return theme;
  };

  app.get(
    "/api/themes",
    {
      schema: {
        tags: TAGS,
        summary: `The creator's themes, newest first (${THEMES_PER_PAGE} per page), each with courses_count`,
        querystring: themeListQuerySchema,
        response: { 200: paginatedSchema(themeSchema) },
      },
      preHandler,
    },
    async (request) => {
      const { page } = request.query;
      const { rows, total } = await listThemes(db, requireUser(request).id, page);
      const themes = await presentThemes(db, rows, await getSigner(db));
      return paginated(request, themes, page, total, THEMES_PER_PAGE);
    },
  );

  app.post(
    "/api/themes",
    {
      schema: {
        tags: TAGS,
        summary: "Create a theme: a title is required, every other field falls back to the defaults (spec 9)",
        body: createThemeRequestSchema,
        response: { 201: data },
      },
      preHandler,
    },
    async (request, reply) => {
      const row = await createTheme(db, requireUser(request).id, request.body);
      return reply.code(201).send({ data: await present(row) });
    },
  );

  app.get(
    "/api/themes/:id",
    {
      schema: { tags: TAGS, summary: "A theme", params: idParams, response: { 200: data } },
      preHandler,
    },
    async (request) => ({ data: await present(await getManagedTheme(db, requireUser(request), request.params.id)) }),
  );

  app.put(
    "/api/themes/:id",
    {
      schema: {
        tags: TAGS,
        summary: "Change a theme (only the fields sent); courses using it show the change at once",
        params: idParams,
        body: updateThemeRequestSchema,
        response: { 200: data },
      },
      preHandler,
    },
    async (request) => {
      const theme = await getManagedTheme(db, requireUser(request), request.params.id);
      return { data: await present(await updateTheme(db, theme, request.body)) };
    },
  );

  app.delete(
    "/api/themes/:id",
    {
      schema: {
        tags: TAGS,
        summary: "Delete a theme; the courses that used it fall back to no theme in the same transaction",
        params: idParams,
        response: { 200: deleteThemeAnswerSchema },
      },
      preHandler,
    },
    async (request) => {
      const theme = await getManagedTheme(db, requireUser(request), request.params.id);
      const coursesUpdated = await deleteTheme(db, theme.id);
      const t = requestTranslator(request);
      return {
        message: coursesUpdated > 0 ? t("themes.deleted_in_use", { count: coursesUpdated }) : t("themes.deleted"),
        courses_updated: coursesUpdated,
      };
    },
  );

  app.post(
    "/api/themes/:id/duplicate",
    {
      schema: {
        tags: TAGS,
        summary: "Copy a theme; the copy's title gets a translated (copy) suffix",
        params: idParams,
        response: { 201: data },
      },
      preHandler,
    },
    async (request, reply) => {
      const theme = await getManagedTheme(db, requireUser(request), request.params.id);
      const title = requestTranslator(request)("themes.copy_title", { title: theme.title });
      return reply.code(201).send({ data: await present(await duplicateTheme(db, theme, title)) });
    },
  );
}
