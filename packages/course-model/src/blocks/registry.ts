import { accordionBlock } from "./accordion";
import { attachedFilesBlock } from "./attachedFiles";
import { audioFileBlock } from "./audioFile";
import { buttonBlock } from "./button";
import { carouselBlock } from "./carousel";
import { clickableJsonAnimationBlock } from "./clickableJsonAnimation";
import { clickImageShowTextBlock } from "./clickImageShowText";
import type { BlockDefinition } from "./definition";
import { imageBlock } from "./image";
import { jsonAnimationBlock } from "./jsonAnimation";
import { loomVideoBlock } from "./loomVideo";
import { quizAudioAnswerBlock } from "./quiz/quizAudioAnswer";
import { quizDiagramBlock } from "./quiz/quizDiagram";
import { quizFillBlanksDropdownBlock } from "./quiz/quizFillBlanksDropdown";
import { quizFillBlanksOpenAnswerBlock } from "./quiz/quizFillBlanksOpenAnswer";
import { quizMatchingBlock } from "./quiz/quizMatching";
import { quizMultipleChoiceBlock } from "./quiz/quizMultipleChoice";
import { quizOpenAnswerBlock } from "./quiz/quizOpenAnswer";
import { quizSingleChoiceBlock } from "./quiz/quizSingleChoice";
import { quizTrueFalseBlock } from "./quiz/quizTrueFalse";
import { quizVideoAnswerBlock } from "./quiz/quizVideoAnswer";
import { scormBlock } from "./scorm";
import { textBlock } from "./text";
import { UnknownBlockTypeError } from "./traits";
import type { BlockTypeCode, BlockTypeName } from "./types";
import { videoEmbedBlock } from "./videoEmbed";
import { videoFileBlock } from "./videoFile";

/** Every block type with its settings, in the order of BLOCK_TRAITS (the builder's palette). */
export const BLOCK_DEFINITIONS: readonly BlockDefinition[] = [
  textBlock,
  imageBlock,
  videoFileBlock,
  videoEmbedBlock,
  loomVideoBlock,
  audioFileBlock,
  carouselBlock,
  clickImageShowTextBlock,
  buttonBlock,
  accordionBlock,
  attachedFilesBlock,
  scormBlock,
  jsonAnimationBlock,
  clickableJsonAnimationBlock,
  quizTrueFalseBlock,
  quizSingleChoiceBlock,
  quizMultipleChoiceBlock,
  quizFillBlanksDropdownBlock,
  quizFillBlanksOpenAnswerBlock,
  quizMatchingBlock,
  quizDiagramBlock,
  quizOpenAnswerBlock,
  quizAudioAnswerBlock,
  quizVideoAnswerBlock,
];

export const BLOCKS_BY_CODE: ReadonlyMap<number, BlockDefinition> = new Map(BLOCK_DEFINITIONS.map((d) => [d.code, d]));
export const BLOCKS_BY_NAME: ReadonlyMap<string, BlockDefinition> = new Map(BLOCK_DEFINITIONS.map((d) => [d.name, d]));

/** A type's traits and settings schema; code that needs only the traits (the player) reads getBlockTraits. */
export function getBlockDefinition(code: BlockTypeCode | number): BlockDefinition {
  const definition = BLOCKS_BY_CODE.get(code);
  if (!definition) throw new UnknownBlockTypeError(code);
  return definition;
}

export function getBlockDefinitionByName(name: BlockTypeName | string): BlockDefinition {
  const definition = BLOCKS_BY_NAME.get(name);
  if (!definition) throw new UnknownBlockTypeError(name);
  return definition;
}
