import { blankOrder, replaceBlanks } from "../blocks/quiz/blanks";
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
import type { BlockProgressPosition, JsonValue } from "../player/progress";
import { isQuizTypeName, parseQuizAnswer, type QuizAnswers, type QuizTypeName } from "./answers";
import { htmlToPlainText } from "./text";

/** What judging needs of a block: its type, its question (text) and its settings. */
export type QuizBlock = Pick<PageBlock, "type" | "text" | "settings">;

export interface Judgement {
  /** Right or wrong; null for the answers people review (open, audio and video answers). */
  correct: boolean | null;
  position: BlockProgressPosition;
}

/** Separators of readable answers (answerText, correctAnswerText). */
const LIST = ", ";
const PAIR = " → ";
const MISSING = UNANSWERED;

/** What one type's judge produces; judgeAnswer adds what every position carries. */
interface TypeJudgement {
  correct: boolean | null;
  answerText: string;
  answerValue: JsonValue;
}

/** Blank texts compare trimmed, and case-insensitive unless the author asks otherwise. */
export function blankAnswerMatches(typed: string, accepted: string, caseSensitive = false): boolean {
  const a = typed.trim().normalize("NFC");
  const b = accepted.trim().normalize("NFC");
  return caseSensitive ? a === b : a.toLocaleLowerCase() === b.toLocaleLowerCase();
}

function settingsOf<T>(
  schema: { safeParse(value: unknown): { success: boolean; data?: T } },
  block: QuizBlock,
): T | null {
  const parsed = schema.safeParse(block.settings);
  return parsed.success ? (parsed.data as T) : null;
}

const trueFalseLabel = (settings: { true_label?: string; false_label?: string } | null, value: boolean) =>
  (value ? settings?.true_label : settings?.false_label) || (value ? "true" : "false");

/** The right answer, readable; "" for the types people review or a block whose settings are broken. */
export function correctAnswerText(block: QuizBlock): string {
  const name = getBlockTraits(block.type).name;
  switch (name) {
    case "quiz_true_false": {
      const settings = settingsOf(quizTrueFalseSettingsSchema, block);
      return settings ? trueFalseLabel(settings, settings.correct_answer) : "";
    }
    case "quiz_single_choice":
    case "quiz_multiple_choice": {
      const schema = name === "quiz_single_choice" ? quizSingleChoiceSettingsSchema : quizMultipleChoiceSettingsSchema;
      const settings = settingsOf(schema, block);
      return settings
        ? settings.options
            .filter((option) => option.correct)
            .map((option) => option.text)
            .join(LIST)
        : "";
    }
    case "quiz_fill_blanks_dropdown": {
      const settings = settingsOf(quizFillBlanksDropdownSettingsSchema, block);
      if (!settings) return "";
      return orderedBlanks(block.text, settings.blanks)
        .map((blank) => blank.options.find((option) => option.id === blank.correct_option_id)?.text ?? MISSING)
        .join(LIST);
    }
    case "quiz_fill_blanks_open_answer": {
      const settings = settingsOf(quizFillBlanksOpenAnswerSettingsSchema, block);
      if (!settings) return "";
      return orderedBlanks(block.text, settings.blanks)
        .map((blank) => blank.accepted[0] ?? MISSING)
        .join(LIST);
    }
    case "quiz_matching": {
      const settings = settingsOf(quizMatchingSettingsSchema, block);
      return settings ? settings.pairs.map((pair) => `${pair.left}${PAIR}${pair.right}`).join(LIST) : "";
    }
    case "quiz_diagram": {
      const settings = settingsOf(quizDiagramSettingsSchema, block);
      return settings ? settings.spots.map((spot, index) => `${index + 1}: ${spot.label}`).join(LIST) : "";
    }
    default:
      return "";
  }
}

function orderedBlanks<T extends { id: string }>(text: string | null, blanks: readonly T[]): T[] {
  const byId = new Map(blanks.map((blank) => [blank.id, blank]));
  return blankOrder(text, [...byId.keys()]).map((id) => byId.get(id) as T);
}

/** The question as the learner read it: plain text, blanks shown as "___". */
export function questionText(block: Pick<QuizBlock, "text">): string {
  return htmlToPlainText(replaceBlanks(block.text ?? "", () => " ___ "));
}

type Judge<N extends QuizTypeName> = (block: QuizBlock, answer: QuizAnswers[N]) => TypeJudgement;

const wrongSettings = (answerValue: JsonValue): TypeJudgement => ({ correct: false, answerText: "", answerValue });

const JUDGES: { [N in QuizTypeName]: Judge<N> } = {
  quiz_true_false(block, answer) {
    const settings = settingsOf(quizTrueFalseSettingsSchema, block);
    if (!settings) return wrongSettings(answer);
    return {
      correct: answer === settings.correct_answer,
      answerText: trueFalseLabel(settings, answer),
      answerValue: answer,
    };
  },
  quiz_single_choice(block, answer) {
    const settings = settingsOf(quizSingleChoiceSettingsSchema, block);
    if (!settings) return wrongSettings(answer);
    const option = settings.options.find((candidate) => candidate.id === answer);
    return { correct: option?.correct === true, answerText: option?.text ?? "", answerValue: answer };
  },
  quiz_multiple_choice(block, answer) {
    const settings = settingsOf(quizMultipleChoiceSettingsSchema, block);
    const picked = [...new Set(answer)];
    if (!settings) return wrongSettings(picked);
    const chosen = settings.options.filter((option) => picked.includes(option.id));
    const correct =
      chosen.length === picked.length &&
      settings.options.every((option) => option.correct === picked.includes(option.id));
    return { correct, answerText: chosen.map((option) => option.text).join(LIST), answerValue: picked };
  },
  quiz_fill_blanks_dropdown(block, answer) {
    const settings = settingsOf(quizFillBlanksDropdownSettingsSchema, block);
    if (!settings) return wrongSettings(answer);
    const blanks = orderedBlanks(block.text, settings.blanks);
    const picked = blanks.map((blank) => blank.options.find((option) => option.id === answer[blank.id]));
    return {
      correct: blanks.every((blank, index) => picked[index]?.id === blank.correct_option_id),
      answerText: picked.map((option) => option?.text ?? MISSING).join(LIST),
      answerValue: Object.fromEntries(
        blanks.flatMap((blank) => (blank.id in answer ? [[blank.id, answer[blank.id] as string]] : [])),
      ),
    };
  },
  quiz_fill_blanks_open_answer(block, answer) {
    const settings = settingsOf(quizFillBlanksOpenAnswerSettingsSchema, block);
    if (!settings) return wrongSettings(answer);
    const blanks = orderedBlanks(block.text, settings.blanks);
    const typed = blanks.map((blank) => (answer[blank.id] ?? "").trim());
    return {
      correct: blanks.every(
        (blank, index) =>
          typed[index] !== "" &&
          blank.accepted.some((accepted) => blankAnswerMatches(typed[index] as string, accepted, blank.case_sensitive)),
      ),
      answerText: typed.map((text) => text || MISSING).join(LIST),
      answerValue: Object.fromEntries(blanks.map((blank, index) => [blank.id, typed[index] as string])),
    };
  },
  quiz_matching(block, answer) {
    const settings = settingsOf(quizMatchingSettingsSchema, block);
    if (!settings) return wrongSettings(answer);
    const rightOf = (pairId: string | undefined) => settings.pairs.find((pair) => pair.id === pairId)?.right ?? MISSING;
    return {
      correct: settings.pairs.every((pair) => answer[pair.id] === pair.id),
      answerText: settings.pairs.map((pair) => `${pair.left}${PAIR}${rightOf(answer[pair.id])}`).join(LIST),
      answerValue: Object.fromEntries(
        settings.pairs.flatMap((pair) => (pair.id in answer ? [[pair.id, answer[pair.id] as string]] : [])),
      ),
    };
  },
  quiz_diagram(block, answer) {
    const settings = settingsOf(quizDiagramSettingsSchema, block);
    if (!settings) return wrongSettings(answer);
    const labelOf = (spotId: string | undefined) => settings.spots.find((spot) => spot.id === spotId)?.label ?? MISSING;
    return {
      correct: settings.spots.every((spot) => answer[spot.id] === spot.id),
      answerText: settings.spots.map((spot, index) => `${index + 1}: ${labelOf(answer[spot.id])}`).join(LIST),
      answerValue: Object.fromEntries(
        settings.spots.flatMap((spot) => (spot.id in answer ? [[spot.id, answer[spot.id] as string]] : [])),
      ),
    };
  },
  quiz_open_answer(_block, answer) {
    return { correct: null, answerText: answer, answerValue: answer };
  },
  quiz_audio_answer(_block, answer) {
    return { correct: null, answerText: String(answer.media_id), answerValue: { media_id: answer.media_id } };
  },
  quiz_video_answer(_block, answer) {
    return { correct: null, answerText: String(answer.media_id), answerValue: { media_id: answer.media_id } };
  },
};

export class NotAQuestionError extends Error {
  constructor(readonly type: number) {
    super(`block type ${type} is not a question`);
    this.name = "NotAQuestionError";
  }
}

/**
 * Judges a learner's answer to a question block and builds its block progress position (spec 3). The answer
 * is checked against the type's shape first: one of another shape (forged, or stale after the author changed
 * the question) is judged wrong with an empty answer text. Unjudged types (open, audio, video) give
 * correct null; their position says correct (the server's default, spec 3) and does not count in the score.
 */
export function judgeAnswer(block: QuizBlock, answer: unknown): Judgement {
  const definition = getBlockTraits(block.type);
  const name = definition.name;
  if (!isQuizTypeName(name)) throw new NotAQuestionError(block.type);
  const parsed = parseQuizAnswer(name, answer);
  const judged: TypeJudgement =
    parsed === null
      ? { correct: definition.scorable ? false : null, answerText: "", answerValue: null }
      : (JUDGES[name] as Judge<typeof name>)(block, parsed as never);
  return {
    correct: judged.correct,
    position: {
      type: name,
      text: questionText(block),
      answerText: judged.answerText,
      correctAnswerText: correctAnswerText(block),
      answerValue: judged.answerValue,
      correct: judged.correct ?? true,
      countsIsScore: definition.scorable && block.settings.question_counts_in_score !== false,
    },
  };
}
