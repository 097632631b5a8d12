// Items of a builder save for the tests, valid unless a test overrides what it is about.
import {
  BLOCK_TYPE,
  type BlockMediaItem,
  type BlockTypeCode,
  type PageBlockItem,
  type PageItem,
  type SaveCourseRequest,
} from "@coursewright/course-model";
import type { CoursePageRow, PageBlockMediaRow, PageBlockRow } from "../../db/schema";

export const emptySave = (): SaveCourseRequest => ({
  new_topics: [],
  new_pages: [],
  new_page_blocks: [],
  new_page_blocks_media: [],
  updated_topics: [],
  updated_pages: [],
  updated_page_blocks: [],
  updated_page_blocks_media: [],
  deleted_topics: [],
  deleted_pages: [],
  deleted_page_blocks: [],
  deleted_page_blocks_media: [],
  integration_user_id: null,
});

export function blockItem(overrides: Partial<PageBlockItem> & Pick<PageBlockItem, "id" | "page_id">): PageBlockItem {
  const type: BlockTypeCode = overrides.type ?? BLOCK_TYPE.TEXT;
  return {
    type,
    text: "<p>Hello</p>",
    displaying_settings: { x: 0, y: 0, w: 4, h: type === BLOCK_TYPE.BUTTON ? 4 : 20, i: String(overrides.id) },
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

/** A stored block as the builder sends it back in updated_page_blocks. */
export function storedBlockItem(row: PageBlockRow, overrides: Partial<PageBlockItem> = {}): PageBlockItem {
  const type = Object.values(BLOCK_TYPE).find((code) => code === row.type) ?? BLOCK_TYPE.TEXT;
  return blockItem({
    id: row.id,
    page_id: row.page_id,
    type,
    text: row.text,
    displaying_settings: row.displaying_settings,
    settings: row.settings,
    actions: row.actions,
    display_conditions: row.display_conditions,
    ...overrides,
  });
}

export function pageItem(overrides: Partial<PageItem> & Pick<PageItem, "id">): PageItem {
  return {
    topic_id: null,
    order: 0,
    title: "Page",
    time_limit: null,
    background_color: null,
    background_image_media_id: null,
    background_size: null,
    background_repeat: null,
    background_position: null,
    ...overrides,
  };
}

export const storedPageItem = (row: CoursePageRow, overrides: Partial<PageItem> = {}): PageItem =>
  pageItem({ id: row.id, topic_id: row.topic_id, order: row.order, title: row.title, ...overrides });

export function mediaItem(
  overrides: Partial<BlockMediaItem> & Pick<BlockMediaItem, "id" | "block_id" | "medialibrary_item_id">,
): BlockMediaItem {
  return { alt_text: null, text: null, title: null, order: 0, settings: {}, background_color: null, ...overrides };
}

export const storedMediaItem = (row: PageBlockMediaRow, overrides: Partial<BlockMediaItem> = {}): BlockMediaItem =>
  mediaItem({
    id: row.id,
    block_id: row.block_id,
    medialibrary_item_id: row.medialibrary_item_id ?? 0,
    title: row.title,
    order: row.order,
    ...overrides,
  });
