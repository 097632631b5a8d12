import { quizBlock } from "../definition";
import { quizSettingsSchema } from "../settings";
import { BLOCK_TYPE } from "../types";

/** A free text answer, read by people: never scored, never a correctness condition. */
export const quizOpenAnswerBlock = quizBlock({
  code: BLOCK_TYPE.QUIZ_OPEN_ANSWER,
  name: "quiz_open_answer",
  minSize: { w: 4, h: 20 },
  defaultSize: { w: 4, h: 20 },
  judged: false,
  mediaTypes: [],
  maxMedia: 0,
  settingsSchema: quizSettingsSchema,
});
