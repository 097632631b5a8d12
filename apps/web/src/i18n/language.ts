import {
  FALLBACK_LANGUAGE,
  isLanguageCode,
  LANGUAGES,
  type LanguageCode,
  type LanguageInfo,
  pickLanguage,
  STORAGE_KEYS,
} from "@coursewright/course-model";
import { create } from "zustand";

/** The interface language the user chose (stored under `lang`), else the browser's preference. */
export function initialLanguage(stored: string | null, browserLanguages: readonly string[]): LanguageCode {
  if (stored && isLanguageCode(stored)) return stored;
  return pickLanguage(browserLanguages);
}

export function languageInfo(code: LanguageCode): LanguageInfo {
  return LANGUAGES.find((l) => l.code === code) ?? (LANGUAGES[0] as LanguageInfo);
}

export const useLanguage = create<{ code: LanguageCode }>(() => ({ code: FALLBACK_LANGUAGE }));

/** The product's code of the current language, sent as Content-Language with every request. */
export function currentLanguage(): LanguageCode {
  return useLanguage.getState().code;
}

export function storeLanguageChoice(code: LanguageCode): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.lang, code);
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
}
