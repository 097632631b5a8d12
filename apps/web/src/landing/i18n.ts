import {
  isLanguageCode,
  LANGUAGES,
  type LanguageCode,
  type LanguageInfo,
  type Messages,
  STORAGE_KEYS,
  translate,
} from "@coursewright/course-model";
import { useSyncExternalStore } from "react";
import { LANDING_ENGLISH, LANDING_MESSAGE_LOADERS } from "./messages";

export type Translate = (key: string, params?: Record<string, string | number>) => string;

interface LanguageState {
  code: LanguageCode;
  info: LanguageInfo;
  messages: Messages;
  t: Translate;
}

const infoOf = (code: LanguageCode): LanguageInfo =>
  LANGUAGES.find((language) => language.code === code) ?? (LANGUAGES[0] as LanguageInfo);

function stateOf(code: LanguageCode, messages: Messages): LanguageState {
  const t: Translate = (key, params) => {
    const text = translate(messages, key, params);
    // A message missing in this language (never, once the catalogs are complete) falls back to English.
    return text === key ? translate(LANDING_ENGLISH, key, params) : text;
  };
  return { code, info: infoOf(code), messages, t };
}

let state = stateOf("en", LANDING_ENGLISH);
const listeners = new Set<() => void>();
const loaded = new Map<LanguageCode, Messages>([["en", LANDING_ENGLISH]]);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The visitor's own choice (the app's `lang` key, the same choice everywhere), else null. */
export function storedLanguage(): LanguageCode | null {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEYS.lang);
    return stored && isLanguageCode(stored) ? stored : null;
  } catch {
    return null;
  }
}

async function messagesOf(code: LanguageCode): Promise<Messages> {
  const known = loaded.get(code);
  if (known) return known;
  if (code === "en") return LANDING_ENGLISH;
  const messages = (await LANDING_MESSAGE_LOADERS[code]()).default;
  loaded.set(code, messages);
  return messages;
}

/**
 * Switches the landing pages to a language: its messages, <html lang> and the text direction. `remember` stores it
 * as the visitor's choice (the language picker), which then wins over the hub's own language on every hub.
 */
export async function setLandingLanguage(code: LanguageCode, remember = false): Promise<void> {
  if (remember) {
    try {
      window.localStorage.setItem(STORAGE_KEYS.lang, code);
    } catch {
      // Storage denied: the choice lasts for this page.
    }
  }
  const messages = await messagesOf(code);
  state = stateOf(code, messages);
  document.documentElement.lang = state.info.bcp47;
  document.documentElement.dir = state.info.rtl ? "rtl" : "ltr";
  for (const listener of listeners) listener();
}

export function landingLanguage(): LanguageState {
  return state;
}

/** The current language and its translate function; components re-render when it changes. */
export function useLandingI18n(): LanguageState {
  return useSyncExternalStore(subscribe, landingLanguage, landingLanguage);
}
