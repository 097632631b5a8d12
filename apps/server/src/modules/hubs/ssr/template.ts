import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** The web build's page for the landing addresses, cut where the server writes its own parts. */
export interface LandingTemplate {
  /** Up to the <html> tag (the doctype). */
  start: string;
  /** After the <html> tag up to </head>, without the build's own <title> and description. */
  head: string;
  /** From </head> to the end. */
  rest: string;
}

/** The landing pages' own entry when the build has one (hub.html: no builder, no player), else the app's. */
export const LANDING_ENTRIES = ["hub.html", "index.html"];

export function parseTemplate(html: string): LandingTemplate {
  const htmlTag = /<html\b[^>]*>/i.exec(html);
  const headEnd = html.search(/<\/head>/i);
  if (!htmlTag || headEnd < 0 || headEnd < htmlTag.index) throw new Error("the web entry has no <html> or </head>");
  const afterTag = htmlTag.index + htmlTag[0].length;
  return {
    start: html.slice(0, htmlTag.index),
    head: html
      .slice(afterTag, headEnd)
      .replace(/\s*<title>[\s\S]*?<\/title>/i, "")
      .replace(/\s*<meta\s+name=["']description["'][^>]*>/i, ""),
    rest: html.slice(headEnd),
  };
}

/** Reads the first entry the build has, once found; null while the web app is not built. */
export function templateLoader(webDistDir: string): () => LandingTemplate | null {
  let loaded: LandingTemplate | undefined;
  return () => {
    if (loaded) return loaded;
    const entry = LANDING_ENTRIES.map((name) => join(webDistDir, name)).find((path) => existsSync(path));
    if (entry) loaded = parseTemplate(readFileSync(entry, "utf8"));
    return loaded ?? null;
  };
}
