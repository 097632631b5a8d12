// Answer shapes of the progress routes (OpenAPI at /api/docs), checked against course-model's types.
import {
  type PlayerProgress,
  type ProgressWriteResult,
  serverBlockProgressSchema,
  serverPageProgressSchema,
} from "@coursewright/course-model";
import { z } from "zod";

const id = z.number().int();

export const playerProgressSchema = z
  .object({
    id,
    share_id: z.string(),
    course_id: id,
    current_page_id: id.nullable(),
    completed: z.boolean(),
    passed: z.boolean(),
    pass_percent: z.number().int(),
    met_display_conditions: z.array(id),
    current_attempt_number: z.number().int(),
    desired_pages_order: z.array(id),
    pages_progresses: z.array(serverPageProgressSchema),
    blocks_progresses: z.array(serverBlockProgressSchema),
    attempts: z.number().int().nullable().describe("The course's attempts limit; null for unlimited"),
    revision: z.number().int().describe("Grows by one with every stored write"),
    beacon_token: z.string().describe("Put it in the body of a navigator.sendBeacon write as beacon_token"),
    beacon_token_expires_at: z.string(),
    updated_at: z.string(),
  })
  .describe("A learner's progress (spec 3 Progress server form)") satisfies z.ZodType<PlayerProgress>;

export const progressWriteSchema = z.object({
  id,
  revision: z.number().int(),
  current_attempt_number: z.number().int(),
  completed: z.boolean(),
}) satisfies z.ZodType<ProgressWriteResult>;

export const staleProgressSchema = z.object({
  message: z.string(),
  error: z.literal("progress_stale"),
  data: playerProgressSchema.describe("The stored progress, which the write did not change"),
});
