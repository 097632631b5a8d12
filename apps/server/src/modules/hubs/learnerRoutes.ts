import { accessRequestSchema, idParamSchema, SHARED_HUBS_PER_PAGE, shareIdSchema } from "@coursewright/course-model";
import { z } from "zod";
import type { Deps } from "../../deps";
import { authenticate, optionalAuthenticate, requireUser } from "../../http/auth";
import { getSigner } from "../../http/signing";
import type { App } from "../../http/types";
import { paginatedSchema } from "../courses/schemas";
import { pageQuery, paginated } from "../media/paging";
import { sessionUser } from "../shares/access";
import { askForAccess } from "./accessRequests";
import { enrolFree } from "./enrol";
import { grantedContext, landingContext } from "./landingContext";
import { landingLinks, presentLandingCourse, presentSharedHub } from "./landingPresenter";
import {
  hubEnrolmentSchema,
  hubShareInitialInfoSchema,
  sharedHubCoursesSchema,
  sharedHubSchema,
} from "./landingSchemas";
import { hubCourseProgress, sharedHubIds } from "./learnerHubs";
import { hubAccessRequestSchema } from "./schemas";
import { hubShareInitial } from "./shareInitial";
import { landingSnapshot } from "./snapshotCache";
import { hubUnavailable } from "./visitorAccess";

const TAGS = ["hub landing"];

/** What a signed-in learner does with hubs: enrol, ask for access, find the hubs shared with them. */
export function hubLearnerRoutes(app: App, deps: Deps): void {
  const { db } = deps;
  const signedIn = authenticate(db);

  app.post(
    "/api/course_hubs/landing/:hubId/courses/:courseId/enrol",
    {
      schema: {
        tags: TAGS,
        summary: "Enrol in a free course of the hub: it plays at once and is listed under Upcoming courses",
        description:
          "Needs a visitor who may browse the hub (a private hub's: 403). Idempotent: enrolling again answers the " +
          "same share. A priced course: 422 (course_id: not free; the cart comes next). The course then plays " +
          "through /courseShares/playerInitialPage/{share_id}.",
        params: z.object({ hubId: idParamSchema, courseId: idParamSchema }),
        response: { 200: z.object({ data: hubEnrolmentSchema }) },
      },
      preHandler: signedIn,
    },
    async (request) => {
      const { snapshot } = await grantedContext(db, request, request.params.hubId);
      return { data: await enrolFree(db, snapshot, requireUser(request), request.params.courseId) };
    },
  );

  app.post(
    "/api/course_hubs/landing/:hubId/access_requests",
    {
      schema: {
        tags: TAGS,
        summary: "Ask the creator of a private hub for access: 201 with a pending request, or 200 with the pending one",
        description: "Someone who may browse the hub already: 409 access_granted. A draft or unknown hub: 404.",
        params: z.object({ hubId: idParamSchema }),
        body: accessRequestSchema,
        response: {
          200: z.object({ data: hubAccessRequestSchema }),
          201: z.object({ data: hubAccessRequestSchema }),
        },
      },
      preHandler: signedIn,
    },
    async (request, reply) => {
      const { snapshot, visit } = await landingContext(db, request, request.params.hubId);
      const user = requireUser(request);
      const { request: data, created } = await askForAccess(db, snapshot.hub, user, visit.access, request.body.message);
      return reply.code(created ? 201 : 200).send({ data });
    },
  );

  app.get(
    "/api/course_hubs/shared_to_me",
    {
      schema: {
        tags: TAGS,
        summary: `Published hubs shared with the signed-in learner, latest share first (${SHARED_HUBS_PER_PAGE} per page)`,
        description: "Shared: invited by an e-mail share (or an accepted access request), or a link share they opened.",
        querystring: z.object({ page: pageQuery }),
        response: { 200: paginatedSchema(sharedHubSchema) },
      },
      preHandler: signedIn,
    },
    async (request) => {
      const { page } = request.query;
      const { ids, total } = await sharedHubIds(db, requireUser(request), page);
      const signer = await getSigner(db);
      const snapshots = await Promise.all(ids.map((id) => landingSnapshot(db, id)));
      const data = snapshots.flatMap((snapshot) =>
        snapshot ? [presentSharedHub(snapshot, landingLinks(snapshot, signer))] : [],
      );
      return paginated(request, data, page, total, SHARED_HUBS_PER_PAGE);
    },
  );

  app.get(
    "/api/course_hubs/shared_hub_courses/:hubId",
    {
      schema: {
        tags: TAGS,
        summary: "A hub shared with the learner and its courses: whether they hold each, its share and their progress",
        description: "For anyone who may browse the hub (a private hub's others: 403; a draft: 404).",
        params: z.object({ hubId: idParamSchema }),
        response: { 200: z.object({ data: sharedHubCoursesSchema }) },
      },
      preHandler: signedIn,
    },
    async (request) => {
      const { snapshot, signer, viewer } = await grantedContext(db, request, request.params.hubId);
      const links = landingLinks(snapshot, signer);
      const progress = await hubCourseProgress(db, requireUser(request), viewer);
      return {
        data: {
          hub: presentSharedHub(snapshot, links),
          courses: snapshot.courses.map((course) => ({
            ...presentLandingCourse(course, snapshot, links, viewer),
            progress: progress.get(course.id) ?? null,
          })),
        },
      };
    },
  );

  app.get(
    "/api/hub_shares/:shareId/initial",
    {
      schema: {
        tags: TAGS,
        summary: "The entry page of a hub share (public; a signed-in visitor's access)",
        description:
          "Anonymous: login_required. A link share: granted to anyone signed in, and the visit is recorded so the " +
          "hub is listed as shared with them. An e-mail share: granted to the invited addresses, else not_invited. " +
          "A revoked or unknown share, or a draft's: 404 hub_unavailable.",
        params: z.object({ shareId: z.string().max(64) }),
        response: { 200: z.object({ data: hubShareInitialInfoSchema }) },
      },
      preHandler: optionalAuthenticate(db),
    },
    async (request) => {
      const parsed = shareIdSchema.safeParse(request.params.shareId);
      if (!parsed.success) throw hubUnavailable();
      return { data: await hubShareInitial(db, parsed.data, sessionUser(request), await getSigner(db)) };
    },
  );
}
