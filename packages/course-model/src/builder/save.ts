import type { PageBlock } from "../course/block";
import type { PageBlockItem } from "../course/blockItem";
import type { BlockMedia, BlockMediaItem } from "../course/blockMedia";
import type { Page, PageItem } from "../course/page";
import type { SaveCourseAnswer, SaveCourseRequest } from "../course/save";
import type { Topic, TopicItem } from "../course/topic";
import { type CourseContent, createBuilderState } from "./state";
import { findItem } from "./store";
import type { BuilderState, EntityMap } from "./types";

const topicItem = ({ id, order, title }: Topic): TopicItem => ({ id, order, title });

const pageItem = ({
  course_id: _c,
  background_image_media: _m,
  created_at: _a,
  updated_at: _u,
  ...page
}: Page): PageItem => page;

const blockItem = ({ course_id: _c, created_at: _a, updated_at: _u, ...block }: PageBlock): PageBlockItem => block;

const mediaItem = ({ medialibrary_item: _m, created_at: _a, updated_at: _u, ...media }: BlockMedia): BlockMediaItem =>
  media;

const values = <T, R>(map: EntityMap<T>, to: (item: T) => R): R[] => Object.values(map).map(to);

/** The body of POST /api/course_builder/update_course/{courseId}: the twelve sets as they stand (spec 4, 7). */
export function toSavePayload(state: BuilderState, integrationUserId: string | null = null): SaveCourseRequest {
  return {
    new_topics: values(state.new.topics, topicItem),
    new_pages: values(state.new.pages, pageItem),
    new_page_blocks: values(state.new.blocks, blockItem),
    new_page_blocks_media: values(state.new.blockMedia, mediaItem),
    updated_topics: values(state.updated.topics, topicItem),
    updated_pages: values(state.updated.pages, pageItem),
    updated_page_blocks: values(state.updated.blocks, blockItem),
    updated_page_blocks_media: values(state.updated.blockMedia, mediaItem),
    deleted_topics: [...state.deleted.topics],
    deleted_pages: [...state.deleted.pages],
    deleted_page_blocks: [...state.deleted.blocks],
    deleted_page_blocks_media: [...state.deleted.blockMedia],
    integration_user_id: integrationUserId,
  };
}

const remap = (id: number | null, map: Record<string, number>): number | null =>
  id === null ? null : (map[String(id)] ?? id);

/**
 * After a save (spec 4): local data is reset to what the server now holds (`fresh`, reloaded after the
 * answer), and the active topic and page follow their temporary ids through the id maps. The copy survives
 * a save; its links to pages that were new are remapped too.
 */
export function applySaveAnswer(state: BuilderState, answer: SaveCourseAnswer, fresh: CourseContent): BuilderState {
  const reset = createBuilderState(answer.data, fresh);
  const topicId = remap(state.activeTopicId, answer.topics_id_map);
  const pageId = remap(state.activePageId, answer.pages_id_map);
  const page = pageId === null ? undefined : findItem(reset, "pages", pageId);
  const topic = topicId === null ? undefined : findItem(reset, "topics", topicId);
  const copied = state.copiedBlock;
  return {
    ...reset,
    activePageId: page?.id ?? reset.activePageId,
    activeTopicId: topic?.id ?? page?.topic_id ?? reset.activeTopicId,
    copiedBlock: copied && {
      ...copied,
      actions: copied.actions.map((action) =>
        action.type === "link_to_page"
          ? { ...action, page_id: answer.pages_id_map[String(action.page_id)] ?? action.page_id }
          : action,
      ),
    },
  };
}
