import {
  formatPrice,
  formatPriceFor,
  isCurrencyCode,
  isLanguageCode,
  isOnPriceStep,
  priceStepMinor,
  type RefundRequest,
} from "@coursewright/course-model";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { announceChange } from "../../cache/changes";
import {
  courseShares,
  eventBookings,
  hubEntitlements,
  type OrderRow,
  orderLines,
  orders,
  type UserRow,
  users,
} from "../../db/schema";
import { errors, ValidationError } from "../../http/errors";
import { authorize, policies } from "../../http/policies";
import type { Tx } from "../courses/db";
import { providerUnavailable } from "./checkout";
import type { Commerce } from "./context";
import { bcp47, refundMail } from "./mail";
import { offerFreedSeats } from "./waitlist";

/** A paid order is refundable once it has given what it sold (fulfilment follows payment within the request). */
const REFUNDABLE = ["fulfilled", "partially_refunded"] as const;

const notRefundable = () => ValidationError.refused("order_id", "not_refundable", "commerce.not_refundable");

/**
 * Records what the provider says has been refunded of an order's charge (a refund of ours, or one made in the
 * provider's dashboard): the total only grows, the status follows it. Access is never touched here: only a refund
 * with revocation, through the refund route, takes it back.
 */
export async function recordRefunded(c: Pick<Commerce, "db">, orderId: number, amountRefunded: number): Promise<void> {
  await c.db
    .update(orders)
    .set({
      refunded: sql`least(${orders.total}, greatest(${orders.refunded}, ${amountRefunded}))`,
      status: sql`case when ${orders.status} in ('fulfilled', 'partially_refunded', 'refunded')
        then (case when least(${orders.total}, greatest(${orders.refunded}, ${amountRefunded})) >= ${orders.total}
              then 'refunded' else 'partially_refunded' end)
        else ${orders.status} end`,
      updated_at: sql`now()`,
    })
    .where(eq(orders.id, orderId));
}

/** Takes back what this order gave, and only that: its lines' entitlements and its bookings. */
async function revokeOrder(tx: Tx, order: OrderRow) {
  const lineIds = tx.select({ id: orderLines.id }).from(orderLines).where(eq(orderLines.order_id, order.id));
  const revoked = await tx
    .update(hubEntitlements)
    .set({ revoked_at: sql`now()` })
    .where(and(inArray(hubEntitlements.order_line_id, lineIds), isNull(hubEntitlements.revoked_at)))
    .returning({ hub_id: hubEntitlements.hub_id, course_id: hubEntitlements.course_id });
  const freed = await tx
    .update(eventBookings)
    .set({ status: "refunded", hold_expires_at: null, updated_at: sql`now()` })
    .where(and(eq(eventBookings.order_id, order.id), inArray(eventBookings.status, ["held", "confirmed"])))
    .returning({ event_id: eventBookings.event_id });
  await tx.update(orders).set({ access_revoked: true }).where(eq(orders.id, order.id));
  const shares =
    revoked.length === 0
      ? []
      : await tx
          .select({ id: courseShares.id })
          .from(courseShares)
          .where(
            and(
              inArray(
                courseShares.hub_id,
                revoked.map((row) => row.hub_id),
              ),
              inArray(
                courseShares.course_id,
                revoked.map((row) => row.course_id),
              ),
            ),
          );
  return { shareIds: shares.map((share) => share.id), eventIds: freed.map((row) => row.event_id) };
}

/**
 * The creator refunds an order in full (no amount) or in part, and chooses whether its access ends. The amount is
 * reserved on the order first (two refunds at once cannot exceed the total), then refunded at the provider with
 * the Idempotency-Key refund-{order}-{n}; a provider failure gives the reservation back.
 */
export async function refundOrder(c: Commerce, user: UserRow, orderId: number, body: RefundRequest): Promise<OrderRow> {
  const reserved = await c.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (!order) throw errors.notFound();
    authorize(policies.refundOrder(user, order));
    if (order.status === "disputed") throw ValidationError.refused("order_id", "order_disputed", "commerce.disputed");
    if (!REFUNDABLE.some((status) => status === order.status) || !order.payment_intent_id) throw notRefundable();
    const left = order.total - order.refunded;
    const amount = body.amount ?? left;
    if (left <= 0) throw notRefundable();
    const currency = isCurrencyCode(order.currency) ? order.currency : "EUR";
    if (amount > left) {
      throw ValidationError.field("amount", "commerce.refund_too_large", { amount: formatPrice(left, currency) });
    }
    // The payment provider refuses KWD 1.005 as it refuses such a price (see hubs/priceSteps).
    if (!isOnPriceStep(amount, currency)) {
      const step = formatPrice(priceStepMinor(currency), currency);
      throw ValidationError.field("amount", "validation.price_step", { currency, step });
    }
    const [claimed] = await tx
      .update(orders)
      .set({ refunded: sql`${orders.refunded} + ${amount}`, refund_count: sql`${orders.refund_count} + 1` })
      .where(eq(orders.id, order.id))
      .returning();
    if (!claimed) throw errors.notFound();
    return { order: claimed, amount, paymentIntentId: order.payment_intent_id };
  });
  const { order, amount } = reserved;
  let amountRefunded: number;
  try {
    ({ amountRefunded } = await c.payments.refund({
      accountId: order.provider_account_id,
      paymentIntentId: reserved.paymentIntentId,
      amount,
      idempotencyKey: `refund-${order.id}-${order.refund_count}`,
    }));
  } catch (error) {
    c.log.error({ err: error, orderId: order.id }, "refund failed at the provider");
    await c.db
      .update(orders)
      .set({ refunded: sql`greatest(0, ${orders.refunded} - ${amount})` })
      .where(eq(orders.id, order.id));
    throw providerUnavailable();
  }
  await recordRefunded(c, order.id, amountRefunded);
  const revoked = body.revoke_access ? await c.db.transaction((tx) => revokeOrder(tx, order)) : null;
  if (revoked) {
    for (const id of revoked.shareIds) announceChange("share", id);
    await offerFreedSeats(c, revoked.eventIds);
  }
  await mailRefund(c, order, amount, body.revoke_access);
  const [after] = await c.db.select().from(orders).where(eq(orders.id, order.id));
  return after ?? order;
}

async function mailRefund(c: Commerce, order: OrderRow, amount: number, revoked: boolean): Promise<void> {
  try {
    const [buyer] = await c.db.select().from(users).where(eq(users.id, order.buyer_id));
    if (!buyer || !isCurrencyCode(order.currency)) return;
    const lang = isLanguageCode(order.locale) ? order.locale : "en";
    await c.mailer.send(
      refundMail({
        lang,
        to: buyer.email,
        name: buyer.name,
        orderId: order.id,
        hubName: order.hub_name,
        amount: formatPriceFor(amount, order.currency, bcp47(lang)),
        revoked,
      }),
    );
  } catch (error) {
    c.log.error({ err: error, orderId: order.id }, "refund mail failed");
  }
}
