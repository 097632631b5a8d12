/**
 * Progress modes (spec 1) and their write delays (spec 4 Progress lifecycle: 0 ms by default, 500 ms in LMS
 * mode, 1000 ms in SCORM and server modes). The web chooses the mode with a query parameter whose values are
 * these names:
 *
 * - `standalone_preview`: the creator's preview; nothing is kept.
 * - `preview`: a second preview; progress is kept in memory for the session and sent nowhere.
 * - `local`: progress is kept in the browser's storage under a per-course key.
 * - `lms`: progress goes to the learning-management-system integration.
 * - `scorm`: progress is posted to the parent window (the platform inside a SCORM package).
 * - `server`: progress is loaded from and written to the server; the default.
 */
export const PROGRESS_MODES = ["standalone_preview", "preview", "local", "lms", "scorm", "server"] as const;
export type ProgressMode = (typeof PROGRESS_MODES)[number];

export const DEFAULT_PROGRESS_MODE: ProgressMode = "server";

export const WRITE_DELAY_MS: Readonly<Record<ProgressMode, number>> = {
  standalone_preview: 0,
  preview: 0,
  local: 0,
  lms: 500,
  scorm: 1000,
  server: 1000,
};

/** The previews: nothing is kept, so the address may open any page (`page=`). */
export const isPreviewMode = (mode: ProgressMode): boolean => mode === "preview" || mode === "standalone_preview";

export function isProgressMode(value: unknown): value is ProgressMode {
  return typeof value === "string" && (PROGRESS_MODES as readonly string[]).includes(value);
}

/** The mode a query parameter names; missing or unknown values mean the default (server). */
export const parseProgressMode = (value: string | null | undefined): ProgressMode =>
  isProgressMode(value) ? value : DEFAULT_PROGRESS_MODE;

/**
 * A trailing debounce as data, for a store to drive with its own timer: every write replaces the pending
 * value and restarts the delay; the value is written when the delay has passed, or at once on flush (page
 * hidden or closed), so only the latest progress is ever sent and nothing is lost.
 */
export interface WriteSchedule<T> {
  pending: T | null;
  /** When the pending value is due, in ms since the epoch; null when nothing is pending. */
  dueAt: number | null;
}

export const idleSchedule = <T>(): WriteSchedule<T> => ({ pending: null, dueAt: null });

/** A new write replaces whatever was pending and restarts the delay. */
export function scheduleWrite<T>(value: T, now: number, delayMs: number): WriteSchedule<T> {
  return { pending: value, dueAt: now + delayMs };
}

export const isWriteDue = <T>(schedule: WriteSchedule<T>, now: number): boolean =>
  schedule.dueAt !== null && now >= schedule.dueAt;

/** Takes the pending value to write (due or flushed) and leaves the schedule idle. */
export function takeWrite<T>(schedule: WriteSchedule<T>): { value: T | null; schedule: WriteSchedule<T> } {
  return { value: schedule.pending, schedule: idleSchedule() };
}
