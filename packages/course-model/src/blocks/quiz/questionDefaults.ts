import { BLOCK_TYPE, type BlockTypeCode } from "../types";
import { blankPlaceholder } from "./blanks";

/**
 * The question a new question block starts with (app catalog keys, translated into the course's language when
 * the builder makes the block): a learner never meets bare options because the author forgot the question, and
 * the author sees at once where the question goes. The fill-in sentences hold `{{blank}}`, where the first
 * default blank is placed.
 */
export const QUIZ_QUESTION_TEXT_KEYS: Partial<Record<BlockTypeCode, string>> = {
  [BLOCK_TYPE.QUIZ_TRUE_FALSE]: "blocks.quiz.defaults.question.true_false",
  [BLOCK_TYPE.QUIZ_SINGLE_CHOICE]: "blocks.quiz.defaults.question.single_choice",
  [BLOCK_TYPE.QUIZ_MULTIPLE_CHOICE]: "blocks.quiz.defaults.question.multiple_choice",
  [BLOCK_TYPE.QUIZ_FILL_BLANKS_DROPDOWN]: "blocks.quiz.defaults.question.fill_blanks_dropdown",
  [BLOCK_TYPE.QUIZ_FILL_BLANKS_OPEN_ANSWER]: "blocks.quiz.defaults.question.fill_blanks_open_answer",
  [BLOCK_TYPE.QUIZ_MATCHING]: "blocks.quiz.defaults.question.matching",
  [BLOCK_TYPE.QUIZ_DIAGRAM]: "blocks.quiz.defaults.question.diagram",
  [BLOCK_TYPE.QUIZ_OPEN_ANSWER]: "blocks.quiz.defaults.question.open_answer",
  [BLOCK_TYPE.QUIZ_AUDIO_ANSWER]: "blocks.quiz.defaults.question.audio_answer",
  [BLOCK_TYPE.QUIZ_VIDEO_ANSWER]: "blocks.quiz.defaults.question.video_answer",
};

const escapeText = (text: string): string => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * A new block's text (HTML, a single paragraph): the question in the translator's language, with every default
 * blank of a fill-in question placed (the first where the sentence says, any others after it, so none is left
 * outside the text). Without a translator (server, tests) a question has no text, and a fill-in one its blanks
 * only. Null for blocks that start empty.
 */
export function newQuestionText(
  type: BlockTypeCode,
  blankIds: readonly string[],
  translate?: (key: string, params?: Record<string, string>) => string,
): string | null {
  const key = QUIZ_QUESTION_TEXT_KEYS[type];
  const placeholders = blankIds.map(blankPlaceholder);
  if (!key || !translate) return placeholders.length > 0 ? `<p>${placeholders.join(" ")}</p>` : null;
  // The placeholder is letters and brackets only, so escaping the translated sentence leaves it intact.
  let sentence = escapeText(translate(key, { blank: placeholders[0] ?? "" }).trim());
  for (const placeholder of placeholders) {
    if (!sentence.includes(placeholder)) sentence = `${sentence} ${placeholder}`.trim();
  }
  return sentence === "" ? null : `<p>${sentence}</p>`;
}
