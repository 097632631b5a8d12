import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Plugin } from "vite";

const PREFIX = "virtual:landing-messages/";
const RESOLVED = "\0landing-messages/";
/** The sections of app.json the hub landing pages translate with (hub_landing, and cart for buying and booking). */
export const LANDING_SECTIONS = ["hub_landing", "cart"] as const;

/** A language's messages for the landing pages: the LANDING_SECTIONS of its app.json. */
export function landingMessagesOf(localesDir: string, lang: string): Record<string, unknown> {
  const app: Record<string, unknown> = JSON.parse(readFileSync(join(localesDir, lang, "app.json"), "utf8"));
  return Object.fromEntries(LANDING_SECTIONS.map((section) => [section, app[section] ?? {}]));
}

/**
 * `virtual:landing-messages/{lang}`: the hub landing pages' own messages in one language, a few KB instead of the
 * whole catalog of every language the app fetches (/api/translations/messages.json). The landing entry bundles
 * English and imports the others on demand, one small chunk each.
 */
export function landingMessages(localesDir: string): Plugin {
  return {
    name: "coursewright-landing-messages",
    resolveId(id) {
      return id.startsWith(PREFIX) ? `${RESOLVED}${id.slice(PREFIX.length)}` : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const lang = id.slice(RESOLVED.length);
      if (!/^[a-z]{2}$/.test(lang)) throw new Error(`no landing messages for "${lang}"`);
      this.addWatchFile(join(localesDir, lang, "app.json"));
      return `export default ${JSON.stringify(landingMessagesOf(localesDir, lang))};`;
    },
  };
}
