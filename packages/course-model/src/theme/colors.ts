/** A theme colour (spec 3: "Colours are objects with channels r, g, b, a"): channels 0-255, alpha 0-1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** WCAG 2 level AA for normal text. */
export const WCAG_AA_CONTRAST = 4.5;

const HEX_PATTERN = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Spec 9: only `#` followed by 3 or 6 hex digits converts; anything else fails with 'Bad Hex'. */
export function hexToRgba(hex: string): Rgba {
  const match = HEX_PATTERN.exec(hex);
  if (!match?.[1]) throw new Error("Bad Hex");
  const digits = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join("") : match[1];
  return {
    r: Number.parseInt(digits.slice(0, 2), 16),
    g: Number.parseInt(digits.slice(2, 4), 16),
    b: Number.parseInt(digits.slice(4, 6), 16),
    a: 1,
  };
}

const toByte = (channel: number) => Math.min(255, Math.max(0, Math.round(channel)));

/** "#rrggbb" in lower case; alpha is not part of it (pickers show it separately). */
export function rgbaToHex(color: Rgba): string {
  return `#${[color.r, color.g, color.b].map((channel) => toByte(channel).toString(16).padStart(2, "0")).join("")}`;
}

/** Alpha with at most three decimals, so 1/3 does not print sixteen digits. */
const formatAlpha = (alpha: number) => String(Math.round(Math.min(1, Math.max(0, alpha)) * 1000) / 1000);

export function rgbaToCss(color: Rgba | null): string | null {
  if (!color) return null;
  return `rgba(${toByte(color.r)}, ${toByte(color.g)}, ${toByte(color.b)}, ${formatAlpha(color.a)})`;
}

/** Spec 9: numeric input strips spaces, commas and percent signs; NaN when nothing numeric is left. */
export function parseNumeric(text: string): number {
  const stripped = text.replace(/[\s,%]/g, "");
  return stripped === "" ? Number.NaN : Number(stripped);
}

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };

/** Paints a translucent colour over an opaque one. */
function composite(top: Rgba, below: Rgba): Rgba {
  const alpha = Math.min(1, Math.max(0, top.a));
  const mix = (upper: number, lower: number) => upper * alpha + lower * (1 - alpha);
  return { r: mix(top.r, below.r), g: mix(top.g, below.g), b: mix(top.b, below.b), a: 1 };
}

function relativeLuminance(color: Rgba): number {
  const linear = (channel: number) => {
    const value = toByte(channel) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(color.r) + 0.7152 * linear(color.g) + 0.0722 * linear(color.b);
}

/**
 * WCAG contrast ratio (1 to 21). Translucent colours are what the learner sees: the background painted over
 * white (the page behind a theme), the text painted over that background.
 */
export function contrastRatio(fg: Rgba, bg: Rgba): number {
  const background = composite(bg, WHITE);
  const foreground = composite(fg, background);
  const [lighter, darker] = [relativeLuminance(foreground), relativeLuminance(background)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}
