import type { PageBlock, PageBlockWithMedia } from "../course/block";
import type { BlockMedia } from "../course/blockMedia";
import type { Course } from "../course/course";
import type { FullPage, Page } from "../course/page";
import type { Topic, TopicWithPages } from "../course/topic";
import { firstPage } from "./lookups";
import { type BuilderState, EMPTY_MAPS, type EntityMap, NO_DELETIONS } from "./types";

/** What the builder loads: the course and its contents, as flat lists. */
export interface CourseContent {
  topics: readonly (Topic | TopicWithPages)[];
  pages: readonly (Page | FullPage)[];
  blocks: readonly (PageBlock | PageBlockWithMedia)[];
  blockMedia: readonly BlockMedia[];
}

const byId = <T extends { id: number }>(items: readonly T[]): EntityMap<T> =>
  Object.fromEntries(items.map((item) => [item.id, item]));

// Nested lists (a topic's pages, a page's blocks, a block's media) are dropped: the state keeps each item
// once, in its own map, so an edit never has two copies to keep in step.
const topicOnly = (topic: Topic | TopicWithPages): Topic => {
  if (!("pages" in topic)) return topic;
  const { pages: _pages, ...rest } = topic;
  return rest;
};
const pageOnly = (page: Page | FullPage): Page => {
  if (!("page_blocks" in page)) return page;
  const { page_blocks: _blocks, ...rest } = page;
  return rest;
};
const blockOnly = (block: PageBlock | PageBlockWithMedia): PageBlock => {
  if (!("media" in block)) return block;
  const { media: _media, ...rest } = block;
  return rest;
};

/** Turns full pages (GET /api/course_pages/get_full_info) into the flat lists the state takes. */
export function flattenCourseContent(topics: readonly Topic[], pages: readonly (Page | FullPage)[]): CourseContent {
  const blocks: PageBlockWithMedia[] = pages.flatMap((page) => ("page_blocks" in page ? page.page_blocks : []));
  return { topics, pages, blocks, blockMedia: blocks.flatMap((block) => block.media) };
}

/** A fresh builder: nothing changed, the first page of the first topic active. */
export function createBuilderState(course: Course, content: CourseContent): BuilderState {
  const state: BuilderState = {
    course,
    existing: {
      topics: byId(content.topics.map(topicOnly)),
      pages: byId(content.pages.map(pageOnly)),
      blocks: byId(content.blocks.map(blockOnly)),
      blockMedia: byId(content.blockMedia),
    },
    new: EMPTY_MAPS,
    updated: EMPTY_MAPS,
    deleted: NO_DELETIONS,
    activeTopicId: null,
    activePageId: null,
    copiedBlock: null,
  };
  const page = firstPage(state);
  return { ...state, activePageId: page?.id ?? null, activeTopicId: page?.topic_id ?? firstTopicId(content.topics) };
}

function firstTopicId(topics: readonly Topic[]): number | null {
  const sorted = [...topics].sort((a, b) => a.order - b.order || a.id - b.id);
  return sorted[0]?.id ?? null;
}

/**
 * Adds a page loaded later (the builder may fetch full pages one at a time) to what was loaded. Changes
 * already made to that page or its blocks keep winning, as lookups check updated before existing.
 */
export function withLoadedPage(state: BuilderState, page: FullPage): BuilderState {
  const blocks = page.page_blocks.map(blockOnly);
  const media = page.page_blocks.flatMap((block) => block.media);
  return {
    ...state,
    existing: {
      ...state.existing,
      pages: { ...state.existing.pages, [page.id]: pageOnly(page) },
      blocks: { ...state.existing.blocks, ...byId(blocks) },
      blockMedia: { ...state.existing.blockMedia, ...byId(media) },
    },
  };
}
