import type { GridRect } from "./constants";
import { rectsOverlap } from "./overlap";

/**
 * The page's blocks with every overlap taken away: the pinned block (the one just dropped, resized or added)
 * stays where the author put it; the others are taken row by row (y, then x) and each stays put when its
 * cells are free, else goes straight down to the first rows where it is. Columns and sizes never change and
 * nothing moves up, so the reading order of the rest of the page holds and a block pushed down pushes those
 * under it in turn. A layout without overlaps comes back as it was. Same order as the input.
 */
export function resolveLayout<T extends GridRect & { id: number }>(items: readonly T[], pinnedId: number | null): T[] {
  const placed: GridRect[] = [];
  const result = [...items];
  const pinned = items.findIndex((item) => item.id === pinnedId);
  const pinnedItem = items[pinned];
  if (pinnedItem) placed.push(pinnedItem);
  const rest = items
    .map((_, index) => index)
    .filter((index) => index !== pinned)
    .sort((a, b) => {
      const p = items[a];
      const q = items[b];
      return !p || !q ? 0 : p.y - q.y || p.x - q.x || a - b;
    });
  for (const index of rest) {
    const item = items[index];
    if (!item) continue;
    let y = item.y;
    for (let blocker = firstBlocker(placed, { ...item, y }); blocker; blocker = firstBlocker(placed, { ...item, y })) {
      // Every row above the blocker's bottom still meets the blocker, so the first free row is at least there.
      y = blocker.y + blocker.h;
    }
    const settled = y === item.y ? item : { ...item, y };
    placed.push(settled);
    result[index] = settled;
  }
  return result;
}

const firstBlocker = (placed: readonly GridRect[], rect: GridRect) => placed.find((other) => rectsOverlap(other, rect));
