import type { GridSize } from "../grid/constants";
import { MEDIA_TYPE, type MediaType } from "../media/kinds";
import { BLOCK_TYPE, type BlockTypeCode, type BlockTypeName, type DisplayConditionKind } from "./types";

/**
 * What the engine, the player and the builder's palette know about a block type, as plain values: no settings
 * schema, so the player's code needs no zod (the schemas are in each type's module, joined to these traits by
 * registry.ts). A new block type is one line here, its module and its registry line.
 */
export interface BlockTraits {
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
}

type Shape = Pick<BlockTraits, "code" | "name" | "minSize" | "defaultSize" | "mediaTypes" | "maxMedia">;

/**
 * A content block records no answer: interacting with it is all there is to complete. Every block a learner
 * can interact with is one the author can require; text, image and plain animations are only looked at, so
 * "completed" would mean nothing for them.
 */
function content(shape: Shape & { interactive: boolean }): BlockTraits {
  const { interactive, ...rest } = shape;
  return {
    ...rest,
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
function question(shape: Shape & { judged: boolean }): BlockTraits {
  const { judged, ...rest } = shape;
  return {
    ...rest,
    completable: true,
    scorable: judged,
    isQuiz: true,
    supportsInteractionCondition: true,
    supportsCorrectnessCondition: judged,
  };
}

const size = (w: number, h: number) => ({ w, h });
const NO_MEDIA = { mediaTypes: [], maxMedia: 0 } as const;
const ONE = (type: MediaType) => ({ mediaTypes: [type], maxMedia: 1 });

/** Every block type, in the order the builder's palette offers them: content first, then quizzes. */
export const BLOCK_TRAITS: readonly BlockTraits[] = [
  content({
    code: BLOCK_TYPE.TEXT,
    name: "text",
    minSize: size(1, 6),
    defaultSize: size(4, 20),
    interactive: false,
    ...NO_MEDIA,
  }),
  content({
    code: BLOCK_TYPE.IMAGE,
    name: "image",
    minSize: size(1, 5),
    defaultSize: size(4, 20),
    interactive: false,
    ...ONE(MEDIA_TYPE.IMAGE),
  }),
  content({
    code: BLOCK_TYPE.VIDEO_FILE,
    name: "video_file",
    minSize: size(4, 14),
    defaultSize: size(4, 20),
    interactive: true,
    ...ONE(MEDIA_TYPE.VIDEO_FILE),
  }),
  content({
    code: BLOCK_TYPE.VIDEO_EMBED,
    name: "video_embed",
    minSize: size(4, 14),
    defaultSize: size(4, 20),
    interactive: true,
    ...ONE(MEDIA_TYPE.VIDEO_EMBED),
  }),
  // Spec 5's "video" minimum (14) covers Loom recordings.
  content({
    code: BLOCK_TYPE.LOOM_VIDEO,
    name: "loom_video",
    minSize: size(4, 14),
    defaultSize: size(4, 20),
    interactive: true,
    ...ONE(MEDIA_TYPE.VIDEO_EMBED),
  }),
  content({
    code: BLOCK_TYPE.AUDIO_FILE,
    name: "audio_file",
    minSize: size(4, 12),
    defaultSize: size(4, 20),
    interactive: true,
    ...ONE(MEDIA_TYPE.AUDIO),
  }),
  content({
    code: BLOCK_TYPE.CAROUSEL,
    name: "carousel",
    minSize: size(4, 10),
    defaultSize: size(4, 20),
    interactive: true,
    mediaTypes: [MEDIA_TYPE.IMAGE],
    maxMedia: null,
  }),
  content({
    code: BLOCK_TYPE.CLICK_IMAGE_SHOW_TEXT,
    name: "click_image_show_text",
    minSize: size(1, 7),
    defaultSize: size(4, 20),
    interactive: true,
    ...ONE(MEDIA_TYPE.IMAGE),
  }),
  content({
    code: BLOCK_TYPE.BUTTON,
    name: "button",
    minSize: size(1, 4),
    defaultSize: size(4, 4),
    interactive: true,
    ...NO_MEDIA,
  }),
  content({
    code: BLOCK_TYPE.ACCORDION,
    name: "accordion",
    minSize: size(4, 20),
    defaultSize: size(4, 20),
    interactive: true,
    ...NO_MEDIA,
  }),
  // Every kind of stored file is allowed, one block media row each.
  content({
    code: BLOCK_TYPE.ATTACHED_FILES,
    name: "attached_files",
    minSize: size(4, 20),
    defaultSize: size(4, 20),
    interactive: true,
    mediaTypes: [MEDIA_TYPE.OTHER, MEDIA_TYPE.IMAGE, MEDIA_TYPE.VIDEO_FILE, MEDIA_TYPE.AUDIO],
    maxMedia: null,
  }),
  // Full width by default (spec 5).
  content({
    code: BLOCK_TYPE.SCORM,
    name: "scorm",
    minSize: size(4, 20),
    defaultSize: size(12, 40),
    interactive: true,
    ...ONE(MEDIA_TYPE.SCORM),
  }),
  content({
    code: BLOCK_TYPE.JSON_ANIMATION,
    name: "json_animation",
    minSize: size(1, 5),
    defaultSize: size(4, 20),
    interactive: false,
    ...ONE(MEDIA_TYPE.JSON_ANIMATION),
  }),
  content({
    code: BLOCK_TYPE.CLICKABLE_JSON_ANIMATION,
    name: "clickable_json_animation",
    minSize: size(1, 7),
    defaultSize: size(4, 20),
    interactive: true,
    ...ONE(MEDIA_TYPE.JSON_ANIMATION),
  }),
  question({
    code: BLOCK_TYPE.QUIZ_TRUE_FALSE,
    name: "quiz_true_false",
    minSize: size(4, 20),
    defaultSize: size(4, 20),
    judged: true,
    ...NO_MEDIA,
  }),
  question({
    code: BLOCK_TYPE.QUIZ_SINGLE_CHOICE,
    name: "quiz_single_choice",
    minSize: size(4, 20),
    defaultSize: size(4, 20),
    judged: true,
    ...NO_MEDIA,
  }),
  question({
    code: BLOCK_TYPE.QUIZ_MULTIPLE_CHOICE,
    name: "quiz_multiple_choice",
    minSize: size(4, 20),
    defaultSize: size(4, 20),
    judged: true,
    ...NO_MEDIA,
  }),
  question({
    code: BLOCK_TYPE.QUIZ_FILL_BLANKS_DROPDOWN,
    name: "quiz_fill_blanks_dropdown",
    minSize: size(4, 10),
    defaultSize: size(4, 20),
    judged: true,
    ...NO_MEDIA,
  }),
  question({
    code: BLOCK_TYPE.QUIZ_FILL_BLANKS_OPEN_ANSWER,
    name: "quiz_fill_blanks_open_answer",
    minSize: size(4, 10),
    defaultSize: size(4, 20),
    judged: true,
    ...NO_MEDIA,
  }),
  question({
    code: BLOCK_TYPE.QUIZ_MATCHING,
    name: "quiz_matching",
    minSize: size(4, 20),
    defaultSize: size(4, 20),
    judged: true,
    ...NO_MEDIA,
  }),
  question({
    code: BLOCK_TYPE.QUIZ_DIAGRAM,
    name: "quiz_diagram",
    minSize: size(4, 20),
    defaultSize: size(4, 20),
    judged: true,
    ...ONE(MEDIA_TYPE.IMAGE),
  }),
  question({
    code: BLOCK_TYPE.QUIZ_OPEN_ANSWER,
    name: "quiz_open_answer",
    minSize: size(4, 20),
    defaultSize: size(4, 20),
    judged: false,
    ...NO_MEDIA,
  }),
  question({
    code: BLOCK_TYPE.QUIZ_AUDIO_ANSWER,
    name: "quiz_audio_answer",
    minSize: size(4, 27),
    defaultSize: size(4, 27),
    judged: false,
    ...NO_MEDIA,
  }),
  question({
    code: BLOCK_TYPE.QUIZ_VIDEO_ANSWER,
    name: "quiz_video_answer",
    minSize: size(4, 27),
    defaultSize: size(4, 27),
    judged: false,
    ...NO_MEDIA,
  }),
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

export function blockAcceptsMedia(code: BlockTypeCode | number, mediaType: MediaType): boolean {
  return getBlockTraits(code).mediaTypes.includes(mediaType);
}

/** Whether a display condition of this kind may point at a block of this type (spec 3 condition-capable). */
export function canBeConditionTarget(code: BlockTypeCode | number, kind: DisplayConditionKind): boolean {
  const traits = getBlockTraits(code);
  return kind === "block_correctness" ? traits.supportsCorrectnessCondition : traits.supportsInteractionCondition;
}
