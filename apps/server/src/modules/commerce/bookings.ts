import {
  BOOKINGS_PER_PAGE,
  type EventBooking,
  isLanguageCode,
  landingPath,
  type WaitlistJoined,
} from "@coursewright/course-model";
import { and, asc, count, desc, eq, gte, inArray, lt, ne, sql } from "drizzle-orm";
import {
  type EventBookingRow,
  eventBookings,
  eventWaitlist,
  type HubEventRow,
  type HubRow,
  hubEvents,
  hubs,
  type UserRow,
  users,
} from "../../db/schema";
import { errors, ValidationError } from "../../http/errors";
import { authorize, policies } from "../../http/policies";
import type { Signer } from "../../http/signing";
import type { Commerce } from "./context";
import { bookingClosesAt } from "./items";
import { bookingConfirmedMail, paidCancellationMail } from "./mail";
import { seatsTaken, takeSeat } from "./seats";
import { offerFreedSeats } from "./waitlist";

const refusal = (id: string, field = "event_id") => ValidationError.refused(field, id, `commerce.${id}`);

/** The hub's event (404 for an unknown one or another hub's). */
export async function hubEvent(c: Pick<Commerce, "db">, hubId: number, eventId: number): Promise<HubEventRow> {
  const [event] = await c.db
    .select()
    .from(hubEvents)
    .where(and(eq(hubEvents.id, eventId), eq(hubEvents.hub_id, hubId)));
  if (!event) throw errors.notFound();
  return event;
}

function eventsUrl(c: Commerce, hub: Pick<HubRow, "id" | "slug">): string {
  return `${c.config.publicUrl}${landingPath({ page: "events", hubId: hub.id }, hub.slug)}`;
}

const isFull = async (c: Pick<Commerce, "db">, event: HubEventRow) =>
  event.capacity !== null && ((await seatsTaken(c.db, [event.id])).get(event.id) ?? 0) >= event.capacity;

/** Why nobody could book the event now (checked again under the lock when booking). */
export async function refuseUnbookable(c: Pick<Commerce, "db">, event: HubEventRow): Promise<void> {
  if (event.price > 0) throw refusal("event_not_free");
  if (bookingClosesAt(event).getTime() <= Date.now()) throw refusal("event_closed");
  if (await isFull(c, event)) throw refusal("event_full");
}

/** Why nobody could join the event's waiting list now. */
export async function refuseUnwaitable(c: Pick<Commerce, "db">, event: HubEventRow): Promise<void> {
  if (bookingClosesAt(event).getTime() <= Date.now()) throw refusal("event_closed");
  if (!(await isFull(c, event))) throw refusal("seats_left");
}

/**
 * Books a free event: a confirmed seat at once, taken under the event's row lock so the capacity holds. A priced
 * event is bought through the cart; a full one offers the waiting list.
 */
export async function bookFree(c: Commerce, hub: HubRow, event: HubEventRow, user: UserRow): Promise<EventBookingRow> {
  if (event.price > 0) throw refusal("event_not_free");
  if (bookingClosesAt(event).getTime() <= Date.now()) throw refusal("event_closed");
  const seat = await c.db.transaction((tx) =>
    takeSeat(tx, {
      eventId: event.id,
      userId: user.id,
      status: "confirmed",
      holdExpiresAt: null,
      orderId: null,
      orderLineId: null,
    }),
  );
  if ("refused" in seat) {
    if (seat.refused === "full") throw refusal("event_full");
    if (seat.refused === "owned") throw refusal("already_booked");
    throw errors.notFound();
  }
  // Booked: no longer waiting.
  await c.db.delete(eventWaitlist).where(and(eq(eventWaitlist.event_id, event.id), eq(eventWaitlist.user_id, user.id)));
  try {
    await c.mailer.send(
      bookingConfirmedMail({
        lang: isLanguageCode(user.locale) ? user.locale : "en",
        to: user.email,
        name: user.name,
        event,
        url: eventsUrl(c, hub),
      }),
    );
  } catch (error) {
    c.log.error({ err: error, bookingId: seat.booking.id }, "booking mail failed");
  }
  return seat.booking;
}

/** Joins the waiting list of a full event (joining again keeps one's place). */
export async function joinWaitlist(
  c: Commerce,
  event: HubEventRow,
  user: UserRow,
): Promise<Omit<WaitlistJoined, "account_created" | "access_token">> {
  await refuseUnwaitable(c, event);
  const [own] = await c.db
    .select({ id: eventBookings.id })
    .from(eventBookings)
    .where(
      and(
        eq(eventBookings.event_id, event.id),
        eq(eventBookings.user_id, user.id),
        eq(eventBookings.status, "confirmed"),
      ),
    );
  if (own) throw refusal("already_booked");
  await c.db.insert(eventWaitlist).values({ event_id: event.id, user_id: user.id }).onConflictDoNothing();
  const [mine] = await c.db
    .select({ created_at: eventWaitlist.created_at, id: eventWaitlist.id })
    .from(eventWaitlist)
    .where(and(eq(eventWaitlist.event_id, event.id), eq(eventWaitlist.user_id, user.id)));
  if (!mine) throw errors.notFound();
  const [ahead] = await c.db
    .select({ n: count() })
    .from(eventWaitlist)
    .where(
      and(
        eq(eventWaitlist.event_id, event.id),
        sql`(${eventWaitlist.created_at}, ${eventWaitlist.id}) < (${mine.created_at}, ${mine.id})`,
      ),
    );
  return { event_id: event.id, position: (ahead?.n ?? 0) + 1 };
}

type BookingWithEvent = { booking: EventBookingRow; event: HubEventRow; hub_name: string };

export function presentBooking(row: BookingWithEvent, signer: Signer, now = Date.now()): EventBooking {
  const { booking, event } = row;
  const confirmed = booking.status === "confirmed";
  const expires = signer.expiry();
  const path = `/api/event_bookings/${booking.id}/ics`;
  return {
    id: booking.id,
    status: booking.status,
    event: {
      id: event.id,
      hub_id: event.hub_id,
      hub_name: row.hub_name,
      title: event.title,
      starts_at: event.starts_at.toISOString(),
      ends_at: event.ends_at.toISOString(),
      time_zone: event.time_zone,
      place: event.place,
      online_url: confirmed ? event.online_url : null,
    },
    paid: booking.order_id !== null,
    order_id: booking.order_id,
    can_cancel: confirmed && event.cancellation_allowed && event.starts_at.getTime() > now,
    ics_url: `${path}?expires=${expires}&sig=${signer.sign(`${path}:${expires}`)}`,
    created_at: booking.created_at.toISOString(),
  };
}

/** A signed .ics address works without a sign-in until it expires (a plain download link). */
export function icsSignatureValid(signer: Signer, bookingId: number, expires: number, sig: string): boolean {
  return expires * 1000 > Date.now() && signer.verify(`/api/event_bookings/${bookingId}/ics:${expires}`, sig);
}

const withEvent = {
  booking: eventBookings,
  event: hubEvents,
  hub_name: hubs.name,
};

/** The learner's bookings: upcoming (not ended) soonest first, or past latest first; held seats are not listed. */
export async function listBookings(c: Commerce, user: UserRow, when: "upcoming" | "past", page: number) {
  const where = and(
    eq(eventBookings.user_id, user.id),
    ne(eventBookings.status, "held"),
    when === "upcoming" ? gte(hubEvents.ends_at, sql`now()`) : lt(hubEvents.ends_at, sql`now()`),
  );
  const [rows, [total]] = await Promise.all([
    c.db
      .select(withEvent)
      .from(eventBookings)
      .innerJoin(hubEvents, eq(hubEvents.id, eventBookings.event_id))
      .innerJoin(hubs, eq(hubs.id, hubEvents.hub_id))
      .where(where)
      .orderBy(when === "upcoming" ? asc(hubEvents.starts_at) : desc(hubEvents.starts_at), desc(eventBookings.id))
      .limit(BOOKINGS_PER_PAGE)
      .offset((page - 1) * BOOKINGS_PER_PAGE),
    c.db
      .select({ n: count() })
      .from(eventBookings)
      .innerJoin(hubEvents, eq(hubEvents.id, eventBookings.event_id))
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A booking of the signed-in person (403 for another's, 404 for none). */
export async function ownBooking(c: Pick<Commerce, "db">, user: UserRow | null, bookingId: number) {
  const [row] = await c.db
    .select(withEvent)
    .from(eventBookings)
    .innerJoin(hubEvents, eq(hubEvents.id, eventBookings.event_id))
    .innerJoin(hubs, eq(hubs.id, hubEvents.hub_id))
    .where(eq(eventBookings.id, bookingId));
  if (!row) throw errors.notFound();
  if (user) authorize(policies.ownBooking(user, row.booking));
  return row;
}

/**
 * Cancels a confirmed booking the creator lets people cancel, before the event starts: the seat is free again
 * (and offered to the first person waiting). A paid booking's refund is the creator's decision: they are told.
 */
export async function cancelBooking(c: Commerce, user: UserRow, bookingId: number): Promise<BookingWithEvent> {
  const row = await ownBooking(c, user, bookingId);
  const { event } = row;
  if (!event.cancellation_allowed || event.starts_at.getTime() <= Date.now())
    throw refusal("cancel_not_allowed", "booking_id");
  const [cancelled] = await c.db
    .update(eventBookings)
    .set({ status: "cancelled", cancelled_at: sql`now()`, updated_at: sql`now()` })
    .where(and(eq(eventBookings.id, bookingId), eq(eventBookings.status, "confirmed")))
    .returning();
  if (!cancelled) throw refusal("cancel_not_allowed", "booking_id");
  await offerFreedSeats(c, [event.id]);
  if (cancelled.order_id !== null) await tellCreator(c, user, event, cancelled.order_id);
  return { ...row, booking: cancelled };
}

async function tellCreator(c: Commerce, learner: UserRow, event: HubEventRow, orderId: number): Promise<void> {
  try {
    const [creator] = await c.db
      .select({ user: users })
      .from(hubs)
      .innerJoin(users, eq(users.id, hubs.user_id))
      .where(eq(hubs.id, event.hub_id));
    if (!creator) return;
    await c.mailer.send(
      paidCancellationMail({
        lang: isLanguageCode(creator.user.locale) ? creator.user.locale : "en",
        to: creator.user.email,
        creatorName: creator.user.name,
        learnerName: learner.name,
        title: event.title,
        orderId,
        url: `${c.config.publicUrl}/orders?status=fulfilled&item=event:${event.id}`,
      }),
    );
  } catch (error) {
    c.log.error({ err: error, eventId: event.id }, "cancellation mail failed");
  }
}

/** The creator's view of an event's seats: bookings (lapsed holds left out), what is left, the waiting list. */
export async function bookingsOverview(c: Pick<Commerce, "db">, event: HubEventRow) {
  const [attendees, waiting, taken] = await Promise.all([
    c.db
      .select({ booking: eventBookings, user: { id: users.id, name: users.name, email: users.email } })
      .from(eventBookings)
      .innerJoin(users, eq(users.id, eventBookings.user_id))
      .where(
        and(
          eq(eventBookings.event_id, event.id),
          sql`not (${eventBookings.status} = 'held' and ${eventBookings.hold_expires_at} <= now())`,
        ),
      )
      .orderBy(asc(eventBookings.created_at), asc(eventBookings.id)),
    c.db
      .select({ entry: eventWaitlist, user: { id: users.id, name: users.name, email: users.email } })
      .from(eventWaitlist)
      .innerJoin(users, eq(users.id, eventWaitlist.user_id))
      .where(eq(eventWaitlist.event_id, event.id))
      .orderBy(asc(eventWaitlist.created_at), asc(eventWaitlist.id)),
    seatsTaken(c.db, [event.id]),
  ]);
  const seats = taken.get(event.id) ?? 0;
  return {
    capacity: event.capacity,
    taken: seats,
    left: event.capacity === null ? null : Math.max(0, event.capacity - seats),
    attendees: attendees.map(({ booking, user }) => ({
      booking_id: booking.id,
      status: booking.status,
      user,
      order_id: booking.order_id,
      attended: booking.attended,
      created_at: booking.created_at.toISOString(),
    })),
    waitlist: waiting.map(({ entry, user }) => ({
      id: entry.id,
      user,
      created_at: entry.created_at.toISOString(),
      offered_at: entry.offered_at?.toISOString() ?? null,
    })),
  };
}

export async function markAttended(c: Pick<Commerce, "db">, eventId: number, bookingId: number, attended: boolean) {
  const [row] = await c.db
    .update(eventBookings)
    .set({ attended, updated_at: sql`now()` })
    .where(
      and(
        eq(eventBookings.id, bookingId),
        eq(eventBookings.event_id, eventId),
        inArray(eventBookings.status, ["confirmed", "cancelled", "refunded"]),
      ),
    )
    .returning();
  if (!row) throw errors.notFound();
  return row;
}
