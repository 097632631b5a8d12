import { z } from "zod";
import { commonBlockSettingsShape } from "../settings";
import { BLOCK_TYPE } from "../types";
import { QUIZ_DEFAULT_TEXT_KEYS, questionBlock, quizItemTextSchema } from "./common";

export const quizTrueFalseSettingsSchema = z.object({
  ...commonBlockSettingsShape,
  /** The statement in the block's text is true (true) or false (false). */
  correct_answer: z.boolean({ error: "validation.invalid" }),
  /** The two answers as the learner reads them; the builder writes them in the author's language. */
  true_label: quizItemTextSchema.optional(),
  false_label: quizItemTextSchema.optional(),
});
export type QuizTrueFalseSettings = z.infer<typeof quizTrueFalseSettingsSchema>;

/** A statement judged true or false. */
export const quizTrueFalseBlock = questionBlock(BLOCK_TYPE.QUIZ_TRUE_FALSE, {
  settingsSchema: quizTrueFalseSettingsSchema,
  ownDefaults: {
    correct_answer: true,
    true_label: QUIZ_DEFAULT_TEXT_KEYS.true,
    false_label: QUIZ_DEFAULT_TEXT_KEYS.false,
  },
});
