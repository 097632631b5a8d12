import { blankOrder } from "../blocks/quiz/blanks";
import { quizDiagramSettingsSchema } from "../blocks/quiz/quizDiagram";
import { quizFillBlanksDropdownSettingsSchema } from "../blocks/quiz/quizFillBlanksDropdown";
import { quizFillBlanksOpenAnswerSettingsSchema } from "../blocks/quiz/quizFillBlanksOpenAnswer";
import { quizMatchingSettingsSchema } from "../blocks/quiz/quizMatching";
import { quizMultipleChoiceSettingsSchema } from "../blocks/quiz/quizMultipleChoice";
import { quizSingleChoiceSettingsSchema } from "../blocks/quiz/quizSingleChoice";
import { quizTrueFalseSettingsSchema } from "../blocks/quiz/quizTrueFalse";
import { getBlockTraits } from "../blocks/traits";
import type { PageBlock } from "../course/block";
import { UNANSWERED } from "../player/completion";
import { isQuizTypeName, parseQuizAnswer, type QuizTypeName } from "./answers";
import type { Judgement, QuizBlock } from "./judge";
import { questionText } from "./judge";

/**
 * A question's answer as a SCORM interaction (spec 4 SCORM session): cmi.interactions.n.* of SCORM 2004
 * (id, type, description, learner_response, correct_responses.0.pattern, result) or of SCORM 1.2
 * (id, type, student_response, correct_responses.0.pattern, result; 1.2 has no description, the sender
 * leaves it out).
 */
export type ScormInteractionType = "true-false" | "choice" | "fill-in" | "long-fill-in" | "matching" | "other";
export type ScormFormat = "scorm2004" | "scorm12";

export interface ScormInteraction {
  id: string;
  type: ScormInteractionType;
  description: string;
  learner_response: string;
  correct_response: string;
  /** SCORM 2004 says incorrect, SCORM 1.2 says wrong; unjudged answers are neutral in both. */
  result: "correct" | "incorrect" | "wrong" | "neutral";
}

const INTERACTION_TYPES: Record<QuizTypeName, ScormInteractionType> = {
  quiz_true_false: "true-false",
  quiz_single_choice: "choice",
  quiz_multiple_choice: "choice",
  quiz_fill_blanks_dropdown: "fill-in",
  quiz_fill_blanks_open_answer: "fill-in",
  quiz_matching: "matching",
  quiz_diagram: "matching",
  quiz_open_answer: "long-fill-in",
  quiz_audio_answer: "other",
  quiz_video_answer: "other",
};

/** Types whose response is any text. */
const FREE_TEXT_TYPES: ReadonlySet<ScormInteractionType> = new Set(["fill-in", "long-fill-in", "other"]);

/** Limits: SCORM 2004 description 250, fill-in item 250, long-fill-in 4000, other 4000; SCORM 1.2 255. */
const LIMITS = { description: 250, fillIn: 250, longFillIn: 4000, other: 4000, scorm12: 255 } as const;

interface Delimiters {
  list: string;
  pair: string;
}
const DELIMITERS: Record<ScormFormat, Delimiters> = {
  scorm2004: { list: "[,]", pair: "[.]" },
  scorm12: { list: ",", pair: "." },
};

const cut = (text: string, max: number) => [...text].slice(0, max).join("");

/** A text inside a fill-in response: no delimiter of the format, within the item limit. */
function fillInItem(text: string, format: ScormFormat): string {
  const clean = format === "scorm2004" ? text.replaceAll("[,]", ",") : text.replaceAll(",", " ");
  return cut(clean.trim(), format === "scorm2004" ? LIMITS.fillIn : LIMITS.scorm12);
}

export const interactionId = (block: Pick<PageBlock, "id">): string => `question_${block.id}`;

type ResponseBuilder = (block: QuizBlock, answer: unknown, d: Delimiters, format: ScormFormat) => [string, string];

function parsed<T>(schema: { safeParse(value: unknown): { success: boolean; data?: T } }, block: QuizBlock): T | null {
  const result = schema.safeParse(block.settings);
  return result.success ? (result.data as T) : null;
}

const ordered = <T extends { id: string }>(text: string | null, items: readonly T[]): T[] => {
  const byId = new Map(items.map((item) => [item.id, item]));
  return blankOrder(text, [...byId.keys()]).map((id) => byId.get(id) as T);
};

const RESPONSES: Record<QuizTypeName, ResponseBuilder> = {
  quiz_true_false(block, answer, _d, format) {
    const settings = parsed(quizTrueFalseSettingsSchema, block);
    const value = parseQuizAnswer("quiz_true_false", answer);
    const word = (v: boolean) => (format === "scorm2004" ? String(v) : v ? "t" : "f");
    return [value === null ? "" : word(value), settings ? word(settings.correct_answer) : ""];
  },
  quiz_single_choice(block, answer) {
    const settings = parsed(quizSingleChoiceSettingsSchema, block);
    const value = parseQuizAnswer("quiz_single_choice", answer);
    return [value ?? "", settings?.options.find((option) => option.correct)?.id ?? ""];
  },
  quiz_multiple_choice(block, answer, d) {
    const settings = parsed(quizMultipleChoiceSettingsSchema, block);
    const value = parseQuizAnswer("quiz_multiple_choice", answer);
    const correct = settings?.options.filter((option) => option.correct).map((option) => option.id) ?? [];
    return [[...new Set(value ?? [])].join(d.list), correct.join(d.list)];
  },
  quiz_fill_blanks_dropdown(block, answer, d, format) {
    const settings = parsed(quizFillBlanksDropdownSettingsSchema, block);
    const value = parseQuizAnswer("quiz_fill_blanks_dropdown", answer) ?? {};
    if (!settings) return ["", ""];
    const blanks = ordered(block.text, settings.blanks);
    const textOf = (blank: (typeof blanks)[number], optionId: string | undefined) =>
      fillInItem(blank.options.find((option) => option.id === optionId)?.text ?? "", format);
    return [
      blanks.map((blank) => textOf(blank, value[blank.id])).join(d.list),
      blanks.map((blank) => textOf(blank, blank.correct_option_id)).join(d.list),
    ];
  },
  quiz_fill_blanks_open_answer(block, answer, d, format) {
    const settings = parsed(quizFillBlanksOpenAnswerSettingsSchema, block);
    const value = parseQuizAnswer("quiz_fill_blanks_open_answer", answer) ?? {};
    if (!settings) return ["", ""];
    const blanks = ordered(block.text, settings.blanks);
    const caseMatters = format === "scorm2004" && blanks.some((blank) => blank.case_sensitive);
    return [
      blanks.map((blank) => fillInItem(value[blank.id] ?? "", format)).join(d.list),
      (caseMatters ? "{case_matters=true}" : "") +
        blanks.map((blank) => fillInItem(blank.accepted[0] ?? "", format)).join(d.list),
    ];
  },
  quiz_matching(block, answer, d) {
    const settings = parsed(quizMatchingSettingsSchema, block);
    const value = parseQuizAnswer("quiz_matching", answer) ?? {};
    if (!settings) return ["", ""];
    return [
      settings.pairs.flatMap((pair) => (value[pair.id] ? [`${pair.id}${d.pair}${value[pair.id]}`] : [])).join(d.list),
      settings.pairs.map((pair) => `${pair.id}${d.pair}${pair.id}`).join(d.list),
    ];
  },
  quiz_diagram(block, answer, d) {
    const settings = parsed(quizDiagramSettingsSchema, block);
    const value = parseQuizAnswer("quiz_diagram", answer) ?? {};
    if (!settings) return ["", ""];
    return [
      settings.spots.flatMap((spot) => (value[spot.id] ? [`${spot.id}${d.pair}${value[spot.id]}`] : [])).join(d.list),
      settings.spots.map((spot) => `${spot.id}${d.pair}${spot.id}`).join(d.list),
    ];
  },
  quiz_open_answer(_block, answer, _d, format) {
    const value = parseQuizAnswer("quiz_open_answer", answer) ?? "";
    return [cut(value.trim(), format === "scorm2004" ? LIMITS.longFillIn : LIMITS.scorm12), ""];
  },
  quiz_audio_answer(_block, answer) {
    const value = parseQuizAnswer("quiz_audio_answer", answer);
    return [value ? String(value.media_id) : "", ""];
  },
  quiz_video_answer(_block, answer) {
    const value = parseQuizAnswer("quiz_video_answer", answer);
    return [value ? String(value.media_id) : "", ""];
  },
};

/**
 * The interaction of one answer. `judged` is judgeAnswer's result for the same answer. In SCORM 1.2,
 * long-fill-in and other do not exist: they become fill-in, trimmed to 255 characters. The answer '-'
 * (UNANSWERED: failed by a page time limit) is the learner response as it is for free-text types; for the
 * others the response is empty (interactionWrites leaves it out).
 */
export function scormInteraction(
  block: QuizBlock & Pick<PageBlock, "id">,
  answer: unknown,
  judged: Pick<Judgement, "correct">,
  format: ScormFormat = "scorm2004",
): ScormInteraction {
  const name = getBlockTraits(block.type).name;
  if (!isQuizTypeName(name)) throw new Error(`block type ${block.type} is not a question`);
  const type2004 = INTERACTION_TYPES[name];
  const type = format === "scorm12" && (type2004 === "long-fill-in" || type2004 === "other") ? "fill-in" : type2004;
  const [judgedResponse, correct] = RESPONSES[name](block, answer, DELIMITERS[format], format);
  // A question a page time limit failed keeps the answer the engine stored for it ('-', spec 4) where the type
  // takes free text; true-false, choice and matching have formats '-' breaks (an LMS refuses the write), so
  // there the response is left out and the result alone says it was failed.
  const learner = answer === UNANSWERED ? (FREE_TEXT_TYPES.has(type2004) ? UNANSWERED : "") : judgedResponse;
  const max = format === "scorm12" ? LIMITS.scorm12 : type2004 === "other" ? LIMITS.other : LIMITS.longFillIn;
  const result =
    judged.correct === null ? "neutral" : judged.correct ? "correct" : format === "scorm12" ? "wrong" : "incorrect";
  return {
    id: interactionId(block),
    type,
    description: cut(questionText(block), format === "scorm12" ? LIMITS.scorm12 : LIMITS.description),
    learner_response: cut(learner, max),
    correct_response: cut(correct, max),
    result,
  };
}
