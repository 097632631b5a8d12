import {
  bannerRequestSchema,
  bundleRequestSchema,
  eventRequestSchema,
  idParamSchema,
  itemOrderRequestSchema,
} from "@coursewright/course-model";
import { z } from "zod";
import type { Database } from "../../db/open";
import type { HubRow } from "../../db/schema";
import type { Deps } from "../../deps";
import { authenticate, requireUser } from "../../http/auth";
import { errors } from "../../http/errors";
import { requestTranslator } from "../../http/i18n";
import { requirePermission } from "../../http/policies";
import { getSigner } from "../../http/signing";
import type { App } from "../../http/types";
import { messageSchema } from "../courses/schemas";
import { bannersOf, deleteBanner, presentBanners, saveBanner } from "./banners";
import { deleteBundle, presentBundlesOf, saveBundle } from "./bundles";
import { deleteEvent, eventsOf, presentEvents, saveEvent } from "./events";
import { imageLinks } from "./images";
import { type OrderedItemKind, reorderItems } from "./itemOrder";
import { hubBannerSchema, hubBundleSchema, hubEventSchema } from "./schemas";
import { getManagedHub } from "./service";

/** One kind of thing a hub holds, as its creator lists, reads, creates, replaces and deletes it. */
interface ItemKind<Body> {
  path: "bundles" | "events" | "banners";
  noun: string;
  body: z.ZodType<Body, unknown>;
  answer: z.ZodType;
  /** Presented items of the hub (the one with `id`, when given), in their order. */
  present(db: Database, hub: HubRow, id?: number): Promise<unknown[]>;
  save(db: Database, hub: HubRow, body: Body, id?: number): Promise<number>;
  remove(db: Database, hub: HubRow, id: number): Promise<void>;
  deleted: string;
  /** Kinds the creator puts in order (events follow their start). */
  ordered?: OrderedItemKind;
}

const links = async (db: Database, hub: HubRow) => imageLinks(hub.id, await getSigner(db));

const bundles: ItemKind<z.infer<typeof bundleRequestSchema>> = {
  path: "bundles",
  noun: "bundle",
  body: bundleRequestSchema,
  answer: hubBundleSchema,
  present: async (db, hub, id) => presentBundlesOf(db, hub.id, await links(db, hub), id),
  save: saveBundle,
  remove: deleteBundle,
  deleted: "hubs.bundle_deleted",
  ordered: "bundles",
};
const events: ItemKind<z.infer<typeof eventRequestSchema>> = {
  path: "events",
  noun: "event",
  body: eventRequestSchema,
  answer: hubEventSchema,
  present: async (db, hub, id) => presentEvents(db, await eventsOf(db, hub.id, id), await links(db, hub), true),
  save: saveEvent,
  remove: deleteEvent,
  deleted: "hubs.event_deleted",
};
const banners: ItemKind<z.infer<typeof bannerRequestSchema>> = {
  path: "banners",
  noun: "banner",
  body: bannerRequestSchema,
  answer: hubBannerSchema,
  present: async (db, hub, id) => presentBanners(db, await bannersOf(db, hub.id, id), await links(db, hub)),
  save: saveBanner,
  remove: deleteBanner,
  deleted: "hubs.banner_deleted",
  ordered: "banners",
};

const BODY_RULES: Record<string, string> = {
  bundles: "Courses must be courses of this hub; the image one of your library's images; the description is sanitised.",
  events:
    "Times are wall-clock times (YYYY-MM-DDTHH:mm) in time_zone (IANA). The end must follow the start and the " +
    "booking deadline may not be after the start; capacity null is no limit.",
  banners:
    "link_kind internal: a path of this hub's landing pages; external: an http(s) address (never javascript:); " +
    "none drops the link. Shown on the landing between active_from and active_to.",
};

/** Bundles, events and banners of a hub (creators, on their own hubs: another's 403, an unknown id 404). */
export function hubItemRoutes(app: App, deps: Deps): void {
  const { db } = deps;
  const preHandler = [authenticate(db), requirePermission("create_course")];
  register(bundles);
  register(events);
  register(banners);

  function register<Body>(kind: ItemKind<Body>): void {
    const tags = ["hubs"];
    const base = `/api/course_hubs/:hubId/${kind.path}`;
    const hubParams = z.object({ hubId: idParamSchema });
    const itemParams = z.object({ hubId: idParamSchema, id: idParamSchema });
    const one = async (hub: HubRow, id: number) => {
      const [item] = await kind.present(db, hub, id);
      if (!item) throw errors.notFound();
      return item;
    };

    app.get(
      base,
      {
        schema: {
          tags,
          summary: `The hub's ${kind.path} in order`,
          params: hubParams,
          response: { 200: z.object({ data: z.array(kind.answer) }) },
        },
        preHandler,
      },
      async (request) => {
        const hub = await getManagedHub(db, requireUser(request), request.params.hubId);
        return { data: await kind.present(db, hub) };
      },
    );

    app.post(
      base,
      {
        schema: {
          tags,
          summary: `Add a ${kind.noun} to the hub`,
          description: BODY_RULES[kind.path],
          params: hubParams,
          body: kind.body,
          response: { 201: z.object({ data: kind.answer }) },
        },
        preHandler,
      },
      async (request, reply) => {
        const hub = await getManagedHub(db, requireUser(request), request.params.hubId);
        // Validated already; parsed again only to give the generic body its type (the provider cannot here).
        const id = await kind.save(db, hub, kind.body.parse(request.body));
        return reply.code(201).send({ data: await one(hub, id) });
      },
    );

    const ordered = kind.ordered;
    if (ordered) {
      app.put(
        `${base}/order`,
        {
          schema: {
            tags,
            summary: `Put the hub's ${kind.path} in order (every one of them, each once; one transaction)`,
            description: `A list that leaves out or adds a ${kind.noun} (a stale screen) is refused with 422.`,
            params: hubParams,
            body: itemOrderRequestSchema,
            response: { 200: z.object({ data: z.array(kind.answer) }) },
          },
          preHandler,
        },
        async (request) => {
          const hub = await getManagedHub(db, requireUser(request), request.params.hubId);
          await reorderItems(db, hub, ordered, request.body.ids);
          return { data: await kind.present(db, hub) };
        },
      );
    }

    app.get(
      `${base}/:id`,
      {
        schema: {
          tags,
          summary: `One ${kind.noun} of the hub`,
          params: itemParams,
          response: { 200: z.object({ data: kind.answer }) },
        },
        preHandler,
      },
      async (request) => {
        const hub = await getManagedHub(db, requireUser(request), request.params.hubId);
        return { data: await one(hub, request.params.id) };
      },
    );

    app.put(
      `${base}/:id`,
      {
        schema: {
          tags,
          summary: `Replace a ${kind.noun} of the hub (every field)`,
          description: BODY_RULES[kind.path],
          params: itemParams,
          body: kind.body,
          response: { 200: z.object({ data: kind.answer }) },
        },
        preHandler,
      },
      async (request) => {
        const hub = await getManagedHub(db, requireUser(request), request.params.hubId);
        await one(hub, request.params.id);
        await kind.save(db, hub, kind.body.parse(request.body), request.params.id);
        return { data: await one(hub, request.params.id) };
      },
    );

    app.delete(
      `${base}/:id`,
      {
        schema: {
          tags,
          summary: `Delete a ${kind.noun} of the hub`,
          params: itemParams,
          response: { 200: messageSchema },
        },
        preHandler,
      },
      async (request) => {
        const hub = await getManagedHub(db, requireUser(request), request.params.hubId);
        await kind.remove(db, hub, request.params.id);
        return { message: requestTranslator(request)(kind.deleted) };
      },
    );
  }
}
