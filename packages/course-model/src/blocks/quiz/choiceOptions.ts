import { z } from "zod";
import { checkUniqueIds, QUIZ_DEFAULT_TEXT_KEYS, quizItemIdSchema, quizItemTextSchema } from "./common";

/** An option of a single or multiple choice question: a text, optionally an image of the media library. */
export const choiceOptionSchema = z.object({
  id: quizItemIdSchema,
  text: quizItemTextSchema,
  /** A media library item (IMAGE) shown with the option; null or absent for none. */
  image_media_id: z
    .number({ error: "validation.invalid" })
    .int({ error: "validation.invalid" })
    .positive({ error: "validation.invalid" })
    .nullable()
    .optional(),
  correct: z.boolean({ error: "validation.invalid" }),
});
export type ChoiceOption = z.infer<typeof choiceOptionSchema>;

/**
 * The options' own rules: ids unique, and the number of correct options. Single choice needs exactly one,
 * multiple choice at least one; both fail with validation.invalid on `options`.
 */
export function checkChoiceOptions(
  options: readonly ChoiceOption[],
  ctx: z.RefinementCtx,
  correct: "exactly_one" | "at_least_one",
): void {
  checkUniqueIds(options, ctx, ["options"]);
  const count = options.filter((option) => option.correct).length;
  if (correct === "exactly_one" ? count !== 1 : count < 1) {
    ctx.addIssue({ code: "custom", message: "validation.invalid", input: options, path: ["options"] });
  }
}

/** Two options, the first right: a new choice question can be played as it is. */
export const defaultChoiceOptions = (): ChoiceOption[] => [
  { id: "o1", text: QUIZ_DEFAULT_TEXT_KEYS.option1, image_media_id: null, correct: true },
  { id: "o2", text: QUIZ_DEFAULT_TEXT_KEYS.option2, image_media_id: null, correct: false },
];
