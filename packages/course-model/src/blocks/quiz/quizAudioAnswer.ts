import { BLOCK_TYPE } from "../types";
import { questionBlock } from "./common";
import { quizRecordingSettingsSchema } from "./recording";

/** The learner records an audio answer; the recorder needs 27 rows (spec 5). */
export const quizAudioAnswerBlock = questionBlock({
  code: BLOCK_TYPE.QUIZ_AUDIO_ANSWER,
  name: "quiz_audio_answer",
  minSize: { w: 4, h: 27 },
  defaultSize: { w: 4, h: 27 },
  judged: false,
  mediaTypes: [],
  maxMedia: 0,
  settingsSchema: quizRecordingSettingsSchema,
  ownDefaults: {},
});
