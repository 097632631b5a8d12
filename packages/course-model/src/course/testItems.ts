import { BLOCK_TYPE, type BlockTypeCode } from "../blocks/types";
import type { PageBlockItem } from "./blockItem";

/** A valid new block item for schema tests; override what the test is about. */
export function blockItem(
  overrides: Partial<PageBlockItem> = {},
  type: BlockTypeCode = BLOCK_TYPE.TEXT,
): PageBlockItem {
  return {
    id: -1,
    page_id: 1,
    type,
    text: "<p>Hello</p>",
    displaying_settings: { x: 0, y: 0, w: 4, h: 20, i: "-1" },
    video_embed_link: null,
    video_embed_link_id: null,
    settings: {},
    completion_required: true,
    animation: null,
    actions: [],
    display_conditions: [],
    display_conditions_combine_type: 0,
    background_color: null,
    text_vertical_align: 0,
    border_is_visible: false,
    autoplay: false,
    animation_delay: 0,
    randomize_options_order: true,
    loop_playback: false,
    text_color: null,
    horizontal_align: 0,
    pause_automatically: false,
    embed: null,
    embed_link_id: null,
    ...overrides,
  };
}
