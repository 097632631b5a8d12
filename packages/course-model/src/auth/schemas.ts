import { z } from "zod";

/**
 * Request and answer contracts of the account calls (spec 4 Login, 6, 7).
 * Messages are i18n keys: the server translates them with the request's Content-Language,
 * the web forms with the interface language, so both show the same sentence.
 */

export const PASSWORD_MIN_LENGTH = 8;
export const NAME_MAX_LENGTH = 120;
export const EMAIL_MAX_LENGTH = 254;
export const SUPPORT_MESSAGE_MAX_LENGTH = 5000;
export const SUPPORT_SUBJECT_MAX_LENGTH = 200;
/** The web app is a public first-party OAuth client: it needs no secret. */
export const WEB_CLIENT_ID = "web";

const requiredString = (max: number) =>
  z
    .string({ error: "validation.required" })
    .trim()
    .min(1, { error: "validation.required" })
    .max(max, { error: "validation.too_long" });

export const emailSchema = z
  .string({ error: "validation.required" })
  .trim()
  .toLowerCase()
  .min(1, { error: "validation.required" })
  .max(EMAIL_MAX_LENGTH, { error: "validation.too_long" })
  .pipe(z.email({ error: "validation.email" }));

export const passwordSchema = z
  .string({ error: "validation.required" })
  .min(PASSWORD_MIN_LENGTH, { error: "validation.password_min" })
  .max(200, { error: "validation.too_long" });

export const nameSchema = requiredString(NAME_MAX_LENGTH);

function confirmed<T extends { password: string; password_confirmation: string }>(value: T, ctx: z.RefinementCtx) {
  if (value.password !== value.password_confirmation) {
    ctx.addIssue({ code: "custom", path: ["password_confirmation"], message: "validation.password_confirmation" });
  }
}

export const tokenRequestSchema = z.object({
  grant_type: z.literal("password", { error: "validation.grant_type" }),
  username: emailSchema,
  password: z.string({ error: "validation.required" }).min(1, { error: "validation.required" }),
  client_id: z.string({ error: "validation.required" }).min(1, { error: "validation.required" }),
  client_secret: z.string().optional(),
});
export type TokenRequest = z.infer<typeof tokenRequestSchema>;

export const registerRequestSchema = z
  .object({
    name: nameSchema,
    email: emailSchema,
    password: passwordSchema,
    password_confirmation: z.string({ error: "validation.required" }),
  })
  .superRefine(confirmed);
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

export const resetPasswordRequestSchema = z
  .object({
    token: z.string({ error: "validation.required" }).min(1, { error: "validation.required" }),
    password: passwordSchema,
    password_confirmation: z.string({ error: "validation.required" }),
  })
  .superRefine(confirmed);
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const validateEmailRequestSchema = z.object({
  token: z.string({ error: "validation.required" }).min(1, { error: "validation.required" }),
});
export type ValidateEmailRequest = z.infer<typeof validateEmailRequestSchema>;

/**
 * Profile edit: name, e-mail and the accessibility widget switch; a new password only when
 * current_password proves who is typing (a stolen session must not be able to lock the owner out).
 */
export const profileUpdateRequestSchema = z
  .object({
    name: nameSchema,
    email: emailSchema,
    userway_status: z.union([z.literal(0), z.literal(1)], { error: "validation.userway_status" }),
    current_password: z.string().optional(),
    password: passwordSchema.optional().or(z.literal("").transform(() => undefined)),
    password_confirmation: z.string().optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.password) return;
    if (!value.current_password) {
      ctx.addIssue({ code: "custom", path: ["current_password"], message: "validation.required" });
    }
    if (value.password !== value.password_confirmation) {
      ctx.addIssue({ code: "custom", path: ["password_confirmation"], message: "validation.password_confirmation" });
    }
  });
export type ProfileUpdateRequest = z.infer<typeof profileUpdateRequestSchema>;

export const supportMessageRequestSchema = z.object({
  subject: requiredString(SUPPORT_SUBJECT_MAX_LENGTH),
  message: requiredString(SUPPORT_MESSAGE_MAX_LENGTH),
});
export type SupportMessageRequest = z.infer<typeof supportMessageRequestSchema>;

/** The user as every answer presents it (spec 3 User). */
export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** URL of the avatar image, or null when the user has none (the web shows the default). */
  avatar: z.string().nullable(),
  userway_status: z.union([z.literal(0), z.literal(1)]),
  email_verified: z.boolean(),
  permissions: z.array(z.string()),
  /** Hubs (and event bookings) are hidden for one configured admin account (spec 2 Sidebar). */
  show_hubs: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export const APP_MODES = ["default"] as const;

/** Answer of /oauth/token, /api/register and /api/content_creator_register. */
export const tokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal("Bearer"),
  /** Seconds until the token expires. */
  expires_in: z.number().int().positive(),
  user: userSchema,
  permissions: z.array(z.string()),
  appMode: z.string(),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_MIME_TYPES = ["image/jpeg", "image/png", "image/gif"] as const;
