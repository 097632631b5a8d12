import { z } from "zod";
import { defineBlock } from "./definition";
import { commonBlockSettingsShape } from "./settings";
import { BLOCK_TYPE } from "./types";

/** The longest caption under an image: as long as a carousel slide's title (a media row's title). */
export const IMAGE_CAPTION_MAX = 500;

export const imageSettingsSchema = z.object({
  ...commonBlockSettingsShape,
  /** Shown under the image (a figure's caption); plain text. Absent on images made before captions. */
  caption: z
    .string({ error: "validation.invalid" })
    .max(IMAGE_CAPTION_MAX, { error: "validation.too_long" })
    .optional(),
});
export type ImageSettings = z.infer<typeof imageSettingsSchema>;

/** The caption to show, or null: blank or missing is none. */
export function imageCaption(settings: Readonly<Record<string, unknown>>): string | null {
  return typeof settings.caption === "string" && settings.caption.trim() !== "" ? settings.caption : null;
}

/** One image from the media library; its alt text lives on the block media row, its caption in the settings. */
export const imageBlock = defineBlock(BLOCK_TYPE.IMAGE, {
  settingsSchema: imageSettingsSchema,
  defaultSettings: {},
});
