// Items of a builder save for the tests, valid unless a test overrides what it is about.
import {
  BLOCK_TYPE,
  type BlockMediaItem,
  type BlockTypeCode,
  NEW_PAGE_SETTINGS,
  type PageBlockItem,
  type PageItem,
  type SaveCourseRequest,
  saveCourseRequestSchema,
} from "@coursewright/course-model";
import { blockItem as baseBlockItem } from "@coursewright/course-model/testing";
import type { CoursePageRow, PageBlockMediaRow, PageBlockRow } from "../../db/schema";

// The schema fills every set that is left out, so an empty save is simply an empty object parsed.
export const emptySave = (): SaveCourseRequest => saveCourseRequestSchema.parse({});

/**
 * Unless placed by the test, each block gets a row of its own by its id, below the factory's blocks (which
 * fill rows from the top): the save refuses two blocks on one cell, and a test about something else must
 * not trip over that.
 */
export function blockItem(overrides: Partial<PageBlockItem> & Pick<PageBlockItem, "id" | "page_id">): PageBlockItem {
  const type: BlockTypeCode = overrides.type ?? BLOCK_TYPE.TEXT;
  const base = baseBlockItem({}, type);
  const y = 1000 + Math.abs(overrides.id) * 20;
  return {
    ...base,
    displaying_settings: { x: 0, y, w: 4, h: type === BLOCK_TYPE.BUTTON ? 4 : 20, i: String(overrides.id) },
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
    ...NEW_PAGE_SETTINGS,
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
