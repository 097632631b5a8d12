import type { BlockAction, BlockMedia, PageBlock } from "@coursewright/course-model";
import type { ComponentType } from "react";
import type { BlockViewProps, ViewMode } from "../faces";
import { PlaceholderView } from "../placeholder";
import { getBlockFace } from "../registry";
import { BlockErrorBoundary } from "./BlockErrorBoundary";
import { BlockFrame } from "./Frame";

export { BlockFrame };

interface BlockRendererProps {
  block: PageBlock;
  media: readonly BlockMedia[];
  mode: ViewMode;
  onInteract(): void;
  onAction(action: BlockAction): void;
  /** Draws the block with this view instead of its type's (the canvas's inline editing of a text block). */
  view?: ComponentType<BlockViewProps>;
}

const ignore = () => {};

/** A block as the canvas and the player draw it: the frame around its type's view. */
export function BlockRenderer({ block, media, mode, onInteract, onAction, view }: BlockRendererProps) {
  const View = view ?? getBlockFace(block.type)?.View ?? PlaceholderView;
  // Views promise never to act in the builder; this makes sure a slip cannot complete or navigate anything.
  const live = mode === "player";
  return (
    <BlockFrame block={block} mode={mode}>
      <BlockErrorBoundary resetKey={block}>
        <View
          block={block}
          media={media}
          mode={mode}
          onInteract={live ? onInteract : ignore}
          onAction={live ? onAction : ignore}
        />
      </BlockErrorBoundary>
    </BlockFrame>
  );
}
