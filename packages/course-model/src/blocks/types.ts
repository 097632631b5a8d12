/** Block types (spec 3): the numeric code is what the API and the database carry. */
export const BLOCK_TYPE = {
  TEXT: 0,
  IMAGE: 1,
  VIDEO_FILE: 2,
  VIDEO_EMBED: 3,
  CAROUSEL: 4,
  CLICK_IMAGE_SHOW_TEXT: 5,
  BUTTON: 6,
  QUIZ_TRUE_FALSE: 7,
  QUIZ_SINGLE_CHOICE: 8,
  QUIZ_MULTIPLE_CHOICE: 9,
  QUIZ_FILL_BLANKS_DROPDOWN: 10,
  QUIZ_DIAGRAM: 11,
  QUIZ_MATCHING: 12,
  QUIZ_OPEN_ANSWER: 13,
  QUIZ_AUDIO_ANSWER: 14,
  ACCORDION: 15,
  QUIZ_FILL_BLANKS_OPEN_ANSWER: 16,
  AUDIO_FILE: 17,
  QUIZ_VIDEO_ANSWER: 18,
  SCORM: 19,
  ATTACHED_FILES: 20,
  JSON_ANIMATION: 21,
  CLICKABLE_JSON_ANIMATION: 22,
  LOOM_VIDEO: 23,
} as const;

export type BlockTypeKey = keyof typeof BLOCK_TYPE;
export type BlockTypeCode = (typeof BLOCK_TYPE)[BlockTypeKey];
/** The lower-case names used in content (spec 3), e.g. "click_image_show_text". */
export type BlockTypeName = Lowercase<BlockTypeKey>;

export const BLOCK_TYPE_CODES = Object.values(BLOCK_TYPE) as readonly BlockTypeCode[];

export function isBlockTypeCode(value: unknown): value is BlockTypeCode {
  return typeof value === "number" && (BLOCK_TYPE_CODES as readonly number[]).includes(value);
}

/** Display condition kinds (spec 3): a condition shows a block once another block was interacted with or answered right. */
export const DISPLAY_CONDITION_KINDS = ["block_correctness", "block_interacted"] as const;
export type DisplayConditionKind = (typeof DISPLAY_CONDITION_KINDS)[number];
