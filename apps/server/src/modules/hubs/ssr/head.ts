import type { LanguageInfo } from "@coursewright/course-model";
import { escapeHtml, jsonForScript } from "./escape";

/** What the server writes into a landing page's <head> for crawlers and link previews. */
export interface HeadFields {
  title: string;
  description: string;
  canonical: string | null;
  image: string | null;
  noindex: boolean;
  /** schema.org data, or null. */
  jsonLd: unknown;
  /** The landing data the page would fetch first, for the app to start from (null: none). */
  data: unknown;
  /** The picture the page shows first and largest (the home page's cover), fetched before the script draws it. */
  preloadImage?: string | null;
}

export const SITE_NAME = "Coursewright";
/** Where the landing app finds the data the server put in the page. */
export const LANDING_DATA_ID = "hub-landing-data";

export function headHtml(fields: HeadFields, language: LanguageInfo): string {
  const e = escapeHtml;
  const meta = (attribute: "name" | "property", key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${e(value)}" />`;
  const lines = [
    `<title>${e(fields.title)}</title>`,
    meta("name", "description", fields.description),
    ...(fields.noindex ? [meta("name", "robots", "noindex, nofollow")] : []),
    ...(fields.canonical ? [`<link rel="canonical" href="${e(fields.canonical)}" />`] : []),
    meta("property", "og:type", "website"),
    meta("property", "og:site_name", SITE_NAME),
    meta("property", "og:title", fields.title),
    meta("property", "og:description", fields.description),
    meta("property", "og:locale", language.bcp47.replace("-", "_")),
    ...(fields.canonical ? [meta("property", "og:url", fields.canonical)] : []),
    ...(fields.image ? [meta("property", "og:image", fields.image)] : []),
    meta("name", "twitter:card", fields.image ? "summary_large_image" : "summary"),
    meta("name", "twitter:title", fields.title),
    meta("name", "twitter:description", fields.description),
    ...(fields.image ? [meta("name", "twitter:image", fields.image)] : []),
    ...(fields.jsonLd ? [`<script type="application/ld+json">${jsonForScript(fields.jsonLd)}</script>`] : []),
    ...(fields.preloadImage
      ? [`<link rel="preload" as="image" href="${e(fields.preloadImage)}" fetchpriority="high" />`]
      : []),
    ...(fields.data
      ? [`<script type="application/json" id="${LANDING_DATA_ID}">${jsonForScript(fields.data)}</script>`]
      : []),
  ];
  return `\n    ${lines.join("\n    ")}\n  `;
}
