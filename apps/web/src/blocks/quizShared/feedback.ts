import type { BlockProgressPosition, BlockSettings } from "@coursewright/course-model";
import { STALE_SENT_DEFAULTS } from "./staleDefaults";

/** What the feedback panel shows after an answer. */
export interface QuizFeedback {
  /** "correct" / "wrong" for judged types, "sent" for answers people review (open answer). */
  result: "correct" | "wrong" | "sent";
  /** The author's feedback text for this result, when shown and written. */
  text: string | null;
  /** The right answer, readable, when shown: only after a wrong answer. */
  correctAnswer: string | null;
}

/**
 * The feedback of an answer: judged types say right or wrong (answered.correct), unjudged types only that the
 * answer was sent. Feedback texts show when show_answer_feedback is not switched off; the correct answer
 * when show_correct_answer is not switched off and the answer was wrong. An unjudged answer shows the author's
 * "sent" text (stored as correct_answer_feedback), never the old default praise ("Correct, well done!").
 */
export function quizFeedback(
  settings: BlockSettings,
  answered: Pick<BlockProgressPosition, "correct" | "correctAnswerText">,
  judged: boolean,
): QuizFeedback {
  const result = !judged ? "sent" : answered.correct ? "correct" : "wrong";
  const feedbackText = result === "wrong" ? settings.incorrect_answer_feedback : settings.correct_answer_feedback;
  const written = feedbackText?.trim() ?? "";
  const praise = result === "sent" && STALE_SENT_DEFAULTS.has(written);
  const text = settings.show_answer_feedback !== false && written && !praise ? written : null;
  const correctAnswer =
    result === "wrong" && settings.show_correct_answer !== false && answered.correctAnswerText.trim()
      ? answered.correctAnswerText
      : null;
  return { result, text, correctAnswer };
}

/** Any tag: feedback with markup (the rich text it is stored as) is shown as it is. */
const MARKUP = /<[a-z!/]/i;

/**
 * The feedback as the rich text it is (sanitised on save and again by SafeHtml when shown). Feedback typed in
 * the builder's plain text box has no tags, only line breaks, which rich text would fold: they become <br>.
 */
export function feedbackHtml(text: string): string {
  return MARKUP.test(text) ? text : text.replace(/\r?\n/g, "<br>");
}
