import { z } from "zod";
import { stripBidiControls } from "../text";

/** Stored ids are PostgreSQL serials (int4): a larger number names nothing and the database would refuse it. */
export const MAX_STORED_ID = 2_147_483_647;

/** An id the database gave out. */
export const storedIdSchema = z
  .number({ error: "validation.invalid" })
  .int({ error: "validation.invalid" })
  .positive({ error: "validation.invalid" })
  .max(MAX_STORED_ID, { error: "validation.invalid" });

/**
 * A stored id as a path or a query string carries it: at most ten digits (leading zeros allowed, as before), from 1
 * to int4's maximum. Whatever is wrong with it (letters, a sign, 23 digits, 2,000 characters) answers one message,
 * before any query runs.
 */
export const idParamSchema = z
  .string({ error: "validation.invalid" })
  .regex(/^[0-9]{1,10}$/, { error: "validation.invalid" })
  .transform(Number)
  .refine((id) => id >= 1 && id <= MAX_STORED_ID, { error: "validation.invalid" });

/**
 * The id of an item the builder created and the server has not stored yet. Temporary ids are negative, so a
 * reference inside a save (a page's topic_id, a block's page_id) is stored when positive and points into the
 * same save when negative: nothing has to guess which one was meant.
 */
export const tempIdSchema = z.number({ error: "validation.invalid" }).int({ error: "validation.invalid" }).negative({
  error: "validation.invalid",
});

/** A reference inside a save: a stored id or a temporary id of the same save. Never 0, within int4 either way. */
export const refIdSchema = z
  .number({ error: "validation.invalid" })
  .int({ error: "validation.invalid" })
  .min(-MAX_STORED_ID, { error: "validation.invalid" })
  .max(MAX_STORED_ID, { error: "validation.invalid" })
  .refine((id) => id !== 0, { error: "validation.invalid" });

export const isTempId = (id: number) => id < 0;

/** Hex (#rgb, #rgba, #rrggbb, #rrggbbaa) or rgb()/rgba(): what colour pickers produce, nothing that could break out of a style. */
const COLOR_PATTERN =
  /^(#([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})|rgba?\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*(,\s*(0|1|0?\.\d+)\s*)?\))$/i;

export const colorSchema = z
  .string({ error: "validation.invalid" })
  .max(64, { error: "validation.color" })
  .regex(COLOR_PATTERN, { error: "validation.color" });

/** Position among siblings, from 0. */
export const orderSchema = z
  .number({ error: "validation.invalid" })
  .int({ error: "validation.invalid" })
  .min(0, { error: "validation.min_value" })
  .max(MAX_STORED_ID, { error: "validation.max_value" });

export const titleSchema = z
  .string({ error: "validation.required" })
  .overwrite(stripBidiControls)
  .max(255, { error: "validation.too_long" });

/** Server timestamps as the answers carry them. */
export interface Timestamps {
  created_at: string;
  updated_at: string;
}
