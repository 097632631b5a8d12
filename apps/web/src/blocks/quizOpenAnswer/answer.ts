import { type BlockSettings, OPEN_ANSWER_MAX_LENGTH } from "@coursewright/course-model";

/** The longest answer the learner may write: the author's limit, else the product's. */
export const openAnswerLimit = (settings: BlockSettings): number => {
  const own = settings.max_length;
  return typeof own === "number" && Number.isInteger(own) && own >= 1 && own <= OPEN_ANSWER_MAX_LENGTH
    ? own
    : OPEN_ANSWER_MAX_LENGTH;
};

/** The answer sent: the text trimmed, cut to the limit; null when there is nothing to send. */
export function openAnswer(text: string, limit: number): string | null {
  const trimmed = text.trim().slice(0, limit);
  return trimmed === "" ? null : trimmed;
}

/** The stored answer as text ("" when none). */
export const storedOpenAnswer = (answerValue: unknown): string => (typeof answerValue === "string" ? answerValue : "");
