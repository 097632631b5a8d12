import { GRID_COLUMNS, type GridRect, type GridSize } from "./constants";
import { rectsOverlap } from "./overlap";

/**
 * Where a new block goes (spec 4): 0,0 on an empty page; else right of the last block when it fits within
 * the 12 columns (and its cells there are free: a taller block of an earlier row may reach down into them);
 * else on a new row below everything. "Last" is the block a reader meets last: the lowest row, and in it the
 * rightmost block, so the insertion order of the list does not matter.
 */
export function placeNewBlock(existing: readonly GridRect[], size: GridSize): { x: number; y: number } {
  const last = lastRect(existing);
  if (!last) return { x: 0, y: 0 };
  const right = { x: last.x + last.w, y: last.y };
  const fits = right.x + size.w <= GRID_COLUMNS;
  if (fits && !existing.some((rect) => rectsOverlap(rect, { ...right, ...size }))) return right;
  return { x: 0, y: bottomOf(existing) };
}

export function lastRect(rects: readonly GridRect[]): GridRect | undefined {
  let last: GridRect | undefined;
  for (const rect of rects) {
    if (!last || rect.y > last.y || (rect.y === last.y && rect.x > last.x)) last = rect;
  }
  return last;
}

/** First free row under every block. */
export function bottomOf(rects: readonly GridRect[]): number {
  return rects.reduce((bottom, rect) => Math.max(bottom, rect.y + rect.h), 0);
}
