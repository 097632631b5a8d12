import { DEFAULT_HUB_COLORS, type HubColors, hubColorsSchema, type Rgba, rgbaSchema } from "@coursewright/course-model";
import type { ThemeRow } from "../../db/schema";

const hex = (value: unknown, fallback: string): string => {
  const parsed = rgbaSchema.safeParse(value);
  if (!parsed.success) return fallback;
  const { r, g, b }: Rgba = parsed.data;
  return `#${[r, g, b].map((channel) => Math.round(channel).toString(16).padStart(2, "0")).join("")}`;
};

/** A course theme as hub colours: its buttons give the primary colour, its page the background, its font the text. */
export function themeColors(theme: ThemeRow): HubColors {
  return {
    primary: hex(theme.button_background_color, DEFAULT_HUB_COLORS.primary),
    background: hex(theme.page_background_color, DEFAULT_HUB_COLORS.background),
    text: hex(theme.font_color, DEFAULT_HUB_COLORS.text),
  };
}

/** The colours in effect: the theme's when the hub uses one, else its own (a hand-edited row reads as the defaults). */
export function hubColors(own: unknown, theme: ThemeRow | null | undefined): HubColors {
  if (theme) return themeColors(theme);
  const parsed = hubColorsSchema.safeParse(own);
  return parsed.success ? parsed.data : DEFAULT_HUB_COLORS;
}
