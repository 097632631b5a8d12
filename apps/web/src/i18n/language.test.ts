import { describe, expect, it } from "vitest";
import { initialLanguage, languageInfo } from "./language";

describe("initialLanguage", () => {
  it("keeps the stored choice", () => {
    expect(initialLanguage("de", ["fr-FR"])).toBe("de");
  });

  it("uses the browser's preferred supported language, else English", () => {
    expect(initialLanguage(null, ["pt-BR", "fr-FR", "en"])).toBe("fr");
    expect(initialLanguage("xx", ["ja-JP"])).toBe("jp");
    expect(initialLanguage(null, ["pt-BR"])).toBe("en");
  });

  it("knows Arabic is written right to left", () => {
    expect(languageInfo("ar").rtl).toBe(true);
    expect(languageInfo("de").rtl).toBe(false);
  });
});
