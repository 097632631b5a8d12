import type { ScormVersion } from "../media/scorm";

const pad = (value: number, length: number) => String(value).padStart(length, "0");

/** Hours are capped so the text keeps its 4 digits (about 416 days): beyond that the LMS would refuse it. */
const MAX_HOURS = 9999;

function parts(ms: number): { hours: number; minutes: number; centiseconds: number } {
  const centis = Math.max(0, Math.floor(ms / 10));
  const hours = Math.min(MAX_HOURS, Math.floor(centis / 360_000));
  if (hours === MAX_HOURS && centis >= (MAX_HOURS + 1) * 360_000) {
    return { hours, minutes: 59, centiseconds: 5999 };
  }
  return { hours, minutes: Math.floor(centis / 6000) % 60, centiseconds: centis % 6000 };
}

/**
 * SCORM 2004 cmi.session_time (timeinterval, ISO 8601 duration) as spec 4 writes it: hours 4 digits,
 * minutes and seconds 2, whole seconds (PT0001H02M03S).
 */
export function isoSessionTime(ms: number): string {
  const { hours, minutes, centiseconds } = parts(ms);
  return `PT${pad(hours, 4)}H${pad(minutes, 2)}M${pad(Math.floor(centiseconds / 100), 2)}S`;
}

/** SCORM 1.2 cmi.core.session_time (CMITimespan): HHHH:MM:SS.SS, hundredths of a second. */
export function scorm12SessionTime(ms: number): string {
  const { hours, minutes, centiseconds } = parts(ms);
  const seconds = `${pad(Math.floor(centiseconds / 100), 2)}.${pad(centiseconds % 100, 2)}`;
  return `${pad(hours, 4)}:${pad(minutes, 2)}:${seconds}`;
}

export const sessionTime = (version: ScormVersion, ms: number): string =>
  version === "1.2" ? scorm12SessionTime(ms) : isoSessionTime(ms);

/**
 * A SCORM 2004 time(second,10,0) in UTC, e.g. an interaction's timestamp: 2026-11-22T06:00:00.00Z. Without
 * the zone designator an LMS reads the time as its own local time; the RTE's format nests the designator
 * inside the fraction of a second (YYYY-MM-DDThh:mm:ss.s[TZD], at most hundredths), so the fraction is written.
 */
export function scormTimestamp(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 22)}Z`;
}
