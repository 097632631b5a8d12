import { z } from "zod";
import { storedIdSchema, type Timestamps } from "../course/common";
import { BACKGROUND_POSITIONS, BACKGROUND_REPEATS, BACKGROUND_SIZES } from "../course/pageFields";
import type { MediaItem } from "../media/types";
import { stripBidiControls } from "../text";
import { DEFAULT_THEME_FIELDS } from "./defaults";
import { THEME_FONT_FAMILIES } from "./fonts";

export * from "./defaults";

export const THEME_TITLE_MAX_LENGTH = 255;
/** Themes per page of GET /api/themes. */
export const THEMES_PER_PAGE = 12;

const channelSchema = z
  .number({ error: "validation.invalid" })
  .int({ error: "validation.invalid" })
  .min(0, { error: "validation.min_value" })
  .max(255, { error: "validation.max_value" });

/** A colour as the API carries it (see Rgba). */
export const rgbaSchema = z.object(
  {
    r: channelSchema,
    g: channelSchema,
    b: channelSchema,
    a: z
      .number({ error: "validation.invalid" })
      .min(0, { error: "validation.min_value" })
      .max(1, { error: "validation.max_value" }),
  },
  { error: "validation.invalid" },
);

/** Every field of a theme a creator edits (spec 3 Theme). */
export const themeFieldsSchema = z.object({
  title: z
    .string({ error: "validation.required" })
    .overwrite(stripBidiControls)
    .trim()
    .min(1, { error: "validation.required" })
    .max(THEME_TITLE_MAX_LENGTH, { error: "validation.too_long" }),
  /** A media library image; null for none. */
  page_background_image_media_id: storedIdSchema.nullable(),
  /** null leaves the page transparent. */
  page_background_color: rgbaSchema.nullable(),
  font: z.enum(THEME_FONT_FAMILIES, { error: "validation.invalid" }),
  font_color: rgbaSchema,
  background_position: z.enum(BACKGROUND_POSITIONS, { error: "validation.invalid" }),
  background_repeat: z.enum(BACKGROUND_REPEATS, { error: "validation.invalid" }),
  background_size: z.enum(BACKGROUND_SIZES, { error: "validation.invalid" }),
  button_background_color: rgbaSchema,
  button_text_color: rgbaSchema,
  navigation_background_color: rgbaSchema,
  navigation_text_color: rgbaSchema,
  navigation_icons_background_color: rgbaSchema,
  navigation_icons_color: rgbaSchema,
  option_background_color: rgbaSchema,
  option_text_color: rgbaSchema,
  show_page_title: z.boolean({ error: "validation.invalid" }),
});
export type ThemeFields = z.infer<typeof themeFieldsSchema>;

/** A theme as every answer presents it. */
export interface Theme extends ThemeFields, Timestamps {
  id: number;
  /** The background image's media item, for its URL; null without one. */
  page_background_image: MediaItem | null;
  /** Courses of the creator that use this theme. */
  courses_count: number;
}

const d = DEFAULT_THEME_FIELDS;
const f = themeFieldsSchema.shape;

/** POST /api/themes: a title is required, every other field falls back to the defaults. */
export const createThemeRequestSchema = z.object({
  title: f.title,
  page_background_image_media_id: f.page_background_image_media_id.default(d.page_background_image_media_id),
  page_background_color: f.page_background_color.default(d.page_background_color),
  font: f.font.default(d.font),
  font_color: f.font_color.default(d.font_color),
  background_position: f.background_position.default(d.background_position),
  background_repeat: f.background_repeat.default(d.background_repeat),
  background_size: f.background_size.default(d.background_size),
  button_background_color: f.button_background_color.default(d.button_background_color),
  button_text_color: f.button_text_color.default(d.button_text_color),
  navigation_background_color: f.navigation_background_color.default(d.navigation_background_color),
  navigation_text_color: f.navigation_text_color.default(d.navigation_text_color),
  navigation_icons_background_color: f.navigation_icons_background_color.default(d.navigation_icons_background_color),
  navigation_icons_color: f.navigation_icons_color.default(d.navigation_icons_color),
  option_background_color: f.option_background_color.default(d.option_background_color),
  option_text_color: f.option_text_color.default(d.option_text_color),
  show_page_title: f.show_page_title.default(d.show_page_title),
});
export type CreateThemeRequest = z.infer<typeof createThemeRequestSchema>;

/** PUT /api/themes/{id}: only the fields sent change; a title, when sent, may not be blank. */
export const updateThemeRequestSchema = themeFieldsSchema.partial();
export type UpdateThemeRequest = z.infer<typeof updateThemeRequestSchema>;

/** GET /api/themes?page */
export const themeListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
});
export type ThemeListQuery = z.infer<typeof themeListQuerySchema>;
