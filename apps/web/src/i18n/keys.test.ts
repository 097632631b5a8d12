import { flattenMessages, mergeMessages } from "@coursewright/course-model";
import enApp from "@coursewright/course-model/i18n/locales/en/app.json";
import enServer from "@coursewright/course-model/i18n/locales/en/server.json";
import { describe, expect, it } from "vitest";

// Every source file of the web app, as text (tests excluded: they use keys only as fixtures).
const sources = import.meta.glob(["../**/*.{ts,tsx}", "!../**/*.test.ts"], {
  query: "?raw",
  import: "default",
  eager: true,
}) as Record<string, string>;

const english = flattenMessages(mergeMessages(enApp, enServer));

/** t("a.b"), translate("a.b") and the sidebar's label: "nav.x" are the ways a key is written in the sources. */
const KEY_PATTERNS = [
  /\b(?:t|translate)\(\s*["'`]([a-z0-9_]+(?:\.[a-z0-9_]+)+)["'`]/gi,
  /\blabel:\s*"([a-z0-9_]+\.[a-z0-9_.]+)"/g,
];

function usedKeys(): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [file, text] of Object.entries(sources)) {
    for (const pattern of KEY_PATTERNS) {
      for (const match of text.matchAll(pattern)) if (match[1]) keys.set(match[1], file);
    }
  }
  return keys;
}

describe("translation keys used by the web app", () => {
  it("finds the sources and the keys in them", () => {
    expect(Object.keys(sources).length).toBeGreaterThan(20);
    expect(usedKeys().size).toBeGreaterThan(50);
  });

  it("exist in en/app.json or en/server.json", () => {
    const missing = [...usedKeys()].filter(([key]) => !(key in english)).map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });

  it("include the validation messages the forms translate from the course-model schemas", () => {
    for (const key of [
      "validation.required",
      "validation.email",
      "validation.too_long",
      "validation.password_min",
      "validation.password_confirmation",
    ]) {
      expect(english, key).toHaveProperty([key]);
    }
  });
});
