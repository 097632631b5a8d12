import { zoneFormatter } from "../hubs/eventTimes";

/** An event's start to end as a zone's clock reads them ("Tue, 10 Dec 2030, 18:00 – 19:00 CET"). */
export function formatSpan(startIso: string, endIso: string, zone: string, locale: string): string {
  const start = new Date(startIso);
  const end = new Date(endIso);
  if (Number.isNaN(start.getTime())) return "";
  const format = zoneFormatter(locale, zone, true);
  if (Number.isNaN(end.getTime()) || end <= start) return format.format(start);
  return format.formatRange(start, end);
}

/**
 * A booked event's times for its reader: in the reader's own zone, and, when the event is elsewhere, as the
 * event's zone reads them too (named), so "18:00 in Rome" and "12:00 for me" are both there.
 */
export function bookingTimes(
  event: { starts_at: string; ends_at: string; time_zone: string },
  viewerZone: string,
  locale: string,
): { mine: string; theirs: string | null } {
  const mine = formatSpan(event.starts_at, event.ends_at, viewerZone, locale);
  const sameClock =
    event.time_zone === viewerZone || formatSpan(event.starts_at, event.ends_at, event.time_zone, locale) === mine;
  return { mine, theirs: sameClock ? null : formatSpan(event.starts_at, event.ends_at, event.time_zone, locale) };
}
