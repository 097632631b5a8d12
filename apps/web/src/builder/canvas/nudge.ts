import { BLOCK_MAX_HEIGHT, GRID_COLUMNS, type GridRect, type GridSize } from "@coursewright/course-model";

export type ArrowKey = "ArrowUp" | "ArrowDown" | "ArrowLeft" | "ArrowRight";

export const isArrowKey = (key: string): key is ArrowKey =>
  key === "ArrowUp" || key === "ArrowDown" || key === "ArrowLeft" || key === "ArrowRight";

/**
 * Where an arrow key puts a block, one grid cell at a time: an arrow moves it, Shift and an arrow resizes it
 * from its end edge (right and down grow it). Keys follow the screen: in a right-to-left page the start of the
 * line (stored x = 0) is on the right, so Right moves towards x = 0 and Shift+Left widens. Null when the key
 * changes nothing (the page's edge, the type's minimum size, the maximum height).
 */
export function nudgedRect(
  rect: GridRect,
  key: ArrowKey,
  options: { resize: boolean; rtl: boolean; minSize: GridSize },
): GridRect | null {
  const { resize, rtl, minSize } = options;
  // +1 towards the end of the line (right in LTR), -1 towards its start.
  const along = key === "ArrowRight" ? 1 : key === "ArrowLeft" ? -1 : 0;
  const lineStep = rtl ? -along : along;
  const down = key === "ArrowDown" ? 1 : key === "ArrowUp" ? -1 : 0;
  let next: GridRect;
  if (resize) {
    next = { ...rect, w: rect.w + lineStep, h: rect.h + down };
    if (next.w < minSize.w || next.h < minSize.h || next.h > BLOCK_MAX_HEIGHT) return null;
    if (next.x + next.w > GRID_COLUMNS) return null;
  } else {
    next = { ...rect, x: rect.x + lineStep, y: rect.y + down };
    if (next.x < 0 || next.y < 0 || next.x + next.w > GRID_COLUMNS) return null;
  }
  return next;
}
