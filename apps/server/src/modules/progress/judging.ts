import {
  authoringOrder,
  type BlockSettings,
  type BlockTypeCode,
  COURSE_MODE,
  DEFAULT_PASS_PERCENT,
  type DisplayCondition,
  fromServerForm,
  getBlockDefinition,
  getBlockDefinitionByName,
  isPassed,
  isQuizTypeName,
  isScoredBlock,
  judgeAnswer,
  percentOf,
  QUIZ_TYPE_NAMES,
  type QuizTypeName,
  type ServerBlockProgress,
  type UpdateProgressRequest,
  unfinishedPageId,
} from "@coursewright/course-model";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/open";
import { coursePages, courses, courseTopics, pageBlocks } from "../../db/schema";
import { ValidationError } from "../../http/errors";
import type { CourseVersion } from "./courseVersions";

/**
 * Server-side judging of a learner's answers (issue 6): the `correct` the player sends is not trusted for the
 * score the server keeps. Every answer to a question is judged again from the stored block, entries for blocks
 * of another course are dropped, and a completed attempt's pass_percent and passed are computed here.
 */

/**
 * What judging, scoring and the completion rule need of a stored block; text and settings are kept for
 * questions only.
 */
export interface StoredBlock {
  id: number;
  page_id: number;
  type: BlockTypeCode;
  text: string | null;
  settings: BlockSettings;
  completion_required: boolean;
  display_conditions: DisplayCondition[];
  display_conditions_combine_type: 0 | 1;
}

/** A stored page with its blocks, as the completion rule (course-model unfinishedPageId) reads it. */
export interface StoredPage {
  id: number;
  title: string;
  time_limit: number | null;
  page_blocks: StoredBlock[];
}

/** One version of a course as judging sees it. */
export interface StoredCourse {
  /** Every page, in authoring order. */
  pages: ReadonlyMap<number, StoredPage>;
  blocks: ReadonlyMap<number, StoredBlock>;
}

/** A stored course from its pages (in authoring order) and blocks; blocks of unknown pages are left out. */
export function storedCourseOf(
  pages: readonly Omit<StoredPage, "page_blocks">[],
  blocks: readonly StoredBlock[],
): StoredCourse {
  const byId = new Map(pages.map((page): [number, StoredPage] => [page.id, { ...page, page_blocks: [] }]));
  const kept = new Map<number, StoredBlock>();
  for (const block of blocks) {
    const page = byId.get(block.page_id);
    if (!page) continue;
    page.page_blocks.push(block);
    kept.set(block.id, block);
  }
  return { pages: byId, blocks: kept };
}

export interface ScoringCourse {
  mode: number;
  min_pass_percent: number;
}

/** The question type of a block type code; null for content blocks (and codes no longer known). */
export function questionTypeOf(type: number): QuizTypeName | null {
  try {
    const name = getBlockDefinition(type).name;
    return isQuizTypeName(name) ? name : null;
  } catch {
    return null;
  }
}

/** Block type codes of the question types, for the loader's query. */
const QUESTION_CODES: readonly number[] = QUIZ_TYPE_NAMES.map((name) => getBlockDefinitionByName(name).code);

/**
 * The entries with every answer to a question judged again from the stored block: `correct` and the
 * position's correct, correctAnswerText, countsIsScore and type are the server's (unjudged types stay correct,
 * the server default); an entry without a position gets the judged one. Entries for blocks that are not the
 * course's are dropped; entries for content blocks are kept as sent.
 */
export function rejudgeEntries(course: StoredCourse, entries: readonly ServerBlockProgress[]): ServerBlockProgress[] {
  const out: ServerBlockProgress[] = [];
  for (const entry of entries) {
    const block = course.blocks.get(entry.block_id);
    if (!block) continue;
    if (questionTypeOf(block.type) === null) {
      out.push(entry);
      continue;
    }
    const answer = entry.position?.answerValue ?? entry.user_answer;
    const judged = judgeAnswer(block, answer);
    const correct = judged.correct ?? true;
    out.push({
      ...entry,
      correct,
      position: entry.position
        ? {
            ...entry.position,
            type: judged.position.type,
            correct,
            correctAnswerText: judged.position.correctAnswerText,
            countsIsScore: judged.position.countsIsScore,
          }
        : judged.position,
    });
  }
  return out;
}

/**
 * The pages of the attempt, in play order: those of the dealt order (desired_pages_order) that are the
 * course's. An order naming none of them (none sent, or all forged) plays every page in authoring order, so
 * leaving the order out can dodge neither the questions nor the pages.
 */
export function playedPageIds(course: StoredCourse, desiredPagesOrder: readonly number[]): number[] {
  const pages = [...new Set(desiredPagesOrder)].filter((id) => course.pages.has(id));
  return pages.length > 0 ? pages : [...course.pages.keys()];
}

/** The pages whose blocks are scored: those of the attempt. */
export const scoredPageIds = (course: StoredCourse, desiredPagesOrder: readonly number[]): Set<number> =>
  new Set(playedPageIds(course, desiredPagesOrder));

/**
 * The first page of the attempt that is not complete by spec 4's rule (course-model unfinishedPageId, the
 * player's own): null when the attempt may be stored as completed. The blocks' completion comes from the
 * entries; the pages' own `completed` flags are not trusted, their finish limits are (a passed one fails the
 * page's unanswered questions, which is no gain to a learner).
 */
export function unfinishedPage(course: StoredCourse, body: UpdateProgressRequest, now: number): StoredPage | null {
  const pages = playedPageIds(course, body.desired_pages_order).flatMap((id) => course.pages.get(id) ?? []);
  const id = unfinishedPageId(pages, fromServerForm(body, null), now);
  return id === null ? null : (course.pages.get(id) ?? null);
}

/** How a course deals the pages of an attempt (spec 4): shuffled or not, and how many. */
export interface DealRule {
  randomize_pages_order: boolean;
  limit_pages_number: number | null;
}

/**
 * Why the UPDATE refused a write's dealt order (batchUpdate.ts holds it): the first page it leaves out that the
 * attempt must keep, or null when the order is one the server stores. A stored order keeps every page of it the
 * course still has; the first write of an attempt deals at least as many of the course's pages as a run plays,
 * and a course that does not shuffle deals its first pages in authoring order.
 */
export function droppedPage(
  course: StoredCourse,
  storedOrder: readonly number[],
  sentOrder: readonly number[],
  deal: DealRule,
): StoredPage | null {
  const sent = new Set(sentOrder);
  const missing = (ids: readonly number[]) => course.pages.get(ids.find((id) => !sent.has(id)) ?? -1) ?? null;
  if (storedOrder.length > 0) return missing(storedOrder.filter((id) => course.pages.has(id)));
  const all = [...course.pages.keys()];
  const needed = Math.min(all.length, deal.limit_pages_number ?? all.length);
  if (!deal.randomize_pages_order) return missing(all.slice(0, needed));
  return all.filter((id) => sent.has(id)).length >= needed ? null : missing(all);
}

/** 422: the attempt is sent completed while a page of it is not; the message names the page by its title. */
export const progressIncomplete = (page: Pick<StoredPage, "title">) =>
  new ValidationError(
    { completed: [{ key: "errors.progress_incomplete", params: { page: page.title } }] },
    { id: "progress_incomplete", key: "errors.progress_incomplete", params: { page: page.title } },
  );

/**
 * The score (spec 9) from judged entries: right answers x 100 / scored blocks of the played pages, rounded
 * down (course-model's percentOf); 100 when none is scored; always 100 in presentation mode. A block counts as
 * right when an entry of it is completed and correct; unanswered counts as wrong.
 */
export function serverScore(
  scoring: ScoringCourse,
  course: StoredCourse,
  desiredPagesOrder: readonly number[],
  entries: readonly ServerBlockProgress[],
): { pass_percent: number; passed: boolean } {
  if (scoring.mode === COURSE_MODE.PRESENTATION) {
    return { pass_percent: DEFAULT_PASS_PERCENT, passed: isPassed(DEFAULT_PASS_PERCENT, scoring.min_pass_percent) };
  }
  const pages = scoredPageIds(course, desiredPagesOrder);
  const right = new Set<number>();
  for (const entry of entries) if (entry.completed && entry.correct) right.add(entry.block_id);
  let scored = 0;
  let correct = 0;
  for (const block of course.blocks.values()) {
    if (!pages.has(block.page_id) || questionTypeOf(block.type) === null || !isScoredBlock(block)) continue;
    scored++;
    if (right.has(block.id)) correct++;
  }
  const percent = percentOf(correct, scored);
  return { pass_percent: percent, passed: isPassed(percent, scoring.min_pass_percent) };
}

/**
 * The body as the server stores it: answers judged again, and a completed attempt scored here. A completed
 * attempt with a page not complete throws progressIncomplete (422): completion cannot be had by skipping pages.
 */
export function judgeProgress(
  scoring: ScoringCourse,
  course: StoredCourse,
  body: UpdateProgressRequest,
  now: number = Date.now(),
): UpdateProgressRequest {
  const blocks_progresses = rejudgeEntries(course, body.blocks_progresses);
  if (!body.completed) return { ...body, blocks_progresses };
  const unfinished = unfinishedPage(course, { ...body, blocks_progresses }, now);
  if (unfinished) throw progressIncomplete(unfinished);
  const score = serverScore(scoring, course, body.desired_pages_order, blocks_progresses);
  return { ...body, blocks_progresses, ...score };
}

/**
 * Stored courses by version, per process. The key holds the course id and its updated_at (which every builder
 * save moves), so an entry is never stale; a small LRU bounds the memory. Concurrent misses share one load.
 */
export function createStoredCourseCache(maxEntries = 100) {
  const entries = new Map<string, Promise<StoredCourse>>();
  return {
    get(key: string, load: () => Promise<StoredCourse>): Promise<StoredCourse> {
      const hit = entries.get(key);
      if (hit) {
        entries.delete(key);
        entries.set(key, hit);
        return hit;
      }
      const loading = load();
      entries.set(key, loading);
      loading.catch(() => {
        if (entries.get(key) === loading) entries.delete(key);
      });
      if (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      return loading;
    },
    clear(): void {
      entries.clear();
    },
  };
}

const storedCourses = createStoredCourseCache();

/** The course's pages (in authoring order) and blocks; text and settings of its questions only. */
export async function loadStoredCourse(db: Database, courseId: number): Promise<StoredCourse> {
  const [[course], topics, pages, blocks, questions] = await Promise.all([
    db.select({ pages_order: courses.pages_order }).from(courses).where(eq(courses.id, courseId)),
    db
      .select({ id: courseTopics.id, order: courseTopics.order })
      .from(courseTopics)
      .where(eq(courseTopics.course_id, courseId)),
    db
      .select({
        id: coursePages.id,
        title: coursePages.title,
        time_limit: coursePages.time_limit,
        topic_id: coursePages.topic_id,
        order: coursePages.order,
      })
      .from(coursePages)
      .where(eq(coursePages.course_id, courseId)),
    db
      .select({
        id: pageBlocks.id,
        page_id: pageBlocks.page_id,
        type: pageBlocks.type,
        completion_required: pageBlocks.completion_required,
        display_conditions: pageBlocks.display_conditions,
        display_conditions_combine_type: pageBlocks.display_conditions_combine_type,
      })
      .from(pageBlocks)
      .where(eq(pageBlocks.course_id, courseId)),
    db
      .select({ id: pageBlocks.id, text: pageBlocks.text, settings: pageBlocks.settings })
      .from(pageBlocks)
      .where(and(eq(pageBlocks.course_id, courseId), inArray(pageBlocks.type, QUESTION_CODES))),
  ]);
  const question = new Map(questions.map((row) => [row.id, row]));
  const byId = new Map(pages.map((page) => [page.id, page]));
  const ordered = authoringOrder({ pages_order: course?.pages_order ?? [] }, pages, topics).flatMap(
    (id) => byId.get(id) ?? [],
  );
  return storedCourseOf(
    ordered,
    blocks.map((block) => {
      const stored = question.get(block.id);
      return {
        ...block,
        type: block.type as BlockTypeCode,
        display_conditions_combine_type: block.display_conditions_combine_type === 1 ? 1 : 0,
        text: stored?.text ?? null,
        settings: stored?.settings ?? {},
      };
    }),
  );
}

/** Whether a write has anything to judge or score: answers, or a completed attempt. */
export const needsJudging = (body: UpdateProgressRequest): boolean =>
  body.completed || body.blocks_progresses.length > 0;

/**
 * The body of an update_progress as the server stores it, judged with a version of its course (mode, pass mark
 * and, from the cache, the blocks of that version). The writer stores it only while the course still has that
 * version.
 */
/** A version of a course as judging reads it (cached per version). */
export const storedCourseFor = (db: Database, version: CourseVersion): Promise<StoredCourse> =>
  storedCourses.get(`${version.course_id}@${version.updated_at}`, () => loadStoredCourse(db, version.course_id));

export async function judgeWith(
  db: Database,
  version: CourseVersion,
  body: UpdateProgressRequest,
): Promise<UpdateProgressRequest> {
  return judgeProgress(version, await storedCourseFor(db, version), body);
}
