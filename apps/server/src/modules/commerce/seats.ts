import { and, count, eq, gt, inArray, lte, or, sql } from "drizzle-orm";
import { type EventBookingRow, eventBookings, hubEvents } from "../../db/schema";
import type { Db, Tx } from "../courses/db";

/** A seat counts while confirmed, or held by a checkout that has not expired. */
export const takesSeat = or(
  eq(eventBookings.status, "confirmed"),
  and(eq(eventBookings.status, "held"), gt(eventBookings.hold_expires_at, sql`now()`)),
);

/** Seats taken per event (events without any are absent). */
export async function seatsTaken(db: Db, eventIds: readonly number[]): Promise<Map<number, number>> {
  if (eventIds.length === 0) return new Map();
  const rows = await db
    .select({ event_id: eventBookings.event_id, n: count() })
    .from(eventBookings)
    .where(and(inArray(eventBookings.event_id, [...eventIds]), takesSeat))
    .groupBy(eventBookings.event_id);
  return new Map(rows.map((row) => [row.event_id, row.n]));
}

export interface SeatRequest {
  eventId: number;
  userId: number;
  /** held: for an open checkout until `holdExpiresAt`; confirmed: a free booking. */
  status: "held" | "confirmed";
  holdExpiresAt: Date | null;
  orderId: number | null;
  orderLineId: number | null;
}

export type SeatResult = { booking: EventBookingRow } | { refused: "full" | "owned" | "gone" };

/**
 * Takes a seat inside the caller's transaction. The event's row is locked first, so two checkouts for the last
 * seat count one after the other and the second finds it taken: capacity holds however many arrive at once.
 */
export async function takeSeat(tx: Tx, seat: SeatRequest): Promise<SeatResult> {
  const [event] = await tx
    .select({ capacity: hubEvents.capacity })
    .from(hubEvents)
    .where(eq(hubEvents.id, seat.eventId))
    .for("update");
  if (!event) return { refused: "gone" };
  // The person's own lapsed hold does not stand in the way of their new one.
  await tx
    .update(eventBookings)
    .set({ status: "cancelled", cancelled_at: sql`now()`, updated_at: sql`now()` })
    .where(
      and(
        eq(eventBookings.event_id, seat.eventId),
        eq(eventBookings.user_id, seat.userId),
        eq(eventBookings.status, "held"),
        lte(eventBookings.hold_expires_at, sql`now()`),
      ),
    );
  const [own] = await tx
    .select({ id: eventBookings.id })
    .from(eventBookings)
    .where(
      and(
        eq(eventBookings.event_id, seat.eventId),
        eq(eventBookings.user_id, seat.userId),
        inArray(eventBookings.status, ["held", "confirmed"]),
      ),
    );
  if (own) return { refused: "owned" };
  if (event.capacity !== null) {
    const [taken] = await tx
      .select({ n: count() })
      .from(eventBookings)
      .where(and(eq(eventBookings.event_id, seat.eventId), takesSeat));
    if ((taken?.n ?? 0) >= event.capacity) return { refused: "full" };
  }
  const [booking] = await tx
    .insert(eventBookings)
    .values({
      event_id: seat.eventId,
      user_id: seat.userId,
      status: seat.status,
      hold_expires_at: seat.holdExpiresAt,
      order_id: seat.orderId,
      order_line_id: seat.orderLineId,
    })
    .returning();
  if (!booking) throw new Error("booking insert returned nothing");
  return { booking };
}
