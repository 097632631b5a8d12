import { zonedWallTimeToUtc } from "@coursewright/course-model";

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A zone's clock for a reader, the zone named; kept per locale, zone and weekday (making one costs ~0.1 ms). */
export function zoneFormatter(locale: string, zone: string, weekday = false): Intl.DateTimeFormat {
  const key = `${locale}|${zone}|${weekday}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, {
      timeZone: zone,
      ...(weekday ? { weekday: "short" as const } : {}),
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

/** An instant in a zone, the zone named ("1 Jul 2030, 18:00 CEST"): how an event's time reads. */
export function formatInZone(iso: string, zone: string, locale: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : zoneFormatter(locale, zone).format(date);
}

/** A wall-clock time of one zone as another zone's clock shows it, or null when it is not a time. */
export function wallTimeElsewhere(wall: string, zone: string, elsewhere: string, locale: string): string | null {
  const instant = zonedWallTimeToUtc(wall, zone);
  return instant ? formatInZone(instant.toISOString(), elsewhere, locale) : null;
}
