import { quizBlock } from "../definition";
import { quizSettingsSchema } from "../settings";
import { BLOCK_TYPE } from "../types";

/** One right option among several. */
export const quizSingleChoiceBlock = quizBlock({
  code: BLOCK_TYPE.QUIZ_SINGLE_CHOICE,
  name: "quiz_single_choice",
  minSize: { w: 4, h: 20 },
  defaultSize: { w: 4, h: 20 },
  judged: true,
  mediaTypes: [],
  maxMedia: 0,
  settingsSchema: quizSettingsSchema,
});
