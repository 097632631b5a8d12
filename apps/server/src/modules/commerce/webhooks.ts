import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { type OrderRow, orders, paymentEvents } from "../../db/schema";
import type { ProviderEvent } from "../../payments/provider";
import type { Commerce } from "./context";
import { orderOfSession, syncOrder } from "./fulfil";
import { recordAccount, syncAccount } from "./payouts";
import { recordRefunded } from "./refunds";

const CHECKOUT_EVENTS = new Set([
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.async_payment_failed",
  "checkout.session.expired",
]);

/**
 * Stores the event by its id first: a replay (Stripe retries, or a second delivery of the same event) finds the
 * row and does nothing. A delivery whose handling fails gives its claim back, so the provider's retry is handled.
 * Answers whether this delivery handled it.
 */
export async function receiveEvent(c: Commerce, event: ProviderEvent): Promise<boolean> {
  const claimed = await c.db
    .insert(paymentEvents)
    .values({ id: event.id, provider: c.payments.name, type: event.type, account_id: event.account })
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  if (claimed.length === 0) return false;
  try {
    const orderId = await handleEvent(c, event);
    await c.db
      .update(paymentEvents)
      .set({ processed_at: sql`now()`, order_id: orderId })
      .where(eq(paymentEvents.id, event.id));
    return true;
  } catch (error) {
    await c.db.delete(paymentEvents).where(and(eq(paymentEvents.id, event.id), isNull(paymentEvents.processed_at)));
    throw error;
  }
}

async function orderOfPayment(c: Commerce, paymentIntentId: string | null): Promise<OrderRow | null> {
  if (!paymentIntentId) return null;
  const [row] = await c.db.select().from(orders).where(eq(orders.payment_intent_id, paymentIntentId));
  return row ?? null;
}

/**
 * What an event means, decided from the object as the provider tells it now (events arrive late, twice, or out of
 * order; their bodies are never trusted beyond the ids). Answers the order it concerned, if any.
 */
async function handleEvent(c: Commerce, event: ProviderEvent): Promise<number | null> {
  const account = event.account;
  if (CHECKOUT_EVENTS.has(event.type)) {
    const order = await orderOfSession(c, event.object.id);
    if (!order) return null;
    await syncOrder(c, order, event.type === "checkout.session.async_payment_failed");
    return order.id;
  }
  switch (event.type) {
    case "charge.refunded": {
      if (!account) return null;
      const charge = await c.payments.retrieveCharge(account, event.object.id);
      const order = await orderOfPayment(c, charge.paymentIntentId);
      if (!order) return null;
      await recordRefunded(c, order.id, charge.amountRefunded);
      return order.id;
    }
    case "charge.dispute.created":
    case "charge.dispute.closed": {
      if (!account) return null;
      const dispute = await c.payments.retrieveDispute(account, event.object.id);
      const order = await orderOfPayment(c, dispute.paymentIntentId);
      if (!order) return null;
      await recordDispute(c, order, dispute.status);
      return order.id;
    }
    case "account.updated": {
      await syncAccount(c.db, c.payments, account ?? event.object.id);
      return null;
    }
    case "account.application.deauthorized": {
      // The creator disconnected the platform: no more charges on that account.
      if (account) await recordAccount(c.db, account, null);
      return null;
    }
    default:
      return null;
  }
}

const OPEN_DISPUTE = ["warning_needs_response", "warning_under_review", "needs_response", "under_review"];

/**
 * A dispute freezes the order (no refunds through us while it runs); when it closes, a won dispute puts the order
 * back as it was and a lost one counts it as refunded. Access stays as it is either way: only the creator's refund
 * with revocation takes it back.
 */
async function recordDispute(c: Commerce, order: OrderRow, status: string): Promise<void> {
  if (OPEN_DISPUTE.includes(status)) {
    await c.db
      .update(orders)
      .set({ status: "disputed", status_before_dispute: order.status, updated_at: sql`now()` })
      .where(
        and(eq(orders.id, order.id), inArray(orders.status, ["paid", "fulfilled", "partially_refunded", "refunded"])),
      );
    return;
  }
  const lost = status === "lost";
  await c.db
    .update(orders)
    .set({
      status: lost ? "refunded" : sql`coalesce(${orders.status_before_dispute}, 'fulfilled')`,
      refunded: lost ? sql`${orders.total}` : sql`${orders.refunded}`,
      status_before_dispute: null,
      updated_at: sql`now()`,
    })
    .where(and(eq(orders.id, order.id), eq(orders.status, "disputed")));
}
