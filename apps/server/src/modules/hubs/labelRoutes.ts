import { idParamSchema, catalogLabelSchema as labelRequestSchema } from "@coursewright/course-model";
import { z } from "zod";
import type { Deps } from "../../deps";
import { authenticate, requireUser } from "../../http/auth";
import { requestTranslator } from "../../http/i18n";
import { requirePermission } from "../../http/policies";
import type { App } from "../../http/types";
import { messageSchema } from "../courses/schemas";
import {
  createLabel,
  deleteLabel,
  getManagedLabel,
  type LabelKind,
  listLabels,
  presentLabel,
  renameLabel,
} from "./labels";
import { catalogLabelSchema } from "./schemas";

const params = z.object({ id: idParamSchema });
const NOUNS: Record<LabelKind, { one: string; tag: string; deleted: string }> = {
  categories: { one: "category", tag: "categories", deleted: "hubs.category_deleted" },
  tags: { one: "tag", tag: "tags", deleted: "hubs.tag_deleted" },
};

/** A creator's own catalogue categories and tags (spec 7 catalogue groups): another's 403, an unknown id 404. */
export function labelRoutes(app: App, deps: Deps): void {
  const { db } = deps;
  const preHandler = [authenticate(db), requirePermission("create_course")];

  for (const kind of ["categories", "tags"] as const) {
    const noun = NOUNS[kind];
    const tags = [noun.tag];
    app.get(
      `/api/${kind}`,
      {
        schema: {
          tags,
          summary: `Your ${kind} by title, each with the hub courses it is attached to`,
          response: { 200: z.object({ data: z.array(catalogLabelSchema) }) },
        },
        preHandler,
      },
      async (request) => ({ data: await listLabels(db, kind, requireUser(request).id) }),
    );

    app.post(
      `/api/${kind}`,
      {
        schema: {
          tags,
          summary: `Add a ${noun.one} (a title you have not used yet, whatever its case: else 422)`,
          body: labelRequestSchema,
          response: { 201: z.object({ data: catalogLabelSchema }) },
        },
        preHandler,
      },
      async (request, reply) => {
        const data = await createLabel(db, kind, requireUser(request).id, request.body.title);
        return reply.code(201).send({ data });
      },
    );

    app.put(
      `/api/${kind}/:id`,
      {
        schema: {
          tags,
          summary: `Rename a ${noun.one}; every hub that shows it shows the new title`,
          params,
          body: labelRequestSchema,
          response: { 200: z.object({ data: catalogLabelSchema }) },
        },
        preHandler,
      },
      async (request) => {
        const label = await getManagedLabel(db, kind, requireUser(request), request.params.id);
        await renameLabel(db, kind, label, request.body.title);
        return { data: await presentLabel(db, kind, { ...label, title: request.body.title }) };
      },
    );

    app.delete(
      `/api/${kind}/:id`,
      {
        schema: {
          tags,
          summary: `Delete a ${noun.one}; it leaves every hub course it was attached to`,
          params,
          response: { 200: messageSchema },
        },
        preHandler,
      },
      async (request) => {
        const label = await getManagedLabel(db, kind, requireUser(request), request.params.id);
        await deleteLabel(db, kind, label);
        return { message: requestTranslator(request)(noun.deleted) };
      },
    );
  }
}
