import {
  BLOCK_TYPE,
  getBlockDefinition,
  getBlockDefinitionByName,
  htmlToPlainText,
  QUIZ_TYPE_NAMES,
} from "@coursewright/course-model";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { ReadDatabase } from "../../db/open";
import { coursePages, courses, pageBlocks } from "../../db/schema";
import { errors } from "../../http/errors";
import { PAGE_SECONDS, progressWhere, type ReportScope, sessionWhere } from "./filters";
import { num, numOrNull, oneDecimal, resultRows } from "./rows";
import type { CourseBreakdown, PageRow, QuestionRow } from "./schemas";

const QUESTION_CODES: number[] = QUIZ_TYPE_NAMES.map((name) => getBlockDefinitionByName(name).code);
/** Nobody judges these answers: the player stores them as right, so a right share would mean nothing. */
export const UNJUDGED_CODES: ReadonlySet<number> = new Set([
  BLOCK_TYPE.QUIZ_OPEN_ANSWER,
  BLOCK_TYPE.QUIZ_AUDIO_ANSWER,
  BLOCK_TYPE.QUIZ_VIDEO_ANSWER,
]);

/** The creator's course: 404 when there is none, 403 when it is another creator's. */
export async function ownCourse(db: ReadDatabase, creatorId: number, courseId: number) {
  const [course] = await db
    .select({ id: courses.id, title: courses.title, user_id: courses.user_id, pages_order: courses.pages_order })
    .from(courses)
    .where(eq(courses.id, courseId));
  if (!course) throw errors.notFound();
  if (course.user_id !== creatorId) throw errors.forbidden();
  return course;
}

/**
 * Per page of the course, in authoring order: how many learners opened it (an entry in pages_progresses),
 * completed it, and are stopped on it (current page of an unfinished attempt), and the mean time spent on it.
 * "Stopped here" is the drop-off: where learners who have not finished are now.
 */
async function pageRows(db: ReadDatabase, scope: ReportScope, pagesOrder: number[]): Promise<PageRow[]> {
  const pages = await db
    .select({ id: coursePages.id, title: coursePages.title })
    .from(coursePages)
    .where(eq(coursePages.course_id, scope.courseId ?? 0));
  const [views, stops, times] = await Promise.all([
    db.execute(sql`
      select (e->>'page_id')::int as page_id, count(*) as viewed,
             count(*) filter (where e->>'completed' = 'true') as completed
        from course_progresses p
        join courses c on c.id = p.course_id
        cross join lateral jsonb_array_elements(p.pages_progresses) e
       where ${progressWhere(scope)}
       group by 1
    `),
    db.execute(sql`
      select p.current_page_id as page_id, count(*) as stopped
        from course_progresses p
        join courses c on c.id = p.course_id
       where ${progressWhere(scope)} and not p.completed and p.current_page_id is not null
       group by 1
    `),
    db.execute(sql`
      select ps.page_id, sum(${PAGE_SECONDS}) / nullif(count(distinct a.user_id), 0) as average
        from analytics_sessions a
        join courses c on c.id = a.course_id
        join analytics_page_sessions ps on ps.session_id = a.id
       where ${sessionWhere(scope)} and ps.course_id = ${scope.courseId ?? 0}
       group by 1
    `),
  ]);
  const byPage = (result: unknown) => new Map(resultRows(result).map((row) => [num(row.page_id), row]));
  const viewed = byPage(views);
  const stopped = byPage(stops);
  const seconds = byPage(times);
  const place = new Map(pagesOrder.map((id, index) => [id, index]));
  return pages
    .sort((a, b) => (place.get(a.id) ?? Number.MAX_SAFE_INTEGER) - (place.get(b.id) ?? Number.MAX_SAFE_INTEGER))
    .map((page, index) => {
      const average = numOrNull(seconds.get(page.id)?.average);
      return {
        page_id: page.id,
        title: page.title,
        position: index + 1,
        viewed: num(viewed.get(page.id)?.viewed),
        completed: num(viewed.get(page.id)?.completed),
        stopped_here: num(stopped.get(page.id)?.stopped),
        average_seconds: average === null ? null : oneDecimal(average),
      };
    });
}

/**
 * Per question of the course (page order, then block id): how many learners answered it (an entry with a
 * position, i.e. an answer) and how many of those the server judged right.
 */
async function questionRows(db: ReadDatabase, scope: ReportScope, pages: PageRow[]): Promise<QuestionRow[]> {
  const blocks = await db
    .select({ id: pageBlocks.id, page_id: pageBlocks.page_id, type: pageBlocks.type, text: pageBlocks.text })
    .from(pageBlocks)
    .where(and(eq(pageBlocks.course_id, scope.courseId ?? 0), inArray(pageBlocks.type, QUESTION_CODES)));
  if (blocks.length === 0) return [];
  const answers = resultRows(
    await db.execute(sql`
      select (e->>'block_id')::int as block_id, count(*) as answered,
             count(*) filter (where e->>'correct' = 'true') as right
        from course_progresses p
        join courses c on c.id = p.course_id
        cross join lateral jsonb_array_elements(p.blocks_progresses) e
       where ${progressWhere(scope)} and jsonb_typeof(e->'position') = 'object'
       group by 1
    `),
  );
  const byBlock = new Map(answers.map((row) => [num(row.block_id), row]));
  const pageOf = new Map(pages.map((page) => [page.page_id, page]));
  return blocks
    .sort((a, b) => (pageOf.get(a.page_id)?.position ?? 0) - (pageOf.get(b.page_id)?.position ?? 0) || a.id - b.id)
    .map((block) => {
      const answered = num(byBlock.get(block.id)?.answered);
      const right = UNJUDGED_CODES.has(block.type) ? null : num(byBlock.get(block.id)?.right);
      return {
        block_id: block.id,
        page_id: block.page_id,
        page_title: pageOf.get(block.page_id)?.title ?? "",
        type: getBlockDefinition(block.type).name,
        question: htmlToPlainText(block.text).slice(0, 500),
        answered,
        right,
        right_share: right === null || answered === 0 ? null : Math.round((right / answered) * 1000) / 1000,
      };
    });
}

/** The per-course part of the main report; the scope must name the course (checked as the creator's). */
export async function courseBreakdown(
  db: ReadDatabase,
  scope: ReportScope & { courseId: number },
): Promise<CourseBreakdown> {
  const course = await ownCourse(db, scope.creatorId, scope.courseId);
  const pages = await pageRows(db, scope, course.pages_order);
  const questions = await questionRows(db, scope, pages);
  return { course: { id: course.id, title: course.title }, pages, questions };
}
