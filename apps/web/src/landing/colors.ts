import type { HubColors } from "@coursewright/course-model";

type Rgb = [number, number, number];

const BLACK = "#000000";
const WHITE = "#ffffff";
/** WCAG AA for normal text. */
export const MIN_CONTRAST = 4.5;

function rgbOf(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

const hexOf = (rgb: Rgb) => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, "0")).join("")}`;

function luminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `a` moved towards `b` by `amount` (0 to 1). */
export function mix(a: string, b: string, amount: number): string {
  const from = rgbOf(a);
  const to = rgbOf(b);
  return hexOf(from.map((c, i) => c + ((to[i] ?? 0) - c) * amount) as Rgb);
}

/** Black or white, whichever reads better on `background` (one of them always reaches 4.5). */
export const readableOn = (background: string) =>
  contrast(WHITE, background) >= contrast(BLACK, background) ? WHITE : BLACK;

/**
 * `color`, moved towards the best readable colour on `background` until it reaches AA contrast on it and on
 * `other` (a card on that background); that colour itself is the last resort.
 */
function readableVersion(color: string, background: string, other = background): string {
  const target = readableOn(background);
  for (let step = 0; step <= 20; step++) {
    const candidate = mix(color, target, step / 20);
    if (Math.min(contrast(candidate, background), contrast(candidate, other)) >= MIN_CONTRAST) return candidate;
  }
  return target;
}

export interface LandingPalette {
  primary: string;
  onPrimary: string;
  /** Links and accents on the page's background. */
  accent: string;
  background: string;
  text: string;
  muted: string;
  border: string;
  surface: string;
}

/**
 * The hub's colours as the landing pages use them: exactly the creator's where they can be read, nudged where
 * they could not (text on the background, links, text on buttons) so that every page keeps WCAG AA contrast
 * whatever colours a hub has.
 */
export function landingPalette(colors: HubColors): LandingPalette {
  const background = colors.background;
  const text = readableVersion(colors.text, background);
  // Cards are a shade off the page, unless the page's colour leaves no room for one.
  const tinted = mix(background, text, 0.04);
  const best = readableOn(background);
  const surface = contrast(best, tinted) >= MIN_CONTRAST ? tinted : background;
  return {
    primary: colors.primary,
    onPrimary: readableOn(colors.primary),
    accent: readableVersion(colors.primary, background, surface),
    background,
    text: readableVersion(text, background, surface),
    muted: readableVersion(mix(text, background, 0.35), background, surface),
    border: mix(background, text, 0.18),
    surface,
  };
}

/** The palette as the CSS custom properties the landing's styles read. */
export function paletteStyle(palette: LandingPalette): Record<string, string> {
  return {
    "--hub-primary": palette.primary,
    "--hub-on-primary": palette.onPrimary,
    "--hub-accent": palette.accent,
    "--hub-bg": palette.background,
    "--hub-text": palette.text,
    "--hub-muted": palette.muted,
    "--hub-border": palette.border,
    "--hub-surface": palette.surface,
  };
}
