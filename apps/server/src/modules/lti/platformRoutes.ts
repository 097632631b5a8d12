import {
  idParamSchema,
  ltiPlatformRequestSchema,
  ltiPlatformSchema,
  ltiToolConfigSchema,
} from "@coursewright/course-model";
import { z } from "zod";
import type { Deps } from "../../deps";
import { authenticate, requireUser } from "../../http/auth";
import { requestTranslator } from "../../http/i18n";
import { requirePublicAddresses } from "../../http/outbound/requirePublic";
import { requirePermission } from "../../http/policies";
import type { App } from "../../http/types";
import { messageSchema } from "../courses/schemas";
import {
  createPlatform,
  deletePlatform,
  getManagedPlatform,
  listPlatforms,
  presentPlatform,
  requireHttps,
  updatePlatform,
} from "./platforms";
import { toolConfiguration } from "./toolConfig";

/** The platform addresses this server calls (the others are the browser's, or names). */
const CALLED_FIELDS = ["token_url", "jwks_url"] as const;

const idParams = z.object({ id: idParamSchema });
const TAGS = ["lti"];
const data = z.object({ data: ltiPlatformSchema });

/** The creator's LTI 1.3 platform registrations (issue 18), like API integrations: each creator sees their own. */
export function platformRoutes(app: App, deps: Deps): void {
  const { db, config } = deps;
  const preHandler = [authenticate(db), requirePermission("create_course")];

  app.get(
    "/api/lti/tool",
    {
      schema: {
        tags: TAGS,
        summary: "The tool's addresses (login initiation, launch, JWKS) and a JSON configuration for a platform admin",
        response: { 200: z.object({ data: ltiToolConfigSchema }) },
      },
      preHandler,
    },
    async () => ({ data: toolConfiguration(config.publicUrl) }),
  );

  app.get(
    "/api/lti/platforms",
    {
      schema: {
        tags: TAGS,
        summary: "The creator's registered LTI platforms, by title",
        response: { 200: z.object({ data: z.array(ltiPlatformSchema) }) },
      },
      preHandler,
    },
    async (request) => ({ data: await listPlatforms(db, requireUser(request).id) }),
  );

  app.post(
    "/api/lti/platforms",
    {
      schema: {
        tags: TAGS,
        summary: "Register an LTI 1.3 platform (issuer and client id name one platform on this server)",
        body: ltiPlatformRequestSchema,
        response: { 201: data },
      },
      preHandler,
    },
    async (request, reply) => {
      requireHttps(request.body, config.publicUrl);
      requirePublicAddresses(request.body, CALLED_FIELDS, config.outbound);
      const row = await createPlatform(db, requireUser(request).id, request.body);
      return reply.code(201).send({ data: presentPlatform(row, null) });
    },
  );

  app.get(
    "/api/lti/platforms/:id",
    {
      schema: { tags: TAGS, summary: "A registered LTI platform", params: idParams, response: { 200: data } },
      preHandler,
    },
    async (request) => {
      const { platform, used } = await getManagedPlatform(db, requireUser(request), request.params.id);
      return { data: presentPlatform(platform, used) };
    },
  );

  app.put(
    "/api/lti/platforms/:id",
    {
      schema: {
        tags: TAGS,
        summary: "Change a platform's registration (launches follow at once)",
        params: idParams,
        body: ltiPlatformRequestSchema,
        response: { 200: data },
      },
      preHandler,
    },
    async (request) => {
      const { platform, used } = await getManagedPlatform(db, requireUser(request), request.params.id);
      requireHttps(request.body, config.publicUrl);
      requirePublicAddresses(request.body, CALLED_FIELDS, config.outbound);
      return { data: presentPlatform(await updatePlatform(db, platform, request.body), used) };
    },
  );

  app.delete(
    "/api/lti/platforms/:id",
    {
      schema: {
        tags: TAGS,
        summary: "Delete a registration: its launches and every sign-in made through them stop working",
        description: "Its learners and their progress stay for reports.",
        params: idParams,
        response: { 200: messageSchema },
      },
      preHandler,
    },
    async (request) => {
      const { platform } = await getManagedPlatform(db, requireUser(request), request.params.id);
      await deletePlatform(db, platform);
      return { message: requestTranslator(request)("lti.platform_deleted") };
    },
  );
}
