/**
 * Media URLs in the player's pages run out within minutes (the server's MEDIA_URL_TTL_SECONDS), so a revoked share
 * stops its media soon. The player reads each page once and prefetches the rest, so it remembers when each page's
 * URLs must be renewed and reads the page again before showing it, and the page shown before its URLs run out.
 * Only this browser's clock is used, to measure time since a read: the server says how long its URLs work at least
 * from then (meta.media_urls_lifetime_seconds), so a wrong clock on the learner's computer changes nothing.
 */

/** When a page must be read again (this browser's Date.now() milliseconds). */
export interface MediaFreshness {
  staleAt: number;
}

/** Read again a minute before the URLs may run out, or at half their lifetime when that is shorter. */
const MAX_MARGIN_SECONDS = 60;

const MEDIA_URL = /^(?:https?:\/\/[^/]+)?\/media\/\d+\/[^?]*\?(?:.*&)?exp=\d+/;

/** True when a page answer holds a signed /media URL anywhere (block media, option images, its background). */
export function hasMediaUrl(value: unknown): boolean {
  if (typeof value === "string") return MEDIA_URL.test(value);
  if (Array.isArray(value)) return value.some(hasMediaUrl);
  if (value !== null && typeof value === "object") return Object.values(value).some(hasMediaUrl);
  return false;
}

/**
 * What to remember of a page answer received at `receivedAt`; null when nothing in it runs out (no media URL, or
 * a server that does not say how long its URLs work).
 */
export function mediaFreshness(
  page: unknown,
  lifetimeSeconds: number | undefined,
  receivedAt: number,
): MediaFreshness | null {
  if (lifetimeSeconds === undefined || lifetimeSeconds <= 0 || !hasMediaUrl(page)) return null;
  const margin = Math.min(MAX_MARGIN_SECONDS, lifetimeSeconds / 2);
  return { staleAt: receivedAt + (lifetimeSeconds - margin) * 1000 };
}

/** True when the page's URLs may run out soon (it must be read again before its media shows). */
export function isStale(freshness: MediaFreshness | null | undefined, now: number): boolean {
  return freshness != null && now >= freshness.staleAt;
}
