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

/** A fill-in-the-blanks sentence typed on the canvas: rich text whose blanks show as numbered chips. */
export interface InlineBlanksProps {
  value: string | null;
  /** The sentence as stored (`[[blank:b1]]` placeholders, "" when empty), as one undoable edit. */
  onCommit(text: string): void;
  label: string;
  placeholder?: string;
  /** The word on a chip before its number ("Blank"). */
  chipLabel: string;
  /**
   * The toolbar's "Add blank": `textWith(id)` puts blank `id` at the caret and answers the sentence with it, so
   * the caller stores the text and the new blank's settings as one edit. Null when no more blanks may be added.
   */
  onAddBlank: ((textWith: (id: string) => string) => void) | null;
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
  Blanks: ComponentType<InlineBlanksProps>;
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
