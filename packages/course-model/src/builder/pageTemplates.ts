import type { PageBlock } from "../course/block";
import type { BlockMediaFields } from "../course/blockMedia";
import type { PageTemplate, PageTemplateContent } from "../templates/pageTemplate";
import { envNow } from "./env";
import { getPage, listBlockMedia, listBlocks, listPages, listTopics } from "./lookups";
import { addPageCopy, type PagePlace } from "./pageDuplicate";
import { findItem } from "./store";
import type { BuilderEnv, BuilderState, SavingResult } from "./types";

const mediaFields = (media: BlockMediaFields): BlockMediaFields => ({
  medialibrary_item_id: media.medialibrary_item_id,
  alt_text: media.alt_text,
  text: media.text,
  title: media.title,
  order: media.order,
  settings: media.settings,
  background_color: media.background_color,
});

/**
 * What a page template keeps of a loaded page. Blocks get temporary ids -1, -2... in reading order and
 * conditions between them follow; links to pages and conditions on blocks of other pages are left out, as
 * the template will be inserted into other courses where those do not exist. Media whose library item is
 * gone are left out too (the save would refuse them).
 */
export function pageTemplateContent(state: BuilderState, pageId: number): PageTemplateContent {
  const page = getPage(state, pageId);
  const blocks = listBlocks(state, pageId);
  const ids = new Map(blocks.map((block, index) => [block.id, -(index + 1)]));
  return {
    page: {
      time_limit: page.time_limit,
      background_color: page.background_color,
      background_image_media_id: page.background_image_media_id,
      background_size: page.background_size,
      background_repeat: page.background_repeat,
      background_position: page.background_position,
    },
    blocks: blocks.map((block) => {
      const { id, course_id: _course, page_id: _page, created_at: _c, updated_at: _u, ...fields } = block;
      return {
        ...fields,
        id: ids.get(id) ?? 0,
        displaying_settings: { ...block.displaying_settings, i: String(ids.get(id)) },
        actions: block.actions.filter((action) => action.type !== "link_to_page"),
        display_conditions: block.display_conditions.flatMap((condition) => {
          const target = ids.get(condition.block_id);
          return target === undefined ? [] : [{ ...condition, block_id: target }];
        }),
        media: listBlockMedia(state, id)
          .filter((media) => media.medialibrary_item !== null && media.medialibrary_item_id > 0)
          .map(mediaFields),
      };
    }),
  };
}

/**
 * Where an inserted template goes: after the active page, in its topic; with no active page, at the end of
 * the last topic (or of the course without topics).
 */
export function templatePlace(state: BuilderState): PagePlace {
  const active = state.activePageId === null ? undefined : findItem(state, "pages", state.activePageId);
  if (active) return { topicId: active.topic_id, afterOrder: active.order };
  const topicId = state.course.with_topics ? (listTopics(state).at(-1)?.id ?? null) : null;
  const last = listPages(state, topicId).at(-1);
  return { topicId, afterOrder: last ? last.order : null };
}

/** Inserts a page template as a new page named after it, as a duplicated page is made (new ids, media copied). */
export function insertPageTemplate(
  state: BuilderState,
  template: PageTemplate,
  place: PagePlace,
  env?: BuilderEnv,
): SavingResult & { pageId: number } {
  const now = envNow(env);
  const blocks: PageBlock[] = template.page.page_blocks.map(({ media: _media, ...block }) => ({
    ...block,
    created_at: now,
    updated_at: now,
  }));
  const media = new Map(template.page.page_blocks.map((block) => [block.id, block.media]));
  return addPageCopy(
    state,
    { page: template.page, blocks, media: (blockId) => media.get(blockId) ?? [] },
    place,
    template.title,
    env,
  );
}
