import { z } from "zod";
import { commonBlockSettingsShape } from "../settings";

export const RECORDING_MAX_SECONDS = 600;

/** Settings of the audio and video answers: how long a recording may run. */
export const quizRecordingSettingsSchema = z.object({
  ...commonBlockSettingsShape,
  /** Longest recording in seconds (1..600); absent for the product's limit of 600. */
  max_seconds: z
    .number({ error: "validation.invalid" })
    .int({ error: "validation.invalid" })
    .min(1, { error: "validation.min_value" })
    .max(RECORDING_MAX_SECONDS, { error: "validation.max_value" })
    .optional(),
});
export type QuizRecordingSettings = z.infer<typeof quizRecordingSettingsSchema>;
