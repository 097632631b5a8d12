import type { GridRect } from "./constants";

/** Two blocks overlap when they share a cell: [x, x + w) x [y, y + h) intersect. Touching edges is no overlap. */
export function rectsOverlap(a: GridRect, b: GridRect): boolean {
  return a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
}

/**
 * Every pair of blocks of one page that share a cell, each pair once as [earlier, later] in the list's order,
 * pairs sorted by the earlier one. One block hidden under another is invisible to author and learner alike,
 * so the save refuses any pair this finds. Sorted by row first, so a page of blocks in rows compares each
 * block only with those whose rows it reaches.
 */
export function findOverlaps<T extends GridRect>(rects: readonly T[]): [T, T][] {
  const order = rects.map((_, index) => index).sort((a, b) => (rects[a]?.y ?? 0) - (rects[b]?.y ?? 0) || a - b);
  const pairs: [number, number][] = [];
  for (const [position, index] of order.entries()) {
    const rect = rects[index];
    if (!rect) continue;
    for (const laterIndex of order.slice(position + 1)) {
      const later = rects[laterIndex];
      if (!later || later.y >= rect.y + rect.h) break;
      if (rectsOverlap(rect, later)) pairs.push(index < laterIndex ? [index, laterIndex] : [laterIndex, index]);
    }
  }
  pairs.sort((p, q) => p[0] - q[0] || p[1] - q[1]);
  const out: [T, T][] = [];
  for (const [a, b] of pairs) {
    const first = rects[a];
    const second = rects[b];
    if (first && second) out.push([first, second]);
  }
  return out;
}
