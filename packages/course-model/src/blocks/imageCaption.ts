// Kept apart from the image block's schema (image.ts): the player reads captions, and zod must stay out of its
// first load (bench/RESULTS.md, player bundle under 150 KB).

/** The longest caption under an image: as long as a carousel slide's title (a media row's title). */
export const IMAGE_CAPTION_MAX = 500;

/** The caption to show, or null: blank or missing is none. */
export function imageCaption(settings: Readonly<Record<string, unknown>>): string | null {
  return typeof settings.caption === "string" && settings.caption.trim() !== "" ? settings.caption : null;
}
