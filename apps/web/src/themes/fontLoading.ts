import { DEFAULT_THEME_FONT } from "@coursewright/course-model";
import type { FallbackScript } from "./fonts";

const loadDefaultFont = () => Promise.all([import("@fontsource/ubuntu/400.css"), import("@fontsource/ubuntu/700.css")]);

/**
 * Loads a theme's font. The default theme's (most courses) comes at once; any other comes through the table of
 * the 50 (fonts.ts), which is its own chunk: a page drawn in the default font never downloads it.
 */
export function loadFont(family: string): Promise<void> {
  if (family === DEFAULT_THEME_FONT) {
    return loadDefaultFont().then(
      () => undefined,
      (error: unknown) => console.error(`loading the font ${family} failed`, error),
    );
  }
  return import("./fonts").then((fonts) => fonts.loadThemeFont(family));
}

/** Loads the Arabic or Thai glyphs the theme fonts lack (see fonts.ts). */
export function loadFallback(script: FallbackScript): Promise<void> {
  return import("./fonts").then((fonts) => fonts.loadScriptFallback(script));
}

const ARABIC = /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]/;
const THAI = /[\u0e00-\u0e7f]/;

/**
 * Which fallback scripts a view needs: the interface language's own script, or text in that script on the
 * page (an Arabic course opened with an English interface).
 */
export function scriptsNeeded(language: string, text: string): FallbackScript[] {
  const scripts: FallbackScript[] = [];
  if (language === "ar" || ARABIC.test(text)) scripts.push("arabic");
  if (language === "th" || THAI.test(text)) scripts.push("thai");
  return scripts;
}
