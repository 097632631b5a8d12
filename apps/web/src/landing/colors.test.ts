import { DEFAULT_HUB_COLORS } from "@coursewright/course-model";
import { describe, expect, it } from "vitest";
import { contrast, landingPalette, MIN_CONTRAST, mix, readableOn } from "./colors";

describe("the landing palette", () => {
  it("measures contrast as WCAG does", () => {
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrast("#ffffff", "#ffffff")).toBeCloseTo(1, 5);
    expect(contrast("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
    expect(mix("#000000", "#ffffff", 0.5)).toBe("#808080");
  });

  it("keeps the creator's colours where they read well", () => {
    const palette = landingPalette({ primary: "#1d4ed8", background: "#ffffff", text: "#1a1b1e" });
    expect(palette.primary).toBe("#1d4ed8");
    expect(palette.accent).toBe("#1d4ed8");
    expect(palette.text).toBe("#1a1b1e");
    expect(palette.onPrimary).toBe("#ffffff");
  });

  it("reaches AA contrast for text, links, muted text and button labels whatever the hub's colours", () => {
    const samples = ["#ffffff", "#000000", "#5062fe", "#ffff00", "#808080", "#ff8800", "#00ff00", "#fafafa", "#222244"];
    for (const primary of samples) {
      for (const background of samples) {
        for (const text of samples) {
          const palette = landingPalette({ primary, background, text });
          const label = `${primary} ${background} ${text}`;
          expect(contrast(palette.text, palette.background), label).toBeGreaterThanOrEqual(MIN_CONTRAST);
          expect(contrast(palette.text, palette.surface), label).toBeGreaterThanOrEqual(MIN_CONTRAST);
          expect(contrast(palette.accent, palette.background), label).toBeGreaterThanOrEqual(MIN_CONTRAST);
          expect(contrast(palette.accent, palette.surface), label).toBeGreaterThanOrEqual(MIN_CONTRAST);
          expect(contrast(palette.muted, palette.surface), label).toBeGreaterThanOrEqual(MIN_CONTRAST);
          expect(contrast(palette.onPrimary, palette.primary), label).toBeGreaterThanOrEqual(MIN_CONTRAST);
        }
      }
    }
  });

  it("uses the default colours as they are", () => {
    const palette = landingPalette(DEFAULT_HUB_COLORS);
    expect(palette.background).toBe(DEFAULT_HUB_COLORS.background);
    expect(readableOn(palette.primary)).toBe(palette.onPrimary);
  });
});
