import { z } from "zod";
import { stripBidiControls } from "../text";
import { INTEGRATION_TITLE_MAX_LENGTH } from "./apiIntegration";
import { xapiDeliveryCauseSchema } from "./xapi";

/** LTI 1.3 (issue 18): a platform (an LMS) a creator registers, and the tool's own addresses it is given. */

export const LTI_DEPLOYMENTS_MAX = 20;

const text = (max: number) =>
  z
    .string({ error: "validation.required" })
    .overwrite(stripBidiControls)
    .trim()
    .min(1, { error: "validation.required" })
    .max(max, { error: "validation.too_long" });

/** An https address (http only for localhost, as platforms under development run there). */
const endpointSchema = text(2000).refine(
  (value) => {
    try {
      const url = new URL(value);
      return url.protocol === "https:" || (url.protocol === "http:" && /^(localhost|127\.0\.0\.1)$/.test(url.hostname));
    } catch {
      return false;
    }
  },
  { error: "validation.url" },
);

/** POST /api/lti/platforms and PUT /api/lti/platforms/{id}. */
export const ltiPlatformRequestSchema = z.object({
  title: text(INTEGRATION_TITLE_MAX_LENGTH),
  issuer: endpointSchema,
  client_id: text(255),
  deployment_ids: z
    .array(text(255), { error: "validation.required" })
    .min(1, { error: "validation.required" })
    .max(LTI_DEPLOYMENTS_MAX, { error: "validation.too_many" }),
  auth_url: endpointSchema,
  token_url: endpointSchema,
  jwks_url: endpointSchema,
});
export type LtiPlatformRequest = z.infer<typeof ltiPlatformRequestSchema>;

export const ltiPlatformSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  issuer: z.string(),
  client_id: z.string(),
  deployment_ids: z.array(z.string()),
  auth_url: z.string(),
  token_url: z.string(),
  jwks_url: z.string(),
  last_used_at: z.string().nullable(),
  /** When a score (AGS grade passback) last reached the platform, null before any. */
  last_score_sent_at: z.string().nullable(),
  /** Why the last score delivery failed (null once one succeeds): the technical text, and its kind in words. */
  last_score_error: z.string().nullable(),
  last_score_error_cause: xapiDeliveryCauseSchema.nullable(),
  last_score_error_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type LtiPlatform = z.infer<typeof ltiPlatformSchema>;

/** What a platform admin enters on the LMS side: the tool's addresses and a JSON configuration to paste. */
export const ltiToolConfigSchema = z.object({
  login_url: z.string(),
  launch_url: z.string(),
  jwks_url: z.string(),
  configuration: z.record(z.string(), z.unknown()),
});
export type LtiToolConfig = z.infer<typeof ltiToolConfigSchema>;
