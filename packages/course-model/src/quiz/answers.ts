import { z } from "zod";
import { storedIdSchema } from "../course/common";

/**
 * What a learner answers, per question type. Answers come from the browser (and back from stored
 * progress), so they are checked at run time before they are judged.
 */
const id = z.string().min(1).max(64);
const idMap = z.record(z.string().max(64), id);

export const quizAnswerSchemas = {
  /** true or false. */
  quiz_true_false: z.boolean(),
  /** The picked option's id. */
  quiz_single_choice: id,
  /** The picked options' ids. */
  quiz_multiple_choice: z.array(id).max(100),
  /** blank id -> picked option id. */
  quiz_fill_blanks_dropdown: idMap,
  /** blank id -> typed text. */
  quiz_fill_blanks_open_answer: z.record(z.string().max(64), z.string().max(10_000)),
  /** left item (pair id) -> the pair id whose right item the learner put beside it. */
  quiz_matching: idMap,
  /** spot id -> the spot id whose label the learner placed on it. */
  quiz_diagram: idMap,
  /** The written text. */
  quiz_open_answer: z.string().max(100_000),
  /** The uploaded recording (upload_answer_file). */
  quiz_audio_answer: z.object({ media_id: storedIdSchema }),
  quiz_video_answer: z.object({ media_id: storedIdSchema }),
} as const;

export type QuizTypeName = keyof typeof quizAnswerSchemas;
export type QuizAnswers = { [N in QuizTypeName]: z.infer<(typeof quizAnswerSchemas)[N]> };
export type QuizAnswer = QuizAnswers[QuizTypeName];

export const QUIZ_TYPE_NAMES = Object.keys(quizAnswerSchemas) as QuizTypeName[];

export const isQuizTypeName = (name: string): name is QuizTypeName => name in quizAnswerSchemas;

/** The answer in its type's shape, or null when it has another shape (a forged or stale answer). */
export function parseQuizAnswer<N extends QuizTypeName>(type: N, answer: unknown): QuizAnswers[N] | null {
  const parsed = quizAnswerSchemas[type].safeParse(answer);
  return parsed.success ? (parsed.data as QuizAnswers[N]) : null;
}
