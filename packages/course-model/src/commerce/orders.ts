import { z } from "zod";
import { idParamSchema } from "../course/common";
import type { CurrencyCode } from "../hub/currencies";
import type { CartItemKind } from "./cartKeys";

/**
 * Orders (issue 19). pending -> paid -> fulfilled, or expired / failed; after payment refunded,
 * partially_refunded, disputed. Every line grants entitlements (a course, a bundle's courses, an event booking)
 * that only a refund with revocation of that very order takes away.
 */
export const ORDER_STATUSES = [
  "pending",
  "paid",
  "fulfilled",
  "expired",
  "failed",
  "refunded",
  "partially_refunded",
  "disputed",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export interface OrderLine {
  id: number;
  kind: CartItemKind;
  item_id: number;
  title: string;
  /** Minor units, fixed when the order was made. */
  price: number;
  /** The courses the line gives (a course: itself; a bundle: its courses when the order was made; an event: none). */
  course_ids: number[];
}

/** An order as its buyer and its creator see it. */
export interface Order {
  id: number;
  hub_id: number;
  hub_name: string;
  status: OrderStatus;
  currency: CurrencyCode;
  total: number;
  /** Sum of refunds so far. */
  refunded: number;
  /** The platform's fee kept from the total (PLATFORM_FEE_PERCENT), 0 by default. */
  platform_fee: number;
  buyer: { id: number; name: string; email: string };
  lines: OrderLine[];
  provider: "stripe" | "test";
  created_at: string;
  paid_at: string | null;
  /** Whether access was taken back by a refund. */
  access_revoked: boolean;
  /** For the buyer while pending: where to pay (null otherwise). */
  checkout_url: string | null;
  /**
   * For the buyer: the hub course shares this order lets them play now (/courseShares/playerInitialPage/{share_id});
   * empty until fulfilled, after a revocation, and in the creator's view.
   */
  shares: { course_id: number; share_id: string }[];
}

/** GET /api/orders: the creator's orders, newest first. */
export const orderListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  hub_id: idParamSchema.optional(),
  /** "course:12", "bundle:3" or "event:5". */
  item: z
    .string()
    .regex(/^(course|bundle|event):[1-9]\d{0,9}$/, { error: "validation.invalid" })
    .optional(),
  status: z.enum(ORDER_STATUSES, { error: "validation.invalid" }).optional(),
  /** Dates (YYYY-MM-DD) of the order, inclusive, in UTC. */
  from: z.iso.date({ error: "validation.invalid" }).optional(),
  to: z.iso.date({ error: "validation.invalid" }).optional(),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

export const ORDERS_PER_PAGE = 25;

/** POST /api/orders/{orderId}/refund: the whole order when amount is left out. */
export const refundRequestSchema = z.object({
  amount: z
    .number({ error: "validation.invalid" })
    .int({ error: "validation.price_minor_units" })
    .positive({ error: "validation.min_value" })
    .max(99_999_999, { error: "validation.max_value" })
    .optional(),
  /** Take back what the order gave (its courses, its bookings). */
  revoke_access: z.boolean({ error: "validation.required" }),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;
