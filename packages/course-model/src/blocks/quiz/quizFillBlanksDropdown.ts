import { quizBlock } from "../definition";
import { quizSettingsSchema } from "../settings";
import { BLOCK_TYPE } from "../types";

/** Blanks in a text, each filled from a dropdown. */
export const quizFillBlanksDropdownBlock = quizBlock({
  code: BLOCK_TYPE.QUIZ_FILL_BLANKS_DROPDOWN,
  name: "quiz_fill_blanks_dropdown",
  minSize: { w: 4, h: 10 },
  defaultSize: { w: 4, h: 20 },
  judged: true,
  mediaTypes: [],
  maxMedia: 0,
  settingsSchema: quizSettingsSchema,
});
