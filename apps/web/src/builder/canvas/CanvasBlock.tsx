import type { BlockMedia, PageBlock } from "@coursewright/course-model";
import { memo } from "react";
import { BlockRenderer } from "../../blocks/common/BlockFrame";
import { selectBlock } from "../actions";
import { BlockToolbar, NO_DRAG_CLASS } from "./BlockToolbar";
import { EmptyBlockZone } from "./EmptyBlockZone";
import { CANVAS_KEYS_HINT_ID } from "./keysHint";

const noop = () => {};

interface CanvasBlockProps {
  block: PageBlock;
  media: readonly BlockMedia[];
  selected: boolean;
  label: string;
}

/**
 * One block on the canvas as the learner will see it, inert, with the selection outline and toolbar.
 * Memoised on the block object: an edit replaces only the edited block's object, and a drag changes no
 * block until it ends, so dragging on a page of many blocks redraws none of their views.
 *
 * The pointer selects by pressing anywhere on the block (the canvas listens); the keyboard reaches each
 * block through a select button that shows when focused.
 */
export const CanvasBlock = memo(function CanvasBlock({ block, media, selected, label }: CanvasBlockProps) {
  return (
    <div
      className="cw-canvas-block"
      data-selected={selected || undefined}
      data-canvas-block={block.id}
      data-testid="canvas-block"
    >
      <button
        type="button"
        className={`cw-canvas-block__select ${NO_DRAG_CLASS}`}
        aria-pressed={selected}
        aria-describedby={CANVAS_KEYS_HINT_ID}
        onClick={() => selectBlock(block.id)}
      >
        {label}
      </button>
      {selected && <BlockToolbar blockId={block.id} />}
      <div className="cw-canvas-block__view">
        <BlockRenderer block={block} media={media} mode="builder" onInteract={noop} onAction={noop} />
      </div>
      <EmptyBlockZone block={block} media={media} />
    </div>
  );
});
