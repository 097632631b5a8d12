import {
  CATALOGUE_PER_PAGE,
  catalogueQuerySchema,
  EVENTS_PER_PAGE,
  eventsQuerySchema,
  idParamSchema,
  landingHubQuerySchema,
} from "@coursewright/course-model";
import { and, asc, count, desc, eq, gte, lt, sql } from "drizzle-orm";
import { z } from "zod";
import { hubEvents } from "../../db/schema";
import type { Deps } from "../../deps";
import { optionalAuthenticate } from "../../http/auth";
import { errors } from "../../http/errors";
import type { App } from "../../http/types";
import { paginatedSchema } from "../courses/schemas";
import { paginated } from "../media/paging";
import { presentBundle } from "./bundles";
import { sendLanding } from "./cacheable";
import { filterCatalogue } from "./catalogue";
import { courseOutline } from "./courseContents";
import { presentEvents } from "./events";
import { anonymousHubKey, SHARED_JSON } from "./landingAnswerKeys";
import { landingAnswer, sendLandingAnswer } from "./landingAnswers";
import { grantedContext, landingContext } from "./landingContext";
import { landingLinks, presentLandingCourse, presentLandingHub } from "./landingPresenter";
import {
  landingBundleSchema,
  landingCourseDetailsSchema,
  landingCourseSchema,
  landingHubSchema,
} from "./landingSchemas";
import { hubBundleSchema, hubEventSchema } from "./schemas";
import { ANONYMOUS, type ViewerCourses, viewerCourses } from "./viewer";

const TAGS = ["hub landing"];
const ACCESS =
  "Public for published public and unlisted hubs (a signed-in visitor's answer says which courses they hold). A " +
  "private hub: the people it is shared with (anonymous 401, others 403); a draft: its creator only (others 404 " +
  "hub_unavailable). Answers carry an ETag (304 on If-None-Match); anonymous ones may be kept by a CDN.";

/** What visitors and learners read of a hub (issue 21): the landing pages' data. */
export function hubLandingRoutes(app: App, deps: Deps): void {
  const { db, config } = deps;
  const preHandler = optionalAuthenticate(db);
  const hubParams = z.object({ hubId: idParamSchema });

  app.get(
    "/api/course_hubs/landing/get_hub/:id",
    {
      schema: {
        tags: TAGS,
        summary: "The hub for its landing pages (spec 7 Hub landing), with its courses when with_courses=true",
        description:
          `${ACCESS} Exception: a private hub answers 200 to anyone, with its name and access (login_required, ` +
          "request, pending or refused) and nothing else. data.user.stripe_connect.stripe_id is the creator's " +
          "payment account (null until connected).",
        params: z.object({ id: idParamSchema }),
        querystring: landingHubQuerySchema,
        response: { 200: z.object({ data: landingHubSchema }) },
      },
      preHandler,
    },
    async (request, reply) => {
      const context = await landingContext(db, request, request.params.id);
      const { snapshot, visit, user, signer } = context;
      const now = Date.now();
      const present = (viewer: ViewerCourses) =>
        presentLandingHub(snapshot, {
          visit,
          viewer,
          withCourses: request.query.with_courses,
          publicUrl: config.publicUrl,
          providerMode: app.commerce.payments.mode,
          signer,
          now,
        });
      // The same for every anonymous visitor: made once, then sent from memory (also by the fast lane).
      if (context.shared) {
        const key = anonymousHubKey(request.query.with_courses);
        const answer = await landingAnswer(snapshot, key, now, SHARED_JSON, () =>
          JSON.stringify({ data: present(ANONYMOUS) }),
        );
        return sendLandingAnswer(request, reply, answer);
      }
      const viewer = visit.access === "granted" ? await viewerCourses(db, snapshot.hub.id, user, visit) : undefined;
      return sendLanding(request, reply, { data: present(viewer ?? ANONYMOUS) }, false);
    },
  );

  app.get(
    "/api/course_hubs/landing/:hubId/courses",
    {
      schema: {
        tags: TAGS,
        summary: `The hub's catalogue in the hub's order (${CATALOGUE_PER_PAGE} per page)`,
        description: `Filters: search (title and description), category_id, tag_id, price free or paid. ${ACCESS}`,
        params: hubParams,
        querystring: catalogueQuerySchema,
        response: { 200: paginatedSchema(landingCourseSchema) },
      },
      preHandler,
    },
    async (request, reply) => {
      const context = await grantedContext(db, request, request.params.hubId);
      const { snapshot, viewer } = context;
      const { page } = request.query;
      const found = filterCatalogue(snapshot.courses, request.query);
      const links = landingLinks(snapshot, context.signer);
      const data = found
        .slice((page - 1) * CATALOGUE_PER_PAGE, page * CATALOGUE_PER_PAGE)
        .map((course) => presentLandingCourse(course, snapshot, links, viewer));
      return sendLanding(
        request,
        reply,
        paginated(request, data, page, found.length, CATALOGUE_PER_PAGE),
        context.shared,
      );
    },
  );

  app.get(
    "/api/course_hubs/landing/:hubId/courses/:courseId",
    {
      schema: {
        tags: TAGS,
        summary: "A course page: the course with its topics and page titles, questions, estimated time and bundles",
        description: `A course that is not in the hub: 404. ${ACCESS}`,
        params: z.object({ hubId: idParamSchema, courseId: idParamSchema }),
        response: { 200: z.object({ data: landingCourseDetailsSchema }) },
      },
      preHandler,
    },
    async (request, reply) => {
      const context = await grantedContext(db, request, request.params.hubId);
      const { snapshot, viewer } = context;
      const course = snapshot.courses.find((candidate) => candidate.id === request.params.courseId);
      if (!course) throw errors.notFound();
      const data = {
        ...presentLandingCourse(course, snapshot, landingLinks(snapshot, context.signer), viewer),
        topics: await courseOutline(db, course.id),
        bundle_ids: snapshot.bundles
          .filter((bundle) => bundle.course_ids.includes(course.id))
          .map((bundle) => bundle.row.id),
      };
      return sendLanding(request, reply, { data }, context.shared);
    },
  );

  app.get(
    "/api/course_hubs/landing/:hubId/bundles",
    {
      schema: {
        tags: TAGS,
        summary: "The hub's bundles in order",
        description: ACCESS,
        params: hubParams,
        response: { 200: z.object({ data: z.array(hubBundleSchema) }) },
      },
      preHandler,
    },
    async (request, reply) => {
      const context = await grantedContext(db, request, request.params.hubId);
      const { snapshot } = context;
      const links = landingLinks(snapshot, context.signer);
      const data = snapshot.bundles.map((bundle) => presentBundle(bundle, links, snapshot.media));
      return sendLanding(request, reply, { data }, context.shared);
    },
  );

  app.get(
    "/api/course_hubs/landing/:hubId/bundles/:bundleId",
    {
      schema: {
        tags: TAGS,
        summary: "A bundle with its courses, in the bundle's order",
        description: `A bundle of another hub: 404. ${ACCESS}`,
        params: z.object({ hubId: idParamSchema, bundleId: idParamSchema }),
        response: { 200: z.object({ data: landingBundleSchema }) },
      },
      preHandler,
    },
    async (request, reply) => {
      const context = await grantedContext(db, request, request.params.hubId);
      const { snapshot, viewer } = context;
      const bundle = snapshot.bundles.find((candidate) => candidate.row.id === request.params.bundleId);
      if (!bundle) throw errors.notFound();
      const links = landingLinks(snapshot, context.signer);
      const courses = bundle.course_ids.flatMap((courseId) => {
        const course = snapshot.courses.find((candidate) => candidate.id === courseId);
        return course ? [presentLandingCourse(course, snapshot, links, viewer)] : [];
      });
      const data = { ...presentBundle(bundle, links, snapshot.media), courses };
      return sendLanding(request, reply, { data }, context.shared);
    },
  );

  app.get(
    "/api/course_hubs/landing/:hubId/events",
    {
      schema: {
        tags: TAGS,
        summary: `The hub's events (${EVENTS_PER_PAGE} per page): upcoming soonest first, or past latest first`,
        description:
          "An event is upcoming until it ends. Online links are not shown to visitors (bookings arrive with the " +
          `selling issue): is_online says whether there is one. ${ACCESS}`,
        params: hubParams,
        querystring: eventsQuerySchema,
        response: { 200: paginatedSchema(hubEventSchema) },
      },
      preHandler,
    },
    async (request, reply) => {
      const context = await grantedContext(db, request, request.params.hubId);
      const { page, when } = request.query;
      const hubId = context.snapshot.hub.id;
      const where = and(
        eq(hubEvents.hub_id, hubId),
        when === "upcoming" ? gte(hubEvents.ends_at, sql`now()`) : lt(hubEvents.ends_at, sql`now()`),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(hubEvents)
          .where(where)
          .orderBy(
            when === "upcoming" ? asc(hubEvents.starts_at) : desc(hubEvents.starts_at),
            when === "upcoming" ? asc(hubEvents.id) : desc(hubEvents.id),
          )
          .limit(EVENTS_PER_PAGE)
          .offset((page - 1) * EVENTS_PER_PAGE),
        db.select({ n: count() }).from(hubEvents).where(where),
      ]);
      const links = landingLinks(context.snapshot, context.signer);
      const data = await presentEvents(db, rows, links, context.visit.owner);
      return sendLanding(
        request,
        reply,
        paginated(request, data, page, total?.n ?? 0, EVENTS_PER_PAGE),
        context.shared,
      );
    },
  );
}
