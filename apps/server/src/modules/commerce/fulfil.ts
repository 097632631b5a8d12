import { isCurrencyCode, isLanguageCode, landingPath } from "@coursewright/course-model";
import { and, eq, inArray, sql } from "drizzle-orm";
import { announceChange } from "../../cache/changes";
import {
  courseShares,
  courses,
  eventBookings,
  hubEntitlements,
  hubEvents,
  hubs,
  type OrderLineRow,
  type OrderRow,
  orderLines,
  orders,
  users,
} from "../../db/schema";
import type { CheckoutSession } from "../../payments/provider";
import type { Tx } from "../courses/db";
import { newShareId } from "../shares/service";
import type { Commerce } from "./context";
import { receiptMail } from "./mail";
import { offerFreedSeats } from "./waitlist";

export async function orderById(c: Pick<Commerce, "db">, orderId: number): Promise<OrderRow | null> {
  const [row] = await c.db.select().from(orders).where(eq(orders.id, orderId));
  return row ?? null;
}

/**
 * The provider took the money: pending (or an expiry or failure we wrote before hearing otherwise) becomes paid.
 * Nothing else moves an order to paid, and a paid order never goes back.
 */
export async function markPaid(c: Commerce, orderId: number, paymentIntentId: string | null): Promise<void> {
  await c.db
    .update(orders)
    .set({
      status: "paid",
      paid_at: sql`coalesce(${orders.paid_at}, now())`,
      payment_intent_id: paymentIntentId,
      updated_at: sql`now()`,
    })
    .where(and(eq(orders.id, orderId), inArray(orders.status, ["pending", "expired", "failed"])));
}

/** The hub's course share of a course (made on first need, one per hub and course), inside the transaction. */
async function hubShare(tx: Tx, hubId: number, courseId: number, creatorId: number): Promise<string> {
  await tx
    .insert(courseShares)
    .values({ id: newShareId(), course_id: courseId, user_id: creatorId, kind: "hub", hub_id: hubId })
    .onConflictDoNothing();
  const [share] = await tx
    .select({ id: courseShares.id })
    .from(courseShares)
    .where(and(eq(courseShares.hub_id, hubId), eq(courseShares.course_id, courseId)));
  if (!share) throw new Error("hub course share missing");
  return share.id;
}

/** What one line gives, inside the fulfilling transaction: its courses' entitlements, or its event's seat. */
async function grantLine(tx: Tx, order: OrderRow, line: OrderLineRow, shareIds: Set<string>): Promise<void> {
  if (line.kind === "event") {
    // The seat held at checkout; a hold let go meanwhile is taken back (paid never loses its seat).
    const confirmed = await tx
      .update(eventBookings)
      .set({ status: "confirmed", hold_expires_at: null, cancelled_at: null, updated_at: sql`now()` })
      .where(and(eq(eventBookings.order_line_id, line.id), inArray(eventBookings.status, ["held", "cancelled"])))
      .returning({ id: eventBookings.id });
    if (confirmed.length === 0) {
      const [event] = await tx.select({ id: hubEvents.id }).from(hubEvents).where(eq(hubEvents.id, line.item_id));
      if (event) {
        await tx
          .insert(eventBookings)
          .values({
            event_id: event.id,
            user_id: order.buyer_id,
            order_id: order.id,
            order_line_id: line.id,
            status: "confirmed",
          })
          .onConflictDoNothing();
      }
    }
    return;
  }
  if (order.hub_id === null || line.course_ids.length === 0) return;
  const existing = await tx.select({ id: courses.id }).from(courses).where(inArray(courses.id, line.course_ids));
  for (const { id: courseId } of existing) {
    shareIds.add(await hubShare(tx, order.hub_id, courseId, order.seller_id));
    await tx
      .insert(hubEntitlements)
      .values({
        hub_id: order.hub_id,
        user_id: order.buyer_id,
        course_id: courseId,
        source: "order",
        order_line_id: line.id,
      })
      .onConflictDoNothing();
  }
}

/**
 * Gives a paid order what it bought, exactly once: the conditional paid -> fulfilled update decides which caller
 * grants (the webhook, the success page, the job), in the same transaction as the entitlements and bookings. The
 * one that granted sends the receipt. Answers whether this call granted.
 */
export async function fulfil(c: Commerce, orderId: number): Promise<boolean> {
  const shareIds = new Set<string>();
  const granted = await c.db.transaction(async (tx) => {
    const [order] = await tx
      .update(orders)
      .set({ status: "fulfilled", fulfilled_at: sql`now()`, updated_at: sql`now()` })
      .where(and(eq(orders.id, orderId), eq(orders.status, "paid")))
      .returning();
    if (!order) return null;
    const lines = await tx.select().from(orderLines).where(eq(orderLines.order_id, order.id)).orderBy(orderLines.id);
    for (const line of lines) await grantLine(tx, order, line, shareIds);
    return { order, lines };
  });
  if (!granted) return false;
  // A refusal remembered before the purchase must not outlive it (other processes hear the trigger).
  for (const id of shareIds) announceChange("share", id);
  await sendReceipt(c, granted.order, granted.lines);
  return true;
}

async function sendReceipt(c: Commerce, order: OrderRow, lines: OrderLineRow[]): Promise<void> {
  try {
    const [buyer] = await c.db.select().from(users).where(eq(users.id, order.buyer_id));
    if (!buyer || !isCurrencyCode(order.currency)) return;
    const eventIds = lines.filter((line) => line.kind === "event").map((line) => line.item_id);
    const [events, [hub]] = await Promise.all([
      eventIds.length === 0 ? [] : c.db.select().from(hubEvents).where(inArray(hubEvents.id, eventIds)),
      order.hub_id === null
        ? []
        : c.db.select({ id: hubs.id, slug: hubs.slug }).from(hubs).where(eq(hubs.id, order.hub_id)),
    ]);
    const path = hub ? landingPath({ page: "home", hubId: hub.id }, hub.slug) : "/";
    await c.mailer.send(
      receiptMail({
        lang: isLanguageCode(order.locale) ? order.locale : "en",
        to: buyer.email,
        name: buyer.name,
        orderId: order.id,
        hubName: order.hub_name,
        currency: order.currency,
        total: order.total,
        lines: lines.map((line) => ({ title: line.title, price: line.price })),
        events,
        url: `${c.config.publicUrl}${path}`,
        testMode: order.provider === "test",
      }),
    );
  } catch (error) {
    // The order is the buyer's whatever happens to the mail.
    c.log.error({ err: error, orderId: order.id }, "receipt mail failed");
  }
}

/**
 * An order that will not be paid (its session expired, or an asynchronous payment failed): only while pending, so
 * a late or replayed expiry never touches a paid order; its held seats go back (and to the people waiting).
 */
export async function closeOrder(c: Commerce, orderId: number, status: "expired" | "failed"): Promise<void> {
  const freed = await c.db.transaction(async (tx) => {
    const [order] = await tx
      .update(orders)
      .set({ status, updated_at: sql`now()` })
      .where(and(eq(orders.id, orderId), eq(orders.status, "pending")))
      .returning({ id: orders.id });
    if (!order) return [];
    return tx
      .update(eventBookings)
      .set({ status: "cancelled", cancelled_at: sql`now()`, updated_at: sql`now()` })
      .where(and(eq(eventBookings.order_id, orderId), eq(eventBookings.status, "held")))
      .returning({ event_id: eventBookings.event_id });
  });
  await offerFreedSeats(
    c,
    freed.map((row) => row.event_id),
  );
}

const isPaid = (session: CheckoutSession) =>
  session.status === "complete" &&
  (session.paymentStatus === "paid" || session.paymentStatus === "no_payment_required");

/**
 * Brings an order in line with its checkout session as the provider tells it now (never as an event said it):
 * paid sessions are fulfilled, expired ones close their order, an open one past its time is expired at the
 * provider first. `failedAsync`: the provider said the asynchronous payment failed. Answers the order as it is.
 */
export async function syncOrder(c: Commerce, order: OrderRow, failedAsync = false): Promise<OrderRow> {
  if (order.status === "paid") {
    await fulfil(c, order.id);
  } else if (order.provider !== c.payments.name) {
    // Made with the other provider (the settings changed since): it can no longer be paid.
    if (order.status === "pending") await closeOrder(c, order.id, "expired");
  } else if (["pending", "expired", "failed"].includes(order.status) && order.session_id) {
    let session = await c.payments.retrieveCheckout(order.provider_account_id, order.session_id);
    if (session.status === "open" && session.expiresAt.getTime() <= Date.now()) {
      session = await c.payments.expireCheckout(order.provider_account_id, session.id, `order-${order.id}-expire`);
    }
    if (isPaid(session)) {
      await markPaid(c, order.id, session.paymentIntentId);
      await fulfil(c, order.id);
    } else if (session.status === "expired") {
      await closeOrder(c, order.id, "expired");
    } else if (session.status === "complete" && failedAsync) {
      await closeOrder(c, order.id, "failed");
    }
  }
  return (await orderById(c, order.id)) ?? order;
}

/** The order of a checkout session of ours, if it is one. */
export async function orderOfSession(c: Commerce, sessionId: string): Promise<OrderRow | null> {
  const [row] = await c.db.select().from(orders).where(eq(orders.session_id, sessionId));
  return row ?? null;
}
