import type { Page } from "../course/page";
import { changesSomething, envNow, envRandom } from "./env";
import { getPage, getTopic, listPages } from "./lookups";
import { addItem, findItem, putItem, renumber } from "./store";
import { newTempId } from "./tempIds";
import type { BuilderEnv, BuilderState, SavingResult } from "./types";

/** What the page settings drawer edits. */
export type PagePatch = Partial<
  Pick<
    Page,
    | "title"
    | "time_limit"
    | "background_color"
    | "background_image_media_id"
    | "background_image_media"
    | "background_size"
    | "background_repeat"
    | "background_position"
  >
>;

/** Settings of a new page (spec 4): no time limit, no background. The save form of a page takes them as they are. */
export const NEW_PAGE_SETTINGS = {
  time_limit: null,
  background_color: null,
  background_image_media_id: null,
  background_size: null,
  background_repeat: null,
  background_position: null,
} as const;

/** The topic new pages go to: the given or active one, or none in a course without topics. */
function pageTopicId(state: BuilderState, topicId: number | null | undefined): number | null {
  if (!state.course.with_topics) return null;
  return getTopic(state, topicId === undefined ? state.activeTopicId : topicId).id;
}

/**
 * A new page goes last in its topic: its order is the topic's page count (spec 4). It becomes active, and
 * the builder saves at once (spec 4) so the page has its stored id before anyone links to it.
 */
export function addPage(
  state: BuilderState,
  input: { title: string; topicId?: number | null },
  env?: BuilderEnv,
): SavingResult & { pageId: number } {
  const topicId = pageTopicId(state, input.topicId);
  const id = newTempId(state, envRandom(env));
  const now = envNow(env);
  const page: Page = {
    id,
    course_id: state.course.id,
    topic_id: topicId,
    order: listPages(state, topicId).length,
    title: input.title,
    ...NEW_PAGE_SETTINGS,
    background_image_media: null,
    created_at: now,
    updated_at: now,
  };
  const next = { ...addItem(state, "pages", page), activePageId: id, activeTopicId: topicId ?? state.activeTopicId };
  return { state: next, pageId: id, saveNow: true };
}

export function updatePage(state: BuilderState, pageId: number, patch: PagePatch): BuilderState {
  const page = getPage(state, pageId);
  return changesSomething(page, patch) ? putItem(state, "pages", { ...page, ...patch }) : state;
}

export const renamePage = (state: BuilderState, pageId: number, title: string) => updatePage(state, pageId, { title });

/**
 * Drag and drop in the tree: the page takes position `index` in the topic `topicId` (the same or another
 * one); the pages it left and joined close up around it.
 */
export function movePage(
  state: BuilderState,
  pageId: number,
  to: { topicId?: number | null; index: number },
): BuilderState {
  const page = getPage(state, pageId);
  const topicId = to.topicId === undefined ? page.topic_id : pageTopicId(state, to.topicId);
  let next = state;
  if (topicId !== page.topic_id) {
    next = renumber(
      next,
      "pages",
      listPages(next, page.topic_id).filter((p) => p.id !== pageId),
    );
  }
  const target = listPages(next, topicId).filter((p) => p.id !== pageId);
  const index = Math.max(0, Math.min(target.length, Math.trunc(to.index)));
  target.splice(index, 0, { ...page, topic_id: topicId });
  target.forEach((item, order) => {
    if (item.id === pageId ? item.topic_id !== page.topic_id || page.order !== order : item.order !== order) {
      next = putItem(next, "pages", { ...item, order });
    }
  });
  return next;
}

export function setActivePage(state: BuilderState, pageId: number): BuilderState {
  const page = getPage(state, pageId);
  return { ...state, activePageId: page.id, activeTopicId: page.topic_id ?? state.activeTopicId };
}

/**
 * The page a reload reopens: the one the address names (`?page=`) when it is a live page of this course, else
 * the state's own choice (the first page). A stale or foreign id is not an error: the builder just opens as usual.
 */
export function openRequestedPage(state: BuilderState, pageId: number | null): BuilderState {
  if (pageId === null || !findItem(state, "pages", pageId)) return state;
  return setActivePage(state, pageId);
}

export function setActiveTopic(state: BuilderState, topicId: number): BuilderState {
  return { ...state, activeTopicId: getTopic(state, topicId).id };
}
