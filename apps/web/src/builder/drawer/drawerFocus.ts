import type { Side } from "./drawerMode";

/**
 * Keyboard focus around the drawers. Opening a drawer from the keyboard (a rail button, Enter on a block) puts
 * the focus in it; closing a drawer that covers the canvas (Escape) gives it back to where the author was.
 */
const returnTo: Record<Side, HTMLElement | null> = { left: null, right: null };

const TABBABLE =
  'input:not([disabled]):not([type="hidden"]), textarea:not([disabled]), select:not([disabled]), button:not([disabled]), [href], [contenteditable="true"], [tabindex]:not([tabindex="-1"])';

const TEXT_FIELDS =
  'input:not([disabled]):not([type="hidden"]):not([type="checkbox"]):not([type="radio"]), textarea:not([disabled]), [contenteditable="true"]';

// The drawer is drawn on the next frames (a store change, then React).
const MAX_FRAMES = 20;

/** Moves the focus into a drawer once it is drawn: the block's first field, else the drawer itself. */
export function focusDrawer(side: Side, from: HTMLElement | null): void {
  returnTo[side] = from;
  let frame = 0;
  const attempt = () => {
    const drawer = document.querySelector<HTMLElement>(`[data-drawer="${side}"]`);
    if (!drawer) {
      if (++frame < MAX_FRAMES) requestAnimationFrame(attempt);
      return;
    }
    // The right drawer's own fields come after its panel switch; a block's properties start with its type's
    // editor, and there with its first text (a text block's editor, past the formatting buttons).
    const body = drawer.querySelector<HTMLElement>("[data-drawer-body]") ?? drawer;
    const editor = body.querySelector<HTMLElement>('[data-testid^="block-editor-"]');
    const first =
      editor?.querySelector<HTMLElement>(TEXT_FIELDS) ??
      editor?.querySelector<HTMLElement>(TABBABLE) ??
      body.querySelector<HTMLElement>(TABBABLE);
    (first ?? drawer).focus();
  };
  requestAnimationFrame(attempt);
}

/** Where the focus goes when a drawer closes from the keyboard: back to what opened it, if still there. */
export function returnFocus(side: Side): void {
  const target = returnTo[side];
  returnTo[side] = null;
  const rail = document.querySelector<HTMLElement>(`[data-drawer-toggle][aria-controls="cw-drawer-${side}"]`);
  (target?.isConnected ? target : rail)?.focus();
}
