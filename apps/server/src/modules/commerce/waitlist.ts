import { isLanguageCode, landingPath } from "@coursewright/course-model";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { eventWaitlist, hubEvents, hubs, users } from "../../db/schema";
import type { Commerce } from "./context";
import { seatOfferedMail } from "./mail";
import { seatsTaken } from "./seats";

/**
 * Seats came free (a cancellation, a refund, an expired or failed checkout): the first people waiting, one per free
 * seat, are told by e-mail, once each. The seat is not kept for them: whoever books first has it.
 */
export async function offerFreedSeats(c: Commerce, eventIds: Iterable<number>): Promise<void> {
  const ids = [...new Set(eventIds)];
  if (ids.length === 0) return;
  const events = await c.db
    .select({ event: hubEvents, hub: { id: hubs.id, slug: hubs.slug } })
    .from(hubEvents)
    .innerJoin(hubs, eq(hubs.id, hubEvents.hub_id))
    .where(and(inArray(hubEvents.id, ids), sql`${hubEvents.starts_at} > now()`));
  const taken = await seatsTaken(
    c.db,
    events.map(({ event }) => event.id),
  );
  for (const { event, hub } of events) {
    const free = event.capacity === null ? 0 : event.capacity - (taken.get(event.id) ?? 0);
    if (free <= 0) continue;
    const waiting = c.db
      .select({ id: eventWaitlist.id })
      .from(eventWaitlist)
      .where(and(eq(eventWaitlist.event_id, event.id), isNull(eventWaitlist.offered_at)))
      .orderBy(asc(eventWaitlist.created_at), asc(eventWaitlist.id))
      .limit(free);
    // The condition on offered_at makes each person told once, whichever process frees the seat.
    const offered = await c.db
      .update(eventWaitlist)
      .set({ offered_at: sql`now()` })
      .where(and(inArray(eventWaitlist.id, waiting), isNull(eventWaitlist.offered_at)))
      .returning({ user_id: eventWaitlist.user_id });
    if (offered.length === 0) continue;
    const people = await c.db
      .select()
      .from(users)
      .where(
        inArray(
          users.id,
          offered.map((row) => row.user_id),
        ),
      );
    const url = `${c.config.publicUrl}${landingPath({ page: "events", hubId: hub.id }, hub.slug)}`;
    for (const person of people) {
      try {
        await c.mailer.send(
          seatOfferedMail({
            lang: isLanguageCode(person.locale) ? person.locale : "en",
            to: person.email,
            name: person.name,
            event,
            url,
          }),
        );
      } catch (error) {
        c.log.error({ err: error, eventId: event.id }, "seat offer mail failed");
      }
    }
  }
}
