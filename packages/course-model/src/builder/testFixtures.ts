import { getBlockDefinition } from "../blocks/registry";
import { BLOCK_TYPE, type BlockTypeCode } from "../blocks/types";
import type { PageBlock } from "../course/block";
import type { BlockMedia } from "../course/blockMedia";
import type { Course } from "../course/course";
import type { Page } from "../course/page";
import type { Topic } from "../course/topic";
import { MEDIA_TYPE, type MediaItem, type MediaType } from "../media/types";
import { newBlockFields } from "./blockFactory";
import { createBuilderState } from "./state";
import type { BuilderEnv, BuilderState } from "./types";

const at = "01.01.2025 10:00:00";

export function course(overrides: Partial<Course> = {}): Course {
  return {
    id: 1,
    title: "Safety at work",
    description: null,
    preview_image: { media_id: null, url: "/images/default-course-preview.svg" },
    with_topics: true,
    pages_order: [],
    randomize_pages_order: false,
    limit_pages_number: null,
    min_pass_percent: 100,
    mode: 0,
    theme_id: null,
    theme: null,
    user_id: 7,
    attempts: null,
    language: null,
    created_at: at,
    updated_at: at,
    ...overrides,
  };
}

export const topic = (id: number, order: number, title = `Topic ${id}`): Topic => ({
  id,
  course_id: 1,
  order,
  title,
  created_at: at,
  updated_at: at,
});

export const page = (id: number, topicId: number | null, order: number, overrides: Partial<Page> = {}): Page => ({
  id,
  course_id: 1,
  topic_id: topicId,
  order,
  title: `Page ${id}`,
  time_limit: null,
  background_color: null,
  background_image_media_id: null,
  background_image_media: null,
  background_size: null,
  background_repeat: null,
  background_position: null,
  created_at: at,
  updated_at: at,
  ...overrides,
});

export function block(
  id: number,
  pageId: number,
  type: BlockTypeCode,
  place: { x: number; y: number; w?: number; h?: number },
  overrides: Partial<PageBlock> = {},
): PageBlock {
  const size = getBlockDefinition(type).defaultSize;
  return {
    ...newBlockFields(type),
    id,
    course_id: 1,
    page_id: pageId,
    displaying_settings: { w: size.w, h: size.h, ...place, i: String(id) },
    created_at: at,
    updated_at: at,
    ...overrides,
  };
}

export function mediaItem(id: number, type: MediaType = MEDIA_TYPE.IMAGE): MediaItem {
  return {
    id,
    created_at: at,
    updated_at: at,
    custom_properties: {},
    file_name: `file-${id}`,
    name: `file-${id}`,
    title: `File ${id}`,
    human_readable_size: "1 KB",
    medialibrary_type: type,
    order: 0,
    size: 1024,
    thumb_url: null,
    url: `/files/${id}`,
    download_url: null,
    visible_in_medialibrary: true,
    block_id: null,
    folder_id: null,
  };
}

export const media = (id: number, blockId: number, order: number, type: MediaType = MEDIA_TYPE.IMAGE): BlockMedia => ({
  id,
  block_id: blockId,
  medialibrary_item_id: 500 + id,
  medialibrary_item: mediaItem(500 + id, type),
  alt_text: null,
  text: null,
  title: null,
  order,
  settings: {},
  background_color: null,
  created_at: at,
  updated_at: at,
});

/**
 * Two topics. Topic 1: pages 10, 11, 12; topic 2: page 20.
 * Page 10: text 100, button 101 linking to page 11, image 102 with media 1000.
 * Page 11: true/false quiz 110; video 111 shown when 110 is correct, with media 1100.
 * Page 12: button 120 linking to page 11 and the web, shown once 111 was interacted with.
 * Page 20: carousel 200 with media 2000-2002, shown once 110 was interacted with.
 */
export function sampleState(overrides: Partial<Course> = {}): BuilderState {
  return createBuilderState(course(overrides), {
    topics: [topic(1, 0), topic(2, 1)],
    pages: [page(10, 1, 0), page(11, 1, 1), page(12, 1, 2), page(20, 2, 0)],
    blocks: [
      block(100, 10, BLOCK_TYPE.TEXT, { x: 0, y: 0 }),
      block(101, 10, BLOCK_TYPE.BUTTON, { x: 4, y: 0 }, { actions: [{ type: "link_to_page", page_id: 11 }] }),
      block(102, 10, BLOCK_TYPE.IMAGE, { x: 8, y: 0 }),
      block(110, 11, BLOCK_TYPE.QUIZ_TRUE_FALSE, { x: 0, y: 0 }),
      block(
        111,
        11,
        BLOCK_TYPE.VIDEO_FILE,
        { x: 4, y: 0 },
        { display_conditions: [{ kind: "block_correctness", block_id: 110 }] },
      ),
      block(
        120,
        12,
        BLOCK_TYPE.BUTTON,
        { x: 0, y: 0 },
        {
          actions: [
            { type: "link_to_page", page_id: 11 },
            { type: "external_web_link", url: "https://example.com" },
          ],
          display_conditions: [{ kind: "block_interacted", block_id: 111 }],
        },
      ),
      block(
        200,
        20,
        BLOCK_TYPE.CAROUSEL,
        { x: 0, y: 0 },
        { display_conditions: [{ kind: "block_interacted", block_id: 110 }] },
      ),
    ],
    blockMedia: [
      media(1000, 102, 0),
      media(1100, 111, 0, MEDIA_TYPE.VIDEO_FILE),
      media(2000, 200, 0),
      media(2001, 200, 1),
      media(2002, 200, 2),
    ],
  });
}

/** A course with topics and nothing else. */
export const emptyState = (overrides: Partial<Course> = {}): BuilderState =>
  createBuilderState(course(overrides), { topics: [topic(1, 0)], pages: [], blocks: [], blockMedia: [] });

/** A fixed random sequence, so temporary ids are predictable where a test names them. */
export function fixedEnv(): BuilderEnv {
  let n = 0;
  return { random: () => ((n++ * 0.137) % 1) + 0.0001, now: () => "01.02.2025 09:00:00" };
}
