import { utcToZonedWallTime } from "@coursewright/course-model";
import ical from "ical-generator";
import { tzlib_get_ical_block } from "timezones-ical-library";
import type { HubEventRow } from "../../db/schema";
import { plainText } from "../hubs/plainText";

/** The VTIMEZONE of an IANA zone, from the tz database the library ships (null for a zone it lacks). */
function vtimezone(zone: string): string | null {
  const block = tzlib_get_ical_block(zone);
  const text = Array.isArray(block) ? block[0] : block;
  return typeof text === "string" && text.includes("BEGIN:VTIMEZONE") ? text : null;
}

/**
 * ical-generator writes a native Date's UTC fields after the TZID: the event's wall-clock time in its zone is
 * given as those fields.
 */
const wallClock = (instant: Date, zone: string) => new Date(`${utcToZonedWallTime(instant, zone)}:00Z`);

/**
 * A booking's calendar file: the event in its own zone (TZID with its VTIMEZONE), or in UTC when the zone has no
 * VTIMEZONE; the online link and the place as they are.
 */
export function bookingCalendar(input: {
  bookingId: number;
  host: string;
  event: HubEventRow;
  hubName: string;
  url: string;
}): string {
  const { event } = input;
  const calendar = ical({ name: event.title, prodId: { company: "Coursewright", product: "Hub events" } });
  const zone = vtimezone(event.time_zone) ? event.time_zone : null;
  if (zone) calendar.timezone({ name: zone, generator: (name) => vtimezone(name) });
  const location = [event.place, event.online_url].filter((part): part is string => Boolean(part)).join(" · ");
  calendar.createEvent({
    id: `booking-${input.bookingId}@${input.host}`,
    start: zone ? wallClock(event.starts_at, zone) : event.starts_at,
    end: zone ? wallClock(event.ends_at, zone) : event.ends_at,
    ...(zone ? { timezone: zone } : {}),
    summary: event.title,
    description: [plainText(event.description, 2000), input.hubName].filter(Boolean).join("\n\n"),
    ...(location ? { location } : {}),
    url: event.online_url ?? input.url,
  });
  // With the calendar's zone set, ical-generator writes DTSTAMP as a floating time (its UTC fields without the Z);
  // RFC 5545 (3.8.7.2) wants it in UTC, and strict calendars refuse the file or read it as local time.
  return calendar.toString().replace(/^DTSTAMP:(\d{8}T\d{6})\r$/m, "DTSTAMP:$1Z\r");
}
