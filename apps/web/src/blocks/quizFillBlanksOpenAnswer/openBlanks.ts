import {
  type BlockSettings,
  blankAnswerMatches,
  type OpenBlank,
  QUIZ_ACCEPTED_MAX,
  QUIZ_BLANKS_MAX,
  quizAnswerSchemas,
  quizFillBlanksOpenAnswerSettingsSchema,
  quizItemIdSchema,
} from "@coursewright/course-model";
import { newQuizId, type Problem, schemaProblems } from "../quizFillBlanksDropdown/list";
import { readingNumbers } from "../quizFillBlanksDropdown/sentence";

export type OpenBlanksAnswer = Record<string, string>;

/** The blanks as stored, read loosely (an accepted answer may be empty while the author writes it). */
export function readOpenBlanks(settings: BlockSettings): OpenBlank[] {
  const blanks = settings.blanks;
  if (!Array.isArray(blanks)) return [];
  return blanks.flatMap((entry: unknown) => {
    if (typeof entry !== "object" || entry === null) return [];
    const { id, accepted, case_sensitive } = entry as Record<string, unknown>;
    if (!quizItemIdSchema.safeParse(id).success) return [];
    const texts = Array.isArray(accepted) ? accepted.filter((text): text is string => typeof text === "string") : [];
    return [{ id: id as string, accepted: texts, ...(case_sensitive === true ? { case_sensitive: true } : {}) }];
  });
}

/** A new blank with one empty accepted answer, its id none of `taken`. */
export const newOpenBlank = (taken: readonly string[]): OpenBlank => ({ id: newQuizId(taken), accepted: [""] });

/** The answer to hand to onAnswer: the typed text of every blank, trimmed ("" for one left empty). */
export function buildOpenBlanksAnswer(
  typed: Readonly<Record<string, string>>,
  blanks: readonly OpenBlank[],
): OpenBlanksAnswer {
  return Object.fromEntries(blanks.map((blank) => [blank.id, (typed[blank.id] ?? "").trim().slice(0, 10_000)]));
}

/** The learner may check once every blank has some text. */
export const openBlanksComplete = (typed: Readonly<Record<string, string>>, blanks: readonly OpenBlank[]): boolean =>
  blanks.length > 0 && blanks.every((blank) => (typed[blank.id] ?? "").trim() !== "");

/** Whether a typed text is one of the blank's accepted answers (course-model's comparison). */
export const blankIsRight = (blank: OpenBlank, typed: string): boolean =>
  typed.trim() !== "" && blank.accepted.some((accepted) => blankAnswerMatches(typed, accepted, blank.case_sensitive));

/** The texts of an earlier answer (position answerValue), or none when it has another shape. */
export function answeredTexts(value: unknown): OpenBlanksAnswer {
  const parsed = quizAnswerSchemas.quiz_fill_blanks_open_answer.safeParse(value);
  return parsed.success ? parsed.data : {};
}

/** What the author should fix, from the course-model schema. */
export function openBlanksProblems(text: string | null, settings: BlockSettings): Problem[] {
  const base = "blocks.quiz.quiz_fill_blanks_open_answer";
  const numbers = readingNumbers(text, readOpenBlanks(settings));
  return schemaProblems(quizFillBlanksOpenAnswerSettingsSchema, settings, (issue): Problem | null => {
    const [head, , field] = issue.path;
    if (head !== "blanks") return null;
    if (issue.path.length === 1) {
      if (issue.message === "validation.too_many")
        return { key: `${base}.problem_too_many_blanks`, values: { max: QUIZ_BLANKS_MAX } };
      return { key: `${base}.problem_no_blanks` };
    }
    const number = numbers(issue.path[1]);
    if (field === "accepted") {
      if (issue.message === "validation.too_many")
        return { key: `${base}.problem_too_many_accepted`, values: { number, max: QUIZ_ACCEPTED_MAX } };
      if (issue.path.length === 3) return { key: `${base}.problem_no_accepted`, values: { number } };
      return { key: `${base}.problem_empty_accepted`, values: { number } };
    }
    return { key: `${base}.problem_invalid`, values: { number } };
  });
}
