/** What a key pressed in an inline field means to the builder, beyond typing. */
export type InlineKey = "undo" | "redo" | "save" | "leave" | "swallow";

interface Press {
  key: string;
  code: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  isComposing?: boolean;
}

/**
 * Ctrl/⌘+Z and Shift+Ctrl/⌘+Z (or Ctrl+Y) go to the builder's undo stack, which the field fills per pause;
 * Ctrl+S saves after the field hands out its text; Escape leaves the field; Enter in a one-line field adds
 * nothing. Everything else (Delete, Backspace, C, V) is the text's, never a block shortcut.
 */
export function inlineKey(press: Press, multiline: boolean): InlineKey | null {
  if (press.isComposing) return null;
  const mod = press.ctrlKey || press.metaKey;
  const key = press.key.toLowerCase();
  const letter = /^[a-z]$/.test(key) ? key : (/^Key([A-Z])$/.exec(press.code)?.[1]?.toLowerCase() ?? key);
  if (mod && !press.altKey) {
    if (letter === "z") return press.shiftKey ? "redo" : "undo";
    if (letter === "y" && press.ctrlKey && !press.shiftKey) return "redo";
    if (letter === "s") return "save";
    return null;
  }
  if (press.key === "Escape") return "leave";
  if (press.key === "Enter" && !multiline) return "swallow";
  return null;
}
