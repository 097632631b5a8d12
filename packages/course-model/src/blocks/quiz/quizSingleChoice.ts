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
export const quizSingleChoiceBlock = questionBlock({
  code: BLOCK_TYPE.QUIZ_SINGLE_CHOICE,
  name: "quiz_single_choice",
  minSize: { w: 4, h: 20 },
  defaultSize: { w: 4, h: 20 },
  judged: true,
  mediaTypes: [],
  maxMedia: 0,
  settingsSchema: quizSingleChoiceSettingsSchema,
  ownDefaults: { options: defaultChoiceOptions() },
});
