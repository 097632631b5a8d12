import { quizBlock } from "../definition";
import { quizSettingsSchema } from "../settings";
import { BLOCK_TYPE } from "../types";

/** Several right options among several. */
export const quizMultipleChoiceBlock = quizBlock({
  code: BLOCK_TYPE.QUIZ_MULTIPLE_CHOICE,
  name: "quiz_multiple_choice",
  minSize: { w: 4, h: 20 },
  defaultSize: { w: 4, h: 20 },
  judged: true,
  mediaTypes: [],
  maxMedia: 0,
  settingsSchema: quizSettingsSchema,
});
