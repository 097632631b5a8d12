import { LANGUAGES, type LanguageCode } from "@coursewright/course-model";
import {
  CMI5_COURSE_STRUCTURE_NAMESPACE,
  type Cmi5LaunchMethod,
  cmi5Completion,
} from "@coursewright/course-model/cmi5";
import { courseActivityId } from "../xapi/vocabulary";

/** The AU's launch page inside the package (relative: the LMS serves it from where it unpacked the zip). */
export const CMI5_AU_URL = "index.html";

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c] ?? c);

/**
 * The publisher's IRIs of a course and its one AU: under this server's public address and the course id, so
 * every package of a course (any export, any launch method, after a rotation) names the same course and AU, and
 * an LMS that imports a newer package keeps its learners' records.
 */
export function cmi5Iris(publicUrl: string, courseId: number): { course: string; au: string } {
  // The same id as the course's xAPI statements (one activity in an LRS that gets both).
  const course = courseActivityId(publicUrl, courseId);
  return { course, au: `${course}/au` };
}

export interface Cmi5StructureInput {
  publicUrl: string;
  course: { id: number; title: string; description: string | null; min_pass_percent: number; mode: number };
  /** The language the title and description are written in (the creator's, as for SCORM exports). */
  lang: LanguageCode;
  launchMethod: Cmi5LaunchMethod;
}

/** The tag of a language in cmi5.xml (xs:language, BCP 47): the product's "jp" is "ja", "no" is "nb". */
export const languageTag = (lang: LanguageCode): string =>
  LANGUAGES.find((language) => language.code === lang)?.bcp47 ?? lang;

/**
 * cmi5.xml (cmi5 section 13): the course and its one AU, whose moveOn and masteryScore come from the course's
 * pass mark (course-model cmi5Completion). The description is required by the schema: a course without one
 * repeats its title.
 */
export function buildCmi5Structure(input: Cmi5StructureInput): string {
  const { course, lang, launchMethod } = input;
  const iris = cmi5Iris(input.publicUrl, course.id);
  const { moveOn, masteryScore } = cmi5Completion(course);
  const tag = escapeXml(languageTag(lang));
  const text = (value: string) => `<langstring lang="${tag}">${escapeXml(value)}</langstring>`;
  const title = text(course.title);
  const description = text(course.description?.trim() || course.title);
  const mastery = masteryScore === null ? "" : ` masteryScore="${masteryScore}"`;
  return `<?xml version="1.0" encoding="utf-8"?>
<courseStructure xmlns="${CMI5_COURSE_STRUCTURE_NAMESPACE}">
  <course id="${escapeXml(iris.course)}">
    <title>${title}</title>
    <description>${description}</description>
  </course>
  <au id="${escapeXml(iris.au)}" moveOn="${moveOn}"${mastery} launchMethod="${launchMethod}">
    <title>${title}</title>
    <description>${description}</description>
    <url>${CMI5_AU_URL}</url>
  </au>
</courseStructure>
`;
}
