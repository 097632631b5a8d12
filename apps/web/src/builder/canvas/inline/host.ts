import { type BlockPatch, findItem, type PageBlock } from "@coursewright/course-model";
import { createContext, useContext } from "react";
import { updateBlock } from "../../actions";
import { currentState } from "../../store";

/** What the inline fields of the selected block share: where the floating toolbar goes and whose it is. */
export interface InlineHost {
  blockId: number;
  /** The element above the block the rich text toolbar is drawn into (null until mounted). */
  toolbarSlot: HTMLElement | null;
  /** The field the author is in (its toolbar shows), or null. */
  activeField: string | null;
  setActiveField(id: string | null): void;
}

export const InlineHostContext = createContext<InlineHost | null>(null);

export function useInlineHost(): InlineHost {
  const host = useContext(InlineHostContext);
  if (!host) throw new Error("an inline field outside the selected canvas block");
  return host;
}

/**
 * One undoable edit of the block as the store holds it now: a field commits after a pause, and in between
 * another field (or the drawer) may have changed the same settings.
 */
export function patchBlock(blockId: number, make: (block: PageBlock) => BlockPatch): void {
  const block = findItem(currentState(), "blocks", blockId);
  if (block) updateBlock(blockId, make(block));
}

const FIELD_SELECTOR = ".cw-inline-field [contenteditable='true']";

/** The block's select button: where focus goes back to when the author stops editing (Escape). */
export function focusBlockButton(blockId: number): void {
  document.querySelector<HTMLElement>(`[data-canvas-block="${blockId}"] .cw-canvas-block__select`)?.focus();
}

/** Whether the block shows any text typed on the canvas (its "Edit text" button and Enter key). */
export const hasInlineFields = (blockId: number): boolean =>
  document.querySelector(`[data-canvas-block="${blockId}"] .cw-inline-field`) !== null;

/**
 * Enter or "Edit text": the caret goes into the block's first text. The editor is fetched the first time a
 * block is selected, so this waits a few frames for it.
 */
export function enterEditing(blockId: number, tries = 30): void {
  const field = document.querySelector<HTMLElement>(`[data-canvas-block="${blockId}"] ${FIELD_SELECTOR}`);
  if (field) field.focus();
  else if (tries > 0) requestAnimationFrame(() => enterEditing(blockId, tries - 1));
}
