import { defaultBlockSettings, NEW_BLOCK_DEFAULTS, type Translate } from "../blocks/defaults";
import { getBlockLayout } from "../blocks/layout";
import { newQuestionText } from "../blocks/quiz/questionDefaults";
import type { BlockTypeCode } from "../blocks/types";
import type { PageBlock, PageBlockFields } from "../course/block";
import type { GridSize } from "../grid/constants";
import { placeNewBlock } from "../grid/placement";
import { getPage, listBlocks } from "./lookups";
import type { BuilderState } from "./types";

/** The default blanks of a new fill-in question (none for other types). */
function blankIds(settings: Record<string, unknown>): string[] {
  return Array.isArray(settings.blanks) ? (settings.blanks as { id: string }[]).map((blank) => blank.id) : [];
}

/**
 * Fields of a new block of this type (spec 4 new block defaults), placed at 0,0 until it is placed. A question
 * starts with a question (see newQuestionText); a fill-in sentence holds its first blank, so the blank stands where
 * the author writes around it.
 */
export function newBlockFields(type: BlockTypeCode, translate?: Translate): PageBlockFields {
  const { defaultSize } = getBlockLayout(type);
  const settings = defaultBlockSettings(type, translate);
  return {
    type,
    text: newQuestionText(type, blankIds(settings), translate),
    displaying_settings: { x: 0, y: 0, w: defaultSize.w, h: defaultSize.h, i: "" },
    video_embed_link: null,
    video_embed_link_id: null,
    settings,
    completion_required: NEW_BLOCK_DEFAULTS.completion_required,
    animation: null,
    actions: [],
    display_conditions: [],
    display_conditions_combine_type: 0,
    background_color: null,
    text_vertical_align: NEW_BLOCK_DEFAULTS.text_vertical_align,
    border_is_visible: NEW_BLOCK_DEFAULTS.border_is_visible,
    autoplay: NEW_BLOCK_DEFAULTS.autoplay,
    animation_delay: 0,
    randomize_options_order: NEW_BLOCK_DEFAULTS.randomize_options_order,
    loop_playback: false,
    text_color: null,
    horizontal_align: 0,
    pause_automatically: false,
    embed: null,
    embed_link_id: null,
  };
}

/**
 * Makes a block of `fields` on a page, placed by the rule of spec 4 (0,0 on an empty page, else right of
 * the last block if it fits in 12 columns, else a new row) with the size it already has.
 */
export function placedBlock(
  state: BuilderState,
  pageId: number | null,
  fields: PageBlockFields,
  id: number,
  now: string,
): PageBlock {
  const page = getPage(state, pageId);
  const size: GridSize = { w: fields.displaying_settings.w, h: fields.displaying_settings.h };
  const at = placeNewBlock(
    listBlocks(state, page.id).map((block) => block.displaying_settings),
    size,
  );
  return {
    ...fields,
    id,
    course_id: state.course.id,
    page_id: page.id,
    displaying_settings: { ...size, ...at, i: String(id) },
    created_at: now,
    updated_at: now,
  };
}
