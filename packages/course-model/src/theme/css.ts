import type { BackgroundPosition, BackgroundRepeat, BackgroundSize } from "../course/page";
import { rgbaToCss } from "./colors";
import { themeFont } from "./fonts";
import type { ThemeFields } from "./theme";

/** Arabic and Thai have no glyphs in most theme fonts; these self-hosted families fill in. */
const SCRIPT_FALLBACKS = '"Noto Sans Arabic", "Noto Sans Thai"';
const STACKS = {
  "sans-serif": `${SCRIPT_FALLBACKS}, system-ui, sans-serif`,
  serif: `${SCRIPT_FALLBACKS}, Georgia, "Times New Roman", serif`,
  monospace: `${SCRIPT_FALLBACKS}, ui-monospace, monospace`,
} as const;

/**
 * `inherit` cannot travel in a custom property (it would inherit the property, not the background), so the
 * theme's "inherit" becomes what the browser would use with no background setting at all.
 */
const SIZE: Record<BackgroundSize, string> = { inherit: "auto", contain: "contain", cover: "cover" };
const REPEAT: Record<BackgroundRepeat, string> = {
  inherit: "repeat",
  "no-repeat": "no-repeat",
  repeat: "repeat",
  "repeat-x": "repeat-x",
  "repeat-y": "repeat-y",
};
const POSITION: Record<BackgroundPosition, string> = {
  inherit: "0% 0%",
  bottom: "bottom",
  center: "center",
  top: "top",
  right: "right",
  left: "left",
};

export function themeFontFamily(family: string): string {
  const category = themeFont(family)?.category ?? "sans-serif";
  const stack = category === "serif" || category === "monospace" ? STACKS[category] : STACKS["sans-serif"];
  return `"${family.replace(/["\\]/g, "")}", ${stack}`;
}

/** A URL inside url("..."): quotes, backslashes and line breaks escaped so it cannot end the string early. */
export function cssUrl(url: string): string {
  return `url("${url.replace(/[\\"]/g, (char) => `\\${char}`).replace(/[\n\r\f]/g, (char) => `\\${char.charCodeAt(0).toString(16)} `)}")`;
}

/** The CSS custom properties block views and the player read (with fallbacks), so builder and player match. */
export function themeCssVariables(
  theme: Omit<ThemeFields, "title"> & { page_background_image?: { url: string } | null },
): Record<string, string> {
  const color = (value: ThemeFields["font_color"] | null) => rgbaToCss(value) ?? "transparent";
  const image = theme.page_background_image?.url;
  return {
    "--cw-theme-font-family": themeFontFamily(theme.font),
    "--cw-theme-font-color": color(theme.font_color),
    "--cw-theme-page-bg-color": color(theme.page_background_color),
    "--cw-theme-page-bg-image": image ? cssUrl(image) : "none",
    "--cw-theme-page-bg-size": SIZE[theme.background_size],
    "--cw-theme-page-bg-repeat": REPEAT[theme.background_repeat],
    "--cw-theme-page-bg-position": POSITION[theme.background_position],
    "--cw-theme-button-bg": color(theme.button_background_color),
    "--cw-theme-button-text": color(theme.button_text_color),
    "--cw-theme-nav-bg": color(theme.navigation_background_color),
    "--cw-theme-nav-text": color(theme.navigation_text_color),
    "--cw-theme-nav-icon-bg": color(theme.navigation_icons_background_color),
    "--cw-theme-nav-icon": color(theme.navigation_icons_color),
    "--cw-theme-option-bg": color(theme.option_background_color),
    "--cw-theme-option-text": color(theme.option_text_color),
  };
}
