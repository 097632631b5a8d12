import { z } from "zod";
import { commonBlockSettingsShape } from "../settings";
import { BLOCK_TYPE } from "../types";
import {
  checkUniqueIds,
  optionListSchema,
  QUIZ_BLANKS_MAX,
  QUIZ_DEFAULT_TEXT_KEYS,
  questionBlock,
  quizItemIdSchema,
  quizItemTextSchema,
} from "./common";

export const dropdownOptionSchema = z.object({ id: quizItemIdSchema, text: quizItemTextSchema });
export type DropdownOption = z.infer<typeof dropdownOptionSchema>;

/** One blank of the text (placed by `[[blank:<id>]]`, see blanks.ts): its options and the right one. */
export const dropdownBlankSchema = z.object({
  id: quizItemIdSchema,
  options: optionListSchema(dropdownOptionSchema),
  correct_option_id: quizItemIdSchema,
});
export type DropdownBlank = z.infer<typeof dropdownBlankSchema>;

export const quizFillBlanksDropdownSettingsSchema = z
  .object({
    ...commonBlockSettingsShape,
    blanks: z
      .array(dropdownBlankSchema, { error: "validation.invalid" })
      .min(1, { error: "validation.min_value" })
      .max(QUIZ_BLANKS_MAX, { error: "validation.too_many" }),
  })
  .superRefine((settings, ctx) => {
    checkUniqueIds(settings.blanks, ctx, ["blanks"]);
    settings.blanks.forEach((blank, index) => {
      checkUniqueIds(blank.options, ctx, ["blanks", index, "options"]);
      if (!blank.options.some((option) => option.id === blank.correct_option_id)) {
        ctx.addIssue({
          code: "custom",
          message: "validation.invalid",
          input: blank.correct_option_id,
          path: ["blanks", index, "correct_option_id"],
        });
      }
    });
  });
export type QuizFillBlanksDropdownSettings = z.infer<typeof quizFillBlanksDropdownSettingsSchema>;

/** Blanks in a text, each filled from a dropdown. */
export const quizFillBlanksDropdownBlock = questionBlock(BLOCK_TYPE.QUIZ_FILL_BLANKS_DROPDOWN, {
  settingsSchema: quizFillBlanksDropdownSettingsSchema,
  ownDefaults: {
    blanks: [
      {
        id: "b1",
        options: [
          { id: "o1", text: QUIZ_DEFAULT_TEXT_KEYS.option1 },
          { id: "o2", text: QUIZ_DEFAULT_TEXT_KEYS.option2 },
        ],
        correct_option_id: "o1",
      },
    ],
  },
});
