import { createShareRequestSchema, idParamSchema, shareIdSchema } from "@coursewright/course-model";
import { z } from "zod";
import type { Deps } from "../../deps";
import { authenticate, optionalAuthenticate, requireUser } from "../../http/auth";
import { requestLanguage, requestTranslator } from "../../http/i18n";
import { requirePermission } from "../../http/policies";
import type { App } from "../../http/types";
import { messageSchema, paginatedSchema } from "../courses/schemas";
import { getManagedCourse } from "../courses/service";
import { pageQuery, paginated } from "../media/paging";
import { courseUnavailable, sessionUser } from "./access";
import { shareInitialInfo } from "./initial";
import { presentShare } from "./presenter";
import { courseShareSchema, shareInitialInfoSchema } from "./schemas";
import { createShare, getManagedShare, listShares, presentShares, revokeShare, SHARES_PER_PAGE } from "./service";

const TAGS = ["course sharing"];

/** Sharing a course with learners (issue 5 part 4). */
export function shareRoutes(app: App, deps: Deps): void {
  const { db, config } = deps;
  const creator = [authenticate(db), requirePermission("create_course")];

  app.post(
    "/api/course_shares",
    {
      schema: {
        tags: TAGS,
        summary: "Share one of your courses: a public link, or invitations mailed to learners",
        description:
          "kind public: anyone signed in who has the link. kind email: only the listed addresses (each gets a mail " +
          "with the link, in the creator's language); a learner signs up or logs in with that address.",
        body: createShareRequestSchema,
        response: { 201: z.object({ data: courseShareSchema }) },
      },
      preHandler: creator,
    },
    async (request, reply) => {
      const user = requireUser(request);
      const course = await getManagedCourse(db, user, request.body.course_id);
      const share = await createShare(deps, user, course, request.body, requestLanguage(request), request.log);
      const [data] = await presentShares(db, config.publicUrl, [share]);
      return reply.code(201).send({ data: data ?? presentShare(share, config.publicUrl, []) });
    },
  );

  app.get(
    "/api/course_shares",
    {
      schema: {
        tags: TAGS,
        summary: `The active shares of one of your courses, newest first (${SHARES_PER_PAGE} per page), with learners`,
        querystring: z.object({ course_id: idParamSchema, page: pageQuery }),
        response: { 200: paginatedSchema(courseShareSchema) },
      },
      preHandler: creator,
    },
    async (request) => {
      const course = await getManagedCourse(db, requireUser(request), request.query.course_id);
      const { page } = request.query;
      const { data, total } = await listShares(db, config.publicUrl, course.id, page);
      return paginated(request, data, page, total, SHARES_PER_PAGE);
    },
  );

  app.delete(
    "/api/course_shares/:shareId",
    {
      schema: {
        tags: TAGS,
        summary: "Revoke a share: its learners lose access at once; their progress stays for reports",
        params: z.object({ shareId: shareIdSchema }),
        response: { 200: messageSchema },
      },
      preHandler: creator,
    },
    async (request) => {
      const share = await getManagedShare(db, requireUser(request), request.params.shareId);
      await revokeShare(db, share.id);
      return { message: requestTranslator(request)("shares.revoked") };
    },
  );

  app.get(
    "/api/course_shares/:shareId/initial",
    {
      schema: {
        tags: TAGS,
        summary: "The entry screen of a share (public; the signed-in learner's progress and attempts when signed in)",
        description:
          "Every share needs a signed-in learner so progress is kept: anonymous visitors get access login_required. " +
          "A revoked share or a deleted course answers 404 with error course_unavailable.",
        params: z.object({ shareId: z.string().max(64) }),
        response: { 200: z.object({ data: shareInitialInfoSchema }) },
      },
      preHandler: optionalAuthenticate(db),
    },
    async (request) => {
      const parsed = shareIdSchema.safeParse(request.params.shareId);
      if (!parsed.success) throw courseUnavailable();
      return { data: await shareInitialInfo(db, parsed.data, sessionUser(request)) };
    },
  );
}
