import { z } from "zod";
import { stripBidiControls } from "../text";

// The creator's categories and tags, which label the courses of their hubs.

export const CATALOG_LABEL_MAX_LENGTH = 60;

export const catalogLabelSchema = z.object({
  title: z
    .string({ error: "validation.required" })
    .overwrite(stripBidiControls)
    .trim()
    .min(1, { error: "validation.required" })
    .max(CATALOG_LABEL_MAX_LENGTH, { error: "validation.too_long" }),
});

/** A category or a tag: the creator's own lists (GET/POST /api/categories, /api/tags; PUT/DELETE /{id}). */
export interface CatalogLabel {
  id: number;
  title: string;
  /** Hub courses it is attached to. */
  courses_count: number;
}
