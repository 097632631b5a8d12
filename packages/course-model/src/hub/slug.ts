import { z } from "zod";

export const SLUG_MAX_LENGTH = 80;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A hub's URL slug made from its name: lower-case ASCII letters, digits and single hyphens ("Café Über 2" ->
 * "cafe-uber-2"). Names with nothing latin in them ("日本語") give "hub", since the hub id in the address keeps
 * addresses unique anyway.
 */
export function slugify(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/g, "");
  return slug || "hub";
}

export const slugSchema = z
  .string({ error: "validation.required" })
  .min(1, { error: "validation.required" })
  .max(SLUG_MAX_LENGTH, { error: "validation.too_long" })
  .regex(SLUG_PATTERN, { error: "validation.slug" });
