import { MEDIA_TYPE } from "../../media/types";
import { quizBlock } from "../definition";
import { quizSettingsSchema } from "../settings";
import { BLOCK_TYPE } from "../types";

/** Labels placed on a diagram image (one media row). */
export const quizDiagramBlock = quizBlock({
  code: BLOCK_TYPE.QUIZ_DIAGRAM,
  name: "quiz_diagram",
  minSize: { w: 4, h: 20 },
  defaultSize: { w: 4, h: 20 },
  judged: true,
  mediaTypes: [MEDIA_TYPE.IMAGE],
  maxMedia: 1,
  settingsSchema: quizSettingsSchema,
});
