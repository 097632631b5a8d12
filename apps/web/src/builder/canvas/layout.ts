import {
  BLOCK_MAX_HEIGHT,
  fitLines,
  GRID_COLUMNS,
  GRID_MARGIN_PX,
  GRID_ROW_HEIGHT_PX,
  type GridRect,
  getBlockLayout,
  type PageBlock,
  shownLine,
} from "@coursewright/course-model";

/** The grid's measures are shared with the player (course-model grid/constants.ts). */
export const GRID_ROW_HEIGHT = GRID_ROW_HEIGHT_PX;
export const GRID_MARGIN: [number, number] = [GRID_MARGIN_PX[0], GRID_MARGIN_PX[1]];

/** react-grid-layout's item: `i` is the block id as text (displaying_settings.i holds the same). */
export interface CanvasLayoutItem {
  i: string;
  x: number;
  y: number;
  w: number;
  h: number;
  minW: number;
  minH: number;
  maxW: number;
  maxH: number;
}

/**
 * Stored x counts columns from the start of the line: the player's CSS grid puts x = 0 on the right in a
 * right-to-left language. react-grid-layout always counts from the left, so in RTL the canvas mirrors x both
 * ways (the same formula undoes itself) and shows blocks where the player will.
 */
export const mirrored = (x: number, w: number, rtl: boolean) => (rtl ? GRID_COLUMNS - x - w : x);

/** A block's place as the grid draws it, with its type's limits (spec 5 minimum sizes, spec 9 max height). */
export function toLayoutItem(block: PageBlock, rtl = false): CanvasLayoutItem {
  const { minSize } = getBlockLayout(block.type);
  const { x, y, w, h } = block.displaying_settings;
  return {
    i: String(block.id),
    x: mirrored(x, w, rtl),
    y,
    w,
    h,
    minW: minSize.w,
    minH: minSize.h,
    maxW: GRID_COLUMNS,
    maxH: BLOCK_MAX_HEIGHT,
  };
}

export const toLayout = (blocks: readonly PageBlock[], rtl = false): CanvasLayoutItem[] =>
  blocks.map((block) => toLayoutItem(block, rtl));

/** What the grid reports after a drag or a resize, back as block places; items that are not blocks are dropped. */
export function fromLayout(
  layout: readonly { i: string; x: number; y: number; w: number; h: number }[],
  rtl = false,
): (GridRect & { id: number })[] {
  const out: (GridRect & { id: number })[] = [];
  for (const { i, x, y, w, h } of layout) {
    const id = Number(i);
    if (i === "" || !Number.isInteger(id)) continue;
    out.push({ id, x: mirrored(x, w, rtl), y, w, h });
  }
  return out;
}

/**
 * Where the stored grid lines are drawn when blocks are as tall as their content needs (`needs`: rows by
 * block id, measured on the canvas; course-model fitLines). The stored h stays the author's minimum.
 */
export const shownLines = (stored: readonly CanvasLayoutItem[], needs: ReadonlyMap<number, number>): number[] =>
  fitLines(
    stored.map(({ i, x, y, w, h }) => ({ id: Number(i), x, y, w, h })),
    { needs },
  );

/**
 * The layout the canvas draws: each block stretched to the lines shown, so one whose content needs more rows
 * is drawn taller and the blocks under it lower, in display only: what is saved is still the stored layout,
 * which the save's no-overlap rule checks.
 */
export function shownLayout(stored: readonly CanvasLayoutItem[], lines: readonly number[]): CanvasLayoutItem[] {
  return stored.map((item) => {
    const y = shownLine(lines, item.y);
    const h = shownLine(lines, item.y + item.h) - y;
    return y === item.y && h === item.h ? item : { ...item, y, h, maxH: Math.max(item.maxH, h) };
  });
}
