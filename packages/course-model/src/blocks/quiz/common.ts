import { z } from "zod";
import { quizBlock } from "../definition";
import { settingsItemIdSchema } from "../settings";

/**
 * Shared pieces of the ten question types' settings. The question itself is the block's `text` (HTML); the
 * settings hold what the learner picks from and what is right. Texts inside settings (options, pairs,
 * labels) are plain text: the views render them as text, never as HTML.
 */

/**
 * Texts of new question blocks that the builder translates when it creates the block, like
 * DEFAULT_FEEDBACK_KEYS: the stored text is in the author's language. They are app catalog keys.
 */
export const QUIZ_DEFAULT_TEXT_KEYS = {
  true: "blocks.quiz.defaults.true",
  false: "blocks.quiz.defaults.false",
  option1: "blocks.quiz.defaults.option_1",
  option2: "blocks.quiz.defaults.option_2",
  left1: "blocks.quiz.defaults.left_1",
  left2: "blocks.quiz.defaults.left_2",
  right1: "blocks.quiz.defaults.right_1",
  right2: "blocks.quiz.defaults.right_2",
  answer: "blocks.quiz.defaults.answer",
} as const;

export const QUIZ_OPTIONS_MIN = 2;
export const QUIZ_OPTIONS_MAX = 20;
export const QUIZ_BLANKS_MAX = 50;
export const QUIZ_ACCEPTED_MAX = 10;
export const QUIZ_SPOTS_MAX = 50;
export const QUIZ_ITEM_TEXT_MAX_LENGTH = 1000;

/**
 * Ids of options, blanks, pairs and spots. They are what SCORM interactions report (choice ids, matching
 * "left[.]right"), so they are kept to letters, digits, '-' and '_': never a SCORM delimiter or a space.
 */
export const quizItemIdSchema = settingsItemIdSchema.regex(/^[A-Za-z0-9_-]+$/, { error: "validation.invalid" });

/** A plain text inside settings: may be empty while the author writes it. */
export const quizItemTextSchema = z
  .string({ error: "validation.invalid" })
  .max(QUIZ_ITEM_TEXT_MAX_LENGTH, { error: "validation.too_long" });

/** Adds validation.duplicate_id on the second item of a list that repeats an id. */
export function checkUniqueIds(items: readonly { id: string }[], ctx: z.RefinementCtx, path: PropertyKey[]): void {
  const seen = new Set<string>();
  items.forEach((item, index) => {
    if (seen.has(item.id)) {
      ctx.addIssue({
        code: "custom",
        message: "validation.duplicate_id",
        input: item.id,
        path: [...path, index, "id"],
      });
    }
    seen.add(item.id);
  });
}

/** A list of 2..20 items (options, pairs). */
export const optionListSchema = <T extends z.ZodType>(item: T) =>
  z
    .array(item, { error: "validation.invalid" })
    .min(QUIZ_OPTIONS_MIN, { error: "validation.min_value" })
    .max(QUIZ_OPTIONS_MAX, { error: "validation.too_many" });

/** A question type: see quizBlock. */
export const questionBlock = quizBlock;
