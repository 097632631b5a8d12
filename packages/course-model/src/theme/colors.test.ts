import { describe, expect, it } from "vitest";
import { contrastRatio, hexToRgba, parseNumeric, rgbaToCss, rgbaToHex, WCAG_AA_CONTRAST } from "./colors";
import { rgbaSchema } from "./theme";

const black = { r: 0, g: 0, b: 0, a: 1 };
const white = { r: 255, g: 255, b: 255, a: 1 };

describe("hexToRgba", () => {
  it("reads six digits in either case", () => {
    expect(hexToRgba("#5062FE")).toEqual({ r: 80, g: 98, b: 254, a: 1 });
    expect(hexToRgba("#5062fe")).toEqual({ r: 80, g: 98, b: 254, a: 1 });
  });

  it("reads three digits by doubling each", () => {
    expect(hexToRgba("#fa0")).toEqual({ r: 255, g: 170, b: 0, a: 1 });
    expect(hexToRgba("#777")).toEqual({ r: 119, g: 119, b: 119, a: 1 });
  });

  it.each([
    "5062fe",
    "",
    "#",
    "#12",
    "#1234",
    "#12345",
    "#1234567",
    "#12345678",
    "#ggg",
    "#12345z",
    " #123456",
    "#123456 ",
    "rgb(1, 2, 3)",
  ])("fails with 'Bad Hex' for %j", (input) => {
    expect(() => hexToRgba(input)).toThrow("Bad Hex");
  });
});

describe("rgbaToHex and rgbaToCss", () => {
  it("writes #rrggbb in lower case with two digits per channel", () => {
    expect(rgbaToHex({ r: 80, g: 98, b: 254, a: 1 })).toBe("#5062fe");
    expect(rgbaToHex({ r: 0, g: 10, b: 255, a: 0.2 })).toBe("#000aff");
  });

  it("round-trips hex -> rgba -> hex and rgba -> hex -> rgba", () => {
    for (const hex of ["#000000", "#ffffff", "#5062fe", "#1f2430", "#f1f3f9"]) {
      expect(rgbaToHex(hexToRgba(hex))).toBe(hex);
    }
    expect(rgbaToHex(hexToRgba("#abc"))).toBe("#aabbcc");
    const color = { r: 12, g: 200, b: 99, a: 1 };
    expect(hexToRgba(rgbaToHex(color))).toEqual(color);
  });

  it("rounds and clamps channels out of range", () => {
    expect(rgbaToHex({ r: 300, g: -4, b: 127.6, a: 1 })).toBe("#ff0080");
  });

  it("writes rgba() with the alpha, and null for no colour", () => {
    expect(rgbaToCss({ r: 80, g: 98, b: 254, a: 1 })).toBe("rgba(80, 98, 254, 1)");
    expect(rgbaToCss({ r: 0, g: 0, b: 0, a: 0.5 })).toBe("rgba(0, 0, 0, 0.5)");
    expect(rgbaToCss({ r: 0, g: 0, b: 0, a: 1 / 3 })).toBe("rgba(0, 0, 0, 0.333)");
    expect(rgbaToCss({ r: 0, g: 0, b: 0, a: 0 })).toBe("rgba(0, 0, 0, 0)");
    expect(rgbaToCss(null)).toBeNull();
  });
});

describe("rgbaSchema", () => {
  const messages = (value: unknown) =>
    Object.fromEntries(
      (rgbaSchema.safeParse(value).error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]),
    );

  it("accepts channels 0-255 and alpha 0-1", () => {
    expect(rgbaSchema.safeParse({ r: 0, g: 255, b: 128, a: 0.25 }).success).toBe(true);
  });

  it("names the channel that is out of range or not a number", () => {
    expect(messages({ r: 256, g: -1, b: 1.5, a: 2 })).toEqual({
      r: "validation.max_value",
      g: "validation.min_value",
      b: "validation.invalid",
      a: "validation.max_value",
    });
    expect(messages({ r: "1", g: 0, b: 0, a: 1 })).toEqual({ r: "validation.invalid" });
    expect(messages("#fff")).toEqual({ "": "validation.invalid" });
  });
});

describe("parseNumeric", () => {
  it("strips spaces, commas and percent signs", () => {
    expect(parseNumeric("1,000")).toBe(1000);
    expect(parseNumeric(" 50 % ")).toBe(50);
    expect(parseNumeric("0.5")).toBe(0.5);
    expect(parseNumeric("-12")).toBe(-12);
  });

  it("is NaN when nothing numeric is left", () => {
    expect(parseNumeric("abc")).toBeNaN();
    expect(parseNumeric("")).toBeNaN();
    expect(parseNumeric(" %, ")).toBeNaN();
    expect(parseNumeric("12px")).toBeNaN();
  });
});

describe("contrastRatio", () => {
  it("is 21 for black on white and 1 for equal colours, in either order", () => {
    expect(contrastRatio(black, white)).toBeCloseTo(21, 5);
    expect(contrastRatio(white, black)).toBeCloseTo(21, 5);
    expect(contrastRatio(white, white)).toBe(1);
  });

  it("finds #777 on white just under AA", () => {
    const ratio = contrastRatio(hexToRgba("#777"), white);
    expect(ratio).toBeCloseTo(4.48, 2);
    expect(ratio).toBeLessThan(WCAG_AA_CONTRAST);
  });

  it("passes AA for the default white on the primary colour", () => {
    expect(contrastRatio(white, hexToRgba("#5062fe"))).toBeGreaterThanOrEqual(WCAG_AA_CONTRAST);
  });

  it("composites translucent colours over white", () => {
    // Black at 0 alpha is invisible over white: no contrast at all.
    expect(contrastRatio({ ...black, a: 0 }, white)).toBe(1);
    // A transparent background is the white page behind it.
    expect(contrastRatio(black, { ...black, a: 0 })).toBeCloseTo(21, 5);
  });
});
