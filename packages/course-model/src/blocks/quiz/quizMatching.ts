import { quizBlock } from "../definition";
import { quizSettingsSchema } from "../settings";
import { BLOCK_TYPE } from "../types";

/** Pairs to match. */
export const quizMatchingBlock = quizBlock({
  code: BLOCK_TYPE.QUIZ_MATCHING,
  name: "quiz_matching",
  minSize: { w: 4, h: 20 },
  defaultSize: { w: 4, h: 20 },
  judged: true,
  mediaTypes: [],
  maxMedia: 0,
  settingsSchema: quizSettingsSchema,
});
