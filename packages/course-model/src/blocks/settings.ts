import { z } from "zod";

/**
 * Default feedback texts of new quiz blocks (spec 4), as i18n keys of the app catalog. The builder resolves
 * them with the author's translator when it creates the block, so the stored text is in the author's
 * language and the learner sees what the author saw.
 */
export const DEFAULT_FEEDBACK_KEYS = {
  correct: "blocks.feedback.correct_default",
  incorrect: "blocks.feedback.incorrect_default",
} as const;

const FEEDBACK_MAX_LENGTH = 2000;

/** Settings every block may carry (spec 3 "Settings seen"); per-type settings extend these. */
export const commonBlockSettingsShape = {
  question_counts_in_score: z.boolean({ error: "validation.invalid" }).optional(),
  show_correct_answer: z.boolean({ error: "validation.invalid" }).optional(),
  show_answer_feedback: z.boolean({ error: "validation.invalid" }).optional(),
  correct_answer_feedback: z.string().max(FEEDBACK_MAX_LENGTH, { error: "validation.too_long" }).optional(),
  incorrect_answer_feedback: z.string().max(FEEDBACK_MAX_LENGTH, { error: "validation.too_long" }).optional(),
};

export const commonBlockSettingsSchema = z.object(commonBlockSettingsShape);

/** The settings object of any block: common keys typed, per-type keys checked by the type's own schema. */
export type BlockSettings = z.infer<typeof commonBlockSettingsSchema> & { [key: string]: unknown };

/** A content block with no settings of its own. */
export const noOwnSettings = commonBlockSettingsSchema;

/** A short stable id for items inside settings (accordion items, hotspots) so editors can key and reorder. */
export const settingsItemIdSchema = z
  .string({ error: "validation.required" })
  .min(1, { error: "validation.required" })
  .max(64, { error: "validation.too_long" });
