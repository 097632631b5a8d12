import { BLOCK_TYPE } from "../types";
import { questionBlock } from "./common";
import { quizRecordingSettingsSchema } from "./recording";

/** The learner records a video answer; the recorder needs 27 rows (spec 5). */
export const quizVideoAnswerBlock = questionBlock({
  code: BLOCK_TYPE.QUIZ_VIDEO_ANSWER,
  name: "quiz_video_answer",
  minSize: { w: 4, h: 27 },
  defaultSize: { w: 4, h: 27 },
  judged: false,
  mediaTypes: [],
  maxMedia: 0,
  settingsSchema: quizRecordingSettingsSchema,
  ownDefaults: {},
});
