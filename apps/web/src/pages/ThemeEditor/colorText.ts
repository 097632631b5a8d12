import {
  contrastRatio,
  hexToRgba,
  parseNumeric,
  type Rgba,
  rgbaToCss,
  WCAG_AA_CONTRAST,
} from "@coursewright/course-model";

/** A colour field's text read as a colour, or the i18n key of what is wrong with it. */
export type ColorReading = { ok: true; color: Rgba | null } | { ok: false; error: string };

const RGB_PATTERN = /^rgba?\((.*)\)$/i;

/**
 * "r, g, b, a" or CSS's "r g b / a". Channels 0-255; alpha 0-1, or a percentage ("50%"). Each number goes
 * through course-model's parseNumeric (spec 9: stray spaces and percent signs are forgiven).
 */
function readRgb(inside: string): Rgba | null {
  const parts = (inside.includes(",") ? inside.split(",") : inside.split(/\s*\/\s*|\s+/))
    .map((part) => part.trim())
    .filter((part) => part !== "");
  if (parts.length !== 3 && parts.length !== 4) return null;
  const channels = parts.slice(0, 3).map((part) => (part.endsWith("%") ? Number.NaN : parseNumeric(part)));
  const alphaText = parts[3] ?? "1";
  const alpha = alphaText.endsWith("%") ? parseNumeric(alphaText) / 100 : parseNumeric(alphaText);
  const [r, g, b] = channels;
  if (r === undefined || g === undefined || b === undefined) return null;
  const channelOk = (value: number) => Number.isFinite(value) && value >= 0 && value <= 255;
  if (![r, g, b].every(channelOk) || !Number.isFinite(alpha) || alpha < 0 || alpha > 1) return null;
  return { r: Math.round(r), g: Math.round(g), b: Math.round(b), a: Math.round(alpha * 1000) / 1000 };
}

/**
 * Reads what a creator typed or picked: `#` and 3 or 6 hex digits (course-model's hexToRgba, which refuses
 * anything else with 'Bad Hex'), or rgb()/rgba(). Empty is "no colour" where the field allows it.
 */
export function readColorText(text: string, nullable: boolean): ColorReading {
  const value = text.trim();
  if (value === "") return nullable ? { ok: true, color: null } : { ok: false, error: "validation.required" };
  if (value.startsWith("#")) {
    try {
      return { ok: true, color: hexToRgba(value) };
    } catch {
      return { ok: false, error: "themes.color.bad_hex" };
    }
  }
  const rgb = RGB_PATTERN.exec(value);
  if (rgb) {
    const color = readRgb(rgb[1] ?? "");
    return color ? { ok: true, color } : { ok: false, error: "themes.color.bad_rgba" };
  }
  return { ok: false, error: "themes.color.invalid" };
}

const HEX_TYPING = /^#[0-9a-f]{0,6}$/i;
const RGB_TYPING = /^r(g(ba?(\([\d\s.,%/]*\)?)?)?)?$/i;

/**
 * What is wrong with a colour field's text while it is being typed: the i18n key when no further typing can make
 * it a colour ("#12G", "#1234567", "blue"), else null. Text on its way to a colour ("#12", "rgba(80,") is not
 * flagged until the field is left or Enter is pressed; the whole reading (readColorText) judges it then.
 */
export function colorTypingError(text: string): string | null {
  const value = text.trim();
  if (value === "") return null;
  if (value.startsWith("#")) return HEX_TYPING.test(value) ? null : "themes.color.bad_hex";
  if (RGB_TYPING.test(value)) {
    // A closed rgb() is complete: it reads as a colour or it never will.
    const reading = value.endsWith(")") ? readColorText(value, true) : null;
    return reading && !reading.ok ? reading.error : null;
  }
  return "themes.color.invalid";
}

/** The text a colour field shows for a stored colour (the picker's own rgba format). */
export function colorText(color: Rgba | null): string {
  return rgbaToCss(color) ?? "";
}

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };

/**
 * The contrast of text on its background when it is below WCAG AA (4.5:1), else null. A missing background
 * shows the white page behind. The ratio is cut (not rounded) to one decimal, so 4.47 never reads "4.5:1".
 */
export function contrastShortfall(text: Rgba | null, background: Rgba | null): number | null {
  if (!text) return null;
  const ratio = contrastRatio(text, background ?? WHITE);
  if (ratio >= WCAG_AA_CONTRAST) return null;
  return Math.floor(ratio * 10) / 10;
}
