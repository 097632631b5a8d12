import {
  COURSE_MODE,
  type Course,
  type CourseLanguage,
  courseLanguageOf,
  createCourseRequestSchema,
  DEFAULT_COURSE_PREVIEW_IMAGE_PATH,
  DEFAULT_MIN_PASS_PERCENT,
  FALLBACK_LANGUAGE,
  type LanguageCode,
} from "@coursewright/course-model";
import { schemaErrors, type Translate } from "../forms/validate";

/**
 * What the settings form holds. Number inputs hold "" while empty (Mantine's NumberInput), selects and the
 * segmented control hold strings; the request mapping below turns them into the contract's types.
 */
export interface CourseFormValues {
  title: string;
  description: string;
  preview_image_media_id: number | null;
  /** Only for showing the image; the request sends the media id. */
  preview_image_url: string;
  with_topics: boolean;
  randomize_pages_order: boolean;
  limit_pages_number: number | string;
  min_pass_percent: number | string;
  mode: string;
  theme_id: string | null;
  attempts: number | string;
  /** A language code, or "" for a course that follows each reader's interface. */
  language: string;
}

/** The body of POST and PUT /api/courses (every setting is sent, so an update keeps nothing stale). */
export interface CourseRequest {
  title: string;
  description: string | null;
  preview_image_media_id: number | null;
  with_topics: boolean;
  randomize_pages_order: boolean;
  limit_pages_number: number | null;
  min_pass_percent: number | null;
  mode: number;
  theme_id: number | null;
  attempts: number | null;
  language: CourseLanguage;
}

/** Fields the server may name in a 422; they are the form's own field names. */
export const COURSE_FORM_FIELDS = [
  "title",
  "description",
  "preview_image_media_id",
  "with_topics",
  "randomize_pages_order",
  "limit_pages_number",
  "min_pass_percent",
  "mode",
  "theme_id",
  "attempts",
  "language",
] as const;

/** A new course is written in its creator's interface language unless they pick another. */
export function emptyCourseForm(language: LanguageCode = FALLBACK_LANGUAGE): CourseFormValues {
  return {
    title: "",
    description: "",
    preview_image_media_id: null,
    preview_image_url: DEFAULT_COURSE_PREVIEW_IMAGE_PATH,
    with_topics: false,
    randomize_pages_order: false,
    limit_pages_number: "",
    min_pass_percent: DEFAULT_MIN_PASS_PERCENT,
    mode: String(COURSE_MODE.LEARNING),
    theme_id: null,
    attempts: "",
    language,
  };
}

export function courseToForm(course: Course): CourseFormValues {
  return {
    title: course.title,
    description: course.description ?? "",
    preview_image_media_id: course.preview_image.media_id,
    preview_image_url: course.preview_image.url || DEFAULT_COURSE_PREVIEW_IMAGE_PATH,
    with_topics: course.with_topics,
    randomize_pages_order: course.randomize_pages_order,
    limit_pages_number: course.limit_pages_number ?? "",
    min_pass_percent: course.min_pass_percent,
    mode: String(course.mode),
    theme_id: course.theme_id === null ? null : String(course.theme_id),
    attempts: course.attempts ?? "",
    language: course.language ?? "",
  };
}

/** "" (an emptied number input) means "no value"; anything else must read as a number (NaN fails validation). */
export function optionalNumber(value: number | string): number | null {
  if (typeof value === "number") return value;
  const text = value.trim();
  return text === "" ? null : Number(text);
}

export function formToRequest(values: CourseFormValues): CourseRequest {
  const description = values.description.trim();
  return {
    title: values.title.trim(),
    description: description === "" ? null : values.description,
    preview_image_media_id: values.preview_image_media_id,
    with_topics: values.with_topics,
    randomize_pages_order: values.randomize_pages_order,
    limit_pages_number: optionalNumber(values.limit_pages_number),
    min_pass_percent: optionalNumber(values.min_pass_percent),
    mode: Number(values.mode),
    theme_id: values.theme_id === null || values.theme_id === "" ? null : Number(values.theme_id),
    attempts: optionalNumber(values.attempts),
    language: courseLanguageOf(values.language),
  };
}

/**
 * The form's client checks: the course-model schema the server runs, plus a required pass percentage
 * (empty means "no value" for the limits, but a pass mark is always needed).
 */
export function validateCourseForm(values: CourseFormValues, translate: Translate): Record<string, string> {
  const request = formToRequest(values);
  const errors = schemaErrors(createCourseRequestSchema, request, translate);
  if (request.min_pass_percent === null) errors.min_pass_percent = translate("validation.required");
  return errors;
}
