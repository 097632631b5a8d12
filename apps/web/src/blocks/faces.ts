import type {
  BlockAction,
  BlockMedia,
  BlockMediaPatch,
  BlockPatch,
  BlockProgressPosition,
  MediaItem,
  PageBlock,
} from "@coursewright/course-model";
import type { ComponentType } from "react";

/**
 * Where a view is drawn. "builder": on the builder's canvas, looking exactly as the learner will see it
 * but inert where acting would leave the page (links, actions) or start sound by itself (autoplay).
 * "player": live for a learner.
 */
export type ViewMode = "builder" | "player";

export interface BlockViewProps {
  block: PageBlock;
  /** The block's media rows, ordered by `order`; each has its library item (signed URL) when it still exists. */
  media: readonly BlockMedia[];
  mode: ViewMode;
  /**
   * The learner did what the block asks (played, opened, clicked, downloaded, ...): the player completes the
   * block and meets block_interacted conditions watching it. Never called in builder mode.
   */
  onInteract(): void;
  /** Runs one of the block's actions (button, clickable animation). Never called in builder mode. */
  onAction(action: BlockAction): void;
  /**
   * Question blocks: the learner submits an answer (the shape course-model's quizAnswerSchemas gives for the
   * type). The player judges it with judgeAnswer and completes the block with the position; absent in the
   * builder, where a question shows but takes no answer.
   */
  onAnswer?(answer: unknown): void;
  /** Question blocks: the answer recorded earlier in this attempt (after a reload), or null when none. */
  answered?: BlockProgressPosition | null;
}

/** Editing the media rows of the selected block; every call is one undoable edit. */
export interface BlockMediaOps {
  add(item: MediaItem, patch?: BlockMediaPatch): void;
  update(mediaId: number, patch: BlockMediaPatch): void;
  move(mediaId: number, toIndex: number): void;
  remove(mediaId: number): void;
}

export interface BlockEditorProps {
  block: PageBlock;
  media: readonly BlockMedia[];
  /** Applies a patch to the block's own fields (not its place): one undoable edit. */
  onChange(patch: BlockPatch): void;
  mediaOps: BlockMediaOps;
}

/** The web's two faces of a block type: the right drawer's editor and the view shared by canvas and player. */
export interface BlockFace {
  View: ComponentType<BlockViewProps>;
  /** The type's own properties; the common ones (colours, border, completion, animation, actions, conditions) are drawn around it. */
  Editor: ComponentType<BlockEditorProps>;
  /** Tabler icon for the palette and the tree. */
  Icon: ComponentType<{ size?: number | string; stroke?: number }>;
}
