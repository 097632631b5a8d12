import { z } from "zod";
import { commonBlockSettingsShape } from "../settings";
import { BLOCK_TYPE } from "../types";
import { checkChoiceOptions, choiceOptionSchema, defaultChoiceOptions } from "./choiceOptions";
import { optionListSchema, questionBlock } from "./common";

export const quizSingleChoiceSettingsSchema = z
  .object({ ...commonBlockSettingsShape, options: optionListSchema(choiceOptionSchema) })
  .superRefine((settings, ctx) => checkChoiceOptions(settings.options, ctx, "exactly_one"));
export type QuizSingleChoiceSettings = z.infer<typeof quizSingleChoiceSettingsSchema>;

/** One right option among several. */
export const quizSingleChoiceBlock = questionBlock(BLOCK_TYPE.QUIZ_SINGLE_CHOICE, {
  settingsSchema: quizSingleChoiceSettingsSchema,
  ownDefaults: { options: defaultChoiceOptions() },
});
