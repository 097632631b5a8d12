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
import { blankAnswerMatches, questionText } from "./judge";

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

/** The interaction type of a block progress's position type (a quiz's name); "other" for anything else. */
export const interactionTypeOf = (name: string): ScormInteractionType =>
  isQuizTypeName(name) ? INTERACTION_TYPES[name] : "other";

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

/**
 * One item of a response made of several: a blank of a fill-in, a pair of a matching question. `learner` is
 * null for a pair the learner left unmatched (left out of a matching response; a blank stays, empty, so the
 * positions of the others hold); `right` says whether the learner got this item right.
 */
export interface ResponseItem {
  learner: string | null;
  correct: string;
  right: boolean;
}

export interface ItemisedResponse {
  items: ResponseItem[];
  /** {case_matters=true} when any of the items is compared case-sensitively (fill-in, SCORM 2004 only). */
  caseMatters: (items: readonly ResponseItem[]) => boolean;
}

type ItemBuilder = (block: QuizBlock, answer: unknown, d: Delimiters, format: ScormFormat) => ItemisedResponse | null;

const noCase = () => false;

function parsed<T>(schema: { safeParse(value: unknown): { success: boolean; data?: T } }, block: QuizBlock): T | null {
  const result = schema.safeParse(block.settings);
  return result.success ? (result.data as T) : null;
}

const ordered = <T extends { id: string }>(text: string | null, items: readonly T[]): T[] => {
  const byId = new Map(items.map((item) => [item.id, item]));
  return blankOrder(text, [...byId.keys()]).map((id) => byId.get(id) as T);
};

/** The question types whose SCORM response is a list of items (fill-in blanks, matching pairs). */
const ITEMS: Partial<Record<QuizTypeName, ItemBuilder>> = {
  quiz_fill_blanks_dropdown(block, answer, _d, format) {
    const settings = parsed(quizFillBlanksDropdownSettingsSchema, block);
    if (!settings) return null;
    const value = parseQuizAnswer("quiz_fill_blanks_dropdown", answer) ?? {};
    const blanks = ordered(block.text, settings.blanks);
    const textOf = (blank: (typeof blanks)[number], optionId: string | undefined) =>
      fillInItem(blank.options.find((option) => option.id === optionId)?.text ?? "", format);
    const items = blanks.map((blank) => ({
      learner: textOf(blank, value[blank.id]),
      correct: textOf(blank, blank.correct_option_id),
      right: value[blank.id] === blank.correct_option_id,
    }));
    return { items, caseMatters: noCase };
  },
  quiz_fill_blanks_open_answer(block, answer, _d, format) {
    const settings = parsed(quizFillBlanksOpenAnswerSettingsSchema, block);
    if (!settings) return null;
    const value = parseQuizAnswer("quiz_fill_blanks_open_answer", answer) ?? {};
    const blanks = ordered(block.text, settings.blanks);
    const sensitive = new Set<ResponseItem>();
    const items = blanks.map((blank) => {
      const typed = (value[blank.id] ?? "").trim();
      const item = {
        learner: fillInItem(typed, format),
        correct: fillInItem(blank.accepted[0] ?? "", format),
        right:
          typed !== "" && blank.accepted.some((accepted) => blankAnswerMatches(typed, accepted, blank.case_sensitive)),
      };
      if (blank.case_sensitive) sensitive.add(item);
      return item;
    });
    return { items, caseMatters: (part) => format === "scorm2004" && part.some((item) => sensitive.has(item)) };
  },
  quiz_matching(block, answer, d) {
    const settings = parsed(quizMatchingSettingsSchema, block);
    if (!settings) return null;
    const value = parseQuizAnswer("quiz_matching", answer) ?? {};
    const items = settings.pairs.map((pair) => ({
      learner: value[pair.id] ? `${pair.id}${d.pair}${value[pair.id]}` : null,
      correct: `${pair.id}${d.pair}${pair.id}`,
      right: value[pair.id] === pair.id,
    }));
    return { items, caseMatters: noCase };
  },
  quiz_diagram(block, answer, d) {
    const settings = parsed(quizDiagramSettingsSchema, block);
    if (!settings) return null;
    const value = parseQuizAnswer("quiz_diagram", answer) ?? {};
    const items = settings.spots.map((spot) => ({
      learner: value[spot.id] ? `${spot.id}${d.pair}${value[spot.id]}` : null,
      correct: `${spot.id}${d.pair}${spot.id}`,
      right: value[spot.id] === spot.id,
    }));
    return { items, caseMatters: noCase };
  },
};

/** The items of a question whose response is a list, or null for the other types. */
export function responseItems(
  block: QuizBlock,
  answer: unknown,
  format: ScormFormat = "scorm2004",
): ItemisedResponse | null {
  const name = getBlockTraits(block.type).name;
  const build = isQuizTypeName(name) ? ITEMS[name] : undefined;
  return build ? build(block, answer, DELIMITERS[format], format) : null;
}

/** A list of items as a response and a pattern in the format's delimiters. */
export function joinItems(response: ItemisedResponse, items: readonly ResponseItem[], format: ScormFormat) {
  const { list } = DELIMITERS[format];
  return [
    items.flatMap((item) => (item.learner === null ? [] : [item.learner])).join(list),
    (response.caseMatters(items) ? "{case_matters=true}" : "") + items.map((item) => item.correct).join(list),
  ] as [string, string];
}

const joinedItems: ResponseBuilder = (block, answer, _d, format) => {
  const response = responseItems(block, answer, format);
  return response ? joinItems(response, response.items, format) : ["", ""];
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
  quiz_fill_blanks_dropdown: joinedItems,
  quiz_fill_blanks_open_answer: joinedItems,
  quiz_matching: joinedItems,
  quiz_diagram: joinedItems,
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

/**
 * SCORM 2004 RTE's smallest permitted maximums: a fill-in response holds 10 strings, a matching one 36 pairs.
 * A question may have 50 blanks or 50 spots: more than that and an LMS refuses the whole write.
 */
export const SCORM_2004_MAX_ITEMS = { "fill-in": 10, matching: 36 } as const;

/**
 * The interactions of one answer: one, or for a SCORM 2004 fill-in or matching question with more items than
 * the LMS takes in one, one per run of items (the question itself keeps all of them). The first keeps the
 * question's id, the others add `_part2`, `_part3`...; descriptions end in "(1/3)"; each part is correct when
 * its own items are, so the LMS records every answer the learner gave.
 */
export function scormInteractions(
  block: QuizBlock & Pick<PageBlock, "id">,
  answer: unknown,
  judged: Pick<Judgement, "correct">,
  format: ScormFormat = "scorm2004",
): ScormInteraction[] {
  const whole = scormInteraction(block, answer, judged, format);
  if (format !== "scorm2004" || (whole.type !== "fill-in" && whole.type !== "matching")) return [whole];
  const max = SCORM_2004_MAX_ITEMS[whole.type];
  const response = responseItems(block, answer, format);
  if (!response || response.items.length <= max) return [whole];
  const runs: ResponseItem[][] = [];
  for (let at = 0; at < response.items.length; at += max) runs.push(response.items.slice(at, at + max));
  return runs.map((items, index) => {
    const [learner, correct] = joinItems(response, items, format);
    const suffix = ` (${index + 1}/${runs.length})`;
    return {
      id: index === 0 ? whole.id : `${whole.id}_part${index + 1}`,
      type: whole.type,
      description: whole.description ? cut(whole.description, LIMITS.description - suffix.length) + suffix : "",
      // A time limit's '-' stays the response of free-text parts; a matching part has none (see scormInteraction).
      learner_response:
        answer === UNANSWERED ? (whole.type === "fill-in" ? UNANSWERED : "") : cut(learner, LIMITS.longFillIn),
      correct_response: cut(correct, LIMITS.longFillIn),
      result: judged.correct === null ? "neutral" : items.every((item) => item.right) ? "correct" : "incorrect",
    };
  });
}
