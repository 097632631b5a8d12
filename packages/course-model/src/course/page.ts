import { z } from "zod";
import type { MediaItem } from "../media/types";
import type { PageBlockWithMedia } from "./block";
import {
  colorSchema,
  orderSchema,
  refIdSchema,
  storedIdSchema,
  type Timestamps,
  tempIdSchema,
  titleSchema,
} from "./common";
import { BACKGROUND_POSITIONS, BACKGROUND_REPEATS, BACKGROUND_SIZES, PAGE_TIME_LIMIT_MAX_SECONDS } from "./pageFields";

export * from "./pageFields";

/** What the builder edits on a page: its place, title, time limit and background (spec 3 Page). */
export const pageFieldsSchema = z.object({
  /** null in a course without topics. */
  topic_id: refIdSchema.nullable(),
  order: orderSchema,
  title: titleSchema,
  /** Seconds the learner has on the page; null for no limit. */
  time_limit: z
    .number({ error: "validation.invalid" })
    .int({ error: "validation.invalid" })
    .min(1, { error: "validation.min_value" })
    .max(PAGE_TIME_LIMIT_MAX_SECONDS, { error: "validation.max_value" })
    .nullable(),
  background_color: colorSchema.nullable(),
  background_image_media_id: storedIdSchema.nullable(),
  background_size: z.enum(BACKGROUND_SIZES, { error: "validation.invalid" }).nullable(),
  background_repeat: z.enum(BACKGROUND_REPEATS, { error: "validation.invalid" }).nullable(),
  background_position: z.enum(BACKGROUND_POSITIONS, { error: "validation.invalid" }).nullable(),
});
export type PageFields = z.infer<typeof pageFieldsSchema>;

/** A page as answers present it, without its blocks (spec 3 Page). */
export interface Page extends PageFields, Timestamps {
  id: number;
  course_id: number;
  /** The background image's media item, for its URL; null without one. */
  background_image_media: MediaItem | null;
}

/** GET /api/course_pages/get_full_info/{pageId} (spec 7): the page with its blocks and their media. */
export interface FullPage extends Page {
  page_blocks: PageBlockWithMedia[];
}

export const newPageItemSchema = pageFieldsSchema.extend({ id: tempIdSchema });
export const updatedPageItemSchema = pageFieldsSchema.extend({ id: storedIdSchema });
export type PageItem = z.infer<typeof newPageItemSchema>;
