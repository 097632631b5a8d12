/**
 * Media URLs in the player's answers expire within minutes (the server's MEDIA_URL_TTL_SECONDS), so a revoked
 * share stops its media soon. The player reads each page once and prefetches the rest, so it remembers when each
 * page's URLs run out and reads the page again before showing it, and the page shown before its URLs do.
 */

/** When a page's media URLs run out, and how early to read it again. */
export interface MediaFreshness {
  /** The earliest `exp` (unix seconds) among the page's media URLs. */
  expiresAt: number;
  /** Seconds before `expiresAt` at which the page is read again. */
  margin: number;
}

/** Read again a minute before the URLs run out, or sooner when they were signed for less than two minutes. */
const MAX_MARGIN_SECONDS = 60;

const MEDIA_URL = /^(?:https?:\/\/[^/]+)?\/media\/\d+\/[^?]*\?(?:.*&)?exp=(\d+)/;

/** The earliest expiry of the signed /media URLs anywhere in a page answer, or null when it has none. */
export function earliestMediaExpiry(value: unknown): number | null {
  let earliest: number | null = null;
  const visit = (node: unknown): void => {
    if (typeof node === "string") {
      const exp = MEDIA_URL.exec(node)?.[1];
      if (exp !== undefined) earliest = Math.min(earliest ?? Number.POSITIVE_INFINITY, Number(exp));
    } else if (Array.isArray(node)) {
      for (const item of node) visit(item);
    } else if (node !== null && typeof node === "object") {
      for (const item of Object.values(node)) visit(item);
    }
  };
  visit(value);
  return earliest;
}

/** What to remember of a page answer read at `nowMs`; null when it holds no media URL (it never goes stale). */
export function mediaFreshness(page: unknown, nowMs: number): MediaFreshness | null {
  const expiresAt = earliestMediaExpiry(page);
  if (expiresAt === null) return null;
  const lifetime = expiresAt - nowMs / 1000;
  return { expiresAt, margin: Math.max(0, Math.min(MAX_MARGIN_SECONDS, lifetime / 2)) };
}

/** True when the page's URLs run out within their margin (it must be read again before its media shows). */
export function isStale(freshness: MediaFreshness | null | undefined, nowMs: number): boolean {
  return freshness != null && freshness.expiresAt - nowMs / 1000 <= freshness.margin;
}
