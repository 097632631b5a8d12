// A page's background options and bounds as plain constants, without zod (page.ts re-exports them).

/** Background options shared with themes (spec 9). */
export const BACKGROUND_SIZES = ["inherit", "contain", "cover"] as const;
export const BACKGROUND_REPEATS = ["inherit", "no-repeat", "repeat", "repeat-x", "repeat-y"] as const;
export const BACKGROUND_POSITIONS = ["inherit", "bottom", "center", "top", "right", "left"] as const;
export type BackgroundSize = (typeof BACKGROUND_SIZES)[number];
export type BackgroundRepeat = (typeof BACKGROUND_REPEATS)[number];
export type BackgroundPosition = (typeof BACKGROUND_POSITIONS)[number];

/** Longest page time limit: a day, in seconds; anything longer is a typing slip. */
export const PAGE_TIME_LIMIT_MAX_SECONDS = 86_400;
