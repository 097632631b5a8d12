import { describe, expect, it } from "vitest";
import { FALLBACK_LANGUAGE, LANGUAGE_CODES } from "../languages";
import { CATALOGS, type Namespace } from "./catalogs";
import { flattenMessages } from "./messages";

const NAMESPACES: Namespace[] = ["app", "server"];
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe("translation catalogs", () => {
  for (const ns of NAMESPACES) {
    const english = flattenMessages(CATALOGS[FALLBACK_LANGUAGE][ns]);

    it(`has English ${ns} messages`, () => {
      expect(Object.keys(english).length).toBeGreaterThan(0);
    });

    for (const lang of LANGUAGE_CODES.filter((l) => l !== FALLBACK_LANGUAGE)) {
      it(`${lang}/${ns}.json has every English key, non-empty, with the same placeholders`, () => {
        const other = flattenMessages(CATALOGS[lang][ns]);
        const missing = Object.keys(english).filter((key) => !(key in other));
        expect(missing, `keys missing in ${lang}/${ns}.json`).toEqual([]);
        const extra = Object.keys(other).filter((key) => !(key in english));
        expect(extra, `keys in ${lang}/${ns}.json that English lacks`).toEqual([]);
        for (const [key, text] of Object.entries(other)) {
          expect(text.trim(), `${lang} ${key} is empty`).not.toBe("");
          expect(placeholders(text), `${lang} ${key} placeholders`).toEqual(placeholders(english[key] ?? ""));
        }
      });

      it(`${lang}/${ns}.json is really translated, not English copied`, () => {
        const other = flattenMessages(CATALOGS[lang][ns]);
        // Short labels and product names may legitimately match English (e.g. "OK", "Coursewright").
        const long = Object.keys(english).filter((key) => (english[key] ?? "").length > 12);
        const same = long.filter((key) => other[key] === english[key]);
        expect(same.length, `${lang} untranslated: ${same.slice(0, 5).join(", ")}`).toBeLessThanOrEqual(
          Math.floor(long.length * 0.05),
        );
      });
    }
  }
});
