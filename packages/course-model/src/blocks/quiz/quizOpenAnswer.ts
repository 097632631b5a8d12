import { z } from "zod";
import { commonBlockSettingsShape } from "../settings";
import { BLOCK_TYPE } from "../types";
import { questionBlock } from "./common";

export const OPEN_ANSWER_MAX_LENGTH = 10_000;

export const quizOpenAnswerSettingsSchema = z.object({
  ...commonBlockSettingsShape,
  /** Longest answer in characters; absent for the product's limit. */
  max_length: z
    .number({ error: "validation.invalid" })
    .int({ error: "validation.invalid" })
    .min(1, { error: "validation.min_value" })
    .max(OPEN_ANSWER_MAX_LENGTH, { error: "validation.max_value" })
    .optional(),
});
export type QuizOpenAnswerSettings = z.infer<typeof quizOpenAnswerSettingsSchema>;

/** A free text answer, read by people: never scored, never a correctness condition. */
export const quizOpenAnswerBlock = questionBlock(BLOCK_TYPE.QUIZ_OPEN_ANSWER, {
  settingsSchema: quizOpenAnswerSettingsSchema,
  ownDefaults: {},
});
