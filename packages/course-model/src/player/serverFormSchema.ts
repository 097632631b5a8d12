import { z } from "zod";
import { MAX_STORED_ID, storedIdSchema } from "../course/common";
import { isStorableText } from "../text";
import { MAX_ANSWER_MS } from "./progress";
import { isServerDate } from "./serverDate";

/**
 * Progress as the server keeps and sends it (spec 3 Progress server form): the update body's schema, which
 * POST /api/course_player/update_progress validates. The conversions to and from the client form are in
 * serverForm.ts, free of zod for the player.
 */

/** Bounds that no real course reaches, so one request cannot make the hottest write path store megabytes. */
export const PROGRESS_LIMITS = {
  pages: 2_000,
  blocks: 20_000,
  positionText: 20_000,
  answerBytes: 20_000,
  answerMs: MAX_ANSWER_MS,
} as const;

const text = (max: number) =>
  z
    .string({ error: "validation.invalid" })
    .max(max, { error: "validation.too_long" })
    .refine(isStorableText, { error: "validation.invalid" });
const idList = (max: number) => z.array(storedIdSchema).max(max, { error: "validation.too_many" });

const serverDateSchema = z
  .string({ error: "validation.invalid" })
  .refine(isServerDate, { error: "validation.invalid" });

/** Whether a JSON value holds, in a text or a key, what JSONB refuses (NUL, a lone surrogate). */
function hasUnstorableInside(value: unknown): boolean {
  if (typeof value === "string") return !isStorableText(value);
  if (Array.isArray(value)) return value.some(hasUnstorableInside);
  if (typeof value === "object" && value !== null) {
    return Object.entries(value).some(([key, item]) => !isStorableText(key) || hasUnstorableInside(item));
  }
  return false;
}

/** Any JSON, bounded in size: answers are what block views make of them (an option, a list, a text). */
const answerSchema = z
  .json({ error: "validation.invalid" })
  .refine((value) => JSON.stringify(value).length <= PROGRESS_LIMITS.answerBytes && !hasUnstorableInside(value), {
    error: "validation.invalid",
  });

export const blockProgressPositionSchema = z.object({
  type: text(64),
  text: text(PROGRESS_LIMITS.positionText),
  answerText: text(PROGRESS_LIMITS.positionText),
  correctAnswerText: text(PROGRESS_LIMITS.positionText),
  answerValue: answerSchema,
  correct: z.boolean({ error: "validation.invalid" }),
  countsIsScore: z.boolean({ error: "validation.invalid" }),
  durationMs: z
    .number({ error: "validation.invalid" })
    .int({ error: "validation.invalid" })
    .min(0, { error: "validation.min_value" })
    .max(PROGRESS_LIMITS.answerMs, { error: "validation.max_value" })
    .optional(),
});

export const serverPageProgressSchema = z.object({
  page_id: storedIdSchema,
  completed: z.boolean({ error: "validation.invalid" }),
  /** 'DD.MM.YYYY HH:mm:ss' in UTC; null for a page without a time limit. */
  finish_limit: serverDateSchema.nullable(),
});

export const serverBlockProgressSchema = z.object({
  block_id: storedIdSchema,
  completed: z.boolean({ error: "validation.invalid" }),
  correct: z.boolean({ error: "validation.invalid" }).default(true),
  /** The answer's id if it has one, else the answer value, else '' (spec 3). */
  user_answer: answerSchema.default(""),
  position: blockProgressPositionSchema.nullable().default(null),
});

/** POST /api/course_player/update_progress/{progressId} (spec 7). */
export const updateProgressRequestSchema = z.object({
  current_page_id: storedIdSchema.nullable(),
  completed: z.boolean({ error: "validation.invalid" }),
  passed: z.boolean({ error: "validation.invalid" }).default(true),
  pass_percent: z
    .number({ error: "validation.invalid" })
    .int({ error: "validation.invalid" })
    .min(0, { error: "validation.min_value" })
    .max(100, { error: "validation.max_value" })
    .default(100),
  met_display_conditions: idList(PROGRESS_LIMITS.blocks).default([]),
  current_attempt_number: z
    .number({ error: "validation.invalid" })
    .int({ error: "validation.invalid" })
    .min(0, { error: "validation.min_value" })
    .max(MAX_STORED_ID, { error: "validation.max_value" })
    .default(0),
  desired_pages_order: idList(PROGRESS_LIMITS.pages).default([]),
  pages_progresses: z.array(serverPageProgressSchema).max(PROGRESS_LIMITS.pages, { error: "validation.too_many" }),
  blocks_progresses: z.array(serverBlockProgressSchema).max(PROGRESS_LIMITS.blocks, { error: "validation.too_many" }),
});
export type UpdateProgressRequest = z.infer<typeof updateProgressRequestSchema>;
export type ServerPageProgress = z.infer<typeof serverPageProgressSchema>;
export type ServerBlockProgress = z.infer<typeof serverBlockProgressSchema>;
