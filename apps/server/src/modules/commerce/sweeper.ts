import { and, eq, inArray, lte, notInArray, or, sql } from "drizzle-orm";
import { eventBookings, type OrderRow, orders } from "../../db/schema";
import { resultRows } from "../courses/db";
import { type Commerce, RECHECK_AFTER_MINUTES } from "./context";
import { fulfil, syncOrder } from "./fulfil";
import { offerFreedSeats } from "./waitlist";

/** Orders one round asks the provider about at most. */
const BATCH = 50;
/** A process that claimed an order has this long before another may ask about it again. */
const CLAIM_MINUTES = 5;

/**
 * Claims orders to ask the provider about: still pending after RECHECK_AFTER_MINUTES (or past their session's
 * expiry), not asked about lately. The conditional update of checked_at (rows locked and skipped by the others)
 * gives each order to one process, however many run this at once.
 */
async function claimStale(c: Commerce): Promise<number[]> {
  const result = await c.db.execute(sql`
    update ${orders} set checked_at = now()
     where ${orders.id} in (
       select id from ${orders}
        where ${orders.status} = 'pending'
          and (${orders.created_at} < now() - make_interval(mins => ${RECHECK_AFTER_MINUTES})
               or ${orders.expires_at} < now())
          and (${orders.checked_at} is null or ${orders.checked_at} < now() - make_interval(mins => ${CLAIM_MINUTES}))
        order by ${orders.created_at}
        limit ${BATCH}
        for update skip locked)
    returning ${orders.id}`);
  return resultRows(result).map((row) => Number(row.id));
}

/**
 * One round of the pending-orders job: stale pending orders are brought in line with their provider (paid ones
 * fulfilled, expired ones closed: a stale order's expiry only ever closes that order), paid orders whose
 * fulfilment was cut short are fulfilled, and seats held past their time go back to the people waiting.
 */
export async function sweepOrders(c: Commerce): Promise<{ checked: number; released: number }> {
  const ids = await claimStale(c);
  for (const id of ids) {
    const [order] = await c.db.select().from(orders).where(eq(orders.id, id));
    if (!order) continue;
    try {
      await syncOrder(c, order);
    } catch (error) {
      c.log.warn({ err: error, orderId: id }, "pending order re-check failed; the next round retries");
    }
  }
  const unfulfilled: Pick<OrderRow, "id">[] = await c.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, "paid"), lte(orders.paid_at, sql`now() - interval '1 minute'`)))
    .limit(BATCH);
  for (const { id } of unfulfilled) await fulfil(c, id);
  const settled = c.db
    .select({ id: orders.id })
    .from(orders)
    .where(inArray(orders.status, ["paid", "fulfilled"]));
  const released = await c.db
    .update(eventBookings)
    .set({ status: "cancelled", cancelled_at: sql`now()`, updated_at: sql`now()` })
    .where(
      and(
        eq(eventBookings.status, "held"),
        lte(eventBookings.hold_expires_at, sql`now()`),
        or(sql`${eventBookings.order_id} is null`, notInArray(eventBookings.order_id, settled)),
      ),
    )
    .returning({ event_id: eventBookings.event_id });
  await offerFreedSeats(
    c,
    released.map((row) => row.event_id),
  );
  return { checked: ids.length, released: released.length };
}
