import { BLOCK_TYPE, type BlockMedia, type PageBlock } from "@coursewright/course-model";
import { memo } from "react";
import { BlockRenderer } from "../../blocks/common/BlockFrame";
import { useInterfaceRootProps } from "../../i18n/contentLanguage";
import { selectBlock } from "../actions";
import { BlockToolbar, NO_DRAG_CLASS } from "./BlockToolbar";
import { EmptyBlockZone } from "./EmptyBlockZone";
import { enterEditing } from "./inline/host";
import { InlineHost } from "./inline/InlineHost";
import { canvasViewOf, hasCanvasFields, hasInlineText } from "./inline/inlineTypes";
import { CANVAS_KEYS_HINT_ID } from "./keysHint";

const noop = () => {};

interface CanvasBlockProps {
  block: PageBlock;
  media: readonly BlockMedia[];
  selected: boolean;
  /** The block's type name (interface language) and the start of its text (the content's own direction). */
  name: string;
  excerpt: string;
}

/**
 * One block on the canvas as the learner will see it, with the selection outline and toolbar. Memoised on the
 * block object: an edit replaces only the edited block's object, and a drag changes no block until it ends, so
 * dragging on a page of many blocks redraws none of their views.
 *
 * Every block but the selected one is inert. The selected one's texts are typed in place (InlineHost): a click
 * in them puts the caret there; from the keyboard, Enter on the block (its select button) or "Edit text" does.
 *
 * The pointer selects by pressing anywhere on the block (the canvas listens); the keyboard reaches each
 * block through a select button that shows when focused.
 */
export const CanvasBlock = memo(function CanvasBlock({ block, media, selected, name, excerpt }: CanvasBlockProps) {
  const view = (
    <div className="cw-canvas-block__view">
      <BlockRenderer
        block={block}
        media={media}
        mode="builder"
        onInteract={noop}
        onAction={noop}
        view={selected ? canvasViewOf(block.type) : undefined}
      />
    </div>
  );
  // An image's caption shows under its picture: with none chosen yet there is nothing to type in.
  const inline = selected && hasInlineText(block.type) && (block.type !== BLOCK_TYPE.IMAGE || media.length > 0);
  // Every type with inline text; an image without its picture too (it has no caption to type yet).
  const fields = selected && hasCanvasFields(block.type);
  // The block sits in the content's direction; its name tab and toolbar are chrome, in the interface's.
  const chrome = useInterfaceRootProps();
  return (
    <div
      className="cw-canvas-block"
      data-selected={selected || undefined}
      data-canvas-block={block.id}
      data-testid="canvas-block"
    >
      {/* Above the block's top edge, the name tab at one end and the toolbar at the other: neither covers the
          block's first words, and the name gives way to the toolbar on a narrow block (canvas.css). */}
      <div className="cw-canvas-block__top" {...chrome}>
        <button
          type="button"
          className={`cw-canvas-block__select ${NO_DRAG_CLASS}`}
          aria-pressed={selected}
          aria-describedby={CANVAS_KEYS_HINT_ID}
          onClick={() => (inline ? enterEditing(block.id) : selectBlock(block.id))}
        >
          {/* The excerpt in <bdi>: an English excerpt under an Arabic name keeps its own order (and its "…"). */}
          {name}
          {excerpt && (
            <>
              : <bdi>{excerpt}</bdi>
            </>
          )}
        </button>
        {selected && <BlockToolbar blockId={block.id} editText={inline} />}
      </div>
      {fields ? <InlineHost blockId={block.id}>{view}</InlineHost> : view}
      <EmptyBlockZone block={block} media={media} />
    </div>
  );
});
