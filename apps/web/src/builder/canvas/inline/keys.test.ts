import { describe, expect, it } from "vitest";
import { inlineKey } from "./keys";

const press = (key: string, extra: Partial<Parameters<typeof inlineKey>[0]> = {}) => ({
  key,
  code: "",
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...extra,
});

describe("inlineKey", () => {
  it("sends undo and redo to the builder, on any layout", () => {
    expect(inlineKey(press("z", { ctrlKey: true }), true)).toBe("undo");
    expect(inlineKey(press("Z", { metaKey: true, shiftKey: true }), true)).toBe("redo");
    expect(inlineKey(press("y", { ctrlKey: true }), true)).toBe("redo");
    expect(inlineKey(press("я", { ctrlKey: true, code: "KeyZ" }), true)).toBe("undo");
  });

  it("leaves Delete, Backspace and copy to the text", () => {
    expect(inlineKey(press("Delete"), true)).toBeNull();
    expect(inlineKey(press("Backspace"), false)).toBeNull();
    expect(inlineKey(press("c", { ctrlKey: true }), true)).toBeNull();
    expect(inlineKey(press("v", { ctrlKey: true }), true)).toBeNull();
  });

  it("saves, leaves on Escape, and keeps one-line fields on one line", () => {
    expect(inlineKey(press("s", { ctrlKey: true }), true)).toBe("save");
    expect(inlineKey(press("Escape"), true)).toBe("leave");
    expect(inlineKey(press("Enter"), false)).toBe("swallow");
    expect(inlineKey(press("Enter"), true)).toBeNull();
    expect(inlineKey(press("z", { ctrlKey: true, isComposing: true }), true)).toBeNull();
  });
});
