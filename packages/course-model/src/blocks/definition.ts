import type { z } from "zod";
import type { GridSize } from "../grid/constants";
import type { MediaType } from "../media/types";
import { type BlockSettings, DEFAULT_FEEDBACK_KEYS } from "./settings";
import type { BlockTypeCode, BlockTypeName } from "./types";

/**
 * Everything course-model knows about one block type. The web adds its two faces (Editor, View) in
 * apps/web/src/blocks/<name>/; a new type is one file here plus one registry line.
 */
export interface BlockDefinition {
  code: BlockTypeCode;
  name: BlockTypeName;
  /** Smallest size on the grid, in columns and rows (spec 5). */
  minSize: GridSize;
  /** Size of a freshly added block (spec 5). */
  defaultSize: GridSize;
  /** Counts for page completion when completion_required is set (spec 4 Course player). */
  completable: boolean;
  /** Its answer can be right or wrong, so it can count in the score. */
  scorable: boolean;
  isQuiz: boolean;
  /** May be the target of a block_interacted display condition (spec 3). */
  supportsInteractionCondition: boolean;
  /** May be the target of a block_correctness display condition (spec 3). */
  supportsCorrectnessCondition: boolean;
  /** Media library types its media may have; empty when the block holds no media. */
  mediaTypes: readonly MediaType[];
  /** How many media it holds at most; null for lists (carousel, attached files). */
  maxMedia: number | null;
  /** Its settings: the common keys plus its own. */
  settingsSchema: z.ZodType<BlockSettings>;
  /** Settings of a new block; feedback texts are i18n keys until the builder translates them. */
  defaultSettings: BlockSettings;
}

/** A content block that records no answer: interacting with it is all there is to complete. */
export function contentBlock(
  definition: Omit<BlockDefinition, "scorable" | "isQuiz" | "supportsCorrectnessCondition" | "completable">,
): BlockDefinition {
  // Every block a learner can interact with is one the author can require; text, image and plain animations
  // are only looked at, so "completed" would mean nothing for them.
  return {
    ...definition,
    completable: definition.supportsInteractionCondition,
    scorable: false,
    isQuiz: false,
    supportsCorrectnessCondition: false,
  };
}

/**
 * A quiz block. Only quizzes with a right answer (the correctness-capable ones of spec 3) can be scored;
 * open, audio and video answers are reviewed by people.
 */
export function quizBlock(
  definition: Pick<BlockDefinition, "code" | "name" | "minSize" | "defaultSize" | "mediaTypes" | "maxMedia"> & {
    judged: boolean;
    settingsSchema: z.ZodType<BlockSettings>;
  },
): BlockDefinition {
  const { judged, ...rest } = definition;
  return {
    ...rest,
    completable: true,
    scorable: judged,
    isQuiz: true,
    supportsInteractionCondition: true,
    supportsCorrectnessCondition: judged,
    defaultSettings: {
      ...(judged ? { question_counts_in_score: true } : {}),
      show_correct_answer: true,
      show_answer_feedback: true,
      correct_answer_feedback: DEFAULT_FEEDBACK_KEYS.correct,
      incorrect_answer_feedback: DEFAULT_FEEDBACK_KEYS.incorrect,
    },
  };
}
