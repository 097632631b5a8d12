import { PAGE_TIME_LIMIT_MAX_SECONDS } from "@coursewright/course-model";

export type TimeLimitInput =
  | { ok: true; seconds: number | null }
  | { ok: false; error: "invalid" | "too_small" | "too_large" };

/**
 * The page time limit as typed: whole seconds ("90"), or minutes and seconds ("1:30"). Empty means no
 * limit (null). Bounds are the schema's: 1 second to a day.
 */
export function parseTimeLimit(raw: string): TimeLimitInput {
  const text = raw.trim();
  if (text === "") return { ok: true, seconds: null };
  let seconds: number;
  const clock = /^(\d{1,4}):([0-5]?\d)$/.exec(text);
  if (clock) seconds = Number(clock[1]) * 60 + Number(clock[2]);
  else if (/^\d{1,6}$/.test(text)) seconds = Number(text);
  else return { ok: false, error: "invalid" };
  if (seconds < 1) return { ok: false, error: "too_small" };
  if (seconds > PAGE_TIME_LIMIT_MAX_SECONDS) return { ok: false, error: "too_large" };
  return { ok: true, seconds };
}

/** "1:30" for 90 seconds; hours stay in minutes ("75:00") as authors think of page limits in minutes. */
export function formatClock(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, "0")}`;
}

/** What the field shows for a stored limit: its seconds, or nothing for no limit. */
export const timeLimitText = (seconds: number | null): string => (seconds === null ? "" : String(seconds));

/**
 * Whether the text in the field already says the stored limit. Then a change of the stored limit was the field's
 * own commit, and the author's text stays as typed ("1:30", not "90"); otherwise (undo, redo) the field follows.
 */
export function saysLimit(text: string, stored: number | null): boolean {
  const parsed = parseTimeLimit(text);
  return parsed.ok && parsed.seconds === stored;
}
