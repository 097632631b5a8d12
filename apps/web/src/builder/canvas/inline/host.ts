import { BLOCK_TYPE, type BlockPatch, findItem, listBlockMedia, type PageBlock } from "@coursewright/course-model";
import { createContext, useContext } from "react";
import { updateBlock } from "../../actions";
import { currentState } from "../../store";
import { hasInlineText } from "./inlineTypes";

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

/** A field whose editor is still on its way (the text shown meanwhile). */
export const PENDING_CLASS = "cw-inline-pending";

const EDITABLE_SELECTOR = "[contenteditable='true']";

/** The block's select button: where focus goes back to when the author stops editing (Escape). */
export function focusBlockButton(blockId: number): void {
  document.querySelector<HTMLElement>(`[data-canvas-block="${blockId}"] .cw-canvas-block__select`)?.focus();
}

/**
 * Whether the block's texts are typed on the canvas (its "Edit text" button and Enter key). Decided by its
 * type, not by the fields on screen: the editor is fetched after the first selection, and an Enter pressed
 * before it arrives must still go into the text, not to the properties.
 */
export function hasInlineFields(blockId: number): boolean {
  const state = currentState();
  const block = findItem(state, "blocks", blockId);
  if (!block || !hasInlineText(block.type)) return false;
  // An image's caption shows once it has its picture; until then Enter opens the properties to choose one.
  return block.type !== BLOCK_TYPE.IMAGE || listBlockMedia(state, blockId).length > 0;
}

/** How long Enter waits for the editor's chunk on a slow connection before giving up. */
const EDITOR_WAIT_MS = 8000;

/**
 * Enter or "Edit text": the caret goes into the block's first text. The editor is fetched the first time a
 * block is selected, so this waits for it (frame by frame, within a bound).
 */
export function enterEditing(blockId: number, until = performance.now() + EDITOR_WAIT_MS): void {
  // The block's first field, once its editor is ready: a later field (an option) may be ready before the
  // question above it, and the caret must not land there.
  const first = document.querySelector(`[data-canvas-block="${blockId}"] :is(.cw-inline-field, .${PENDING_CLASS})`);
  const field = first?.querySelector<HTMLElement>(EDITABLE_SELECTOR);
  if (field) field.focus();
  else if (performance.now() < until) requestAnimationFrame(() => enterEditing(blockId, until));
}
