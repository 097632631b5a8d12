import { LANGUAGE_CODES, LANGUAGES, type LanguageCode, type LanguageInfo } from "../languages";

/**
 * The language a course is written in (issue 17): the builder's canvas and the player lay its content out in
 * that language's direction and mark it with its `lang`, while the chrome around it follows the reader's
 * interface. null (courses made before it existed) follows the interface, as they always did.
 */
export type CourseLanguage = LanguageCode | null;

/** How a course's content is drawn for a reader of a given interface language. */
export interface ContentLanguage {
  /** The course's language, or the interface's when the course has none. */
  code: LanguageCode;
  /** BCP 47 tag for the content root's `lang` attribute (screen readers pronounce with it). */
  bcp47: string;
  rtl: boolean;
  /**
   * True when the course names its language: every block takes the course's direction. False (no language):
   * the grid takes the interface's direction and each block still its own text's (dir="auto"), as before.
   */
  fixed: boolean;
}

const infoOf = (code: LanguageCode): LanguageInfo =>
  LANGUAGES.find((l) => l.code === code) ?? (LANGUAGES[0] as LanguageInfo);

export function contentLanguage(course: CourseLanguage, interfaceLanguage: LanguageCode): ContentLanguage {
  const info = infoOf(course ?? interfaceLanguage);
  return { code: info.code, bcp47: info.bcp47, rtl: info.rtl, fixed: course !== null };
}

/** A stored column value read back: one of the 15 codes, else null (follow the interface). */
export function courseLanguageOf(value: string | null | undefined): CourseLanguage {
  return LANGUAGE_CODES.find((code) => code === value) ?? null;
}
