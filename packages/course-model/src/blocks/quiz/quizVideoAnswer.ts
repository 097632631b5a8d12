import { BLOCK_TYPE } from "../types";
import { questionBlock } from "./common";
import { quizRecordingSettingsSchema } from "./recording";

/** The learner records a video answer; the recorder needs 27 rows (spec 5). */
export const quizVideoAnswerBlock = questionBlock(BLOCK_TYPE.QUIZ_VIDEO_ANSWER, {
  settingsSchema: quizRecordingSettingsSchema,
  ownDefaults: {},
});
