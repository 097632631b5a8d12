import { type EventRequest, type HubEvent, utcToZonedWallTime, zonedWallTimeToUtc } from "@coursewright/course-model";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/open";
import { type HubEventRow, type HubRow, hubEvents } from "../../db/schema";
import { errors, ValidationError } from "../../http/errors";
import { sanitizeRichText } from "../builder/sanitize";
import { seatsTaken } from "../commerce/seats";
import type { Db } from "../courses/db";
import type { MediaRows } from "../courses/presenter";
import { mediaRowsById } from "../courses/service";
import { type ImageLinks, presentHubImage } from "./images";
import { checkPriceSteps } from "./priceSteps";
import { checkImages, throwIfAny } from "./references";
import { announceHubs, touchHub } from "./version";

/**
 * `revealLink`: the creator sees the online link; visitors see only that there is one (people booked find it in
 * their bookings). `booked`: the seats taken (commerce/seats.ts).
 */
export function presentEvent(
  row: HubEventRow,
  links: ImageLinks,
  media: MediaRows,
  revealLink: boolean,
  booked: number,
): HubEvent {
  const zone = row.time_zone;
  return {
    id: row.id,
    hub_id: row.hub_id,
    title: row.title,
    description: row.description,
    image: presentHubImage(links, media, row.image_media_id),
    starts_at: row.starts_at.toISOString(),
    ends_at: row.ends_at.toISOString(),
    time_zone: zone,
    starts_at_local: utcToZonedWallTime(row.starts_at, zone),
    ends_at_local: utcToZonedWallTime(row.ends_at, zone),
    booking_deadline: row.booking_deadline?.toISOString() ?? null,
    booking_deadline_local: row.booking_deadline ? utcToZonedWallTime(row.booking_deadline, zone) : null,
    online_url: revealLink ? row.online_url : null,
    is_online: row.online_url !== null,
    place: row.place,
    capacity: row.capacity,
    booked,
    price: row.price,
    cancellation_allowed: row.cancellation_allowed,
  };
}

export async function presentEvents(db: Db, rows: HubEventRow[], links: ImageLinks, revealLink: boolean) {
  const ids = rows.map((row) => row.id);
  const [media, booked] = await Promise.all([
    mediaRowsById(
      db,
      rows.map((row) => row.image_media_id),
    ),
    seatsTaken(db, ids),
  ]);
  return rows.map((row) => presentEvent(row, links, media, revealLink, booked.get(row.id) ?? 0));
}

/** The hub's events, soonest first (or the one with `eventId`). */
export function eventsOf(db: Db, hubId: number, eventId?: number): Promise<HubEventRow[]> {
  return db
    .select()
    .from(hubEvents)
    .where(
      eventId === undefined ? eq(hubEvents.hub_id, hubId) : and(eq(hubEvents.hub_id, hubId), eq(hubEvents.id, eventId)),
    )
    .orderBy(asc(hubEvents.starts_at), asc(hubEvents.id));
}

/** The stored form: instants from the wall-clock times in the event's zone (the request schema checked them). */
function eventValues(body: EventRequest) {
  const at = (wall: string, field: string) => {
    const instant = zonedWallTimeToUtc(wall, body.time_zone);
    if (!instant) throw ValidationError.field(field, "validation.date_time");
    return instant;
  };
  return {
    title: body.title,
    description: sanitizeRichText(body.description),
    image_media_id: body.image_media_id,
    starts_at: at(body.starts_at, "starts_at"),
    ends_at: at(body.ends_at, "ends_at"),
    time_zone: body.time_zone,
    online_url: body.online_url,
    place: body.place || null,
    capacity: body.capacity,
    price: body.price,
    booking_deadline: body.booking_deadline === null ? null : at(body.booking_deadline, "booking_deadline"),
    cancellation_allowed: body.cancellation_allowed,
  };
}

/** Creates the event (no id) or replaces it; answers its id. */
export async function saveEvent(db: Database, hub: HubRow, body: EventRequest, eventId?: number): Promise<number> {
  throwIfAny({
    ...(await checkImages(db, hub.user_id, { image_media_id: body.image_media_id })),
    ...checkPriceSteps(hub, { price: body.price }),
  });
  const values = eventValues(body);
  const id = await db.transaction(async (tx) => {
    const [row] =
      eventId === undefined
        ? await tx
            .insert(hubEvents)
            .values({ ...values, hub_id: hub.id })
            .returning({ id: hubEvents.id })
        : await tx
            .update(hubEvents)
            .set({ ...values, updated_at: sql`now()` })
            .where(and(eq(hubEvents.id, eventId), eq(hubEvents.hub_id, hub.id)))
            .returning({ id: hubEvents.id });
    if (!row) throw errors.notFound();
    await touchHub(tx, hub.id);
    return row.id;
  });
  announceHubs([hub.id]);
  return id;
}

export async function deleteEvent(db: Database, hub: HubRow, eventId: number): Promise<void> {
  const deleted = await db.transaction(async (tx) => {
    const rows = await tx
      .delete(hubEvents)
      .where(and(eq(hubEvents.id, eventId), eq(hubEvents.hub_id, hub.id)))
      .returning({ id: hubEvents.id });
    if (rows.length > 0) await touchHub(tx, hub.id);
    return rows.length;
  });
  if (deleted === 0) throw errors.notFound();
  announceHubs([hub.id]);
}
