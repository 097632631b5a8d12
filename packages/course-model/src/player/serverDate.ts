/**
 * The server's date format (spec 9): 'DD.MM.YYYY HH:mm:ss' in UTC, every field zero-padded. Progress carries
 * page time limits (finish_limit) in it; the client keeps ISO 8601.
 */

const SERVER_DATE_PATTERN = /^(\d{2})\.(\d{2})\.(\d{4}) (\d{2}):(\d{2}):(\d{2})$/;

const pad = (value: number, length = 2) => String(value).padStart(length, "0");

/** Milliseconds are dropped: the format has whole seconds. */
export function formatServerDate(date: Date | number): string {
  const d = typeof date === "number" ? new Date(date) : date;
  return (
    `${pad(d.getUTCDate())}.${pad(d.getUTCMonth() + 1)}.${pad(d.getUTCFullYear(), 4)} ` +
    `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
  );
}

/** The date the text names, or null when it is not a real date in the format (31.02 is refused, not rolled over). */
export function parseServerDate(text: string): Date | null {
  const match = SERVER_DATE_PATTERN.exec(text);
  if (!match) return null;
  const field = (index: number) => Number(match[index]);
  const date = new Date(Date.UTC(field(3), field(2) - 1, field(1), field(4), field(5), field(6)));
  // Date.UTC rolls 31.02 over to 03.03 and maps years below 100 to 19xx: a round trip catches both.
  return formatServerDate(date) === text ? date : null;
}

export const isServerDate = (text: string): boolean => parseServerDate(text) !== null;

/** ISO 8601 (the client form) to the server form; null stays null. */
export function isoToServerDate(iso: string | null): string | null {
  if (iso === null) return null;
  const time = Date.parse(iso);
  return Number.isNaN(time) ? null : formatServerDate(time);
}

/** The server form to ISO 8601 (the client form); a text that is no date becomes null. */
export function serverDateToIso(text: string | null): string | null {
  if (text === null) return null;
  return parseServerDate(text)?.toISOString() ?? null;
}
