/** The builder canvas and the player share one grid (spec 9): 12 columns, rows of one height unit. */
export const GRID_COLUMNS = 12;
/** Tallest a block may be, in rows (spec 9). */
export const BLOCK_MAX_HEIGHT = 200;
/**
 * The grid's measures in pixels, the same for the builder's canvas and the player so a page looks the same to
 * the learner as to its author. A row is 10 px with 4 px between rows, so a block h rows tall is
 * 10h + 4(h - 1) px: the default block (4 x 20) is 276 px tall, a button (4 rows) 52 px. Columns keep 12 px
 * gutters. GRID_MARGIN_PX is [between columns, between rows], as react-grid-layout's margin.
 */
export const GRID_ROW_HEIGHT_PX = 10;
export const GRID_MARGIN_PX: readonly [number, number] = [12, 4];

/** The builder scrolls to a new block this long after adding it, once the grid has laid it out (spec 4, 9). */
export const SCROLL_AFTER_ADD_MS = 300;

/** A block's place on the grid: react-grid-layout's x, y, w, h (columns and rows). */
export interface GridRect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface GridSize {
  w: number;
  h: number;
}
