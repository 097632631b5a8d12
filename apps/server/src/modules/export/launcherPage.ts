import { LANGUAGES, type LanguageCode, type ScormVersion } from "@coursewright/course-model";

/** What the launcher script reads from the page (package/launcher.js: `config`). */
export interface LauncherConfig {
  /** The Coursewright server the player is loaded from (PUBLIC_URL). */
  server: string;
  courseId: number;
  version: ScormVersion;
  /** The package's launch token (integrations/launchTokens.ts): signs the player in as the LMS learner. */
  launch: string;
  title: string;
  messages: { noApi: string; unreachable: string };
}

const CONFIG_PLACEHOLDER = '{ "inject": "config" }';

/**
 * JSON that is safe inside a <script> element: `<` (which could close it or open a comment), `>`, `&` and
 * the two line separators JavaScript once treated as line ends are written as \u escapes, which JSON.parse
 * reads back unchanged.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

const escapeHtml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/**
 * A package's launch page (the SCORM launcher's index.html, the cmi5 AU's): the template with the page language
 * (its BCP 47 tag and direction, so an Arabic course's messages read right to left), the title and the config
 * filled in.
 */
export function renderLauncherPage<Config extends { title: string }>(
  template: string,
  config: Config,
  lang: LanguageCode,
): string {
  if (!template.includes(CONFIG_PLACEHOLDER)) throw new Error("the launcher template has no config placeholder");
  const info = LANGUAGES.find((language) => language.code === lang);
  const root = `<html lang="${escapeHtml(info?.bcp47 ?? lang)}" dir="${info?.rtl ? "rtl" : "ltr"}">`;
  return template
    .replace('<html lang="en">', root)
    .replaceAll("{{title}}", () => escapeHtml(config.title))
    .replace(CONFIG_PLACEHOLDER, () => scriptSafeJson(config));
}
