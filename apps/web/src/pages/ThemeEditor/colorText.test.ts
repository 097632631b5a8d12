import { describe, expect, it } from "vitest";
import { colorText, colorTypingError, contrastShortfall, readColorText } from "./colorText";

const rgba = (r: number, g: number, b: number, a = 1) => ({ r, g, b, a });

describe("readColorText", () => {
  it("reads # with 3 or 6 hex digits", () => {
    expect(readColorText("#5062FE", false)).toEqual({ ok: true, color: rgba(80, 98, 254) });
    expect(readColorText("  #fff ", false)).toEqual({ ok: true, color: rgba(255, 255, 255) });
  });

  it("says Bad Hex for any other hex", () => {
    for (const text of ["#12", "#12345", "#ggg", "#5062FE80"]) {
      expect(readColorText(text, false), text).toEqual({ ok: false, error: "themes.color.bad_hex" });
    }
  });

  it("reads rgb() and rgba(), with spaces, percentage alpha and the slash syntax", () => {
    expect(readColorText("rgba(80, 98, 254, 0.5)", false)).toEqual({ ok: true, color: rgba(80, 98, 254, 0.5) });
    expect(readColorText("rgb(0,0,0)", false)).toEqual({ ok: true, color: rgba(0, 0, 0) });
    expect(readColorText("rgba(1 0, 20, 30, 50%)", false)).toEqual({ ok: true, color: rgba(10, 20, 30, 0.5) });
    expect(readColorText("rgb(10 20 30 / 0.25)", false)).toEqual({ ok: true, color: rgba(10, 20, 30, 0.25) });
  });

  it("refuses channels outside 0-255 and alpha outside 0-1", () => {
    for (const text of ["rgba(256, 0, 0, 1)", "rgba(0, 0, 0, 2)", "rgba(-1, 0, 0, 1)", "rgb(1, 2)", "rgb(a, b, c)"]) {
      expect(readColorText(text, false), text).toEqual({ ok: false, error: "themes.color.bad_rgba" });
    }
  });

  it("refuses words, and empty text where a colour is required", () => {
    expect(readColorText("blue", false)).toEqual({ ok: false, error: "themes.color.invalid" });
    expect(readColorText("", false)).toEqual({ ok: false, error: "validation.required" });
    expect(readColorText(" ", true)).toEqual({ ok: true, color: null });
  });

  it("round-trips what colorText writes", () => {
    const color = rgba(12, 34, 56, 0.75);
    expect(readColorText(colorText(color), false)).toEqual({ ok: true, color });
    expect(colorText(null)).toBe("");
  });
});

describe("contrastShortfall", () => {
  it("is null when text and background pass WCAG AA", () => {
    expect(contrastShortfall(rgba(0, 0, 0), rgba(255, 255, 255))).toBeNull();
    expect(contrastShortfall(rgba(255, 255, 255), rgba(80, 98, 254))).toBeNull();
  });

  it("gives the ratio, cut to one decimal, when below 4.5:1", () => {
    // #777 on white is 4.48:1: just below, and it must not read as 4.5.
    expect(contrastShortfall(rgba(119, 119, 119), rgba(255, 255, 255))).toBe(4.4);
    expect(contrastShortfall(rgba(255, 255, 0), rgba(255, 255, 255))).toBe(1);
  });

  it("takes a missing background as the white page behind it", () => {
    expect(contrastShortfall(rgba(200, 200, 200), null)).toBe(
      contrastShortfall(rgba(200, 200, 200), rgba(255, 255, 255)),
    );
  });

  it("counts transparency: half-transparent black text on white is grey", () => {
    expect(contrastShortfall(rgba(0, 0, 0, 0.3), rgba(255, 255, 255))).not.toBeNull();
  });
});

describe("colorTypingError", () => {
  it("lets text on its way to a colour be", () => {
    for (const text of ["", "#", "#12", "#5062F", "#5062FE", "r", "rgb", "rgba(", "rgba(80, 98,", "rgb(10 20 30 /"]) {
      expect(colorTypingError(text), text).toBeNull();
    }
  });

  it("flags hex that no more typing can mend", () => {
    for (const text of ["#12G", "#ggg", "#5062FE8", "# 12"]) {
      expect(colorTypingError(text), text).toBe("themes.color.bad_hex");
    }
  });

  it("flags a closed rgba() that does not read, and words that are no colour", () => {
    expect(colorTypingError("rgba(300, 0, 0, 1)")).toBe("themes.color.bad_rgba");
    expect(colorTypingError("rgba(80, 98, 254, 1)")).toBeNull();
    expect(colorTypingError("blue")).toBe("themes.color.invalid");
    expect(colorTypingError("rgbx")).toBe("themes.color.invalid");
  });
});
