import {
  idParamSchema,
  type XapiSettingsRequest,
  xapiSettingsAnswerSchema,
  xapiSettingsRequestSchema,
} from "@coursewright/course-model";
import { z } from "zod";
import type { Deps } from "../../deps";
import { authenticate, requireUser } from "../../http/auth";
import { requestTranslator } from "../../http/i18n";
import { requirePermission } from "../../http/policies";
import type { App } from "../../http/types";
import { messageSchema } from "../courses/schemas";
import { getManagedCourse } from "../courses/service";
import { queueDelivery } from "./delivery";
import { deleteSettings, findSettings, presentSettings, type SettingsOwner, saveSettings } from "./settings";
import { xapiTrigger } from "./trigger";

const TAGS = ["xapi"];
const courseParams = z.object({ courseId: idParamSchema });
const answer = { 200: xapiSettingsAnswerSchema };

/**
 * The learning record stores a creator's statements go to (issue 18): a default for all their courses and a
 * course's own. The secret is written, never read back.
 */
export function xapiRoutes(app: App, deps: Deps): void {
  const { db, config } = deps;
  const preHandler = [authenticate(db), requirePermission("create_course")];
  const trigger = xapiTrigger(db);

  /** New settings: statements waiting for the store (refused with the old credentials) go at once. */
  const save = async (owner: SettingsOwner, body: XapiSettingsRequest) => {
    const row = await saveSettings(db, owner, body, config);
    trigger.forget();
    await queueDelivery(db, deps.jobs, row.id, true);
    return presentSettings(db, row);
  };

  /** The course's owner for its own settings: 404 unknown, 403 another creator's. */
  const courseOwner = async (userId: number, courseId: number): Promise<SettingsOwner> => {
    const course = await getManagedCourse(db, { id: userId }, courseId);
    return { userId: course.user_id, courseId: course.id };
  };

  app.get(
    "/api/xapi/settings",
    {
      schema: { tags: TAGS, summary: "The creator's default learning record store (null when none)", response: answer },
      preHandler,
    },
    async (request) => {
      const owner = { userId: requireUser(request).id, courseId: null };
      return { data: await presentSettings(db, await findSettings(db, owner)) };
    },
  );

  app.put(
    "/api/xapi/settings",
    {
      schema: {
        tags: TAGS,
        summary: "Set the creator's default learning record store, for every course without its own",
        description: "secret left out or empty keeps the stored one (it is required the first time).",
        body: xapiSettingsRequestSchema,
        response: answer,
      },
      preHandler,
    },
    async (request) => {
      const owner = { userId: requireUser(request).id, courseId: null };
      return { data: await save(owner, request.body) };
    },
  );

  app.delete(
    "/api/xapi/settings",
    {
      schema: {
        tags: TAGS,
        summary: "Remove the creator's default store; statements still waiting for it are dropped",
        response: { 200: messageSchema },
      },
      preHandler,
    },
    async (request) => {
      await deleteSettings(db, { userId: requireUser(request).id, courseId: null });
      trigger.forget();
      return { message: requestTranslator(request)("xapi.settings_deleted") };
    },
  );

  app.get(
    "/api/xapi/courses/:courseId/settings",
    {
      schema: {
        tags: TAGS,
        summary: "A course's own learning record store, and the creator's default it falls back to",
        params: courseParams,
        response: answer,
      },
      preHandler,
    },
    async (request) => {
      const owner = await courseOwner(requireUser(request).id, request.params.courseId);
      return {
        data: await presentSettings(db, await findSettings(db, owner)),
        inherited: await presentSettings(db, await findSettings(db, { userId: owner.userId, courseId: null })),
      };
    },
  );

  app.put(
    "/api/xapi/courses/:courseId/settings",
    {
      schema: {
        tags: TAGS,
        summary: "Set a course's own learning record store (over the creator's default)",
        description: "secret left out or empty keeps the stored one (it is required the first time).",
        params: courseParams,
        body: xapiSettingsRequestSchema,
        response: answer,
      },
      preHandler,
    },
    async (request) => {
      const owner = await courseOwner(requireUser(request).id, request.params.courseId);
      return { data: await save(owner, request.body) };
    },
  );

  app.delete(
    "/api/xapi/courses/:courseId/settings",
    {
      schema: {
        tags: TAGS,
        summary: "Remove a course's own store: the course falls back to the creator's default, if any",
        params: courseParams,
        response: { 200: messageSchema },
      },
      preHandler,
    },
    async (request) => {
      await deleteSettings(db, await courseOwner(requireUser(request).id, request.params.courseId));
      trigger.forget();
      return { message: requestTranslator(request)("xapi.settings_deleted") };
    },
  );
}
