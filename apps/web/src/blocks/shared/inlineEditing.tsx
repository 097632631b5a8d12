import type { BlockPatch, PageBlock } from "@coursewright/course-model";
import { type ComponentType, createContext, type ReactNode, useContext } from "react";

/** A rich text field typed on the canvas (TipTap, with the floating toolbar). */
export interface InlineRichProps {
  value: string | null;
  /** The author paused or left the field: the HTML ("" when empty) becomes one undoable edit. */
  onCommit(html: string): void;
  /** The field's name for screen readers ("Question", "Text"). */
  label: string;
  placeholder?: string;
}

/** A one-line plain text field typed on the canvas (an option, a label): no marks, Enter does not break. */
export interface InlinePlainProps {
  value: string;
  onCommit(text: string): void;
  label: string;
  placeholder?: string;
  maxLength?: number;
}

/**
 * What the builder gives the views of the selected block so their texts are edited where they show (issue 17).
 * The player gives nothing, so views draw their inert text there and never load an editor.
 */
export interface InlineEditing {
  /** Patches the block as it is when the edit lands (not as it was drawn), as one undoable edit. */
  patch(make: (block: PageBlock) => BlockPatch): void;
  Rich: ComponentType<InlineRichProps>;
  Plain: ComponentType<InlinePlainProps>;
}

export const InlineEditingContext = createContext<InlineEditing | null>(null);

/** The builder's inline editing when this view belongs to the selected block on the canvas, else null. */
export const useInlineEditing = (): InlineEditing | null => useContext(InlineEditingContext);

/** An editable rich text on the canvas of the selected block; elsewhere `fallback`, the inert view. */
export function InlineRich({ fallback, ...props }: InlineRichProps & { fallback: ReactNode }) {
  const inline = useInlineEditing();
  return inline ? <inline.Rich {...props} /> : fallback;
}

/** An editable line of plain text on the canvas of the selected block; elsewhere `fallback`. */
export function InlinePlain({ fallback, ...props }: InlinePlainProps & { fallback: ReactNode }) {
  const inline = useInlineEditing();
  return inline ? <inline.Plain {...props} /> : fallback;
}
