import { BLOCK_TYPE } from "@coursewright/course-model";
import type { ComponentType } from "react";
import type { BlockViewProps } from "../../../blocks/faces";
import { InlineTextView } from "./InlineTextView";

/** Block types whose texts are typed on the canvas: their toolbar offers "Edit text" and Enter goes in. */
const INLINE_TYPES: ReadonlySet<number> = new Set([
  BLOCK_TYPE.TEXT,
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
]);

export const hasInlineText = (type: number): boolean => INLINE_TYPES.has(type);

/** Views the canvas draws instead of the type's own for the selected block (the others read the context). */
const CANVAS_VIEWS = new Map<number, ComponentType<BlockViewProps>>([[BLOCK_TYPE.TEXT, InlineTextView]]);

export const canvasViewOf = (type: number): ComponentType<BlockViewProps> | undefined => CANVAS_VIEWS.get(type);
