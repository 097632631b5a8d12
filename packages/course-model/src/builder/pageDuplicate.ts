import type { Translate } from "../blocks/defaults";
import type { PageBlock } from "../course/block";
import type { BlockMedia } from "../course/blockMedia";
import type { Page } from "../course/page";
import { envNow, envRandom } from "./env";
import { getPage, listBlockMedia, listBlocks, listPages } from "./lookups";
import { addItem, putItem } from "./store";
import { tempIdAllocator } from "./tempIds";
import type { BuilderEnv, BuilderState, SavingResult } from "./types";

/** i18n key of the duplicated page's title; English: "{{title}} (copy)". */
export const PAGE_COPY_TITLE_KEY = "builder.page_title_copy";

/** A page with its blocks and their media, from the builder's state or from a page template. */
export interface PageSource {
  page: Page;
  blocks: readonly PageBlock[];
  media: (blockId: number) => readonly BlockMedia[];
}

/** Where a copied page goes: its topic and the page it follows (null: first of the topic). */
export interface PagePlace {
  topicId: number | null;
  afterOrder: number | null;
}

/**
 * Adds a copy of `source` at `place`: new temporary ids for the page, its blocks and their media, display
 * conditions between its blocks following the copies (conditions on blocks elsewhere stay as they are), and
 * the pages after it moving down one. The copy becomes active; the builder saves at once. Duplicating a page
 * and inserting a page template both go through here.
 */
export function addPageCopy(
  state: BuilderState,
  source: PageSource,
  place: PagePlace,
  title: string,
  env?: BuilderEnv,
): SavingResult & { pageId: number } {
  const nextId = tempIdAllocator(state, envRandom(env));
  const now = envNow(env);
  const id = nextId();
  const order = place.afterOrder === null ? 0 : place.afterOrder + 1;

  let next = state;
  for (const sibling of listPages(state, place.topicId)) {
    if (sibling.order >= order) next = putItem(next, "pages", { ...sibling, order: sibling.order + 1 });
  }
  next = addItem(next, "pages", {
    ...source.page,
    id,
    course_id: state.course.id,
    topic_id: place.topicId,
    order,
    title,
    created_at: now,
    updated_at: now,
  });

  const blockIds = new Map(source.blocks.map((block) => [block.id, nextId()]));
  for (const block of source.blocks) {
    const copyId = blockIds.get(block.id) ?? nextId();
    const display_conditions = block.display_conditions.map((c) => ({
      ...c,
      block_id: blockIds.get(c.block_id) ?? c.block_id,
    }));
    const copy: PageBlock = {
      ...block,
      id: copyId,
      course_id: state.course.id,
      page_id: id,
      displaying_settings: { ...block.displaying_settings, i: String(copyId) },
      display_conditions,
      created_at: now,
      updated_at: now,
    };
    next = addItem(next, "blocks", copy);
    for (const media of source.media(block.id)) {
      const mediaCopy: BlockMedia = { ...media, id: nextId(), block_id: copyId, created_at: now, updated_at: now };
      next = addItem(next, "blockMedia", mediaCopy);
    }
  }
  return {
    state: { ...next, activePageId: id, activeTopicId: place.topicId ?? next.activeTopicId },
    pageId: id,
    saveNow: true,
  };
}

/** A page of the state as a copy source (its blocks must be loaded). */
export function pageSource(state: BuilderState, pageId: number): PageSource {
  return {
    page: getPage(state, pageId),
    blocks: listBlocks(state, pageId),
    media: (blockId) => listBlockMedia(state, blockId),
  };
}

/**
 * Duplicates a page (spec 4): its settings and blocks (with their media) are copied, and the title gets the
 * translated 'copy' suffix. The copy goes right after the original, where the author looks for it.
 */
export function duplicatePage(
  state: BuilderState,
  pageId: number,
  translate: Translate,
  env?: BuilderEnv,
): SavingResult & { pageId: number } {
  const source = getPage(state, pageId);
  const title = translate(PAGE_COPY_TITLE_KEY, { title: source.title });
  return addPageCopy(
    state,
    pageSource(state, pageId),
    { topicId: source.topic_id, afterOrder: source.order },
    title,
    env,
  );
}
