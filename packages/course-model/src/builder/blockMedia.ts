import { getBlockLayout } from "../blocks/layout";
import { blockTypeName } from "../blocks/traits";
import type { BlockMedia } from "../course/blockMedia";
import type { MediaItem } from "../media/types";
import { changesSomething, envNow, envRandom } from "./env";
import { BlockMediaNotAcceptedError } from "./errors";
import { getBlock, getBlockMedia, listBlockMedia } from "./lookups";
import { addItem, putItem, removeItem, renumber } from "./store";
import { newTempId } from "./tempIds";
import type { BuilderEnv, BuilderState } from "./types";

export type BlockMediaPatch = Partial<
  Pick<BlockMedia, "alt_text" | "text" | "title" | "settings" | "background_color">
>;

/**
 * Puts a media library item on a block, last in its list. A block that holds one medium (image, video,
 * SCORM, ...) swaps it: choosing a new image replaces the old one rather than failing.
 */
export function addBlockMedia(
  state: BuilderState,
  blockId: number,
  input: { item: MediaItem } & BlockMediaPatch,
  env?: BuilderEnv,
): { state: BuilderState; mediaId: number } {
  const block = getBlock(state, blockId);
  const layout = getBlockLayout(block.type);
  const { item, ...patch } = input;
  if (!layout.mediaTypes.includes(item.medialibrary_type)) {
    throw new BlockMediaNotAcceptedError(
      `${blockTypeName(block.type)} blocks do not take media of type ${item.medialibrary_type}`,
    );
  }
  let next = state;
  let present = listBlockMedia(state, block.id);
  if (layout.maxMedia === 1) {
    for (const media of present) next = removeItem(next, "blockMedia", media.id);
    present = [];
  }
  const id = newTempId(next, envRandom(env));
  const now = envNow(env);
  const media: BlockMedia = {
    id,
    block_id: block.id,
    medialibrary_item_id: item.id,
    medialibrary_item: item,
    alt_text: null,
    text: null,
    title: null,
    order: present.length,
    settings: {},
    background_color: null,
    created_at: now,
    updated_at: now,
    ...patch,
  };
  return { state: addItem(next, "blockMedia", media), mediaId: id };
}

export function updateBlockMedia(state: BuilderState, mediaId: number, patch: BlockMediaPatch): BuilderState {
  const media = getBlockMedia(state, mediaId);
  return changesSomething(media, patch) ? putItem(state, "blockMedia", { ...media, ...patch }) : state;
}

/** Reorders a carousel slide or an attachment. */
export function moveBlockMedia(state: BuilderState, mediaId: number, toIndex: number): BuilderState {
  const media = getBlockMedia(state, mediaId);
  const others = listBlockMedia(state, media.block_id).filter((m) => m.id !== mediaId);
  others.splice(Math.max(0, Math.min(others.length, Math.trunc(toIndex))), 0, media);
  return renumber(state, "blockMedia", others);
}

/** Removes a medium from its block; the ones after it move up one. */
export function deleteBlockMedia(state: BuilderState, mediaId: number): BuilderState {
  const media = getBlockMedia(state, mediaId);
  let next = removeItem(state, "blockMedia", media.id);
  for (const other of listBlockMedia(next, media.block_id)) {
    if (other.order > media.order) next = putItem(next, "blockMedia", { ...other, order: other.order - 1 });
  }
  return next;
}
