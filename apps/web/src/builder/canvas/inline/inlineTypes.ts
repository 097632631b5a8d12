import { BLOCK_TYPE, type PageBlock } from "@coursewright/course-model";
import type { ComponentType } from "react";
import type { BlockViewProps } from "../../../blocks/faces";
import { InlineTextView } from "./InlineTextView";

/** Block types whose texts are typed on the canvas: their toolbar offers "Edit text" and Enter goes in. */
const INLINE_TYPES: ReadonlySet<number> = new Set([
  BLOCK_TYPE.TEXT,
  // Its caption, under the picture (its alt text stays in the properties, with the image's choice).
  BLOCK_TYPE.IMAGE,
  BLOCK_TYPE.BUTTON,
  BLOCK_TYPE.ACCORDION,
  BLOCK_TYPE.QUIZ_TRUE_FALSE,
  BLOCK_TYPE.QUIZ_SINGLE_CHOICE,
  BLOCK_TYPE.QUIZ_MULTIPLE_CHOICE,
  BLOCK_TYPE.QUIZ_DIAGRAM,
  BLOCK_TYPE.QUIZ_MATCHING,
  BLOCK_TYPE.QUIZ_OPEN_ANSWER,
  BLOCK_TYPE.QUIZ_AUDIO_ANSWER,
  BLOCK_TYPE.QUIZ_VIDEO_ANSWER,
  // The sentence, its blanks as chips (the properties keep each blank's answers).
  BLOCK_TYPE.QUIZ_FILL_BLANKS_DROPDOWN,
  BLOCK_TYPE.QUIZ_FILL_BLANKS_OPEN_ANSWER,
]);

export const hasInlineText = (type: number): boolean => INLINE_TYPES.has(type);

/** Whether some text of the block is typed on the canvas once it is selected (its view gets the inline fields). */
export const hasCanvasFields = (type: number): boolean => INLINE_TYPES.has(type);

/** Whether the question's feedback texts are typed on the canvas (so the properties only say where they went). */
export const feedbackOnCanvas = (block: { type: number; settings: PageBlock["settings"] }): boolean =>
  hasCanvasFields(block.type) && block.type !== BLOCK_TYPE.IMAGE && block.settings.show_answer_feedback !== false;

/** Views the canvas draws instead of the type's own for the selected block (the others read the context). */
const CANVAS_VIEWS = new Map<number, ComponentType<BlockViewProps>>([[BLOCK_TYPE.TEXT, InlineTextView]]);

export const canvasViewOf = (type: number): ComponentType<BlockViewProps> | undefined => CANVAS_VIEWS.get(type);
