import { BLOCK_TYPE, type BlockTypeCode, type BlockTypeName, type DisplayConditionKind } from "./types";

/**
 * What the player's engine knows about a block type, as plain values: no settings schema, so the player's code
 * needs no zod. Its place on the grid and its media are in layout.ts, its settings in the type's own module;
 * registry.ts joins the three. A new block type is one line here and in layout.ts, its module and its registry
 * line.
 */
export interface BlockTraits {
  code: BlockTypeCode;
  name: BlockTypeName;
  /** Counts for page completion when completion_required is set (spec 4 Course player). */
  completable: boolean;
  /** Its answer can be right or wrong, so it can count in the score. */
  scorable: boolean;
  isQuiz: boolean;
  /** May be the target of a block_interacted display condition (spec 3). */
  supportsInteractionCondition: boolean;
  /** May be the target of a block_correctness display condition (spec 3). */
  supportsCorrectnessCondition: boolean;
}

/**
 * A content block records no answer: interacting with it is all there is to complete. Every block a learner
 * can interact with is one the author can require; text, image and plain animations are only looked at, so
 * "completed" would mean nothing for them.
 */
function content(code: BlockTypeCode, name: BlockTypeName, interactive: boolean): BlockTraits {
  return {
    code,
    name,
    completable: interactive,
    scorable: false,
    isQuiz: false,
    supportsInteractionCondition: interactive,
    supportsCorrectnessCondition: false,
  };
}

/**
 * A question. Only questions with a right answer (the correctness-capable ones of spec 3) can be scored; open,
 * audio and video answers are reviewed by people.
 */
function question(code: BlockTypeCode, name: BlockTypeName, judged: boolean): BlockTraits {
  return {
    code,
    name,
    completable: true,
    scorable: judged,
    isQuiz: true,
    supportsInteractionCondition: true,
    supportsCorrectnessCondition: judged,
  };
}

/** Every block type, in the order the builder's palette offers them: content first, then quizzes. */
export const BLOCK_TRAITS: readonly BlockTraits[] = [
  content(BLOCK_TYPE.TEXT, "text", false),
  content(BLOCK_TYPE.IMAGE, "image", false),
  content(BLOCK_TYPE.VIDEO_FILE, "video_file", true),
  content(BLOCK_TYPE.VIDEO_EMBED, "video_embed", true),
  content(BLOCK_TYPE.LOOM_VIDEO, "loom_video", true),
  content(BLOCK_TYPE.AUDIO_FILE, "audio_file", true),
  content(BLOCK_TYPE.CAROUSEL, "carousel", true),
  content(BLOCK_TYPE.CLICK_IMAGE_SHOW_TEXT, "click_image_show_text", true),
  content(BLOCK_TYPE.BUTTON, "button", true),
  content(BLOCK_TYPE.ACCORDION, "accordion", true),
  content(BLOCK_TYPE.ATTACHED_FILES, "attached_files", true),
  content(BLOCK_TYPE.SCORM, "scorm", true),
  content(BLOCK_TYPE.JSON_ANIMATION, "json_animation", false),
  content(BLOCK_TYPE.CLICKABLE_JSON_ANIMATION, "clickable_json_animation", true),
  question(BLOCK_TYPE.QUIZ_TRUE_FALSE, "quiz_true_false", true),
  question(BLOCK_TYPE.QUIZ_SINGLE_CHOICE, "quiz_single_choice", true),
  question(BLOCK_TYPE.QUIZ_MULTIPLE_CHOICE, "quiz_multiple_choice", true),
  question(BLOCK_TYPE.QUIZ_FILL_BLANKS_DROPDOWN, "quiz_fill_blanks_dropdown", true),
  question(BLOCK_TYPE.QUIZ_FILL_BLANKS_OPEN_ANSWER, "quiz_fill_blanks_open_answer", true),
  question(BLOCK_TYPE.QUIZ_MATCHING, "quiz_matching", true),
  question(BLOCK_TYPE.QUIZ_DIAGRAM, "quiz_diagram", true),
  question(BLOCK_TYPE.QUIZ_OPEN_ANSWER, "quiz_open_answer", false),
  question(BLOCK_TYPE.QUIZ_AUDIO_ANSWER, "quiz_audio_answer", false),
  question(BLOCK_TYPE.QUIZ_VIDEO_ANSWER, "quiz_video_answer", false),
];

const TRAITS_BY_CODE: ReadonlyMap<number, BlockTraits> = new Map(BLOCK_TRAITS.map((t) => [t.code, t]));

export class UnknownBlockTypeError extends Error {
  constructor(readonly type: number | string) {
    super(`unknown block type ${type}`);
    this.name = "UnknownBlockTypeError";
  }
}

export function getBlockTraits(code: BlockTypeCode | number): BlockTraits {
  const traits = TRAITS_BY_CODE.get(code);
  if (!traits) throw new UnknownBlockTypeError(code);
  return traits;
}

export function blockTypeName(code: BlockTypeCode | number): BlockTypeName {
  return getBlockTraits(code).name;
}

/** Whether a display condition of this kind may point at a block of this type (spec 3 condition-capable). */
export function canBeConditionTarget(code: BlockTypeCode | number, kind: DisplayConditionKind): boolean {
  const traits = getBlockTraits(code);
  return kind === "block_correctness" ? traits.supportsCorrectnessCondition : traits.supportsInteractionCondition;
}
