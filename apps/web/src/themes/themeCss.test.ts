import { DEFAULT_THEME_CSS, DEFAULT_THEME_FIELDS, themeCssVariables } from "@coursewright/course-model";
import { describe, expect, it } from "vitest";
import { themeCssOf } from "./themeCss";

const sources = import.meta.glob(["../**/*.tsx", "!../**/*.test.ts"], {
  query: "?raw",
  import: "default",
  eager: true,
}) as Record<string, string>;

const playerStore = Object.values(
  import.meta.glob("../player/playerStore.ts", { query: "?raw", import: "default", eager: true }) as Record<
    string,
    string
  >,
)[0];

const dark = { ...DEFAULT_THEME_FIELDS, font: "Lora", font_color: { r: 250, g: 250, b: 250, a: 1 } };

describe("theme CSS variables", () => {
  it("are plain values for a course without a theme, and the theme code's for one with a theme once loaded", async () => {
    expect(themeCssOf(null)).toBe(DEFAULT_THEME_CSS);
    expect(() => themeCssOf(dark)).toThrow(/theme code/);
    await import("./withThemeCss");
    expect(themeCssOf(dark)).toEqual(themeCssVariables(dark));
    expect(themeCssOf(dark)["--cw-theme-font-family"]).toContain('"Lora"');
  });

  it("have their code loaded by every screen that draws a theme (the player loads it with a themed course)", () => {
    const drawing = Object.entries(sources).filter(
      ([file, code]) => code.includes("<ThemeScope") && !file.includes("/player/") && !file.endsWith("ThemeScope.tsx"),
    );
    expect(drawing.length).toBeGreaterThanOrEqual(3);
    for (const [file, code] of drawing) expect(code, file).toContain("themes/withThemeCss");
    expect(playerStore).toMatch(/course\.theme \? loadThemeCss\(\)/);
  });
});
