import { DEFAULT_THEME_FONT, THEME_FONTS } from "@coursewright/course-model";
import { describe, expect, it } from "vitest";
import { scriptsNeeded } from "./fontLoading";
import { FONT_LOADERS } from "./fonts";

describe("theme font loaders", () => {
  it("cover exactly the 50 theme fonts, in their order", () => {
    expect(Object.keys(FONT_LOADERS)).toEqual(THEME_FONTS.map((font) => font.family));
    expect(Object.keys(FONT_LOADERS)).toHaveLength(50);
  });

  it("load each family from its own Fontsource package", () => {
    for (const font of THEME_FONTS) {
      const source = String(FONT_LOADERS[font.family]);
      expect(source, font.family).toContain(`@fontsource/${font.slug}/400.css`);
    }
  });
});

describe("the default theme font", () => {
  it("is Ubuntu, which fontLoading.ts loads without the table of the 50", () => {
    expect(DEFAULT_THEME_FONT).toBe("Ubuntu");
    expect(String(FONT_LOADERS[DEFAULT_THEME_FONT])).toContain("@fontsource/ubuntu/700.css");
  });
});

describe("scriptsNeeded", () => {
  it("asks for Arabic and Thai fallbacks for those interface languages", () => {
    expect(scriptsNeeded("ar", "Welcome")).toEqual(["arabic"]);
    expect(scriptsNeeded("th", "Welcome")).toEqual(["thai"]);
  });

  it("asks for them when the text is in those scripts, whatever the interface language", () => {
    expect(scriptsNeeded("en", "مرحبا بكم")).toEqual(["arabic"]);
    expect(scriptsNeeded("de", "ยินดีต้อนรับ")).toEqual(["thai"]);
  });

  it("asks for nothing for Latin or Cyrillic text (the theme fonts draw those)", () => {
    expect(scriptsNeeded("en", "Welcome")).toEqual([]);
    expect(scriptsNeeded("uk", "Ласкаво просимо")).toEqual([]);
  });
});
