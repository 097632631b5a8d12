import type { BlockSettings } from "@coursewright/course-model";

/** The two labels the learner reads: the author's, else the translated defaults. */
export function trueFalseLabels(
  settings: BlockSettings,
  fallback: { true: string; false: string },
): { true: string; false: string } {
  const own = (value: unknown) => (typeof value === "string" && value.trim() !== "" ? value : null);
  return { true: own(settings.true_label) ?? fallback.true, false: own(settings.false_label) ?? fallback.false };
}

/** The stored answer as true/false, or null when there is none (or of another shape). */
export const storedTrueFalse = (answerValue: unknown): boolean | null =>
  typeof answerValue === "boolean" ? answerValue : null;

/** The correct answer of the settings; true when missing (the default of a new block). */
export const correctTrueFalse = (settings: BlockSettings): boolean => settings.correct_answer !== false;
