import { z } from "zod";
import { defineBlock } from "./definition";
import { commonBlockSettingsShape, settingsItemIdSchema } from "./settings";
import { BLOCK_TYPE } from "./types";

export const ACCORDION_MAX_ITEMS = 50;

/** An accordion item: a title that opens its rich text (HTML, sanitised on save and on render). */
export const accordionItemSchema = z.object({
  id: settingsItemIdSchema,
  title: z.string().max(500, { error: "validation.too_long" }),
  text: z.string().max(50_000, { error: "validation.too_long" }),
});
export type AccordionItem = z.infer<typeof accordionItemSchema>;

export const accordionSettingsSchema = z.object({
  ...commonBlockSettingsShape,
  items: z.array(accordionItemSchema).max(ACCORDION_MAX_ITEMS, { error: "validation.too_many" }).optional(),
});

/** Items with a title and rich text. They live in settings, not media rows: they hold no file. */
export const accordionBlock = defineBlock(BLOCK_TYPE.ACCORDION, {
  settingsSchema: accordionSettingsSchema,
  defaultSettings: { items: [] },
});
