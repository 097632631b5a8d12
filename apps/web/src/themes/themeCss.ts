import { DEFAULT_THEME_CSS } from "@coursewright/course-model";
import type { ScopeTheme } from "./ThemeScope";

type ThemeCss = (theme: ScopeTheme) => Record<string, string>;

let compute: ThemeCss | null = null;

/** Called once by withThemeCss.ts: the theme code, which only screens drawing a course's own theme load. */
export function provideThemeCss(themeCss: ThemeCss): void {
  compute = themeCss;
}

/**
 * A theme's CSS variables. The default theme's are plain values, so a course without a theme (most of them)
 * is drawn without the theme code; a screen that draws a theme loads withThemeCss.ts first (the builder and
 * the theme pages import it, the player loads it with such a course).
 */
export function themeCssOf(theme: ScopeTheme | null | undefined): Readonly<Record<string, string>> {
  if (!theme) return DEFAULT_THEME_CSS;
  if (!compute) throw new Error("a course theme is drawn before the theme code was loaded (themes/withThemeCss.ts)");
  return compute(theme);
}

/** Loads the theme code, once. */
export const loadThemeCss = (): Promise<unknown> => import("./withThemeCss");
