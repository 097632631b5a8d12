import { z } from "zod";
import { emailSchema } from "../auth/schemas";
import type { CurrencyCode } from "../hub/currencies";
import { CART_KEY_PATTERN, CART_MAX_ITEMS, type CartItemKind, parseCartKey } from "./cartKeys";

/**
 * The hub's cart (issue 19; spec 9 `shopping_cart_hub_{hubId}`: a list of ids). The browser keeps item keys only;
 * what an item costs and whether it is still sold is always read by the server (POST .../cart/check) and decided
 * again when the order is made. Decision record: docs/decisions/014-selling.md.
 */

export const cartKeysSchema = z
  .array(
    z
      .string({ error: "validation.invalid" })
      .regex(CART_KEY_PATTERN, { error: "validation.invalid" })
      // The pattern lets ten digits through; an id above the database's integers names nothing, and a key the server
      // would drop must not reach the order (a cart of such keys alone made an order of nothing: a 500).
      .refine((key) => parseCartKey(key) !== null, { error: "validation.invalid" }),
  )
  .min(1, { error: "validation.required" })
  .max(CART_MAX_ITEMS, { error: "validation.too_many" })
  .transform((keys) => [...new Set(keys)]);

/** POST /api/course_hubs/landing/{hubId}/cart/check */
export const cartCheckRequestSchema = z.object({ items: cartKeysSchema });
export type CartCheckRequest = z.infer<typeof cartCheckRequestSchema>;

/**
 * Why an item cannot be bought now: no longer in the hub (or free: free courses are enrolled, free events booked),
 * already owned by the signed-in visitor, a course that a bundle in the same cart gives too (it would be paid for
 * twice), the event full or past its booking deadline, or the creator cannot take payments at the moment.
 */
export type CartItemProblem = "not_sold" | "owned" | "in_bundle" | "full" | "closed" | "payments_off";

export interface CheckedCartItem {
  key: string;
  kind: CartItemKind;
  id: number;
  title: string;
  /** Minor units of the hub's currency, read from the database. */
  price: number;
  image_url: string | null;
  /** null: can be bought. */
  problem: CartItemProblem | null;
}

export interface CheckedCart {
  hub_id: number;
  currency: CurrencyCode;
  /** Every key sent, in order, with what the server knows of it. */
  items: CheckedCartItem[];
  /** Sum of the items without a problem. */
  total: number;
  /** Whether the hub's creator can take card payments now (Buy buttons only then). */
  payments_enabled: boolean;
  /** "test" when the built-in test provider takes the payments (shown as test mode everywhere). */
  provider_mode: "live" | "test";
}

/**
 * The spec's short registration (catalogue group auth): a name and an e-mail address make a learner account whose
 * address gets a link to set a password. An address that has an account answers 422 `login_required` on `email`
 * without saying more.
 */
export const shortRegistrationSchema = z.object({
  name: z
    .string({ error: "validation.required" })
    .trim()
    .min(1, { error: "validation.required" })
    .max(255, { error: "validation.too_long" }),
  email: emailSchema,
});
export type ShortRegistration = z.infer<typeof shortRegistrationSchema>;

/**
 * POST /api/course_hubs/landing/{hubId}/checkout. Signed in: the items only. Anonymous: the short registration's
 * name and e-mail too. Items that cannot be bought answer 422 with a message per item (`items.{index}`).
 */
export const checkoutRequestSchema = z.object({
  items: cartKeysSchema,
  buyer: shortRegistrationSchema.optional(),
  /**
   * The landing page to come back to (a path of this hub's landing pages; else the hub's home). After paying the
   * browser comes back to it with `?checkout=success&order_id={id}`, after giving up with `?checkout=cancelled`.
   */
  return_path: z.string().max(2048).optional(),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

export interface CheckoutStarted {
  order_id: number;
  /** Where the browser goes to pay: Stripe Checkout, or the built-in test provider's page. */
  checkout_url: string;
  /** A short registration made an account: its e-mail got a link to set a password. */
  account_created: boolean;
  /** For an anonymous buyer: a sign-in for the new account, so the success page can show what was bought. */
  access_token: string | null;
}
