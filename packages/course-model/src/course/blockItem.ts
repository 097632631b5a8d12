import type { z } from "zod";
import { getBlockDefinition } from "../blocks/registry";
import { isBlockTypeCode } from "../blocks/types";
import { gridIssues } from "../grid/clamp";
import { pageBlockFieldsSchema } from "./block";
import { refIdSchema, storedIdSchema, tempIdSchema } from "./common";

type BlockLike = Pick<z.infer<typeof pageBlockFieldsSchema>, "type" | "displaying_settings" | "settings">;

/**
 * Rules that depend on the block's type: its place on the 12-column grid (x >= 0, w at least the type's
 * minimum, x + w <= 12, h between the type's minimum and 200) and its own settings. The issues carry
 * minimum / maximum so the 422 message can name the number.
 */
export function refineBlock(block: BlockLike, ctx: z.RefinementCtx): void {
  if (!isBlockTypeCode(block.type)) return;
  const definition = getBlockDefinition(block.type);
  for (const issue of gridIssues(block.displaying_settings, definition.minSize)) {
    const path = ["displaying_settings", issue.field];
    const value = block.displaying_settings[issue.field];
    if (issue.kind === "too_small") {
      ctx.addIssue({
        code: "too_small",
        origin: "number",
        minimum: issue.limit,
        inclusive: true,
        input: value,
        path,
        message: "validation.min_value",
      });
    } else {
      ctx.addIssue({
        code: "too_big",
        origin: "number",
        maximum: issue.limit,
        inclusive: true,
        input: value,
        path,
        message: "validation.max_value",
      });
    }
  }
  const settings = definition.settingsSchema.safeParse(block.settings);
  if (!settings.success) {
    for (const issue of settings.error.issues) {
      ctx.addIssue({ ...issue, path: ["settings", ...issue.path] });
    }
  }
}

/** The type's own settings with unknown keys of content blocks dropped, for storing. */
export function parseBlockSettings(type: number, settings: unknown) {
  return getBlockDefinition(type).settingsSchema.parse(settings);
}

/** A block in new_page_blocks: temporary id, page_id stored or temporary. */
export const newPageBlockItemSchema = pageBlockFieldsSchema
  .extend({ id: tempIdSchema, page_id: refIdSchema })
  .superRefine(refineBlock);
/** A block in updated_page_blocks. Blocks never change page: the server checks page_id is the stored one. */
export const updatedPageBlockItemSchema = pageBlockFieldsSchema
  .extend({ id: storedIdSchema, page_id: refIdSchema })
  .superRefine(refineBlock);
export type PageBlockItem = z.infer<typeof newPageBlockItemSchema>;

/** Checks one block's fields on their own, e.g. in the builder before a save. */
export const pageBlockFieldsCheckedSchema = pageBlockFieldsSchema.superRefine(refineBlock);
