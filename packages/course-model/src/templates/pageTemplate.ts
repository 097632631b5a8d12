import { z } from "zod";
import { pageBlockFieldsSchema } from "../course/block";
import { refineBlock } from "../course/blockItem";
import { blockMediaFieldsSchema } from "../course/blockMedia";
import { tempIdSchema, titleSchema } from "../course/common";
import type { FullPage } from "../course/page";
import { pageFieldsSchema } from "../course/page";
import { findOverlaps } from "../grid/overlap";

/** A creator's page templates (issue 17 item 7): a page saved to be inserted again, in any of their courses. */
export const PAGE_TEMPLATE_BLOCKS_MAX = 200;
export const PAGE_TEMPLATE_MEDIA_MAX = 100;

const nonBlankTitle = titleSchema.refine((title) => title.trim() !== "", { error: "validation.required" });

/** A block of a template: its fields, a temporary id (conditions between its blocks use it) and its media. */
export const pageTemplateBlockSchema = pageBlockFieldsSchema
  .extend({
    id: tempIdSchema,
    media: z.array(blockMediaFieldsSchema).max(PAGE_TEMPLATE_MEDIA_MAX, { error: "validation.too_many" }),
  })
  .superRefine(refineBlock);
export type PageTemplateBlock = z.infer<typeof pageTemplateBlockSchema>;

/**
 * What a template keeps of a page: its settings and blocks, not its place (topic, order) nor its title,
 * which the inserted page takes from the template's name. Links to pages and conditions on blocks outside
 * the page are left behind by whoever saves it (they would point into another course).
 */
export const pageTemplateContentSchema = z
  .object({
    page: pageFieldsSchema.pick({
      time_limit: true,
      background_color: true,
      background_image_media_id: true,
      background_size: true,
      background_repeat: true,
      background_position: true,
    }),
    blocks: z.array(pageTemplateBlockSchema).max(PAGE_TEMPLATE_BLOCKS_MAX, { error: "validation.too_many" }),
  })
  .superRefine((content, ctx) => {
    const ids = new Set<number>();
    content.blocks.forEach((block, index) => {
      if (ids.has(block.id)) {
        ctx.addIssue({
          code: "custom",
          message: "validation.duplicate_id",
          input: block.id,
          path: ["blocks", index, "id"],
        });
      }
      ids.add(block.id);
    });
    content.blocks.forEach((block, index) => {
      block.display_conditions.forEach((condition, n) => {
        if (!ids.has(condition.block_id)) {
          ctx.addIssue({
            code: "custom",
            message: "validation.invalid",
            input: condition.block_id,
            path: ["blocks", index, "display_conditions", n, "block_id"],
          });
        }
      });
      block.actions.forEach((action, n) => {
        if (action.type === "link_to_page") {
          ctx.addIssue({
            code: "custom",
            message: "validation.invalid",
            input: action,
            path: ["blocks", index, "actions", n],
          });
        }
      });
    });
    for (const [, later] of findOverlaps(
      content.blocks.map((block, index) => ({ ...block.displaying_settings, index })),
    )) {
      ctx.addIssue({
        code: "custom",
        message: "validation.invalid",
        input: later,
        path: ["blocks", later.index, "displaying_settings"],
      });
    }
  });
export type PageTemplateContent = z.infer<typeof pageTemplateContentSchema>;

/** POST /api/page_templates */
export const createPageTemplateRequestSchema = z.object({ title: nonBlankTitle, content: pageTemplateContentSchema });
export type CreatePageTemplateRequest = z.infer<typeof createPageTemplateRequestSchema>;

/** PUT /api/page_templates/{id}: only the name changes; the content is what was saved. */
export const renamePageTemplateRequestSchema = z.object({ title: nonBlankTitle });
export type RenamePageTemplateRequest = z.infer<typeof renamePageTemplateRequestSchema>;

/** A template as the list shows it. */
export interface PageTemplateSummary {
  id: number;
  title: string;
  block_count: number;
  created_at: string;
}

/**
 * GET /api/page_templates/{id}: the template with its page presented as a page of no course (id 0), blocks
 * and media under their temporary ids, with signed URLs: the builder inserts it as it duplicates a page.
 */
export interface PageTemplate extends PageTemplateSummary {
  page: FullPage;
}
