/** The 15 interface languages of spec 3, in the order the language picker shows them. */
export const LANGUAGE_CODES = [
  "en",
  "it",
  "de",
  "ar",
  "es",
  "ru",
  "fr",
  "uk",
  "da",
  "jp",
  "sv",
  "no",
  "in",
  "th",
  "vi",
] as const;

export type LanguageCode = (typeof LANGUAGE_CODES)[number];

export const FALLBACK_LANGUAGE: LanguageCode = "en";

export interface LanguageInfo {
  code: LanguageCode;
  /** The language's own name, so a reader who cannot read the current language still finds theirs. */
  nativeName: string;
  /** ISO 3166 country code of the flag shown beside it (flag-icons naming). */
  flag: string;
  /** BCP 47 tag for Intl, <html lang> and the browser's preference matching. */
  bcp47: string;
  rtl: boolean;
}

// The product's codes are not all ISO 639-1 ("jp", "in", "uk" is Ukrainian), so the BCP 47 tag is kept beside each.
export const LANGUAGES: readonly LanguageInfo[] = [
  { code: "en", nativeName: "English (UK)", flag: "gb", bcp47: "en-GB", rtl: false },
  { code: "it", nativeName: "Italiano", flag: "it", bcp47: "it", rtl: false },
  { code: "de", nativeName: "Deutsch", flag: "de", bcp47: "de", rtl: false },
  { code: "ar", nativeName: "العربية", flag: "sa", bcp47: "ar", rtl: true },
  { code: "es", nativeName: "Español", flag: "es", bcp47: "es", rtl: false },
  { code: "ru", nativeName: "Русский", flag: "ru", bcp47: "ru", rtl: false },
  { code: "fr", nativeName: "Français", flag: "fr", bcp47: "fr", rtl: false },
  { code: "uk", nativeName: "Українська", flag: "ua", bcp47: "uk", rtl: false },
  { code: "da", nativeName: "Dansk", flag: "dk", bcp47: "da", rtl: false },
  { code: "jp", nativeName: "日本語", flag: "jp", bcp47: "ja", rtl: false },
  { code: "sv", nativeName: "Svenska", flag: "se", bcp47: "sv", rtl: false },
  { code: "no", nativeName: "Norsk", flag: "no", bcp47: "nb", rtl: false },
  { code: "in", nativeName: "Bahasa Indonesia", flag: "id", bcp47: "id", rtl: false },
  { code: "th", nativeName: "ไทย", flag: "th", bcp47: "th", rtl: false },
  { code: "vi", nativeName: "Tiếng Việt", flag: "vn", bcp47: "vi", rtl: false },
];

export function isLanguageCode(value: string): value is LanguageCode {
  return (LANGUAGE_CODES as readonly string[]).includes(value);
}

/**
 * Picks the product language for a list of preferred tags (navigator.languages or an
 * Accept-Language / Content-Language header), falling back to English.
 */
export function pickLanguage(preferred: readonly string[]): LanguageCode {
  for (const tag of preferred) {
    const lower = tag.trim().toLowerCase();
    if (!lower) continue;
    if (isLanguageCode(lower)) return lower;
    const primary = lower.split(/[-_;]/)[0] ?? "";
    const match = LANGUAGES.find(
      (l) => l.bcp47.toLowerCase() === lower || l.bcp47.toLowerCase().split("-")[0] === primary,
    );
    if (match) return match.code;
    if (primary === "nn" || primary === "nb") return "no";
  }
  return FALLBACK_LANGUAGE;
}
