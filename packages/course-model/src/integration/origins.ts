import { z } from "zod";

/** Most origins one integration may name. */
export const MAX_ALLOWED_ORIGINS = 20;

/**
 * A web origin as browsers compare them (scheme://host[:port], http or https, no path, query or user):
 * lower case, default ports dropped, so "HTTPS://LMS.example.com:443" and "https://lms.example.com" are one.
 * null when the text is not such an origin.
 */
export function normalizeOrigin(text: string): string | null {
  const trimmed = text.trim().replace(/\/$/, "");
  if (!/^https?:\/\/[^/?#@\s]+$/i.test(trimmed)) return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  return url.origin;
}

export const originSchema = z
  .string({ error: "validation.invalid" })
  .max(300, { error: "validation.too_long" })
  .transform((text, ctx) => {
    const origin = normalizeOrigin(text);
    if (origin === null) {
      ctx.addIssue({ code: "custom", message: "validation.origin" });
      return z.NEVER;
    }
    return origin;
  });

export const allowedOriginsSchema = z
  .array(originSchema, { error: "validation.invalid" })
  .max(MAX_ALLOWED_ORIGINS, { error: "validation.too_many" })
  .transform((origins) => [...new Set(origins)]);
