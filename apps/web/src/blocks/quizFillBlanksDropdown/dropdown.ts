import {
  type BlockSettings,
  type DropdownBlank,
  dropdownOptionSchema,
  QUIZ_BLANKS_MAX,
  QUIZ_OPTIONS_MAX,
  quizAnswerSchemas,
  quizFillBlanksDropdownSettingsSchema,
  quizItemIdSchema,
} from "@coursewright/course-model";
import { newQuizId, type Problem, readList, schemaProblems } from "./list";
import { readingNumbers } from "./sentence";

export type DropdownAnswer = Record<string, string>;

/**
 * The blanks as stored. A blank whose options are fewer than the schema wants is still read (the author is
 * adding them), so entries are read loosely: an id, options with ids and texts, a correct option id.
 */
export function readDropdownBlanks(settings: BlockSettings): DropdownBlank[] {
  const blanks = settings.blanks;
  if (!Array.isArray(blanks)) return [];
  return blanks.flatMap((entry: unknown) => {
    if (typeof entry !== "object" || entry === null) return [];
    const { id, options, correct_option_id } = entry as Record<string, unknown>;
    if (!quizItemIdSchema.safeParse(id).success) return [];
    return [
      {
        id: id as string,
        options: readList(options, dropdownOptionSchema),
        correct_option_id: typeof correct_option_id === "string" ? correct_option_id : "",
      },
    ];
  });
}

/** A new blank with two empty options, the first marked right. */
export function newDropdownBlank(taken: readonly string[]): DropdownBlank {
  const id = newQuizId(taken);
  const first = newQuizId();
  return {
    id,
    options: [
      { id: first, text: "" },
      { id: newQuizId([first]), text: "" },
    ],
    correct_option_id: first,
  };
}

/** Takes an option out of a blank; when it was the right one, the first remaining option becomes right. */
export function removeOption(blank: DropdownBlank, optionId: string): DropdownBlank {
  const options = blank.options.filter((option) => option.id !== optionId);
  const correct = blank.correct_option_id === optionId ? (options[0]?.id ?? "") : blank.correct_option_id;
  return { ...blank, options, correct_option_id: correct };
}

/** The answer to hand to onAnswer: a picked option id per blank (blanks left unpicked are left out). */
export function buildDropdownAnswer(
  picked: Readonly<Record<string, string>>,
  blanks: readonly DropdownBlank[],
): DropdownAnswer {
  const answer: DropdownAnswer = {};
  for (const blank of blanks) {
    const id = picked[blank.id];
    if (id && blank.options.some((option) => option.id === id)) answer[blank.id] = id;
  }
  return answer;
}

/** The learner may check once every blank has a pick. */
export const dropdownComplete = (picked: Readonly<Record<string, string>>, blanks: readonly DropdownBlank[]): boolean =>
  blanks.length > 0 && Object.keys(buildDropdownAnswer(picked, blanks)).length === blanks.length;

/** The picks of an earlier answer (position answerValue), or none when it has another shape. */
export function answeredPicks(value: unknown): DropdownAnswer {
  const parsed = quizAnswerSchemas.quiz_fill_blanks_dropdown.safeParse(value);
  return parsed.success ? parsed.data : {};
}

/** What the author should fix, from the course-model schema plus blanks the learner could not tell apart. */
export function dropdownProblems(text: string | null, settings: BlockSettings): Problem[] {
  const base = "blocks.quiz.quiz_fill_blanks_dropdown";
  const blanks = readDropdownBlanks(settings);
  const numbers = readingNumbers(text, blanks);
  const problems = schemaProblems(quizFillBlanksDropdownSettingsSchema, settings, (issue): Problem | null => {
    const [head, , field] = issue.path;
    const number = numbers(issue.path[1]);
    if (head !== "blanks") return null;
    if (issue.path.length === 1) {
      if (issue.message === "validation.too_many")
        return { key: `${base}.problem_too_many_blanks`, values: { max: QUIZ_BLANKS_MAX } };
      return { key: `${base}.problem_no_blanks` };
    }
    if (field === "options" && issue.path.length === 3) {
      if (issue.message === "validation.too_many")
        return { key: `${base}.problem_too_many_options`, values: { number, max: QUIZ_OPTIONS_MAX } };
      return { key: `${base}.problem_few_options`, values: { number } };
    }
    if (field === "correct_option_id") return { key: `${base}.problem_no_correct`, values: { number } };
    return { key: `${base}.problem_invalid`, values: { number } };
  });
  blanks.forEach((blank, index) => {
    if (blank.options.some((option) => option.text.trim() === "")) {
      problems.push({ key: `${base}.problem_empty_option`, values: { number: numbers(index) } });
    }
  });
  return problems;
}
