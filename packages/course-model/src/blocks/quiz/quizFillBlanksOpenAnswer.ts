import { z } from "zod";
import { commonBlockSettingsShape } from "../settings";
import { BLOCK_TYPE } from "../types";
import {
  checkUniqueIds,
  QUIZ_ACCEPTED_MAX,
  QUIZ_BLANKS_MAX,
  QUIZ_DEFAULT_TEXT_KEYS,
  questionBlock,
  quizItemIdSchema,
  quizItemTextSchema,
} from "./common";

/** One typed blank (placed by `[[blank:<id>]]`, see blanks.ts): the answers that count as right. */
export const openBlankSchema = z.object({
  id: quizItemIdSchema,
  accepted: z
    .array(
      quizItemTextSchema.refine((text) => text.trim() !== "", { error: "validation.required" }),
      {
        error: "validation.invalid",
      },
    )
    .min(1, { error: "validation.required" })
    .max(QUIZ_ACCEPTED_MAX, { error: "validation.too_many" }),
  /** Compare letter case too; by default "Paris" and "paris" are both right. */
  case_sensitive: z.boolean({ error: "validation.invalid" }).optional(),
});
export type OpenBlank = z.infer<typeof openBlankSchema>;

export const quizFillBlanksOpenAnswerSettingsSchema = z
  .object({
    ...commonBlockSettingsShape,
    blanks: z
      .array(openBlankSchema, { error: "validation.invalid" })
      .min(1, { error: "validation.min_value" })
      .max(QUIZ_BLANKS_MAX, { error: "validation.too_many" }),
  })
  .superRefine((settings, ctx) => checkUniqueIds(settings.blanks, ctx, ["blanks"]));
export type QuizFillBlanksOpenAnswerSettings = z.infer<typeof quizFillBlanksOpenAnswerSettingsSchema>;

/** Blanks in a text, each typed in; right when every blank matches one of its accepted answers. */
export const quizFillBlanksOpenAnswerBlock = questionBlock(BLOCK_TYPE.QUIZ_FILL_BLANKS_OPEN_ANSWER, {
  settingsSchema: quizFillBlanksOpenAnswerSettingsSchema,
  ownDefaults: { blanks: [{ id: "b1", accepted: [QUIZ_DEFAULT_TEXT_KEYS.answer] }] },
});
