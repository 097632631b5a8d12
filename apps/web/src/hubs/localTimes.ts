import { isTimeZone, utcToZonedWallTime, zonedWallTimeToUtc } from "@coursewright/course-model";

/** The browser's IANA zone: where a creator's own clock is (UTC when the browser does not say). */
export function browserTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : "UTC";
}

/** An instant as a datetime-local input shows it in `zone` ("" for none). */
export function instantToWallTime(iso: string | null, zone = browserTimeZone()): string {
  if (!iso) return "";
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : utcToZonedWallTime(date, zone);
}

/** What a datetime-local input holds, read in `zone`: an ISO instant, null when empty, undefined when not a time. */
export function wallTimeToInstant(wall: string, zone = browserTimeZone()): string | null | undefined {
  if (wall.trim() === "") return null;
  return zonedWallTimeToUtc(wall, zone)?.toISOString() ?? undefined;
}
