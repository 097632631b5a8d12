import { quizBlock } from "../definition";
import { quizSettingsSchema } from "../settings";
import { BLOCK_TYPE } from "../types";

/** A statement judged true or false. Judging comes with the quiz issue. */
export const quizTrueFalseBlock = quizBlock({
  code: BLOCK_TYPE.QUIZ_TRUE_FALSE,
  name: "quiz_true_false",
  minSize: { w: 4, h: 20 },
  defaultSize: { w: 4, h: 20 },
  judged: true,
  mediaTypes: [],
  maxMedia: 0,
  settingsSchema: quizSettingsSchema,
});
