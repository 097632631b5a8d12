import type { PageBlock } from "../course/block";
import type { BlockMedia } from "../course/blockMedia";
import type { Page } from "../course/page";
import type { Topic } from "../course/topic";
import { BuilderNotFoundError } from "./errors";
import { findItem, liveItems } from "./store";
import type { BuilderState, EntityOf, Kind } from "./types";

function get<K extends Kind>(state: BuilderState, kind: K, id: number | null): EntityOf<K> {
  const item = id === null ? undefined : findItem(state, kind, id);
  if (!item) throw new BuilderNotFoundError(kind, id);
  return item;
}

/** Throws 'topic with id {id} was not found' (spec 8). */
export const getTopic = (state: BuilderState, id: number | null): Topic => get(state, "topics", id);
/** Throws 'page with id: {id} was not found' (spec 8). */
export const getPage = (state: BuilderState, id: number | null): Page => get(state, "pages", id);
export const getBlock = (state: BuilderState, id: number | null): PageBlock => get(state, "blocks", id);
export const getBlockMedia = (state: BuilderState, id: number | null): BlockMedia => get(state, "blockMedia", id);

const byOrder = (a: { order: number; id: number }, b: { order: number; id: number }) =>
  a.order - b.order || a.id - b.id;

/** Topics by order (spec 4 "Lists are ordered by order"). */
export function listTopics(state: BuilderState): Topic[] {
  return liveItems(state, "topics").sort(byOrder);
}

/** Pages of a topic by order; topicId null lists the pages of a course without topics. */
export function listPages(state: BuilderState, topicId: number | null): Page[] {
  return liveItems(state, "pages")
    .filter((page) => page.topic_id === topicId)
    .sort(byOrder);
}

/** Every page in reading order: topics by order, pages by order within them. */
export function listAllPages(state: BuilderState): Page[] {
  if (!state.course.with_topics) return listPages(state, null);
  return listTopics(state).flatMap((topic) => listPages(state, topic.id));
}

/** Blocks of a page in reading order: by row, then by column. */
export function listBlocks(state: BuilderState, pageId: number): PageBlock[] {
  return liveItems(state, "blocks")
    .filter((block) => block.page_id === pageId)
    .sort(
      (a, b) =>
        a.displaying_settings.y - b.displaying_settings.y ||
        a.displaying_settings.x - b.displaying_settings.x ||
        a.id - b.id,
    );
}

export function listBlockMedia(state: BuilderState, blockId: number): BlockMedia[] {
  return liveItems(state, "blockMedia")
    .filter((media) => media.block_id === blockId)
    .sort(byOrder);
}

/** The blocks on the canvas: those of the active page (spec 4 "the first active page"). */
export function visibleBlocks(state: BuilderState): PageBlock[] {
  return state.activePageId === null ? [] : listBlocks(state, state.activePageId);
}

/** True when any set is non-empty (spec 4): the builder warns before leaving and enables Save. */
export function dataChanged(state: BuilderState): boolean {
  const sets = [state.new, state.updated];
  return (
    sets.some((maps) => Object.values(maps).some((map) => Object.keys(map).length > 0)) ||
    Object.values(state.deleted).some((ids) => ids.length > 0)
  );
}

export function firstPage(state: BuilderState): Page | undefined {
  return listAllPages(state)[0];
}

/** The last page of the last topic that has pages (spec 4: where the builder goes when nothing nearer is left). */
export function lastPageOfLastNonEmptyTopic(state: BuilderState): Page | undefined {
  return listAllPages(state).at(-1);
}
