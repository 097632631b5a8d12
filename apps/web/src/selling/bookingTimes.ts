const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, zone: string): Intl.DateTimeFormat {
  const key = `${locale}|${zone}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, {
      timeZone: zone,
      weekday: "short",
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      timeZoneName: "short",
    });
    formatters.set(key, made);
  }
  return made;
}

/** An event's start to end as a zone's clock reads them ("Tue, 10 Dec 2030, 18:00 – 19:00 CET"). */
export function formatSpan(startIso: string, endIso: string, zone: string, locale: string): string {
  const start = new Date(startIso);
  const end = new Date(endIso);
  if (Number.isNaN(start.getTime())) return "";
  const format = formatter(locale, zone);
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
