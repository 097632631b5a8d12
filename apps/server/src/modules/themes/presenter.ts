import {
  BACKGROUND_POSITIONS,
  BACKGROUND_REPEATS,
  BACKGROUND_SIZES,
  DEFAULT_THEME_FIELDS,
  isThemeFont,
  type Rgba,
  rgbaSchema,
  type Theme,
} from "@coursewright/course-model";
import type { MediaItemRow, ThemeRow } from "../../db/schema";
import type { Signer } from "../../http/signing";
import { presentMediaItem } from "../media/presenter";

const d = DEFAULT_THEME_FIELDS;
const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };

/** JSONB holds what the API validated; a value that is not a colour (hand-edited row) reads as the default. */
function color(value: unknown, fallback: Rgba): Rgba {
  const parsed = rgbaSchema.safeParse(value);
  return parsed.success ? parsed.data : fallback;
}

function oneOf<T extends string>(allowed: readonly T[], value: string, fallback: T): T {
  return allowed.find((candidate) => candidate === value) ?? fallback;
}

/** The only way a theme leaves the server. */
export function presentTheme(
  row: ThemeRow,
  media: ReadonlyMap<number, MediaItemRow>,
  signer: Signer,
  coursesCount: number,
): Theme {
  const image = row.page_background_image_media_id === null ? undefined : media.get(row.page_background_image_media_id);
  return {
    id: row.id,
    title: row.title,
    page_background_image_media_id: image ? image.id : null,
    page_background_image: image ? presentMediaItem(image, signer) : null,
    page_background_color: row.page_background_color === null ? null : color(row.page_background_color, WHITE),
    font: isThemeFont(row.font) ? row.font : d.font,
    font_color: color(row.font_color, d.font_color),
    background_position: oneOf(BACKGROUND_POSITIONS, row.background_position, d.background_position),
    background_repeat: oneOf(BACKGROUND_REPEATS, row.background_repeat, d.background_repeat),
    background_size: oneOf(BACKGROUND_SIZES, row.background_size, d.background_size),
    button_background_color: color(row.button_background_color, d.button_background_color),
    button_text_color: color(row.button_text_color, d.button_text_color),
    navigation_background_color: color(row.navigation_background_color, d.navigation_background_color),
    navigation_text_color: color(row.navigation_text_color, d.navigation_text_color),
    navigation_icons_background_color: color(
      row.navigation_icons_background_color,
      d.navigation_icons_background_color,
    ),
    navigation_icons_color: color(row.navigation_icons_color, d.navigation_icons_color),
    option_background_color: color(row.option_background_color, d.option_background_color),
    option_text_color: color(row.option_text_color, d.option_text_color),
    show_page_title: row.show_page_title,
    courses_count: coursesCount,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
