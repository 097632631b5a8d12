import {
  DEFAULT_THEME_FIELDS,
  type Rgba,
  type Theme,
  type ThemeFields,
  themeFieldsSchema,
} from "@coursewright/course-model";
import { schemaErrors, type Translate } from "../../forms/validate";
import type { ScopeTheme } from "../../themes/ThemeScope";
import { colorText, readColorText } from "./colorText";

/** The theme's colours, in the order the form shows them. */
export const COLOR_FIELDS = [
  "page_background_color",
  "font_color",
  "button_background_color",
  "button_text_color",
  "navigation_background_color",
  "navigation_text_color",
  "navigation_icons_background_color",
  "navigation_icons_color",
  "option_background_color",
  "option_text_color",
] as const;
export type ColorFieldName = (typeof COLOR_FIELDS)[number];

/** Only the page may have no colour (the page behind shows through). */
export const NULLABLE_COLORS: ReadonlySet<ColorFieldName> = new Set(["page_background_color"]);

/** What the editor holds: colours as the text their fields show, so a half-typed colour is not lost. */
export type ThemeFormValues = Omit<ThemeFields, ColorFieldName> &
  Record<ColorFieldName, string> & {
    /** Only for drawing the preview; the request sends the media id. */
    page_background_image_url: string | null;
  };

const DEFAULT_COLORS: Record<ColorFieldName, Rgba | null> = Object.fromEntries(
  COLOR_FIELDS.map((field) => [field, DEFAULT_THEME_FIELDS[field]]),
) as Record<ColorFieldName, Rgba | null>;

/** Fields the server may name in a 422 (a colour's channels too, as "font_color.r"). */
export const THEME_FORM_FIELDS: readonly string[] = [
  ...Object.keys(themeFieldsSchema.shape),
  ...COLOR_FIELDS.flatMap((field) => ["r", "g", "b", "a"].map((channel) => `${field}.${channel}`)),
];

/** "font_color.a" -> "font_color": a channel's problem is shown under its colour field. */
export function formFieldOf(serverField: string): string {
  return serverField.split(".")[0] ?? serverField;
}

export function themeToForm(
  theme: Omit<ThemeFields, "title"> & { title?: string },
  imageUrl: string | null,
): ThemeFormValues {
  const values: Partial<ThemeFormValues> = {
    title: theme.title ?? "",
    page_background_image_media_id: theme.page_background_image_media_id,
    page_background_image_url: imageUrl,
    font: theme.font,
    background_position: theme.background_position,
    background_repeat: theme.background_repeat,
    background_size: theme.background_size,
    show_page_title: theme.show_page_title,
  };
  for (const field of COLOR_FIELDS) values[field] = colorText(theme[field]);
  return values as ThemeFormValues;
}

export const emptyThemeForm = (): ThemeFormValues => themeToForm(DEFAULT_THEME_FIELDS, null);

export const storedThemeForm = (theme: Theme): ThemeFormValues =>
  themeToForm(theme, theme.page_background_image?.url ?? null);

/** The colours as read from their text; unreadable ones are left out. */
function readColors(values: ThemeFormValues): {
  colors: Partial<Record<ColorFieldName, Rgba | null>>;
  errors: Record<string, string>;
} {
  const colors: Partial<Record<ColorFieldName, Rgba | null>> = {};
  const errors: Record<string, string> = {};
  for (const field of COLOR_FIELDS) {
    const reading = readColorText(values[field], NULLABLE_COLORS.has(field));
    if (reading.ok) colors[field] = reading.color;
    else errors[field] = reading.error;
  }
  return { colors, errors };
}

/** The body of POST and PUT /api/themes, or null while a colour cannot be read. */
export function formToRequest(values: ThemeFormValues): ThemeFields | null {
  const { colors, errors } = readColors(values);
  if (Object.keys(errors).length > 0) return null;
  const { page_background_image_url: _url, ...rest } = values;
  return { ...rest, ...colors, title: values.title.trim() } as ThemeFields;
}

/** The editor's checks: each colour readable, then course-model's schema (the one the server runs). */
export function validateThemeForm(values: ThemeFormValues, translate: Translate): Record<string, string> {
  const { colors, errors } = readColors(values);
  const translated: Record<string, string> = {};
  for (const [field, key] of Object.entries(errors)) translated[field] = translate(key);
  const { page_background_image_url: _url, ...rest } = values;
  const candidate = { ...rest, ...DEFAULT_COLORS, ...colors, title: values.title.trim() };
  const schema = schemaErrors(themeFieldsSchema, candidate, translate);
  for (const [field, message] of Object.entries(schema)) translated[formFieldOf(field)] ??= message;
  return translated;
}

/**
 * The theme the preview draws: every colour that reads, and for one being typed ("#12") the last colour that
 * did (kept in `lastGood`, which this updates), so the preview does not flash while the creator types.
 */
export function previewTheme(
  values: ThemeFormValues,
  lastGood: Partial<Record<ColorFieldName, Rgba | null>>,
): ScopeTheme {
  const { colors } = readColors(values);
  Object.assign(lastGood, colors);
  const resolved = { ...DEFAULT_COLORS, ...lastGood };
  return {
    page_background_image_media_id: values.page_background_image_media_id,
    page_background_image: values.page_background_image_url ? { url: values.page_background_image_url } : null,
    font: values.font,
    background_position: values.background_position,
    background_repeat: values.background_repeat,
    background_size: values.background_size,
    show_page_title: values.show_page_title,
    ...resolved,
  } as ScopeTheme;
}
