import { z } from "zod";
import { defineBlock } from "./definition";
import { commonBlockSettingsShape, settingsItemIdSchema } from "./settings";
import { BLOCK_TYPE } from "./types";

export const HOTSPOTS_MAX = 50;

/** A hotspot on the image. x and y are percentages of the image, so it stays put when the block is resized. */
export const hotspotSchema = z.object({
  id: settingsItemIdSchema,
  x: z.number({ error: "validation.invalid" }).min(0, { error: "validation.min_value" }).max(100, {
    error: "validation.max_value",
  }),
  y: z.number({ error: "validation.invalid" }).min(0, { error: "validation.min_value" }).max(100, {
    error: "validation.max_value",
  }),
  title: z.string().max(500, { error: "validation.too_long" }),
  text: z.string().max(50_000, { error: "validation.too_long" }),
});
export type Hotspot = z.infer<typeof hotspotSchema>;

export const clickImageShowTextSettingsSchema = z.object({
  ...commonBlockSettingsShape,
  hotspots: z.array(hotspotSchema).max(HOTSPOTS_MAX, { error: "validation.too_many" }).optional(),
});

/** An image (one media row) with hotspots that reveal their texts when clicked. */
export const clickImageShowTextBlock = defineBlock(BLOCK_TYPE.CLICK_IMAGE_SHOW_TEXT, {
  settingsSchema: clickImageShowTextSettingsSchema,
  defaultSettings: { hotspots: [] },
});
