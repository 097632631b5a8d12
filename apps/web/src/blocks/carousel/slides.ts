/** The slide shown for `index` in a carousel of `count` slides: going past either end comes round. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** Every one of `ids` is in `seen` (and there is at least one). */
export function allSeen(ids: readonly number[], seen: ReadonlySet<number>): boolean {
  return ids.length > 0 && ids.every((id) => seen.has(id));
}

export const SWIPE_MIN_PX = 40;

/**
 * Which way a touch moved the carousel: 1 (next) for a swipe to the left, -1 (previous) for one to the
 * right, 0 when it was short or mostly vertical (scrolling the page).
 */
export function swipeStep(dx: number, dy: number, min = SWIPE_MIN_PX): -1 | 0 | 1 {
  if (Math.abs(dx) < min || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}
