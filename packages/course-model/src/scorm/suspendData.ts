import { z } from "zod";
import type { ScormVersion } from "../media/scorm";
import type { BlockProgress, CourseProgress, JsonValue, PageProgress } from "../player/progress";
import { QUIZ_TYPE_NAMES } from "../quiz/answers";
import { decodeIdRuns, encodeIdRuns, isRunnable } from "./idRuns";

/**
 * The learner's progress as SCORM suspend data (spec 4 SCORM session). SCORM 1.2 keeps at most 4,096
 * characters (CMIString4096) and SCORM 2004 64,000, so the progress is written as a positional JSON array
 * with id lists as base-36 runs (idRuns.ts), behind a version prefix so a later format can still read
 * packages already in use:
 *   cw1:[page, completedBlocks, blocks, pages, openPages, limits, flags, passPercent, met, order, attempts, attempt]
 * Everything the player resumes with is kept. When the text is still too long, the readable texts of the
 * answers go first (the course gives them back, see restoreAnswerTexts), then long typed answers are cut.
 */
export const SUSPEND_DATA_PREFIX = "cw1:";

export const SUSPEND_DATA_LIMITS: Record<ScormVersion, number> = { "1.2": 4096, "2004": 64_000 };

/**
 * What had to go to fit, in the order it goes: 0 nothing; 1 the question and correct-answer texts; 2 the
 * learner's answer texts too; 3+ typed answers cut to TYPED_ANSWER_CUTS[level - 3] characters.
 */
export type SuspendDataLoss = number;

/** How far typed answers (open answers, typed blanks) are cut, step by step, when the texts were not enough. */
export const TYPED_ANSWER_CUTS = [500, 100, 20, 0] as const;

export interface EncodedSuspendData {
  data: string;
  loss: SuspendDataLoss;
  /** False when even the last step does not fit: the caller sends it anyway and the LMS decides. */
  fits: boolean;
}

const ids = (list: readonly number[]): string | number[] => (isRunnable(list) ? encodeIdRuns(list) : [...list]);

const cutStrings = (value: JsonValue, max: number): JsonValue => {
  if (typeof value === "string") return [...value].slice(0, max).join("");
  if (Array.isArray(value)) return value.map((item) => cutStrings(item, max));
  if (value !== null && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, cutStrings(item, max)]));
  return value;
};

/** Answers whose values are the learner's own typing (the only long values an answer can have). */
const TYPED = new Set(["quiz_open_answer", "quiz_fill_blanks_open_answer"]);

function blockEntry({ id, position: p }: BlockProgress, loss: SuspendDataLoss): JsonValue[] {
  const typeIndex = QUIZ_TYPE_NAMES.indexOf(p.type as (typeof QUIZ_TYPE_NAMES)[number]);
  const cut = loss >= 3 ? TYPED_ANSWER_CUTS[Math.min(loss - 3, TYPED_ANSWER_CUTS.length - 1)] : undefined;
  const value = cut !== undefined && TYPED.has(p.type) ? cutStrings(p.answerValue, cut) : p.answerValue;
  const entry: JsonValue[] = [
    id,
    typeIndex >= 0 ? typeIndex : p.type,
    (p.correct ? 1 : 0) | (p.countsIsScore ? 2 : 0),
    value,
  ];
  const texts = loss === 0 ? [p.text, p.answerText, p.correctAnswerText] : loss === 1 ? ["", p.answerText] : [];
  // Empty texts at the end are left out: the reader fills them in as "".
  while (texts.length > 0 && texts[texts.length - 1] === "") texts.pop();
  return [...entry, ...texts];
}

function encodeAt(progress: CourseProgress, loss: SuspendDataLoss): string {
  const pages = progress.pagesProgresses;
  const fields: JsonValue[] = [
    progress.currentPageId,
    ids(progress.completedBlocks),
    progress.blocksProgresses.map((entry) => blockEntry(entry, loss)),
    ids(pages.map((page) => page.id)),
    ids(pages.filter((page) => !page.completed).map((page) => page.id)),
    pages.flatMap((page) => (page.finishLimit === null ? [] : [[page.id, page.finishLimit]])),
    (progress.completed ? 1 : 0) | (progress.passed ? 2 : 0),
    progress.passPercent,
    ids(progress.metDisplayConditions),
    ids(progress.desiredPagesOrder),
    progress.attempts,
    progress.currentAttemptNumber,
  ];
  return SUSPEND_DATA_PREFIX + JSON.stringify(fields);
}

const LAST_LOSS = 2 + TYPED_ANSWER_CUTS.length;

/** The shortest loss that fits `limit` characters (SUSPEND_DATA_LIMITS of the version). */
export function encodeSuspendData(progress: CourseProgress, limit: number): EncodedSuspendData {
  let data = "";
  for (let loss = 0; loss <= LAST_LOSS; loss += 1) {
    data = encodeAt(progress, loss);
    if (data.length <= limit) return { data, loss, fits: true };
  }
  return { data, loss: LAST_LOSS, fits: false };
}

const idList = z.union([z.string().max(70_000), z.array(z.number())]);
const json: z.ZodType<JsonValue> = z.lazy(() =>
  z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(json), z.record(z.string(), json)]),
);
const blockSchema = z
  .tuple([z.number(), z.union([z.number().int().min(0), z.string()]), z.number().int().min(0).max(3), json])
  .rest(z.string());
const fieldsSchema = z.tuple([
  z.number().nullable(),
  idList,
  z.array(blockSchema),
  idList,
  idList,
  z.array(z.tuple([z.number(), z.string()])),
  z.number().int().min(0).max(3),
  z.number(),
  idList,
  idList,
  z.number().nullable(),
  z.number(),
]);

const readIds = (value: string | number[]): number[] | null =>
  typeof value === "string" ? decodeIdRuns(value) : value;

/** The progress of suspend data written by encodeSuspendData; null for anything else (the learner starts afresh). */
export function decodeSuspendData(data: string): CourseProgress | null {
  if (!data.startsWith(SUSPEND_DATA_PREFIX)) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(data.slice(SUSPEND_DATA_PREFIX.length));
  } catch {
    return null;
  }
  const parsed = fieldsSchema.safeParse(raw);
  if (!parsed.success) return null;
  const [page, completed, blocks, pageIds, openPages, limits, flags, passPercent, met, order, attempts, attempt] =
    parsed.data;
  const lists = [completed, pageIds, openPages, met, order].map(readIds);
  const [completedBlocks, pages, open, metDisplayConditions, desiredPagesOrder] = lists;
  if (!completedBlocks || !pages || !open || !metDisplayConditions || !desiredPagesOrder) return null;
  const openSet = new Set(open);
  const limitOf = new Map(limits);
  const blocksProgresses: BlockProgress[] = [];
  for (const [id, type, bits, answerValue, text = "", answerText = "", correctAnswerText = ""] of blocks) {
    const name = typeof type === "number" ? QUIZ_TYPE_NAMES[type] : type;
    if (name === undefined) return null;
    blocksProgresses.push({
      id,
      position: {
        type: name,
        text,
        answerText,
        correctAnswerText,
        answerValue,
        correct: (bits & 1) === 1,
        countsIsScore: (bits & 2) === 2,
      },
    });
  }
  const pagesProgresses: PageProgress[] = pages.map((id) => ({
    id,
    completed: !openSet.has(id),
    finishLimit: limitOf.get(id) ?? null,
  }));
  return {
    currentPageId: page,
    completedBlocks,
    blocksProgresses,
    pagesProgresses,
    completed: (flags & 1) === 1,
    passPercent,
    passed: (flags & 2) === 2,
    metDisplayConditions,
    desiredPagesOrder,
    attempts,
    currentAttemptNumber: attempt,
  };
}
