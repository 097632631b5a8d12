import { BLOCK_TYPE, type BlockTypeCode } from "@coursewright/course-model";
import { accordionFace } from "./accordion";
import { attachedFilesFace } from "./attachedFiles";
import { audioFileFace } from "./audioFile";
import { buttonFace } from "./button";
import { carouselFace } from "./carousel";
import { clickableJsonAnimationFace } from "./clickableJsonAnimation";
import { clickImageShowTextFace } from "./clickImageShowText";
import type { BlockFace } from "./faces";
import { imageFace } from "./image";
import { jsonAnimationFace } from "./jsonAnimation";
import { loomVideoFace } from "./loomVideo";
import { quizAudioAnswerFace } from "./quizAudioAnswer";
import { quizDiagramFace } from "./quizDiagram";
import { quizFillBlanksDropdownFace } from "./quizFillBlanksDropdown";
import { quizFillBlanksOpenAnswerFace } from "./quizFillBlanksOpenAnswer";
import { quizMatchingFace } from "./quizMatching";
import { quizMultipleChoiceFace } from "./quizMultipleChoice";
import { quizOpenAnswerFace } from "./quizOpenAnswer";
import { quizSingleChoiceFace } from "./quizSingleChoice";
import { quizTrueFalseFace } from "./quizTrueFalse";
import { quizVideoAnswerFace } from "./quizVideoAnswer";
import { scormFace } from "./scorm";
import { textFace } from "./text";
import { videoEmbedFace } from "./videoEmbed";
import { videoFileFace } from "./videoFile";

/**
 * The web faces of each block type, one line per type (ARCHITECTURE.md "A block type is a plugin"). The
 * palette offers the types listed here, in course-model's registry order; the quiz types join with their issue.
 */
export const BLOCK_FACES: ReadonlyMap<number, BlockFace> = new Map<BlockTypeCode, BlockFace>([
  [BLOCK_TYPE.TEXT, textFace],
  [BLOCK_TYPE.IMAGE, imageFace],
  [BLOCK_TYPE.VIDEO_FILE, videoFileFace],
  [BLOCK_TYPE.VIDEO_EMBED, videoEmbedFace],
  [BLOCK_TYPE.LOOM_VIDEO, loomVideoFace],
  [BLOCK_TYPE.AUDIO_FILE, audioFileFace],
  [BLOCK_TYPE.CAROUSEL, carouselFace],
  [BLOCK_TYPE.CLICK_IMAGE_SHOW_TEXT, clickImageShowTextFace],
  [BLOCK_TYPE.BUTTON, buttonFace],
  [BLOCK_TYPE.ACCORDION, accordionFace],
  [BLOCK_TYPE.ATTACHED_FILES, attachedFilesFace],
  [BLOCK_TYPE.SCORM, scormFace],
  [BLOCK_TYPE.JSON_ANIMATION, jsonAnimationFace],
  [BLOCK_TYPE.CLICKABLE_JSON_ANIMATION, clickableJsonAnimationFace],
  [BLOCK_TYPE.QUIZ_TRUE_FALSE, quizTrueFalseFace],
  [BLOCK_TYPE.QUIZ_SINGLE_CHOICE, quizSingleChoiceFace],
  [BLOCK_TYPE.QUIZ_MULTIPLE_CHOICE, quizMultipleChoiceFace],
  [BLOCK_TYPE.QUIZ_OPEN_ANSWER, quizOpenAnswerFace],
  [BLOCK_TYPE.QUIZ_FILL_BLANKS_DROPDOWN, quizFillBlanksDropdownFace],
  [BLOCK_TYPE.QUIZ_FILL_BLANKS_OPEN_ANSWER, quizFillBlanksOpenAnswerFace],
  [BLOCK_TYPE.QUIZ_MATCHING, quizMatchingFace],
  [BLOCK_TYPE.QUIZ_DIAGRAM, quizDiagramFace],
  [BLOCK_TYPE.QUIZ_AUDIO_ANSWER, quizAudioAnswerFace],
  [BLOCK_TYPE.QUIZ_VIDEO_ANSWER, quizVideoAnswerFace],
]);

export const getBlockFace = (type: number): BlockFace | undefined => BLOCK_FACES.get(type);
