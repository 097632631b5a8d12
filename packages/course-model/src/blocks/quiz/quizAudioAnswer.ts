import { BLOCK_TYPE } from "../types";
import { questionBlock } from "./common";
import { quizRecordingSettingsSchema } from "./recording";

/** The learner records an audio answer; the recorder needs 27 rows (spec 5). */
export const quizAudioAnswerBlock = questionBlock(BLOCK_TYPE.QUIZ_AUDIO_ANSWER, {
  settingsSchema: quizRecordingSettingsSchema,
  ownDefaults: {},
});
