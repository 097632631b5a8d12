/** A horizontal stretch of the screen, in CSS pixels from the viewport's left edge. */
export interface Span {
  left: number;
  right: number;
}

export interface ToolbarFit {
  /** How far the toolbar moves from its natural place (its block's start edge), in pixels, + to the right. */
  shift: number;
  /** The toolbar's width limit: narrower than its buttons only when even the canvas is (it scrolls then). */
  maxWidth: number;
}

/** Room kept between the toolbar and the canvas's edges. */
const EDGE = 8;

/**
 * Where the inline text toolbar goes along its line: on one line, starting at its block's start edge (left,
 * or right in a right-to-left page), moved back inside the canvas and the viewport when a narrow block near
 * an edge would push it out. Wider than the canvas itself, it takes the canvas's width and scrolls.
 */
export function fitToolbar(block: Span, width: number, bounds: Span, rtl: boolean): ToolbarFit {
  const room: Span = { left: bounds.left + EDGE, right: bounds.right - EDGE };
  const roomWidth = Math.max(0, room.right - room.left);
  const shown = Math.min(width, roomWidth);
  const natural = rtl ? block.right - shown : block.left;
  const left = Math.min(Math.max(natural, room.left), room.right - shown);
  return { shift: Math.round(left - natural), maxWidth: Math.floor(roomWidth) };
}

/** The canvas's visible stretch: the canvas element's box cut to the viewport. */
export const visibleSpan = (canvas: Span, viewportWidth: number): Span => ({
  left: Math.max(0, canvas.left),
  right: Math.min(viewportWidth, canvas.right),
});

/** Room kept between the toolbar and the block it floats over or under. */
export const TOOLBAR_GAP = 6;

/**
 * Whether the toolbar goes under its block instead of above it: when above it would reach past `ceiling` (the
 * page title's bottom edge, or the canvas's visible top), as for a block in a page's first row, whose toolbar
 * would otherwise cover the title.
 */
export function toolbarBelow(blockTop: number, toolbarHeight: number, ceiling: number): boolean {
  return blockTop - TOOLBAR_GAP - toolbarHeight < ceiling;
}
