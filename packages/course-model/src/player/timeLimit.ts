import type { Page } from "../course/page";
import { type CourseProgress, pageProgress, withPageProgress } from "./progress";

/**
 * Page time limits (spec 3 Page time_limit, progress finishLimit). The limit starts when the page is first
 * opened and is kept in progress, so leaving, reloading or coming back does not give the learner more time.
 */

const MS_PER_SECOND = 1000;

/**
 * When the time runs out for a page opened at `now`: now + time_limit seconds, rounded up to a whole second
 * (the server keeps whole seconds, so the round trip changes nothing and the learner never loses a fraction).
 */
export function finishLimitFor(timeLimitSeconds: number, now: number): string {
  const end = Math.ceil(now / MS_PER_SECOND) * MS_PER_SECOND + timeLimitSeconds * MS_PER_SECOND;
  return new Date(end).toISOString();
}

/** Sets the page's finishLimit the first time it is opened; a page without a limit or with one set is left alone. */
export function startPageTimer(
  progress: CourseProgress,
  page: Pick<Page, "id" | "time_limit">,
  now: number,
): CourseProgress {
  if (page.time_limit === null || pageProgress(progress, page.id)?.finishLimit) return progress;
  return withPageProgress(progress, page.id, { finishLimit: finishLimitFor(page.time_limit, now) });
}

/** Whole seconds left, never below 0; null when the page has no limit running. */
export function remainingSeconds(finishLimit: string | null | undefined, now: number): number | null {
  if (!finishLimit) return null;
  const end = Date.parse(finishLimit);
  if (Number.isNaN(end)) return null;
  return Math.max(0, Math.ceil((end - now) / MS_PER_SECOND));
}

export function isExpired(finishLimit: string | null | undefined, now: number): boolean {
  return remainingSeconds(finishLimit, now) === 0;
}
