import { BLOCK_MAX_HEIGHT, GRID_COLUMNS, type GridRect, type GridSize } from "./constants";

const whole = (value: number, fallback: number) => (Number.isFinite(value) ? Math.round(value) : fallback);

/**
 * Brings a dragged or resized rectangle back onto the grid: at least the type's minimum size, never wider
 * than the grid nor taller than BLOCK_MAX_HEIGHT, never past the right edge. The width wins over x, so a
 * block dropped too far right slides left instead of shrinking below what the user chose.
 */
export function clampRect(rect: GridRect, min: GridSize): GridRect {
  const w = Math.min(GRID_COLUMNS, Math.max(min.w, whole(rect.w, min.w)));
  const h = Math.min(BLOCK_MAX_HEIGHT, Math.max(min.h, whole(rect.h, min.h)));
  const x = Math.min(GRID_COLUMNS - w, Math.max(0, whole(rect.x, 0)));
  const y = Math.max(0, whole(rect.y, 0));
  return { x, y, w, h };
}

export type GridIssue =
  | { field: "x" | "y"; kind: "too_small"; limit: number }
  | { field: "w" | "h"; kind: "too_small" | "too_big"; limit: number };

/**
 * What is wrong with a stored rectangle, for the save validation. The limits name the number the user must
 * reach, so the server's message can say it (e.g. "at most 8" for w when x is 4).
 */
export function gridIssues(rect: GridRect, min: GridSize): GridIssue[] {
  const issues: GridIssue[] = [];
  if (rect.x < 0) issues.push({ field: "x", kind: "too_small", limit: 0 });
  if (rect.y < 0) issues.push({ field: "y", kind: "too_small", limit: 0 });
  if (rect.w < min.w) issues.push({ field: "w", kind: "too_small", limit: min.w });
  else if (rect.x + rect.w > GRID_COLUMNS) {
    issues.push({ field: "w", kind: "too_big", limit: Math.max(0, GRID_COLUMNS - Math.max(0, rect.x)) });
  }
  if (rect.h < min.h) issues.push({ field: "h", kind: "too_small", limit: min.h });
  else if (rect.h > BLOCK_MAX_HEIGHT) issues.push({ field: "h", kind: "too_big", limit: BLOCK_MAX_HEIGHT });
  return issues;
}
