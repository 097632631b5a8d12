import {
  apiIntegrationSchema,
  apiIntegrationWithSecretSchema,
  INTEGRATIONS_PER_PAGE,
  idParamSchema,
  integrationListQuerySchema,
  integrationRequestSchema,
} from "@coursewright/course-model";
import { z } from "zod";
import type { Deps } from "../../deps";
import { authenticate, requireUser } from "../../http/auth";
import { requestTranslator } from "../../http/i18n";
import { requirePermission } from "../../http/policies";
import type { App } from "../../http/types";
import { messageSchema, paginatedSchema } from "../courses/schemas";
import { paginated } from "../media/paging";
import { presentIntegration } from "./presenter";
import {
  createIntegration,
  getManagedIntegration,
  listIntegrations,
  regenerateSecret,
  revokeIntegration,
  updateIntegration,
} from "./service";

const idParams = z.object({ id: idParamSchema });
const TAGS = ["integrations"];
const data = z.object({ data: apiIntegrationSchema });
const withSecret = z.object({ data: apiIntegrationWithSecretSchema });

/**
 * The creator's API integrations (spec 2 IntegrationsApi). Spec 6: creating one needs a sign-in only, listing and
 * editing need create_course; each creator sees only their own (403 for another's, 404 for a missing one).
 */
export function creatorRoutes(app: App, deps: Deps): void {
  const { db } = deps;
  const signedIn = authenticate(db);
  const preHandler = [signedIn, requirePermission("create_course")];

  app.get(
    "/api/integrations",
    {
      schema: {
        tags: TAGS,
        summary: `The creator's API integrations in use, newest first (${INTEGRATIONS_PER_PAGE} per page)`,
        querystring: integrationListQuerySchema,
        response: { 200: paginatedSchema(apiIntegrationSchema) },
      },
      preHandler,
    },
    async (request) => {
      const { page } = request.query;
      const { rows, total } = await listIntegrations(db, requireUser(request).id, page);
      return paginated(request, rows.map(presentIntegration), page, total, INTEGRATIONS_PER_PAGE);
    },
  );

  app.post(
    "/api/integrations",
    {
      schema: {
        tags: TAGS,
        summary: "Create an API integration; the answer is the only time its client_secret is shown",
        description:
          "allowed_origins are the web origins (scheme://host[:port], http or https, no path) allowed to embed " +
          "the player and the builder and to exchange messages with them.",
        body: integrationRequestSchema,
        response: { 201: withSecret },
      },
      preHandler: signedIn,
    },
    async (request, reply) => {
      const { row, secret } = await createIntegration(db, requireUser(request).id, request.body);
      return reply.code(201).send({ data: { ...presentIntegration(row), client_secret: secret } });
    },
  );

  app.get(
    "/api/integrations/:id",
    {
      schema: {
        tags: TAGS,
        summary: "An API integration (without its secret)",
        params: idParams,
        response: { 200: data },
      },
      preHandler,
    },
    async (request) => ({
      data: presentIntegration(await getManagedIntegration(db, requireUser(request), request.params.id)),
    }),
  );

  app.put(
    "/api/integrations/:id",
    {
      schema: {
        tags: TAGS,
        summary: "Change an integration's title and allowed origins (embedding follows at once)",
        params: idParams,
        body: integrationRequestSchema,
        response: { 200: data },
      },
      preHandler,
    },
    async (request) => {
      const integration = await getManagedIntegration(db, requireUser(request), request.params.id);
      return { data: presentIntegration(await updateIntegration(db, integration.id, request.body)) };
    },
  );

  app.post(
    "/api/integrations/:id/regenerate_secret",
    {
      schema: {
        tags: TAGS,
        summary: "Replace the client_secret; the old one stops working at once and the new one is shown only here",
        params: idParams,
        response: { 200: withSecret },
      },
      preHandler,
    },
    async (request) => {
      const integration = await getManagedIntegration(db, requireUser(request), request.params.id);
      const { row, secret } = await regenerateSecret(db, integration.id);
      return { data: { ...presentIntegration(row), client_secret: secret } };
    },
  );

  app.delete(
    "/api/integrations/:id",
    {
      schema: {
        tags: TAGS,
        summary: "Revoke an integration: its credentials, launches and every sign-in made through them stop working",
        description: "Its learners and their progress stay (reports keep them); the integration leaves the list.",
        params: idParams,
        response: { 200: messageSchema },
      },
      preHandler,
    },
    async (request) => {
      const integration = await getManagedIntegration(db, requireUser(request), request.params.id);
      await revokeIntegration(db, integration.id);
      return { message: requestTranslator(request)("integrations.revoked") };
    },
  );
}
