import { z } from "zod";
import { LANGUAGE_CODES } from "../languages";
import { stripBidiControls } from "../text";
import type { Theme } from "../theme/theme";
import { MAX_STORED_ID, storedIdSchema, type Timestamps } from "./common";
import {
  COURSE_DESCRIPTION_MAX_LENGTH,
  COURSE_MODE,
  COURSE_TITLE_MAX_LENGTH,
  type CourseMode,
  DEFAULT_MIN_PASS_PERCENT,
} from "./courseFields";
import type { CourseLanguage } from "./courseLanguage";

export * from "./courseFields";

/** The course as every answer presents it (spec 3 Course). */
export interface Course extends Timestamps {
  id: number;
  title: string;
  description: string | null;
  /** media_id is null when the course shows the default image; url is then DEFAULT_COURSE_PREVIEW_IMAGE_PATH. */
  preview_image: { media_id: number | null; url: string };
  with_topics: boolean;
  /** Page ids in authoring order, topics flattened. */
  pages_order: number[];
  randomize_pages_order: boolean;
  limit_pages_number: number | null;
  min_pass_percent: number;
  mode: CourseMode;
  theme_id: number | null;
  /** The course's theme, whole, so the builder and the player apply it without another request; null: defaults. */
  theme: Theme | null;
  /** The creator. */
  user_id: number;
  /** Attempts a learner has; null for unlimited. */
  attempts: number | null;
  /** The language the course is written in (its content's direction and `lang`); null follows the interface. */
  language: CourseLanguage;
}

const courseModeSchema = z.union([z.literal(COURSE_MODE.LEARNING), z.literal(COURSE_MODE.PRESENTATION)], {
  error: "validation.invalid",
});
/** Kept in int4 columns (limit_pages_number, attempts). */
const atLeastOneOrNull = z
  .number({ error: "validation.invalid" })
  .int({ error: "validation.invalid" })
  .min(1, { error: "validation.min_value" })
  .max(MAX_STORED_ID, { error: "validation.max_value" })
  .nullable();

/** The settings a creator edits; create fills the defaults, update takes any subset. */
const courseSettingsShape = {
  description: z.string().max(COURSE_DESCRIPTION_MAX_LENGTH, { error: "validation.too_long" }).nullable(),
  /** A media library image; null goes back to the default preview image. */
  preview_image_media_id: storedIdSchema.nullable(),
  with_topics: z.boolean({ error: "validation.invalid" }),
  randomize_pages_order: z.boolean({ error: "validation.invalid" }),
  limit_pages_number: atLeastOneOrNull,
  min_pass_percent: z
    .number({ error: "validation.invalid" })
    .int({ error: "validation.invalid" })
    .min(0, { error: "validation.min_value" })
    .max(100, { error: "validation.max_value" }),
  mode: courseModeSchema,
  theme_id: storedIdSchema.nullable(),
  attempts: atLeastOneOrNull,
  language: z.enum(LANGUAGE_CODES, { error: "validation.invalid" }).nullable(),
};

const courseTitleSchema = z
  .string({ error: "validation.required" })
  .overwrite(stripBidiControls)
  .trim()
  .min(1, { error: "validation.required" })
  .max(COURSE_TITLE_MAX_LENGTH, { error: "validation.too_long" });

export const createCourseRequestSchema = z.object({
  title: courseTitleSchema,
  description: courseSettingsShape.description.default(null),
  preview_image_media_id: courseSettingsShape.preview_image_media_id.default(null),
  with_topics: courseSettingsShape.with_topics.default(false),
  randomize_pages_order: courseSettingsShape.randomize_pages_order.default(false),
  limit_pages_number: courseSettingsShape.limit_pages_number.default(null),
  min_pass_percent: courseSettingsShape.min_pass_percent.default(DEFAULT_MIN_PASS_PERCENT),
  mode: courseSettingsShape.mode.default(COURSE_MODE.LEARNING),
  theme_id: courseSettingsShape.theme_id.default(null),
  attempts: courseSettingsShape.attempts.default(null),
  /** Left out: the language the request names (the app sends its interface language), else null: follow the interface. */
  language: courseSettingsShape.language.optional(),
});
export type CreateCourseRequest = z.infer<typeof createCourseRequestSchema>;

/** PUT /api/courses/{id}: only the fields sent change; a title, when sent, may not be blank. */
export const updateCourseRequestSchema = z.object({
  title: courseTitleSchema.optional(),
  description: courseSettingsShape.description.optional(),
  preview_image_media_id: courseSettingsShape.preview_image_media_id.optional(),
  with_topics: courseSettingsShape.with_topics.optional(),
  randomize_pages_order: courseSettingsShape.randomize_pages_order.optional(),
  limit_pages_number: courseSettingsShape.limit_pages_number.optional(),
  min_pass_percent: courseSettingsShape.min_pass_percent.optional(),
  mode: courseSettingsShape.mode.optional(),
  theme_id: courseSettingsShape.theme_id.optional(),
  attempts: courseSettingsShape.attempts.optional(),
  language: courseSettingsShape.language.optional(),
});
export type UpdateCourseRequest = z.infer<typeof updateCourseRequestSchema>;

/** GET /api/courses?page&search */
export const courseListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  search: z.string().trim().max(COURSE_TITLE_MAX_LENGTH, { error: "validation.too_long" }).optional(),
});
export type CourseListQuery = z.infer<typeof courseListQuerySchema>;
