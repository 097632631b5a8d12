/** The builder canvas and the player share one grid (spec 9): 12 columns, rows of one height unit. */
export const GRID_COLUMNS = 12;
/** Tallest a block may be, in rows (spec 9). */
export const BLOCK_MAX_HEIGHT = 200;
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
