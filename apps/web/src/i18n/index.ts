import { type LanguageCode, type Messages, mergeMessages, STORAGE_KEYS } from "@coursewright/course-model";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { initialLanguage, languageInfo, storeLanguageChoice, useLanguage } from "./language";

const TRANSLATIONS_URL = "/api/translations/messages.json";

interface TranslationsAnswer {
  version: string;
  messages: Record<string, Record<string, unknown>>;
}

const remote = new Map<LanguageCode, Promise<boolean>>();

/**
 * Fetches one language's messages once (English stays bundled so the app works without them). One language, not
 * the 15 at once: the app waits for them before its first screen, and all of them weigh 2.5 MB.
 */
function loadRemoteTranslations(code: LanguageCode): Promise<boolean> {
  let loading = remote.get(code);
  if (!loading) {
    const query = `v=${encodeURIComponent(__TRANSLATIONS_VERSION__)}&lang=${encodeURIComponent(code)}`;
    loading = fetch(`${TRANSLATIONS_URL}?${query}`, { headers: { Accept: "application/json" } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`status ${response.status}`);
        const answer = (await response.json()) as TranslationsAnswer;
        const messages = answer.messages?.[code];
        if (!messages) throw new Error(`no messages for ${code}`);
        i18next.addResourceBundle(code, "translation", messages, true, true);
        return true;
      })
      .catch((error: unknown) => {
        console.error("loading translations from back end failed", error);
        remote.delete(code);
        return false;
      });
    remote.set(code, loading);
  }
  return loading;
}

function applyDocumentLanguage(code: LanguageCode): void {
  const info = languageInfo(code);
  document.documentElement.lang = info.bcp47;
  document.documentElement.dir = info.rtl ? "rtl" : "ltr";
}

let started: Promise<void> | null = null;
/** Messages added before i18next started (see addEnglish). */
const early: Messages[] = [];

/**
 * Starts i18next with the English messages the page brings (the whole catalog for the app, the first screen's
 * for the player's own entry: see english.ts) and switches to the user's language; when it runs already (the
 * app taking over from the player, boot/handOver.ts), adds these messages to those it has.
 */
export function initI18n(english: Messages): Promise<void> {
  if (started) return addEnglish(english);
  started = start(english);
  return started;
}

async function start(english: Messages): Promise<void> {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(STORAGE_KEYS.lang);
  } catch {
    stored = null;
  }
  const code = initialLanguage(stored, navigator.languages ?? [navigator.language]);
  await i18next.use(initReactI18next).init({
    resources: { en: { translation: mergeMessages(english, ...early) } },
    lng: "en",
    fallbackLng: "en",
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  applyDocumentLanguage("en");
  if (code !== "en") await changeLanguage(code, false);
}

/**
 * Adds English messages to those already there (the player's later screens and views: player/extras.ts). Once
 * i18next runs they are there when this returns; before, they join the first ones when it starts.
 */
export function addEnglish(messages: Messages): Promise<void> {
  if (i18next.isInitialized) {
    i18next.addResourceBundle("en", "translation", messages, true, false);
    return Promise.resolve();
  }
  if (!started) {
    early.push(messages);
    return Promise.resolve();
  }
  return started.then(() => {
    i18next.addResourceBundle("en", "translation", messages, true, false);
  });
}

/**
 * Makes a language's messages available without switching to it: a course's own language, for the words a
 * new block starts with (builder/contentDefaults.ts). English is bundled; the others are fetched one by one.
 */
export function loadLanguageMessages(code: LanguageCode): Promise<boolean> {
  return code === "en" ? Promise.resolve(true) : loadRemoteTranslations(code);
}

/** Switches the interface language: messages, <html lang>, text direction, and the stored choice. */
export async function changeLanguage(code: LanguageCode, remember = true): Promise<void> {
  if (remember) storeLanguageChoice(code);
  if (code !== "en") await loadRemoteTranslations(code);
  await i18next.changeLanguage(code);
  useLanguage.setState({ code });
  applyDocumentLanguage(code);
}

export { i18next };
