import type { GridSize } from "../grid/constants";
import { MEDIA_TYPE, type MediaType } from "../media/kinds";
import { UnknownBlockTypeError } from "./traits";
import { BLOCK_TYPE, type BlockTypeCode } from "./types";

/** Where a block type sits on the builder's grid and which media it holds (plain values, like traits.ts). */
export interface BlockLayout {
  /** Smallest size on the grid, in columns and rows (spec 5). */
  minSize: GridSize;
  /** Size of a freshly added block (spec 5). */
  defaultSize: GridSize;
  /** Media library types its media may have; empty when the block holds no media. */
  mediaTypes: readonly MediaType[];
  /** How many media it holds at most; null for lists (carousel, attached files). */
  maxMedia: number | null;
}

const size = (w: number, h: number): GridSize => ({ w, h });
const NO_MEDIA = { mediaTypes: [], maxMedia: 0 } as const;
const ONE = (type: MediaType) => ({ mediaTypes: [type], maxMedia: 1 });
const WIDE = size(4, 20);

const LAYOUTS: ReadonlyMap<number, BlockLayout> = new Map<BlockTypeCode, BlockLayout>([
  [BLOCK_TYPE.TEXT, { minSize: size(1, 6), defaultSize: WIDE, ...NO_MEDIA }],
  [BLOCK_TYPE.IMAGE, { minSize: size(1, 5), defaultSize: WIDE, ...ONE(MEDIA_TYPE.IMAGE) }],
  [BLOCK_TYPE.VIDEO_FILE, { minSize: size(4, 14), defaultSize: WIDE, ...ONE(MEDIA_TYPE.VIDEO_FILE) }],
  [BLOCK_TYPE.VIDEO_EMBED, { minSize: size(4, 14), defaultSize: WIDE, ...ONE(MEDIA_TYPE.VIDEO_EMBED) }],
  // Spec 5's "video" minimum (14) covers Loom recordings.
  [BLOCK_TYPE.LOOM_VIDEO, { minSize: size(4, 14), defaultSize: WIDE, ...ONE(MEDIA_TYPE.VIDEO_EMBED) }],
  [BLOCK_TYPE.AUDIO_FILE, { minSize: size(4, 12), defaultSize: WIDE, ...ONE(MEDIA_TYPE.AUDIO) }],
  [BLOCK_TYPE.CAROUSEL, { minSize: size(4, 10), defaultSize: WIDE, mediaTypes: [MEDIA_TYPE.IMAGE], maxMedia: null }],
  [BLOCK_TYPE.CLICK_IMAGE_SHOW_TEXT, { minSize: size(1, 7), defaultSize: WIDE, ...ONE(MEDIA_TYPE.IMAGE) }],
  [BLOCK_TYPE.BUTTON, { minSize: size(1, 4), defaultSize: size(4, 4), ...NO_MEDIA }],
  [BLOCK_TYPE.ACCORDION, { minSize: size(4, 20), defaultSize: WIDE, ...NO_MEDIA }],
  // Every kind of stored file is allowed, one block media row each.
  [
    BLOCK_TYPE.ATTACHED_FILES,
    {
      minSize: size(4, 20),
      defaultSize: WIDE,
      mediaTypes: [MEDIA_TYPE.OTHER, MEDIA_TYPE.IMAGE, MEDIA_TYPE.VIDEO_FILE, MEDIA_TYPE.AUDIO],
      maxMedia: null,
    },
  ],
  // Full width by default (spec 5).
  [BLOCK_TYPE.SCORM, { minSize: size(4, 20), defaultSize: size(12, 40), ...ONE(MEDIA_TYPE.SCORM) }],
  [BLOCK_TYPE.JSON_ANIMATION, { minSize: size(1, 5), defaultSize: WIDE, ...ONE(MEDIA_TYPE.JSON_ANIMATION) }],
  [BLOCK_TYPE.CLICKABLE_JSON_ANIMATION, { minSize: size(1, 7), defaultSize: WIDE, ...ONE(MEDIA_TYPE.JSON_ANIMATION) }],
  [BLOCK_TYPE.QUIZ_TRUE_FALSE, { minSize: size(4, 20), defaultSize: WIDE, ...NO_MEDIA }],
  [BLOCK_TYPE.QUIZ_SINGLE_CHOICE, { minSize: size(4, 20), defaultSize: WIDE, ...NO_MEDIA }],
  [BLOCK_TYPE.QUIZ_MULTIPLE_CHOICE, { minSize: size(4, 20), defaultSize: WIDE, ...NO_MEDIA }],
  [BLOCK_TYPE.QUIZ_FILL_BLANKS_DROPDOWN, { minSize: size(4, 10), defaultSize: WIDE, ...NO_MEDIA }],
  [BLOCK_TYPE.QUIZ_FILL_BLANKS_OPEN_ANSWER, { minSize: size(4, 10), defaultSize: WIDE, ...NO_MEDIA }],
  [BLOCK_TYPE.QUIZ_MATCHING, { minSize: size(4, 20), defaultSize: WIDE, ...NO_MEDIA }],
  [BLOCK_TYPE.QUIZ_DIAGRAM, { minSize: size(4, 20), defaultSize: WIDE, ...ONE(MEDIA_TYPE.IMAGE) }],
  [BLOCK_TYPE.QUIZ_OPEN_ANSWER, { minSize: size(4, 20), defaultSize: WIDE, ...NO_MEDIA }],
  // The recorder needs 27 rows (spec 5).
  [BLOCK_TYPE.QUIZ_AUDIO_ANSWER, { minSize: size(4, 27), defaultSize: size(4, 27), ...NO_MEDIA }],
  [BLOCK_TYPE.QUIZ_VIDEO_ANSWER, { minSize: size(4, 27), defaultSize: size(4, 27), ...NO_MEDIA }],
]);

export function getBlockLayout(code: BlockTypeCode | number): BlockLayout {
  const layout = LAYOUTS.get(code);
  if (!layout) throw new UnknownBlockTypeError(code);
  return layout;
}

export function blockAcceptsMedia(code: BlockTypeCode | number, mediaType: MediaType): boolean {
  return getBlockLayout(code).mediaTypes.includes(mediaType);
}
