import { hexToRgba, type Rgba } from "./colors";
import { DEFAULT_THEME_FONT } from "./defaultCss";
import type { ThemeFields } from "./theme";

// The default theme as plain values, without zod: the player draws it (theme.ts re-exports these).

/** Spec 9: the primary colour of the product, used where a theme needs an accent. */
export const THEME_PRIMARY_COLOR: Rgba = hexToRgba("#5062FE");
const WHITE: Rgba = hexToRgba("#ffffff");
const INK: Rgba = hexToRgba("#1f2430");

/** Spec 9 defaults: primary #5062FE, font Ubuntu, background size cover, position center, page title shown. */
export const DEFAULT_THEME_FIELDS: Omit<ThemeFields, "title"> = {
  page_background_image_media_id: null,
  page_background_color: WHITE,
  font: DEFAULT_THEME_FONT,
  font_color: INK,
  background_position: "center",
  background_repeat: "no-repeat",
  background_size: "cover",
  button_background_color: THEME_PRIMARY_COLOR,
  button_text_color: WHITE,
  navigation_background_color: WHITE,
  navigation_text_color: INK,
  navigation_icons_background_color: THEME_PRIMARY_COLOR,
  navigation_icons_color: WHITE,
  option_background_color: hexToRgba("#f1f3f9"),
  option_text_color: INK,
  show_page_title: true,
};
