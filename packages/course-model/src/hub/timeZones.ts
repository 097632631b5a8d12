/**
 * Event times: an instant (stored as UTC) and the IANA zone the creator set it in. Creators type wall-clock
 * times in the event's zone; visitors see the instant in their own zone with the event's zone named.
 */

const validity = new Map<string, boolean>();

/** Whether the engine's IANA database knows the zone (canonical names and their links, "UTC" too). */
export function isTimeZone(zone: string): boolean {
  if (zone.length === 0 || zone.length > 64 || !/^[A-Za-z0-9_+\-/]+$/.test(zone)) return false;
  const known = validity.get(zone);
  if (known !== undefined) return known;
  let ok = true;
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
  } catch {
    ok = false;
  }
  validity.set(zone, ok);
  return ok;
}

/** Zones to offer in a picker (the engine's list, UTC first). */
export function timeZoneNames(): string[] {
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.("timeZone") ?? [];
  return ["UTC", ...supported.filter((zone) => zone !== "UTC")];
}

/** Wall-clock date and time as "YYYY-MM-DDTHH:mm". */
export const WALL_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone: making one costs far more than using it, and events are shown by the dozen. */
function formatterOf(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

function wallParts(instant: Date, zone: string): number[] {
  const parts = formatterOf(zone).formatToParts(instant);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value ?? "0");
  return [get("year"), get("month"), get("day"), get("hour"), get("minute"), get("second")];
}

/** The zone's offset from UTC at an instant, in minutes (Berlin in winter: 60). */
export function zoneOffsetMinutes(instant: Date, zone: string): number {
  const [y = 0, mo = 1, d = 1, h = 0, mi = 0, s = 0] = wallParts(instant, zone);
  const asUtc = Date.UTC(y, mo - 1, d, h, mi, s);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60000);
}

const DAY = 86_400_000;

/**
 * The instant a wall-clock time in a zone names, or null for text that is not a date and time. A time skipped by
 * a daylight-saving change is moved forward by the change (as calendars do); a repeated time takes the first.
 */
export function zonedWallTimeToUtc(wall: string, zone: string): Date | null {
  const match = WALL_TIME_PATTERN.exec(wall);
  if (!match || !isTimeZone(zone)) return null;
  const [y, mo, d, h, mi] = match.slice(1).map(Number) as [number, number, number, number, number];
  const naive = Date.UTC(y, mo - 1, d, h, mi);
  const check = new Date(naive);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) return null;
  if (h > 23 || mi > 59) return null;
  // The offsets in effect a day before and a day after: around a change they differ, and each names a candidate.
  const before = zoneOffsetMinutes(new Date(naive - DAY), zone);
  const after = zoneOffsetMinutes(new Date(naive + DAY), zone);
  const candidates = [...new Set([before, after])].map((offset) => naive - offset * 60000).sort((a, b) => a - b);
  const shows = (instant: number) => {
    const [cy, cmo, cd, ch, cmi] = wallParts(new Date(instant), zone);
    return cy === y && cmo === mo && cd === d && ch === h && cmi === mi;
  };
  const first = candidates.find(shows);
  // No instant shows a skipped time: read it with the offset before the change, which lands after it.
  return new Date(first ?? naive - before * 60000);
}

/** The wall-clock time ("YYYY-MM-DDTHH:mm") of an instant in a zone: what an event form shows for editing. */
export function utcToZonedWallTime(instant: Date, zone: string): string {
  const [y = 0, mo = 1, d = 1, h = 0, mi = 0] = wallParts(instant, zone);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${y}-${pad(mo)}-${pad(d)}T${pad(h)}:${pad(mi)}`;
}
