import type { PageBlock, PageBlockFields } from "../course/block";
import type { BlockMedia } from "../course/blockMedia";
import type { Course } from "../course/course";
import type { Page } from "../course/page";
import type { Topic } from "../course/topic";

/** Items of one kind by id. Plain objects, so a state is JSON and cheap to keep in the undo history. */
export type EntityMap<T> = Readonly<Record<number, T>>;

/** The four kinds the builder tracks, by the names the state uses. */
export interface Entities {
  topics: Topic;
  pages: Page;
  blocks: PageBlock;
  blockMedia: BlockMedia;
}
export type Kind = keyof Entities;
export type EntityOf<K extends Kind> = Entities[K];
export type KindMaps = { readonly [K in Kind]: EntityMap<Entities[K]> };

export type DeletedIds = { readonly [K in Kind]: readonly number[] };

/**
 * The course builder's data (spec 4 Course builder editing). What was loaded stays as loaded in `existing`;
 * every edit lands in `new`, `updated` or `deleted`, which are exactly what the save sends. Never mutated:
 * each action returns a new state, so undo is keeping old states.
 */
export interface BuilderState {
  course: Course;
  existing: KindMaps;
  new: KindMaps;
  updated: KindMaps;
  deleted: DeletedIds;
  activeTopicId: number | null;
  activePageId: number | null;
  /** The block the author copied, ready to paste: without media and display conditions (spec 4). */
  copiedBlock: CopiedBlock | null;
}

export type CopiedBlock = PageBlockFields;

/** Where randomness and time come from, so tests can fix them. */
export interface BuilderEnv {
  random?: () => number;
  /** Timestamp for new items until the server stores them. */
  now?: () => string;
}

/** Adding, duplicating or deleting a page is saved at once (spec 4): the builder must call the save. */
export interface SavingResult {
  state: BuilderState;
  saveNow: boolean;
}

/** After adding a block the canvas scrolls to it, SCROLL_AFTER_ADD_MS later (spec 4). */
export interface AddedBlockResult {
  state: BuilderState;
  blockId: number;
  scrollAfterMs: number;
}

export const EMPTY_MAPS: KindMaps = { topics: {}, pages: {}, blocks: {}, blockMedia: {} };
export const NO_DELETIONS: DeletedIds = { topics: [], pages: [], blocks: [], blockMedia: [] };
