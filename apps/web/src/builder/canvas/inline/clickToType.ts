import { hasInlineFields } from "./host";

/** A press that moved further than this is a drag, not a click. */
const SLOP_PX = 4;
/** The band along a block's edges where a press only selects it (to move, copy or delete it from the keyboard). */
export const EDGE_PX = 10;
/** The elements a press must land in to be "on the words" (a paragraph, a heading, a list item, their marks). */
const WORDS = "p, h1, h2, h3, h4, li, strong, em, u, s, a, span";
/** How long the caret waits for the text's editor (fetched with the first selection) before giving up. */
const EDITOR_WAIT_MS = 8000;

/** How far from an editable field a press on an empty field's placeholder may land and still go into it. */
export const NEAR_FIELD_PX = 24;
/** Marks the inert view of an empty text block (its placeholder): a press anywhere on the block types into it. */
export const EMPTY_BLOCK_ATTR = "data-inline-empty-block";

interface Press {
  blockId: number;
  x: number;
  y: number;
  /** The block is an empty text: its one field takes the caret wherever the press was. */
  anywhere: boolean;
}

let press: Press | null = null;

/**
 * What the author types between the click and the editor's arrival (its code may still be loading): held here and
 * typed into the editor once it has the caret, so no letter is lost and no key reaches the builder's shortcuts
 * (Backspace or Delete would remove the block just selected).
 */
let held = "";
let holding: ((event: KeyboardEvent) => void) | null = null;

function holdKeys(): void {
  takeHeld();
  holding = (event: KeyboardEvent) => {
    // A shortcut or a key that is not text (Escape, arrows, Tab): the author means it, as it is.
    if (event.ctrlKey || event.metaKey || event.altKey) return void takeHeld();
    if (event.key.length === 1) held += event.key;
    else if (event.key === "Backspace") held = held.slice(0, -1);
    else if (event.key !== "Shift") return void takeHeld();
    event.preventDefault();
    event.stopPropagation();
  };
  window.addEventListener("keydown", holding, true);
}

/** Stops holding keys and answers what was held. */
function takeHeld(): string {
  if (holding) window.removeEventListener("keydown", holding, true);
  holding = null;
  const text = held;
  held = "";
  return text;
}

/** Whether a point is inside a box, at least `inset` pixels from its edges. */
export const insideBy = (
  box: Pick<DOMRect, "left" | "top" | "right" | "bottom">,
  x: number,
  y: number,
  inset: number,
) => x >= box.left + inset && x <= box.right - inset && y >= box.top + inset && y <= box.bottom - inset;

/**
 * A press on the canvas (before it selects): remembered when it lands on the words of a block that is not yet
 * selected and whose texts are typed in place, away from the block's edge, so the click that ends it can put the
 * caret there (as in Rise: one click selects and types).
 */
export function notePress(target: Element, block: HTMLElement | null, selectedId: number | null, x: number, y: number) {
  press = null;
  if (!block) return;
  const blockId = Number(block.dataset.canvasBlock);
  if (!hasInlineFields(blockId)) return;
  if (blockId === selectedId) {
    // Selected and still empty (a block just added from the palette): its editor is one line at the top, and a
    // press below it, anywhere in the block, means that line too; a press in the editor is the editor's own.
    const fields = block.querySelectorAll<HTMLElement>("[contenteditable='true']");
    const only = fields.length === 1 ? fields[0] : undefined;
    if (!only || only.contains(target) || only.textContent?.trim() !== "") return;
    if (!insideBy(block.getBoundingClientRect(), x, y, EDGE_PX)) return;
    press = { blockId, x, y, anywhere: true };
    return;
  }
  if (!target.closest(".cw-block-frame")) return;
  // An empty text block is all field (as in Rise): its placeholder and the space around it take the caret.
  const anywhere = block.querySelector(`[${EMPTY_BLOCK_ATTR}]`) !== null;
  if (!anywhere && !target.closest(WORDS)) return;
  if (!insideBy(block.getBoundingClientRect(), x, y, EDGE_PX)) return;
  press = { blockId, x, y, anywhere };
}

/** The click that ends a remembered press: not a drag, so the caret goes where the author clicked. */
export function clickToType(x: number, y: number): void {
  const done = press;
  press = null;
  if (!done || Math.hypot(x - done.x, y - done.y) > SLOP_PX) return;
  // A frame later: the grid ends its press (and its no-select style) on the same mouseup, after this one.
  const until = performance.now() + EDITOR_WAIT_MS;
  holdKeys();
  requestAnimationFrame(() => placeCaret(done, until));
}

/** A box's distance from a point (0 inside it). */
export function distanceTo(box: Pick<DOMRect, "left" | "top" | "right" | "bottom">, x: number, y: number): number {
  const dx = Math.max(box.left - x, 0, x - box.right);
  const dy = Math.max(box.top - y, 0, y - box.bottom);
  return Math.hypot(dx, dy);
}

/**
 * The editable field a press on an empty field's placeholder meant: the placeholder the inert view drew and the
 * editor that replaces it once the block is selected are not always the same size, so the press may land just
 * beside the editor. The block's nearest field within NEAR_FIELD_PX; in an empty text block, its one field.
 */
function fieldNear(done: Press): HTMLElement | null {
  const fields = Array.from(
    document.querySelectorAll<HTMLElement>(`[data-canvas-block="${done.blockId}"] [contenteditable='true']`),
  );
  if (done.anywhere) return fields[0] ?? null;
  let best: { field: HTMLElement; distance: number } | null = null;
  for (const field of fields) {
    const distance = distanceTo(field.getBoundingClientRect(), done.x, done.y);
    if (!best || distance < best.distance) best = { field, distance };
  }
  return best && best.distance <= NEAR_FIELD_PX ? best.field : null;
}

/** The text position under a point, in the editor that is there now. */
function caretAt(x: number, y: number): { node: Node; offset: number } | null {
  if (typeof document.caretPositionFromPoint === "function") {
    const at = document.caretPositionFromPoint(x, y);
    return at ? { node: at.offsetNode, offset: at.offset } : null;
  }
  const range = document.caretRangeFromPoint?.(x, y);
  return range ? { node: range.startContainer, offset: range.startOffset } : null;
}

/**
 * Waits (frame by frame) for the editor of the text under the point, focuses it and moves the caret to the point:
 * ProseMirror reads the browser's selection, so its own state follows.
 */
function placeCaret(done: Press, until: number): void {
  // The author went on to something else meanwhile (another block, the drawer): the caret is not wanted.
  if (
    !holding ||
    !document.querySelector(`[data-canvas-block="${done.blockId}"][data-selected]`) ||
    document.activeElement?.closest("[contenteditable='true'], input, textarea, select, [role='dialog']")
  ) {
    takeHeld();
    return;
  }
  const under = document.elementFromPoint(done.x, done.y);
  const field =
    under?.closest<HTMLElement>(`[data-canvas-block="${done.blockId}"] [contenteditable='true']`) ?? fieldNear(done);
  if (!field) {
    if (performance.now() < until) requestAnimationFrame(() => placeCaret(done, until));
    else takeHeld();
    return;
  }
  field.focus();
  const at = caretAt(done.x, done.y);
  if (at && field.contains(at.node)) window.getSelection()?.collapse(at.node, at.offset);
  const text = takeHeld();
  // As typed keys are: the editor (ProseMirror) takes the browser's text input as its own.
  if (text) document.execCommand("insertText", false, text);
}
