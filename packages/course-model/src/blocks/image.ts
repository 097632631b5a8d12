import { z } from "zod";
import { defineBlock } from "./definition";
import { IMAGE_CAPTION_MAX } from "./imageCaption";
import { commonBlockSettingsShape } from "./settings";
import { BLOCK_TYPE } from "./types";

export const imageSettingsSchema = z.object({
  ...commonBlockSettingsShape,
  /** Shown under the image (a figure's caption); plain text. Absent on images made before captions. */
  caption: z
    .string({ error: "validation.invalid" })
    .max(IMAGE_CAPTION_MAX, { error: "validation.too_long" })
    .optional(),
});
export type ImageSettings = z.infer<typeof imageSettingsSchema>;

/** One image from the media library; its alt text lives on the block media row, its caption in the settings. */
export const imageBlock = defineBlock(BLOCK_TYPE.IMAGE, {
  settingsSchema: imageSettingsSchema,
  defaultSettings: {},
});
