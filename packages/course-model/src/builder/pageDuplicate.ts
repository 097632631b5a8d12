import type { Translate } from "../blocks/defaults";
import type { PageBlock } from "../course/block";
import type { BlockMedia } from "../course/blockMedia";
import { envNow, envRandom } from "./env";
import { getPage, listBlockMedia, listBlocks, listPages } from "./lookups";
import { addItem, putItem } from "./store";
import { tempIdAllocator } from "./tempIds";
import type { BuilderEnv, BuilderState, SavingResult } from "./types";

/** i18n key of the duplicated page's title; English: "{{title}} (copy)". */
export const PAGE_COPY_TITLE_KEY = "builder.page_title_copy";

/**
 * Duplicates a page (spec 4): its settings and blocks (with their media) are copied, and the title gets the
 * translated 'copy' suffix. The copy goes right after the original, where the author looks for it, and
 * becomes active; the builder saves at once.
 */
export function duplicatePage(
  state: BuilderState,
  pageId: number,
  translate: Translate,
  env?: BuilderEnv,
): SavingResult & { pageId: number } {
  const source = getPage(state, pageId);
  const nextId = tempIdAllocator(state, envRandom(env));
  const now = envNow(env);
  const id = nextId();

  let next = state;
  for (const sibling of listPages(state, source.topic_id)) {
    if (sibling.order > source.order) next = putItem(next, "pages", { ...sibling, order: sibling.order + 1 });
  }
  const title = translate(PAGE_COPY_TITLE_KEY, { title: source.title });
  next = addItem(next, "pages", { ...source, id, order: source.order + 1, title, created_at: now, updated_at: now });

  const blocks = listBlocks(state, source.id);
  const blockIds = new Map(blocks.map((block) => [block.id, nextId()]));
  for (const block of blocks) {
    const copyId = blockIds.get(block.id) ?? nextId();
    // Conditions between blocks of the page follow the copies; conditions on other pages' blocks stay.
    const display_conditions = block.display_conditions.map((c) => ({
      ...c,
      block_id: blockIds.get(c.block_id) ?? c.block_id,
    }));
    const copy: PageBlock = {
      ...block,
      id: copyId,
      page_id: id,
      displaying_settings: { ...block.displaying_settings, i: String(copyId) },
      display_conditions,
      created_at: now,
      updated_at: now,
    };
    next = addItem(next, "blocks", copy);
    for (const media of listBlockMedia(state, block.id)) {
      const mediaCopy: BlockMedia = { ...media, id: nextId(), block_id: copyId, created_at: now, updated_at: now };
      next = addItem(next, "blockMedia", mediaCopy);
    }
  }
  return {
    state: { ...next, activePageId: id, activeTopicId: source.topic_id ?? next.activeTopicId },
    pageId: id,
    saveNow: true,
  };
}
