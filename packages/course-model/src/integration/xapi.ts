import { z } from "zod";
import { isStorableText } from "../text";

/**
 * xAPI (issue 18): the learning record store a course's statements go to, set per course or as a creator's
 * default. The secret is write-only: answers say whether one is set, never what it is.
 */

export const XAPI_FIELD_MAX = 255;
export const XAPI_ENDPOINT_MAX = 2000;

const text = (max: number) =>
  z
    .string({ error: "validation.required" })
    .trim()
    .min(1, { error: "validation.required" })
    .max(max, { error: "validation.too_long" })
    // Basic auth joins key and secret with ":" and sends them in a header: no line breaks, no colon in the key.
    .refine((value) => isStorableText(value) && !/[\r\n]/.test(value), { error: "validation.invalid" });

/**
 * What is wrong with an LRS address, as a message key, or null when it is usable: http or https, a host, no
 * credentials in it (they go in the fields below: the address is shown and logged). A scheme with nothing after
 * it ("https://", as a field prefilled with it leaves) is incomplete, not a wrong scheme: saying "start with
 * https://" to someone who typed exactly that misleads.
 */
export function xapiEndpointProblem(value: string): "validation.url" | "validation.url_incomplete" | null {
  const trimmed = value.trim();
  if (/^https?:(\/\/?)?$/i.test(trimmed)) return "validation.url_incomplete";
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return /^https?:\/\//i.test(trimmed) ? "validation.url_incomplete" : "validation.url";
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return "validation.url";
  if (url.hostname === "") return "validation.url_incomplete";
  return /^[a-z]+:\/\/[^/?#]*@/i.test(trimmed) ? "validation.url" : null;
}

/** The LRS's xAPI base address ("…/xAPI/", the part before /statements). */
export const xapiEndpointSchema = text(XAPI_ENDPOINT_MAX).superRefine((value, context) => {
  const problem = xapiEndpointProblem(value);
  if (problem) context.addIssue({ code: "custom", message: problem });
});

/** PUT /api/xapi/settings and PUT /api/xapi/courses/{courseId}/settings. */
export const xapiSettingsRequestSchema = z.object({
  endpoint: xapiEndpointSchema,
  key: text(XAPI_FIELD_MAX).refine((value) => !value.includes(":"), { error: "validation.invalid" }),
  /** Left out (or empty) to keep the stored secret; required when none is stored yet. */
  secret: z
    .string({ error: "validation.invalid" })
    .max(XAPI_FIELD_MAX, { error: "validation.too_long" })
    .refine((value) => isStorableText(value) && !/[\r\n]/.test(value), { error: "validation.invalid" })
    .optional(),
  /** The actor is the learner's e-mail (mbox) where the learner has a real one; otherwise an account on this server. */
  use_mbox: z.boolean({ error: "validation.invalid" }).default(false),
});
export type XapiSettingsRequest = z.infer<typeof xapiSettingsRequestSchema>;

export const XAPI_SCOPES = ["creator", "course"] as const;

/** Why the last delivery failed, in kinds the settings panel explains (server xapi/deliveryCause.ts). */
export const XAPI_DELIVERY_CAUSES = [
  "refused",
  "dns",
  "timeout",
  "tls",
  "reset",
  "status",
  "rejected",
  "private",
] as const;
export const xapiDeliveryCauseSchema = z.object({
  kind: z.enum(XAPI_DELIVERY_CAUSES),
  /** The HTTP status of kind "status", else null. */
  status: z.number().int().nullable(),
  /** The start of the store's answer to kind "status" (may be empty). */
  excerpt: z.string(),
});
export type XapiDeliveryCause = z.infer<typeof xapiDeliveryCauseSchema>;

/** Settings as answered: the secret only as "set". */
export const xapiSettingsSchema = z.object({
  scope: z.enum(XAPI_SCOPES),
  course_id: z.number().int().nullable(),
  endpoint: z.string(),
  key: z.string(),
  secret_set: z.boolean(),
  use_mbox: z.boolean(),
  /** Statements stored and not yet accepted by the LRS. */
  pending: z.number().int(),
  last_sent_at: z.string().nullable(),
  /** The last delivery's failure (an HTTP status or a network error), cleared by the next success. */
  last_error: z.string().nullable(),
  /** last_error in a kind the creator can act on; null when it is none of them (the text is all there is). */
  last_error_cause: xapiDeliveryCauseSchema.nullable(),
  last_error_at: z.string().nullable(),
  updated_at: z.string(),
});
export type XapiSettings = z.infer<typeof xapiSettingsSchema>;

/** GET …/settings: the settings, or null when there are none (for a course: none of its own). */
export const xapiSettingsAnswerSchema = z.object({
  data: xapiSettingsSchema.nullable(),
  /** For a course: the creator's default it falls back to when it has none of its own. */
  inherited: xapiSettingsSchema.nullable().optional(),
});
export type XapiSettingsAnswer = z.infer<typeof xapiSettingsAnswerSchema>;
