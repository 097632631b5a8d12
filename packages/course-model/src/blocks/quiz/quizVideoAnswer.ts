import { quizBlock } from "../definition";
import { quizSettingsSchema } from "../settings";
import { BLOCK_TYPE } from "../types";

/** The learner records a video answer; the recorder needs 27 rows (spec 5). */
export const quizVideoAnswerBlock = quizBlock({
  code: BLOCK_TYPE.QUIZ_VIDEO_ANSWER,
  name: "quiz_video_answer",
  minSize: { w: 4, h: 27 },
  defaultSize: { w: 4, h: 27 },
  judged: false,
  mediaTypes: [],
  maxMedia: 0,
  settingsSchema: quizSettingsSchema,
});
