import { z } from "zod";
import { commonBlockSettingsShape } from "../settings";
import { BLOCK_TYPE } from "../types";
import { checkChoiceOptions, choiceOptionSchema, defaultChoiceOptions } from "./choiceOptions";
import { optionListSchema, questionBlock } from "./common";

export const quizMultipleChoiceSettingsSchema = z
  .object({ ...commonBlockSettingsShape, options: optionListSchema(choiceOptionSchema) })
  .superRefine((settings, ctx) => checkChoiceOptions(settings.options, ctx, "at_least_one"));
export type QuizMultipleChoiceSettings = z.infer<typeof quizMultipleChoiceSettingsSchema>;

/** Several right options among several: right only when exactly the right set is picked. */
export const quizMultipleChoiceBlock = questionBlock(BLOCK_TYPE.QUIZ_MULTIPLE_CHOICE, {
  settingsSchema: quizMultipleChoiceSettingsSchema,
  ownDefaults: { options: defaultChoiceOptions() },
});
