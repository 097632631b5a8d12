// A course's modes and bounds as plain constants, without zod: the player reads them (course.ts re-exports them).

/** Course mode (spec 3): in presentation mode the score is always 100 (spec 9). */
export const COURSE_MODE = { LEARNING: 0, PRESENTATION: 1 } as const;
export type CourseMode = (typeof COURSE_MODE)[keyof typeof COURSE_MODE];

/** Spec 3: "A default preview image path exists". The web serves it from its public folder. */
export const DEFAULT_COURSE_PREVIEW_IMAGE_PATH = "/images/default-course-preview.svg";
export const DEFAULT_MIN_PASS_PERCENT = 100;
export const COURSE_TITLE_MAX_LENGTH = 255;
export const COURSE_DESCRIPTION_MAX_LENGTH = 5000;
