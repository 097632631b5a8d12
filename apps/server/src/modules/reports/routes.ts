import { z } from "zod";
import type { ReadDatabase } from "../../db/open";
import type { Deps } from "../../deps";
import { authenticate, requireUser } from "../../http/auth";
import { requirePermission } from "../../http/policies";
import { getSigner } from "../../http/signing";
import type { App } from "../../http/types";
import { paginatedSchema } from "../courses/schemas";
import { paginated } from "../media/paging";
import { courseBreakdown } from "./courseBreakdown";
import { toCsv } from "./csv";
import { reportEnvironment } from "./environment";
import { exportTable } from "./exports";
import { learnerDetails } from "./learnerDetails";
import { listLearners } from "./learners";
import { filterOptions } from "./options";
import {
  courseBreakdownSchema,
  courseParams,
  environmentSchema,
  exportParams,
  filterOptionsSchema,
  LEARNERS_PER_PAGE,
  learnerDetailsSchema,
  learnerRowSchema,
  learnersQuerySchema,
  reportFiltersSchema,
  summarySchema,
  userParams,
} from "./schemas";
import { reportScope } from "./scope";
import { reportSummary } from "./summary";

const TAGS = ["reports"];
const FILTERS_DOC =
  "Filters: course_id, share_id, integration_id, from and to (YYYY-MM-DD, UTC, both included; default the 30 " +
  "days ending today; at most 366 days). Only the signed-in creator's own courses are counted: a course, share or " +
  "integration of another creator answers 403, one that does not exist 404.";

/**
 * Reports (issue 9): creators only, over their own courses; every figure is an aggregate computed in SQL.
 * The figures come from `readDb`, a read replica when DATABASE_READ_URL is set (else the primary): a report a
 * moment behind is fine, and none writes (the CSV exports are answered at once, with no job or status stored).
 * The session check and the media signer's key stay on the primary (`db`): a token issued a moment ago, or a
 * key the signer has just inserted, may not have reached the replica yet.
 */
export function reportRoutes(app: App, deps: Deps & { readDb: ReadDatabase }): void {
  const { db: primary, readDb: db } = deps;
  const preHandler = [authenticate(primary), requirePermission("create_course")];

  app.get(
    "/api/reports/filters",
    {
      schema: {
        tags: TAGS,
        summary: "What the report filters offer: the creator's courses, their shares and integrations",
        response: { 200: z.object({ data: filterOptionsSchema }) },
      },
      preHandler,
    },
    async (request) => ({ data: await filterOptions(db, requireUser(request).id) }),
  );

  app.get(
    "/api/reports/main",
    {
      schema: {
        tags: TAGS,
        summary: "Totals (started, completed, passed, failed, average score and time) and completions per day",
        description: FILTERS_DOC,
        querystring: reportFiltersSchema,
        response: { 200: z.object({ data: summarySchema }) },
      },
      preHandler,
    },
    async (request) => ({ data: await reportSummary(db, await reportScope(db, requireUser(request), request.query)) }),
  );

  app.get(
    "/api/reports/learners",
    {
      schema: {
        tags: TAGS,
        summary: `Learners: one row per learner and share, ${LEARNERS_PER_PAGE} per page, sorted`,
        description: `${FILTERS_DOC} sort: learner, course, started_at, last_activity (default), score, status.`,
        querystring: learnersQuerySchema,
        response: { 200: paginatedSchema(learnerRowSchema) },
      },
      preHandler,
    },
    async (request) => {
      const { page, sort, direction } = request.query;
      const { rows, total } = await listLearners(db, await reportScope(db, requireUser(request), request.query), {
        sort,
        direction,
        limit: LEARNERS_PER_PAGE,
        offset: (page - 1) * LEARNERS_PER_PAGE,
      });
      return paginated(request, rows, page, total, LEARNERS_PER_PAGE);
    },
  );

  app.get(
    "/api/reports/courses/:courseId",
    {
      schema: {
        tags: TAGS,
        summary: "One course: per page drop-off and time, per question the share answering right",
        description: `${FILTERS_DOC} The course is the path's (course_id in the query is ignored); 403 for another creator's.`,
        params: courseParams,
        querystring: reportFiltersSchema,
        response: { 200: z.object({ data: courseBreakdownSchema }) },
      },
      preHandler,
    },
    async (request) => {
      const { course_id: _ignored, ...filters } = request.query;
      const scope = await reportScope(db, requireUser(request), filters);
      return { data: await courseBreakdown(db, { ...scope, courseId: request.params.courseId }) };
    },
  );

  app.get(
    "/api/reports/environment",
    {
      schema: {
        tags: TAGS,
        summary: "Player sessions per location, browser and operating system (the 20 most frequent of each)",
        description: FILTERS_DOC,
        querystring: reportFiltersSchema,
        response: { 200: z.object({ data: environmentSchema }) },
      },
      preHandler,
    },
    async (request) => ({
      data: await reportEnvironment(db, await reportScope(db, requireUser(request), request.query)),
    }),
  );

  app.get(
    "/api/reports/users/:userId",
    {
      schema: {
        tags: TAGS,
        summary: "A learner in the creator's courses: attempts, scores, time per page, every answer",
        description:
          "Audio and video answers come with a signed URL that plays in an <audio>/<video> element. 404 when the " +
          "user has no progress in the creator's courses (whether or not the account exists).",
        params: userParams,
        response: { 200: z.object({ data: learnerDetailsSchema }) },
      },
      preHandler,
    },
    async (request) => ({
      data: await learnerDetails(db, requireUser(request).id, request.params.userId, await getSigner(primary)),
    }),
  );

  app.get(
    "/api/reports/export/:table",
    {
      schema: {
        tags: TAGS,
        summary:
          "A report table as CSV: learners, completions, pages, questions (these two need course_id), environment",
        description:
          `${FILTERS_DOC} UTF-8 with a byte order mark; cells that would start a spreadsheet formula ` +
          "(= + - @) are prefixed with an apostrophe.",
        params: exportParams,
        querystring: learnersQuerySchema,
        produces: ["text/csv"],
      },
      preHandler,
    },
    async (request, reply) => {
      const { sort, direction } = request.query;
      const scope = await reportScope(db, requireUser(request), request.query);
      const { header, rows } = await exportTable(db, request.params.table, scope, { sort, direction });
      const name = `report-${request.params.table}-${scope.period.from}-${scope.period.to}.csv`;
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${name}"`)
        .header("cache-control", "no-store")
        .send(toCsv(header, rows));
    },
  );
}
