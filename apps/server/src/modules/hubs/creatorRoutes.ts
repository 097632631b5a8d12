import {
  createHubRequestSchema,
  HUB_NAME_MAX_LENGTH,
  HUBS_PER_PAGE,
  hubListQuerySchema,
  idParamSchema,
  putHubCoursesRequestSchema,
  updateHubRequestSchema,
} from "@coursewright/course-model";
import { z } from "zod";
import type { HubRow } from "../../db/schema";
import type { Deps } from "../../deps";
import { authenticate, requireUser } from "../../http/auth";
import { requestTranslator } from "../../http/i18n";
import { requirePermission } from "../../http/policies";
import { getSigner } from "../../http/signing";
import type { App } from "../../http/types";
import { messageSchema, paginatedSchema } from "../courses/schemas";
import { paginated } from "../media/paging";
import { duplicateHub } from "./duplicate";
import { listHubCourses, putHubCourses } from "./hubCourses";
import { presentHubs } from "./presenter";
import { hubCourseSchema, hubSchema } from "./schemas";
import { createHub, deleteHub, getManagedHub, listHubs, updateHub } from "./service";

const hubParams = z.object({ hubId: idParamSchema });
const TAGS = ["hubs"];

/** A creator's hubs (issue 21): creators only, each on their own hubs; another's 403, an unknown id 404. */
export function hubCreatorRoutes(app: App, deps: Deps): void {
  const { db, config } = deps;
  const preHandler = [authenticate(db), requirePermission("create_course")];
  const present = async (row: HubRow) => {
    const [hub] = await presentHubs(db, [row], config.publicUrl, await getSigner(db));
    if (!hub) throw new Error("hub not presented");
    return hub;
  };

  app.get(
    "/api/course_hubs",
    {
      schema: {
        tags: TAGS,
        summary: `The creator's hubs, last edited first (${HUBS_PER_PAGE} per page; search in names)`,
        querystring: hubListQuerySchema,
        response: { 200: paginatedSchema(hubSchema) },
      },
      preHandler,
    },
    async (request) => {
      const { page } = request.query;
      const { rows, total } = await listHubs(db, requireUser(request).id, request.query);
      const data = await presentHubs(db, rows, config.publicUrl, await getSigner(db));
      return paginated(request, data, page, total, HUBS_PER_PAGE);
    },
  );

  app.post(
    "/api/course_hubs",
    {
      schema: {
        tags: TAGS,
        summary: "Create a hub: a private draft with a slug made from the name, in your language, in euros",
        body: createHubRequestSchema,
        response: { 201: z.object({ data: hubSchema }) },
      },
      preHandler,
    },
    async (request, reply) => {
      const row = await createHub(db, requireUser(request), request.body.name);
      return reply.code(201).send({ data: await present(row) });
    },
  );

  app.get(
    "/api/course_hubs/:hubId",
    {
      schema: {
        tags: TAGS,
        summary: "A hub's settings, with the counts of what goes with it when deleted",
        params: hubParams,
        response: { 200: z.object({ data: hubSchema }) },
      },
      preHandler,
    },
    async (request) => ({ data: await present(await getManagedHub(db, requireUser(request), request.params.hubId)) }),
  );

  app.put(
    "/api/course_hubs/:hubId",
    {
      schema: {
        tags: TAGS,
        summary: "Change a hub's settings (only the fields sent)",
        description:
          "Images must be images of your media library, the theme one of yours; the description is sanitised. " +
          "Changing the slug keeps old addresses working: they answer 301 to the new one.",
        params: hubParams,
        body: updateHubRequestSchema,
        response: { 200: z.object({ data: hubSchema }) },
      },
      preHandler,
    },
    async (request) => {
      const hub = await getManagedHub(db, requireUser(request), request.params.hubId);
      return { data: await present(await updateHub(db, hub, request.body)) };
    },
  );

  app.delete(
    "/api/course_hubs/:hubId",
    {
      schema: {
        tags: TAGS,
        summary: "Delete a hub with its courses list, bundles, events, banners, shares and access requests",
        description: "Learners lose the hub's courses; their progress stays in the courses' reports.",
        params: hubParams,
        response: { 200: messageSchema },
      },
      preHandler,
    },
    async (request) => {
      const hub = await getManagedHub(db, requireUser(request), request.params.hubId);
      await deleteHub(db, hub);
      return { message: requestTranslator(request)("hubs.deleted") };
    },
  );

  app.post(
    "/api/course_hubs/:hubId/duplicate",
    {
      schema: {
        tags: TAGS,
        summary: "Copy a hub as a draft: settings, courses with prices, categories and tags, bundles, events, banners",
        description: "Shares, access requests and learners stay with the original. The name gets a translated (copy).",
        params: hubParams,
        response: { 201: z.object({ data: hubSchema }) },
      },
      preHandler,
    },
    async (request, reply) => {
      const hub = await getManagedHub(db, requireUser(request), request.params.hubId);
      const name = requestTranslator(request)("hubs.copy_title", { title: hub.name }).slice(0, HUB_NAME_MAX_LENGTH);
      return reply.code(201).send({ data: await present(await duplicateHub(db, hub, name)) });
    },
  );

  app.get(
    "/api/course_hubs/:hubId/courses",
    {
      schema: {
        tags: TAGS,
        summary: "The hub's courses in order, with featured, price, category and tag ids",
        params: hubParams,
        response: { 200: z.object({ data: z.array(hubCourseSchema) }) },
      },
      preHandler,
    },
    async (request) => {
      const hub = await getManagedHub(db, requireUser(request), request.params.hubId);
      return { data: await listHubCourses(db, hub, await getSigner(db)) };
    },
  );

  app.put(
    "/api/course_hubs/:hubId/courses",
    {
      schema: {
        tags: TAGS,
        summary: "Replace the hub's whole course list, in order (one transaction)",
        description:
          "Only your own courses, each once; category and tag ids only your own. A course left out of the list " +
          "leaves the hub's bundles too; learners who enrolled in it keep it.",
        params: hubParams,
        body: putHubCoursesRequestSchema,
        response: { 200: z.object({ data: z.array(hubCourseSchema) }) },
      },
      preHandler,
    },
    async (request) => {
      const hub = await getManagedHub(db, requireUser(request), request.params.hubId);
      await putHubCourses(db, hub, request.body);
      return { data: await listHubCourses(db, hub, await getSigner(db)) };
    },
  );
}
