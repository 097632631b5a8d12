import { z } from "zod";
import type { ScormVersion } from "../media/scorm";
import { LAUNCH_PURPOSES } from "./launchParams";

export * from "./launchParams";

/**
 * Launches (issue 8): an external system (an API integration, or a SCORM package) opens the player or the
 * builder with a signed `launch` in the URL; the page redeems it for a sign-in of its own
 * (POST /api/integration_launches/redeem) before any other call.
 */

export const SCORM_VERSIONS = ["1.2", "2004"] as const satisfies readonly ScormVersion[];

/** The external system's own id of its user (spec 4 integration_user_id). */
export const INTEGRATION_USER_ID_MAX_LENGTH = 255;
export const integrationUserIdSchema = z
  .string({ error: "validation.invalid" })
  .min(1, { error: "validation.required" })
  .max(INTEGRATION_USER_ID_MAX_LENGTH, { error: "validation.too_long" });

/** POST /api/integration_launches/redeem */
export const redeemLaunchRequestSchema = z.object({
  launch: z.string({ error: "validation.required" }).min(1, { error: "validation.required" }).max(2000, {
    error: "validation.too_long",
  }),
  /** Used only when the launch does not name the user itself (SCORM: the LMS learner). */
  integration_user_id: integrationUserIdSchema.optional(),
});
export type RedeemLaunchRequest = z.infer<typeof redeemLaunchRequestSchema>;

export const redeemedLaunchSchema = z.object({
  access_token: z.string(),
  expires_at: z.string().describe("ISO time the access token stops working"),
  course_id: z.number().int(),
  share_id: z
    .string()
    .nullable()
    .describe("The integration's share of the course, for every player call (null for the builder)"),
  integration_user_id: z.string().nullable().describe("The learner (player) or author (builder), when named"),
  purpose: z.enum(LAUNCH_PURPOSES),
  allowed_origins: z.array(z.string()).describe("Origins allowed to embed the page and to message it"),
  scorm_version: z.enum(SCORM_VERSIONS).nullable(),
});
export type RedeemedLaunch = z.infer<typeof redeemedLaunchSchema>;
