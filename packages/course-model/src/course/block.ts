import { z } from "zod";
import { commonBlockSettingsShape } from "../blocks/settings";
import { BLOCK_TYPE_CODES, type BlockTypeCode, DISPLAY_CONDITION_KINDS } from "../blocks/types";
import {
  ANIMATION_DELAY_MAX_MS,
  BLOCK_ACTIONS_MAX,
  BLOCK_DISPLAY_CONDITIONS_MAX,
  BLOCK_TEXT_MAX_LENGTH,
} from "./blockFields";
import type { BlockMedia } from "./blockMedia";
import { colorSchema, refIdSchema, type Timestamps } from "./common";

export * from "./blockFields";

const int = () => z.number({ error: "validation.invalid" }).int({ error: "validation.invalid" });
const zeroOneTwo = z.union([z.literal(0), z.literal(1), z.literal(2)], { error: "validation.invalid" });
const shortText = (max: number) => z.string({ error: "validation.invalid" }).max(max, { error: "validation.too_long" });

export const blockTypeCodeSchema = z.custom<BlockTypeCode>(
  (value) => typeof value === "number" && (BLOCK_TYPE_CODES as readonly number[]).includes(value),
  { error: "validation.block_type" },
);

/** react-grid-layout's item: columns and rows; i is the item key, the block id as text. Bounds: see refineBlock. */
export const displayingSettingsSchema = z.object({ x: int(), y: int(), w: int(), h: int(), i: shortText(64) });
export type DisplayingSettings = z.infer<typeof displayingSettingsSchema>;

/** Links only leave for the web: a javascript: or data: URL in a button would run in the learner's session. */
const webUrlSchema = shortText(2000).refine(
  (text) => {
    try {
      const { protocol } = new URL(text);
      return protocol === "http:" || protocol === "https:";
    } catch {
      return false;
    }
  },
  { error: "validation.url" },
);

export const blockActionSchema = z.discriminatedUnion(
  "type",
  [
    z.object({ type: z.literal("link_to_page"), page_id: refIdSchema }),
    z.object({ type: z.literal("external_web_link"), url: webUrlSchema }),
  ],
  { error: "validation.invalid" },
);
export type BlockAction = z.infer<typeof blockActionSchema>;

export const displayConditionSchema = z.object({
  kind: z.enum(DISPLAY_CONDITION_KINDS, { error: "validation.invalid" }),
  block_id: refIdSchema,
});
export type DisplayCondition = z.infer<typeof displayConditionSchema>;

/** Everything the builder edits on a block (spec 3 Page block), as the save carries it. */
export const pageBlockFieldsSchema = z.object({
  type: blockTypeCodeSchema,
  /** Rich text (HTML) of text-like blocks or the label of a button; sanitised by the server. */
  text: shortText(BLOCK_TEXT_MAX_LENGTH).nullable(),
  displaying_settings: displayingSettingsSchema,
  video_embed_link: shortText(2000).nullable(),
  video_embed_link_id: shortText(200).nullable(),
  /** Common keys typed here; the type's own keys are checked against its registry schema in refineBlock. */
  settings: z.looseObject(commonBlockSettingsShape),
  completion_required: z.boolean({ error: "validation.invalid" }),
  /** Name of the entrance animation, null for none. */
  animation: shortText(64).nullable(),
  actions: z.array(blockActionSchema).max(BLOCK_ACTIONS_MAX, { error: "validation.too_many" }),
  display_conditions: z
    .array(displayConditionSchema)
    .max(BLOCK_DISPLAY_CONDITIONS_MAX, { error: "validation.too_many" }),
  display_conditions_combine_type: z.union([z.literal(0), z.literal(1)], { error: "validation.invalid" }),
  background_color: colorSchema.nullable(),
  text_vertical_align: zeroOneTwo,
  border_is_visible: z.boolean({ error: "validation.invalid" }),
  autoplay: z.boolean({ error: "validation.invalid" }),
  /** Milliseconds before an animation starts. */
  animation_delay: int().min(0, { error: "validation.min_value" }).max(ANIMATION_DELAY_MAX_MS, {
    error: "validation.max_value",
  }),
  randomize_options_order: z.boolean({ error: "validation.invalid" }),
  loop_playback: z.boolean({ error: "validation.invalid" }),
  text_color: colorSchema.nullable(),
  horizontal_align: zeroOneTwo,
  pause_automatically: z.boolean({ error: "validation.invalid" }),
  /** Embed code or URL of an embedded player (Loom); sanitised by the server. */
  embed: shortText(10_000).nullable(),
  embed_link_id: shortText(200).nullable(),
});
export type PageBlockFields = z.infer<typeof pageBlockFieldsSchema>;

/** A block as answers present it, without its media. */
export interface PageBlock extends PageBlockFields, Timestamps {
  id: number;
  course_id: number;
  page_id: number;
}

export interface PageBlockWithMedia extends PageBlock {
  media: BlockMedia[];
}
