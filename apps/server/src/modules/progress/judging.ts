import {
  type BlockSettings,
  type BlockTypeCode,
  COURSE_MODE,
  DEFAULT_PASS_PERCENT,
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
} from "@coursewright/course-model";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/open";
import { coursePages, pageBlocks } from "../../db/schema";
import type { CourseVersion } from "./courseVersions";

/**
 * Server-side judging of a learner's answers (issue 6): the `correct` the player sends is not trusted for the
 * score the server keeps. Every answer to a question is judged again from the stored block, entries for blocks
 * of another course are dropped, and a completed attempt's pass_percent and passed are computed here.
 */

/** What judging and scoring need of a stored block; text and settings are kept for questions only. */
export interface StoredBlock {
  id: number;
  page_id: number;
  type: BlockTypeCode;
  text: string | null;
  settings: BlockSettings;
}

/** One version of a course as judging sees it. */
export interface StoredCourse {
  pageIds: ReadonlySet<number>;
  blocks: ReadonlyMap<number, StoredBlock>;
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
 * The pages whose blocks are scored: those of the play order that are the course's. An order naming none of
 * them (none sent, or all forged) scores every page, so leaving the order out cannot dodge the questions.
 */
export function scoredPageIds(course: StoredCourse, desiredPagesOrder: readonly number[]): Set<number> {
  const pages = new Set(desiredPagesOrder.filter((id) => course.pageIds.has(id)));
  return pages.size > 0 ? pages : new Set(course.pageIds);
}

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

/** The body as the server stores it: answers judged again, and a completed attempt scored here. */
export function judgeProgress(
  scoring: ScoringCourse,
  course: StoredCourse,
  body: UpdateProgressRequest,
): UpdateProgressRequest {
  const blocks_progresses = rejudgeEntries(course, body.blocks_progresses);
  const score = body.completed
    ? serverScore(scoring, course, body.desired_pages_order, blocks_progresses)
    : { pass_percent: body.pass_percent, passed: body.passed };
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

/** The course's pages and blocks; text and settings of its questions only. */
export async function loadStoredCourse(db: Database, courseId: number): Promise<StoredCourse> {
  const [pages, blocks, questions] = await Promise.all([
    db.select({ id: coursePages.id }).from(coursePages).where(eq(coursePages.course_id, courseId)),
    db
      .select({ id: pageBlocks.id, page_id: pageBlocks.page_id, type: pageBlocks.type })
      .from(pageBlocks)
      .where(eq(pageBlocks.course_id, courseId)),
    db
      .select({ id: pageBlocks.id, text: pageBlocks.text, settings: pageBlocks.settings })
      .from(pageBlocks)
      .where(and(eq(pageBlocks.course_id, courseId), inArray(pageBlocks.type, QUESTION_CODES))),
  ]);
  const question = new Map(questions.map((row) => [row.id, row]));
  return {
    pageIds: new Set(pages.map((page) => page.id)),
    blocks: new Map(
      blocks.map((block) => {
        const stored = question.get(block.id);
        const type = block.type as BlockTypeCode;
        return [block.id, { ...block, type, text: stored?.text ?? null, settings: stored?.settings ?? {} }];
      }),
    ),
  };
}

/** Whether a write has anything to judge or score: answers, or a completed attempt. */
export const needsJudging = (body: UpdateProgressRequest): boolean =>
  body.completed || body.blocks_progresses.length > 0;

/**
 * The body of an update_progress as the server stores it, judged with a version of its course (mode, pass mark
 * and, from the cache, the blocks of that version). The writer stores it only while the course still has that
 * version.
 */
export async function judgeWith(
  db: Database,
  version: CourseVersion,
  body: UpdateProgressRequest,
): Promise<UpdateProgressRequest> {
  const course = await storedCourses.get(`${version.course_id}@${version.updated_at}`, () =>
    loadStoredCourse(db, version.course_id),
  );
  return judgeProgress(version, course, body);
}
