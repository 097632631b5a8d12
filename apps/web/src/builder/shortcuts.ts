import { useEffect, useRef } from "react";
import { isArrowKey } from "./canvas/nudge";

export type Shortcut =
  | "save"
  | "undo"
  | "redo"
  | "copy"
  | "paste"
  | "duplicate"
  | "delete"
  | "deselect"
  | "nudge"
  | "edit";

/** The parts of a keyboard event the mapping reads (a KeyboardEvent has them all). */
export interface KeyPress {
  key: string;
  code: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
}

interface MaybeElement {
  tagName?: string;
  isContentEditable?: boolean;
  closest?: (selector: string) => unknown;
}

/** Focus is where the author types (inputs, the rich text editor): keys belong to the text there. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof target !== "object") return false;
  const element = target as MaybeElement;
  const tag = element.tagName?.toUpperCase();
  if (tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT") return true;
  if (element.isContentEditable) return true;
  return Boolean(element.closest?.('[contenteditable="true"], [contenteditable=""]'));
}

/** The keyboard is on a block of the canvas (its select button), not in a field or a drawer. */
export function onCanvasBlock(target: EventTarget | null): boolean {
  const element = target as MaybeElement | null;
  return Boolean(element?.closest?.("[data-canvas-block]"));
}

/**
 * The keyboard is nowhere in particular: a click on the canvas selects a block without focusing anything (the
 * page's body has the focus). Enter there edits the selected block, as it does on the block's select button.
 */
export function onNothing(target: EventTarget | null): boolean {
  const tag = (target as MaybeElement | null)?.tagName?.toUpperCase();
  return target === null || tag === "BODY" || tag === "HTML";
}

/**
 * The letter a key press means, on any keyboard layout: `key` for Latin layouts, else the physical key
 * (`code` KeyZ) so Ctrl+Z still undoes on a Russian or Arabic layout.
 */
function letterOf(press: KeyPress): string {
  const key = press.key.toLowerCase();
  if (/^[a-z]$/.test(key)) return key;
  const match = /^Key([A-Z])$/.exec(press.code);
  return match?.[1]?.toLowerCase() ?? key;
}

/**
 * What a key press asks the builder to do, or null. Ctrl and Cmd are the same modifier (Windows / macOS).
 * While the author types in a field only the save applies: Ctrl+Z, Delete and the rest belong to the text.
 */
export function shortcutFor(press: KeyPress): Shortcut | null {
  const mod = press.ctrlKey || press.metaKey;
  const letter = letterOf(press);
  if (mod && !press.altKey && letter === "s") return "save";
  if (isTypingTarget(press.target) || press.altKey) return null;
  if (mod) {
    if (letter === "z") return press.shiftKey ? "redo" : "undo";
    if (letter === "y" && press.ctrlKey && !press.shiftKey) return "redo";
    if (press.shiftKey) return null;
    if (letter === "c") return "copy";
    if (letter === "v") return "paste";
    if (letter === "d") return "duplicate";
    return null;
  }
  // On a block of the canvas (its select button has the focus): arrows move it, Shift+arrows resize it,
  // Enter goes to its properties.
  if (onCanvasBlock(press.target)) {
    if (isArrowKey(press.key)) return "nudge";
    if (press.key === "Enter" && !press.shiftKey) return "edit";
  }
  if (press.key === "Enter" && !press.shiftKey && onNothing(press.target)) return "edit";
  if (press.shiftKey) return null;
  if (press.key === "Delete" || press.key === "Backspace") return "delete";
  if (press.key === "Escape") return "deselect";
  return null;
}

export type ShortcutHandlers = {
  [S in Shortcut]: (event: KeyboardEvent) => void;
};

/** Inside an open dialog (a confirmation, the media picker) keys belong to the dialog. */
function inDialog(target: EventTarget | null): boolean {
  const element = target as MaybeElement | null;
  return Boolean(element?.closest?.('[role="dialog"], [aria-modal="true"]'));
}

/**
 * Listens on the window for the builder's shortcuts. The handlers may change on every render; the
 * listener reads the latest ones, so it is added once.
 */
export function useBuilderShortcuts(handlers: ShortcutHandlers): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const shortcut = shortcutFor(event);
      if (!shortcut || (shortcut !== "save" && inDialog(event.target))) return;
      // Text the author selected on the canvas copies as text, not as a block.
      const selection = window.getSelection();
      if (shortcut === "copy" && selection && !selection.isCollapsed && selection.toString()) return;
      event.preventDefault();
      latest.current[shortcut](event);
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);
}

const KEYS: Record<Shortcut, string> = {
  save: "mod+S",
  undo: "mod+Z",
  redo: "mod+Shift+Z",
  copy: "mod+C",
  paste: "mod+V",
  duplicate: "mod+D",
  delete: "Del",
  deselect: "Esc",
  nudge: "↑ ↓ ← →",
  edit: "Enter",
};

const isMac = () => typeof navigator !== "undefined" && /mac|iphone|ipad/i.test(navigator.userAgent);

/** The keys of a shortcut as tooltips show them: ⌘ on Apple keyboards, Ctrl elsewhere. */
export function shortcutKeys(shortcut: Shortcut, mac = isMac()): string {
  return KEYS[shortcut].replace("mod", mac ? "⌘" : "Ctrl");
}
