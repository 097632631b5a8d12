import { describe, expect, it } from "vitest";
import { isTypingTarget, type KeyPress, shortcutFor, shortcutKeys } from "./shortcuts";

const press = (key: string, extra: Partial<KeyPress> = {}): KeyPress => ({
  key,
  code: /^[a-z]$/i.test(key) ? `Key${key.toUpperCase()}` : key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  target: null,
  ...extra,
});
const ctrl = (key: string, extra: Partial<KeyPress> = {}) => press(key, { ctrlKey: true, ...extra });
const cmd = (key: string, extra: Partial<KeyPress> = {}) => press(key, { metaKey: true, ...extra });

// Plain objects stand for DOM elements: the mapping reads only tagName, isContentEditable and closest.
const input = { tagName: "INPUT" } as unknown as EventTarget;
const textarea = { tagName: "textarea" } as unknown as EventTarget;
const select = { tagName: "SELECT" } as unknown as EventTarget;
const insideTipTap = { tagName: "P", isContentEditable: false, closest: () => ({}) } as unknown as EventTarget;
const editable = { tagName: "DIV", isContentEditable: true } as unknown as EventTarget;
const button = { tagName: "BUTTON", closest: () => null } as unknown as EventTarget;

const canvasBlock = {
  tagName: "BUTTON",
  closest: (selector: string) => (selector === "[data-canvas-block]" ? {} : null),
} as unknown as EventTarget;

describe("shortcutFor", () => {
  it("moves and resizes a block of the canvas with arrows and Shift+arrows, and Enter edits it", () => {
    expect(shortcutFor(press("ArrowLeft", { target: canvasBlock }))).toBe("nudge");
    expect(shortcutFor(press("ArrowDown", { target: canvasBlock, shiftKey: true }))).toBe("nudge");
    expect(shortcutFor(press("Enter", { target: canvasBlock }))).toBe("edit");
    // Elsewhere arrows and Enter keep their usual meaning (scrolling, pressing a button).
    expect(shortcutFor(press("ArrowLeft", { target: button }))).toBeNull();
    expect(shortcutFor(press("Enter", { target: button }))).toBeNull();
    expect(shortcutFor(press("ArrowLeft", { target: input }))).toBeNull();
    expect(shortcutFor(ctrl("ArrowLeft", { target: canvasBlock }))).toBeNull();
  });

  it("edits the selected block on Enter when a click selected it and the focus stayed on the page", () => {
    const body = { tagName: "BODY", closest: () => null } as unknown as EventTarget;
    expect(shortcutFor(press("Enter", { target: body }))).toBe("edit");
    expect(shortcutFor(press("Enter", { target: null }))).toBe("edit");
    // Arrows on the page keep scrolling it; Shift+Enter is no edit.
    expect(shortcutFor(press("ArrowDown", { target: body }))).toBeNull();
    expect(shortcutFor(press("Enter", { target: body, shiftKey: true }))).toBeNull();
  });

  it("saves with Ctrl+S and Cmd+S, even while typing in a field", () => {
    expect(shortcutFor(ctrl("s"))).toBe("save");
    expect(shortcutFor(cmd("S"))).toBe("save");
    expect(shortcutFor(ctrl("s", { target: input }))).toBe("save");
    expect(shortcutFor(cmd("s", { target: editable }))).toBe("save");
  });

  it("undoes with Ctrl/Cmd+Z and redoes with Ctrl/Cmd+Shift+Z and Ctrl+Y", () => {
    expect(shortcutFor(ctrl("z"))).toBe("undo");
    expect(shortcutFor(cmd("z"))).toBe("undo");
    expect(shortcutFor(ctrl("Z", { shiftKey: true }))).toBe("redo");
    expect(shortcutFor(cmd("z", { shiftKey: true }))).toBe("redo");
    expect(shortcutFor(ctrl("y"))).toBe("redo");
  });

  it("copies, pastes and duplicates with Ctrl/Cmd+C, V and D", () => {
    expect(shortcutFor(ctrl("c"))).toBe("copy");
    expect(shortcutFor(cmd("v"))).toBe("paste");
    expect(shortcutFor(ctrl("d"))).toBe("duplicate");
  });

  it("deletes with Delete or Backspace and deselects with Escape", () => {
    expect(shortcutFor(press("Delete"))).toBe("delete");
    expect(shortcutFor(press("Backspace"))).toBe("delete");
    expect(shortcutFor(press("Escape"))).toBe("deselect");
    expect(shortcutFor(press("Delete", { target: button }))).toBe("delete");
  });

  it("reads the physical key on layouts without Latin letters", () => {
    expect(shortcutFor(ctrl("я", { code: "KeyZ" }))).toBe("undo");
    expect(shortcutFor(ctrl("ы", { code: "KeyS" }))).toBe("save");
    expect(shortcutFor(cmd("ف", { code: "KeyC" }))).toBe("copy");
  });

  it("leaves every key but the save to the text while the author types", () => {
    for (const target of [input, textarea, select, insideTipTap, editable]) {
      expect(shortcutFor(ctrl("z", { target }))).toBeNull();
      expect(shortcutFor(ctrl("c", { target }))).toBeNull();
      expect(shortcutFor(ctrl("v", { target }))).toBeNull();
      expect(shortcutFor(press("Backspace", { target }))).toBeNull();
      expect(shortcutFor(press("Delete", { target }))).toBeNull();
      expect(shortcutFor(press("Escape", { target }))).toBeNull();
    }
  });

  it("ignores other keys and other modifier mixes", () => {
    expect(shortcutFor(press("a"))).toBeNull();
    expect(shortcutFor(press("c"))).toBeNull();
    expect(shortcutFor(ctrl("x"))).toBeNull();
    expect(shortcutFor(ctrl("c", { altKey: true }))).toBeNull();
    expect(shortcutFor(ctrl("c", { shiftKey: true }))).toBeNull();
    expect(shortcutFor(press("Delete", { shiftKey: true }))).toBeNull();
    expect(shortcutFor(cmd("y"))).toBeNull();
  });
});

describe("isTypingTarget", () => {
  it("is true for inputs, text areas, selects and rich text, false for buttons and nothing", () => {
    expect([input, textarea, select, editable, insideTipTap].map(isTypingTarget)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(isTypingTarget(button)).toBe(false);
    expect(isTypingTarget(null)).toBe(false);
  });
});

describe("shortcutKeys", () => {
  it("shows ⌘ on Apple keyboards and Ctrl elsewhere", () => {
    expect(shortcutKeys("save", true)).toBe("⌘+S");
    expect(shortcutKeys("redo", false)).toBe("Ctrl+Shift+Z");
    expect(shortcutKeys("delete", false)).toBe("Del");
  });
});
