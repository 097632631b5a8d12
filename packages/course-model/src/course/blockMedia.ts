import { z } from "zod";
import type { MediaItem } from "../media/types";
import { colorSchema, orderSchema, refIdSchema, storedIdSchema, type Timestamps, tempIdSchema } from "./common";

/** What the builder edits on a block's media row (spec 3 Block media): a carousel slide, an attachment, ... */
export const blockMediaFieldsSchema = z.object({
  medialibrary_item_id: storedIdSchema,
  alt_text: z.string().max(1000, { error: "validation.too_long" }).nullable(),
  text: z.string().max(50_000, { error: "validation.too_long" }).nullable(),
  title: z.string().max(500, { error: "validation.too_long" }).nullable(),
  order: orderSchema,
  settings: z.record(z.string(), z.unknown()),
  background_color: colorSchema.nullable(),
});
export type BlockMediaFields = z.infer<typeof blockMediaFieldsSchema>;

export interface BlockMedia extends BlockMediaFields, Timestamps {
  id: number;
  block_id: number;
  /** The library item, for its URL and type; null only when the item has been deleted since. */
  medialibrary_item: MediaItem | null;
}

export const newBlockMediaItemSchema = blockMediaFieldsSchema.extend({ id: tempIdSchema, block_id: refIdSchema });
export const updatedBlockMediaItemSchema = blockMediaFieldsSchema.extend({ id: storedIdSchema, block_id: refIdSchema });
export type BlockMediaItem = z.infer<typeof newBlockMediaItemSchema>;
