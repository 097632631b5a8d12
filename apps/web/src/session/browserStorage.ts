import type { KeyValueStorage } from "./storage";

/** A storage that lives as long as the page: what a frame gets when the browser denies it Web Storage. */
export function memoryStorage(): KeyValueStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
}

const fallbacks: Partial<Record<"local" | "session", KeyValueStorage>> = {};

/**
 * window.localStorage or window.sessionStorage, or a page-long memory store when the browser denies access:
 * merely reading the property throws ("Access is denied for this document") in a third-party frame whose
 * browser blocks third-party storage (incognito windows, strict privacy settings), which is exactly where an
 * LMS or a SCORM package embeds the player. The embedded session then lasts for the page instead of failing.
 */
export function browserStorage(
  kind: "local" | "session",
  win: Pick<Window, "localStorage" | "sessionStorage"> = window,
): KeyValueStorage {
  try {
    const storage = kind === "local" ? win.localStorage : win.sessionStorage;
    if (storage) return storage;
  } catch {
    // Denied: fall through to the memory store.
  }
  fallbacks[kind] ??= memoryStorage();
  return fallbacks[kind];
}
