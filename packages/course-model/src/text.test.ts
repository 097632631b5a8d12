import { describe, expect, it } from "vitest";
import { isStorableText, stripBidiControls } from "./text";

describe("isStorableText", () => {
  it("refuses NUL and surrogates without their other half", () => {
    for (const text of ["\0", "a\0b", "\ud800", "\ud800x", "x\udfff", "\udc00\ud800"]) {
      expect(isStorableText(text)).toBe(false);
    }
  });

  it("keeps every real character, pairs of surrogates (emoji) included", () => {
    for (const text of ["", "plain", "😀", "مرحبا", "\u202egnp.exe.png", "literal \\u0000"]) {
      expect(isStorableText(text)).toBe(true);
    }
  });
});

describe("stripBidiControls", () => {
  it("drops embeddings, overrides and isolates, which reorder what is shown", () => {
    expect(stripBidiControls("\u202egnp.exe.png")).toBe("gnp.exe.png");
    expect(stripBidiControls("a\u202ab\u202bc\u202cd\u202de\u2066f\u2067g\u2068h\u2069")).toBe("abcdefgh");
  });

  it("keeps right-to-left text and the LRM and RLM marks", () => {
    expect(stripBidiControls("ملف\u200f.png\u200e")).toBe("ملف\u200f.png\u200e");
  });
});
