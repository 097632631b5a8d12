import { z } from "zod";
import { idParamSchema, storedIdSchema } from "../course/common";
import { integrationUserIdSchema, LAUNCH_PURPOSES } from "./launch";

/** The external API (`/api/external/v1/*`), called server to server with HTTP Basic client_id:client_secret. */

export const LAUNCH_TTL = { min: 60, max: 86_400, default: 3600 } as const;

/** POST /api/external/v1/launches */
export const createLaunchRequestSchema = z.object({
  course_id: storedIdSchema,
  integration_user_id: integrationUserIdSchema,
  purpose: z.enum(LAUNCH_PURPOSES, { error: "validation.invalid" }).default("player"),
  expires_in_seconds: z
    .number({ error: "validation.invalid" })
    .int({ error: "validation.invalid" })
    .min(LAUNCH_TTL.min, { error: "validation.min_value" })
    .max(LAUNCH_TTL.max, { error: "validation.max_value" })
    .default(LAUNCH_TTL.default),
});
export type CreateLaunchRequest = z.infer<typeof createLaunchRequestSchema>;

export const launchSchema = z.object({
  url: z.string().describe("Open it in an iframe of an allowed origin (or a new window for the builder)"),
  launch: z.string().describe("The signed launch alone"),
  expires_at: z.string(),
});
export type Launch = z.infer<typeof launchSchema>;

export const externalCourseSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  updated_at: z.string(),
});
export type ExternalCourse = z.infer<typeof externalCourseSchema>;

/** GET /api/external/v1/progress?course_id&integration_user_id */
export const externalProgressQuerySchema = z.object({
  course_id: idParamSchema,
  integration_user_id: integrationUserIdSchema,
});

export const externalProgressSchema = z.object({
  course_id: z.number().int(),
  integration_user_id: z.string(),
  completed: z.boolean(),
  passed: z.boolean(),
  pass_percent: z.number(),
  attempt: z.number().int().describe("The current attempt as the player counts them (restarts add one)"),
  updated_at: z.string(),
});
export type ExternalProgress = z.infer<typeof externalProgressSchema>;
