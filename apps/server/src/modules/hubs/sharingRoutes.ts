import {
  ACCESS_REQUESTS_PER_PAGE,
  accessRequestListQuerySchema,
  createHubShareRequestSchema,
  HUB_SHARES_PER_PAGE,
  idParamSchema,
  shareIdSchema,
} from "@coursewright/course-model";
import { z } from "zod";
import type { Deps } from "../../deps";
import { authenticate, requireUser } from "../../http/auth";
import { requestTranslator } from "../../http/i18n";
import { requirePermission } from "../../http/policies";
import type { App } from "../../http/types";
import { messageSchema, paginatedSchema } from "../courses/schemas";
import { pageQuery, paginated } from "../media/paging";
import { decideAccessRequest, getAccessRequest, listAccessRequests } from "./accessRequests";
import {
  createHubShare,
  getHubShare,
  listHubShares,
  presentHubShare,
  presentHubShares,
  revokeHubShare,
} from "./hubShares";
import { hubAccessRequestSchema, hubShareSchema } from "./schemas";
import { getManagedHub } from "./service";

const TAGS = ["hubs"];

/** Sharing a hub and answering access requests (creators, on their own hubs: another's 403, unknown ids 404). */
export function hubSharingRoutes(app: App, deps: Deps): void {
  const { db, config } = deps;
  const preHandler = [authenticate(db), requirePermission("create_course")];
  const hubParams = z.object({ hubId: idParamSchema });

  app.get(
    "/api/course_hubs/:hubId/shares",
    {
      schema: {
        tags: TAGS,
        summary: `The hub's active shares, newest first (${HUB_SHARES_PER_PAGE} per page), with invited addresses`,
        params: hubParams,
        querystring: z.object({ page: pageQuery }),
        response: { 200: paginatedSchema(hubShareSchema) },
      },
      preHandler,
    },
    async (request) => {
      const hub = await getManagedHub(db, requireUser(request), request.params.hubId);
      const { page } = request.query;
      const { data, total } = await listHubShares(db, config.publicUrl, hub.id, page);
      return paginated(request, data, page, total, HUB_SHARES_PER_PAGE);
    },
  );

  app.post(
    "/api/course_hubs/:hubId/shares",
    {
      schema: {
        tags: TAGS,
        summary: "Share the hub: a link, or invitations mailed to addresses",
        description:
          "kind public: anyone who opens the link signed in may browse the hub (it is then listed as shared with " +
          "them). kind email: the listed addresses, each mailed the link in their account's language or the hub's.",
        params: hubParams,
        body: createHubShareRequestSchema,
        response: { 201: z.object({ data: hubShareSchema }) },
      },
      preHandler,
    },
    async (request, reply) => {
      const user = requireUser(request);
      const hub = await getManagedHub(db, user, request.params.hubId);
      const share = await createHubShare(deps, user, hub, request.body, request.log);
      const [data] = await presentHubShares(db, config.publicUrl, [share]);
      return reply.code(201).send({ data: data ?? presentHubShare(share, config.publicUrl, []) });
    },
  );

  app.delete(
    "/api/course_hubs/:hubId/shares/:shareId",
    {
      schema: {
        tags: TAGS,
        summary: "Revoke a share: people who had the hub through it lose it (courses they enrolled in stay theirs)",
        params: z.object({ hubId: idParamSchema, shareId: shareIdSchema }),
        response: { 200: messageSchema },
      },
      preHandler,
    },
    async (request) => {
      const hub = await getManagedHub(db, requireUser(request), request.params.hubId);
      const share = await getHubShare(db, hub, request.params.shareId);
      await revokeHubShare(db, share.id);
      return { message: requestTranslator(request)("hubs.share_revoked") };
    },
  );

  app.get(
    "/api/course_hubs/:hubId/access_requests",
    {
      schema: {
        tags: TAGS,
        summary: `Requests to the hub: pending first, then answered ones, newest first (${ACCESS_REQUESTS_PER_PAGE} per page)`,
        params: hubParams,
        querystring: accessRequestListQuerySchema,
        response: { 200: paginatedSchema(hubAccessRequestSchema) },
      },
      preHandler,
    },
    async (request) => {
      const hub = await getManagedHub(db, requireUser(request), request.params.hubId);
      const { data, total } = await listAccessRequests(db, hub.id, request.query);
      return paginated(request, data, request.query.page, total, ACCESS_REQUESTS_PER_PAGE);
    },
  );

  for (const [action, decision] of [
    ["accept", "accepted"],
    ["refuse", "refused"],
  ] as const) {
    app.post(
      `/api/course_hubs/:hubId/access_requests/:id/${action}`,
      {
        schema: {
          tags: TAGS,
          summary:
            action === "accept"
              ? "Accept a request: the requester's address gets an e-mail share of the hub and a mail saying so"
              : "Refuse a request: the requester gets a polite mail",
          description: "A request answered already: 409 request_decided.",
          params: z.object({ hubId: idParamSchema, id: idParamSchema }),
          response: { 200: z.object({ data: hubAccessRequestSchema }) },
        },
        preHandler,
      },
      async (request) => {
        const user = requireUser(request);
        const hub = await getManagedHub(db, user, request.params.hubId);
        const found = await getAccessRequest(db, hub, request.params.id);
        return { data: await decideAccessRequest(deps, user, hub, found, decision, request.log) };
      },
    );
  }
}
