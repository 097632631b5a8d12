import { z } from "zod";
import { newPageBlockItemSchema, updatedPageBlockItemSchema } from "./blockItem";
import { newBlockMediaItemSchema, updatedBlockMediaItemSchema } from "./blockMedia";
import { storedIdSchema } from "./common";
import type { Course } from "./course";
import { newPageItemSchema, updatedPageItemSchema } from "./page";
import { newTopicItemSchema, updatedTopicItemSchema } from "./topic";

/** Most items of one kind in one save: a 1,000-block course rebuilt at once still fits. */
export const SAVE_MAX_ITEMS = 5000;

const list = <T extends z.ZodType>(item: T) =>
  z.array(item).max(SAVE_MAX_ITEMS, { error: "validation.too_many" }).default([]);

/**
 * POST /api/course_builder/update_course/{courseId} (spec 7): every change of the builder at once. Items of
 * the new_ sets carry their temporary (negative) id and refer to each other by it; the server applies the
 * twelve sets in one transaction and answers the id maps.
 */
export const saveCourseRequestSchema = z
  .object({
    new_topics: list(newTopicItemSchema),
    new_pages: list(newPageItemSchema),
    new_page_blocks: list(newPageBlockItemSchema),
    new_page_blocks_media: list(newBlockMediaItemSchema),
    updated_topics: list(updatedTopicItemSchema),
    updated_pages: list(updatedPageItemSchema),
    updated_page_blocks: list(updatedPageBlockItemSchema),
    updated_page_blocks_media: list(updatedBlockMediaItemSchema),
    deleted_topics: list(storedIdSchema),
    deleted_pages: list(storedIdSchema),
    deleted_page_blocks: list(storedIdSchema),
    deleted_page_blocks_media: list(storedIdSchema),
    /** The learner-side user id an LMS integration passed in (spec 4 LMS mode); null outside one. */
    integration_user_id: z.string().max(255, { error: "validation.too_long" }).nullable().default(null),
  })
  .superRefine((save, ctx) => {
    // One id twice in a kind would make the id maps (and which version wins) ambiguous.
    const kinds = [
      ["new_topics", "updated_topics", "deleted_topics"],
      ["new_pages", "updated_pages", "deleted_pages"],
      ["new_page_blocks", "updated_page_blocks", "deleted_page_blocks"],
      ["new_page_blocks_media", "updated_page_blocks_media", "deleted_page_blocks_media"],
    ] as const;
    for (const [added, updated, deleted] of kinds) {
      const seen = new Set<number>();
      const check = (field: string, index: number, id: number) => {
        if (seen.has(id)) ctx.addIssue({ code: "custom", path: [field, index], message: "validation.duplicate_id" });
        seen.add(id);
      };
      for (const [index, item] of save[added].entries()) check(added, index, item.id);
      for (const [index, item] of save[updated].entries()) check(updated, index, item.id);
      for (const [index, id] of save[deleted].entries()) check(deleted, index, id);
    }
  });
export type SaveCourseRequest = z.infer<typeof saveCourseRequestSchema>;

/** The answer of the save: the course again, and where each temporary id was stored (keys are the temporary ids as text). */
export interface SaveCourseAnswer {
  data: Course;
  topics_id_map: Record<string, number>;
  pages_id_map: Record<string, number>;
}
