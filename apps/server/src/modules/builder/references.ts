import {
  blockAcceptsMedia,
  canBeConditionTarget,
  getBlockDefinition,
  isBlockTypeCode,
  MEDIA_TYPE,
  type MediaType,
  type SaveCourseRequest,
} from "@coursewright/course-model";
import type { MessageRef } from "../../http/errors";

/** The ids a course holds before the save, with what the checks need of each. */
export interface StoredTree {
  topics: ReadonlySet<number>;
  pages: ReadonlyMap<number, { topic_id: number | null }>;
  blocks: ReadonlyMap<number, { page_id: number; type: number }>;
  media: ReadonlyMap<number, { block_id: number }>;
}

/** Stored ids the save removes: those named, and everything below them (a topic's pages, a page's blocks...). */
export interface Deletions {
  topics: Set<number>;
  pages: Set<number>;
  blocks: Set<number>;
  media: Set<number>;
}

export interface CheckResult {
  fields: Record<string, MessageRef[]>;
  deletions: Deletions;
}

type Path = readonly (string | number)[];
type State = "ok" | "unknown" | "deleted";

const intersect = (ids: readonly number[], stored: { has(id: number): boolean }) =>
  new Set(ids.filter((id) => stored.has(id)));

/**
 * Every reference of a save, checked against the course as stored: updated and deleted ids exist in this
 * course; new items refer to stored ids of this course or temporary ids of the same save; nothing refers to
 * what the save deletes; blocks and media keep their parent; actions and display conditions resolve inside
 * the course (and conditions only target blocks that can meet them); media are the creator's own, of a type
 * the block shows, within the block's limit. Pure: the caller loads the tree and the creator's media types.
 */
export function checkReferences(
  save: SaveCourseRequest,
  tree: StoredTree,
  ownMedia: ReadonlyMap<number, MediaType>,
): CheckResult {
  const fields: Record<string, MessageRef[]> = {};
  const fail = (path: Path, key: string, params?: MessageRef["params"]) => {
    const field = path.join(".");
    fields[field] = [...(fields[field] ?? []), params ? { key, params } : { key }];
  };

  for (const [set, stored] of [
    ["deleted_topics", tree.topics],
    ["deleted_pages", tree.pages],
    ["deleted_page_blocks", tree.blocks],
    ["deleted_page_blocks_media", tree.media],
  ] as const) {
    for (const [index, id] of save[set].entries()) if (!stored.has(id)) fail([set, index], "courses.reference_unknown");
  }
  for (const [set, stored] of [
    ["updated_topics", tree.topics],
    ["updated_pages", tree.pages],
    ["updated_page_blocks", tree.blocks],
    ["updated_page_blocks_media", tree.media],
  ] as const) {
    for (const [index, item] of save[set].entries()) {
      if (!stored.has(item.id)) fail([set, index, "id"], "courses.reference_unknown");
    }
  }

  const updatedPages = new Map(save.updated_pages.map((page) => [page.id, page]));
  const deletions: Deletions = {
    topics: intersect(save.deleted_topics, tree.topics),
    pages: intersect(save.deleted_pages, tree.pages),
    blocks: intersect(save.deleted_page_blocks, tree.blocks),
    media: intersect(save.deleted_page_blocks_media, tree.media),
  };
  // A page left in a deleted topic goes with it; one the save moves out of it (updated topic_id) stays.
  for (const [id, page] of tree.pages) {
    const updated = updatedPages.get(id);
    const topicId = updated ? updated.topic_id : page.topic_id;
    if (topicId !== null && deletions.topics.has(topicId)) deletions.pages.add(id);
  }
  for (const [id, block] of tree.blocks) if (deletions.pages.has(block.page_id)) deletions.blocks.add(id);
  for (const [id, media] of tree.media) if (deletions.blocks.has(media.block_id)) deletions.media.add(id);

  const newTopics = new Set(save.new_topics.map((topic) => topic.id));
  const newPages = new Set(save.new_pages.map((page) => page.id));
  const newBlocks = new Map(save.new_page_blocks.map((block) => [block.id, block]));
  const updatedBlocks = new Map(save.updated_page_blocks.map((block) => [block.id, block]));
  const state = (
    id: number,
    added: { has(id: number): boolean },
    stored: { has(id: number): boolean },
    gone: Set<number>,
  ): State => {
    if (id < 0) return added.has(id) ? "ok" : "unknown";
    if (!stored.has(id)) return "unknown";
    return gone.has(id) ? "deleted" : "ok";
  };
  const topicState = (id: number) => state(id, newTopics, tree.topics, deletions.topics);
  const pageState = (id: number) => state(id, newPages, tree.pages, deletions.pages);
  const blockState = (id: number) => state(id, newBlocks, tree.blocks, deletions.blocks);
  const reference = (path: Path, result: State) => {
    if (result !== "ok") fail(path, result === "unknown" ? "courses.reference_unknown" : "courses.reference_deleted");
    return result === "ok";
  };
  /** The type a block has after the save. */
  const blockType = (id: number) => newBlocks.get(id)?.type ?? updatedBlocks.get(id)?.type ?? tree.blocks.get(id)?.type;

  for (const set of ["new_pages", "updated_pages"] as const) {
    for (const [index, page] of save[set].entries()) {
      if (page.topic_id !== null) reference([set, index, "topic_id"], topicState(page.topic_id));
      const image = page.background_image_media_id;
      if (image !== null && ownMedia.get(image) !== MEDIA_TYPE.IMAGE) {
        fail([set, index, "background_image_media_id"], "courses.image_required");
      }
    }
  }

  for (const [index, block] of save.new_page_blocks.entries()) {
    reference(["new_page_blocks", index, "page_id"], pageState(block.page_id));
  }
  for (const [index, block] of save.updated_page_blocks.entries()) {
    const stored = tree.blocks.get(block.id);
    if (!stored) continue;
    if (block.page_id !== stored.page_id) fail(["updated_page_blocks", index, "page_id"], "courses.parent_changed");
    else reference(["updated_page_blocks", index, "page_id"], pageState(stored.page_id));
  }
  for (const set of ["new_page_blocks", "updated_page_blocks"] as const) {
    for (const [index, block] of save[set].entries()) {
      for (const [i, action] of block.actions.entries()) {
        if (action.type === "link_to_page") reference([set, index, "actions", i, "page_id"], pageState(action.page_id));
      }
      for (const [i, condition] of block.display_conditions.entries()) {
        const path = [set, index, "display_conditions", i, "block_id"];
        if (!reference(path, blockState(condition.block_id))) continue;
        const target = blockType(condition.block_id);
        // A block waiting on itself would never show.
        if (condition.block_id === block.id || target === undefined || !canBeConditionTarget(target, condition.kind)) {
          fail(path, "courses.condition_target");
        }
      }
    }
  }

  // Media per block after the save, to hold each block to its type's limit (an image block shows one image).
  const mediaCount = new Map<number, number>();
  for (const [id, media] of tree.media) {
    if (!deletions.media.has(id)) mediaCount.set(media.block_id, (mediaCount.get(media.block_id) ?? 0) + 1);
  }
  for (const set of ["new_page_blocks_media", "updated_page_blocks_media"] as const) {
    for (const [index, media] of save[set].entries()) {
      if (set === "new_page_blocks_media") {
        if (!reference([set, index, "block_id"], blockState(media.block_id))) continue;
      } else {
        const stored = tree.media.get(media.id);
        if (!stored) continue;
        if (media.block_id !== stored.block_id) {
          fail([set, index, "block_id"], "courses.parent_changed");
          continue;
        }
        if (!reference([set, index, "block_id"], blockState(stored.block_id))) continue;
      }
      const type = blockType(media.block_id);
      if (type === undefined || !isBlockTypeCode(type)) continue;
      const itemType = ownMedia.get(media.medialibrary_item_id);
      if (itemType === undefined) fail([set, index, "medialibrary_item_id"], "courses.media_unknown");
      else if (!blockAcceptsMedia(type, itemType)) fail([set, index, "medialibrary_item_id"], "courses.media_type");
      if (set === "new_page_blocks_media") {
        const count = (mediaCount.get(media.block_id) ?? 0) + 1;
        mediaCount.set(media.block_id, count);
        const max = getBlockDefinition(type).maxMedia;
        if (max !== null && count > max) fail([set, index, "block_id"], "courses.media_limit", { max });
      }
    }
  }

  return { fields, deletions };
}

/** Every media library id a save refers to, to look the creator's own up in one query. */
export function referencedMediaIds(save: SaveCourseRequest): number[] {
  const ids = new Set<number>();
  for (const page of [...save.new_pages, ...save.updated_pages]) {
    if (page.background_image_media_id !== null) ids.add(page.background_image_media_id);
  }
  for (const media of [...save.new_page_blocks_media, ...save.updated_page_blocks_media])
    ids.add(media.medialibrary_item_id);
  return [...ids];
}
