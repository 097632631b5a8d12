import { quizBlock } from "../definition";
import { quizSettingsSchema } from "../settings";
import { BLOCK_TYPE } from "../types";

/** Blanks in a text, each typed in. */
export const quizFillBlanksOpenAnswerBlock = quizBlock({
  code: BLOCK_TYPE.QUIZ_FILL_BLANKS_OPEN_ANSWER,
  name: "quiz_fill_blanks_open_answer",
  minSize: { w: 4, h: 10 },
  defaultSize: { w: 4, h: 20 },
  judged: true,
  mediaTypes: [],
  maxMedia: 0,
  settingsSchema: quizSettingsSchema,
});
