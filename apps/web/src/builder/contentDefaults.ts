import type { CourseLanguage, LanguageCode, Translate } from "@coursewright/course-model";
import type { i18n as I18n } from "i18next";

/**
 * The translator for what a new block starts with (default options, feedback, a copied page's title): those
 * words become the course's content, so they are in the course's language, not the interface's (issue 17). A
 * course without a language follows the interface. Until the course's messages have arrived (they are fetched
 * with the other languages, see i18n/index.ts), the interface's words stand in: a sensible default the author
 * overwrites anyway, rather than a raw key.
 */
export function contentTranslator(i18n: I18n, course: CourseLanguage): Translate {
  const interfaceT: Translate = (key, params) => i18n.t(key, params);
  if (course === null || course === i18n.language) return interfaceT;
  if (!i18n.hasResourceBundle(course, "translation")) return interfaceT;
  const fixed = i18n.getFixedT(course);
  return (key, params) => fixed(key, params);
}

/** Whether the course's words are at hand already (English is bundled; the others come with the remote file). */
export const contentMessagesLoaded = (i18n: I18n, course: CourseLanguage): boolean =>
  course === null || i18n.hasResourceBundle(course as LanguageCode, "translation");
