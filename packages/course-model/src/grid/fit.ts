import { BLOCK_TYPE } from "../blocks/types";
import { GRID_MARGIN_PX, GRID_ROW_HEIGHT_PX, type GridRect } from "./constants";

/**
 * Content that fits (issue 17). A block's stored h is the author's MINIMUM, not a cage: where its content
 * needs more, the page shows it taller, the rows it ends on grow, and what is below moves down. The stored
 * places never change for this (the save's no-overlap rule holds for them as before); only the layout shown
 * (canvas and player) is stretched. Rows only a hidden block covered (display conditions) take no height.
 */

const ROW_GAP = GRID_MARGIN_PX[1];

/** A block h rows tall: h rows and the h - 1 gaps between them (the same on the canvas and in the player). */
export const rowsHeightPx = (rows: number): number =>
  rows <= 0 ? 0 : rows * GRID_ROW_HEIGHT_PX + (rows - 1) * ROW_GAP;

/** The fewest rows whose height holds `px` of content. */
export function rowsForHeightPx(px: number): number {
  if (!Number.isFinite(px) || px <= 0) return 0;
  // A hair of tolerance so sub-pixel measures (276.0001 px) do not cost a whole extra row.
  return Math.ceil((px + ROW_GAP - 0.5) / (GRID_ROW_HEIGHT_PX + ROW_GAP));
}

/** Rows a block takes on screen: its stored h, or more when its content needs more. */
export const effectiveRows = (h: number, neededPx: number): number => Math.max(h, rowsForHeightPx(neededPx));

/**
 * Blocks whose height is their content's (text, questions, lists, buttons): on a phone they stack at that
 * height. The others are media, which keep their grid height there (a picture needs its box, not its text).
 */
const CONTENT_SIZED: ReadonlySet<number> = new Set<number>([
  BLOCK_TYPE.TEXT,
  BLOCK_TYPE.ACCORDION,
  BLOCK_TYPE.BUTTON,
  BLOCK_TYPE.ATTACHED_FILES,
  BLOCK_TYPE.QUIZ_TRUE_FALSE,
  BLOCK_TYPE.QUIZ_SINGLE_CHOICE,
  BLOCK_TYPE.QUIZ_MULTIPLE_CHOICE,
  BLOCK_TYPE.QUIZ_FILL_BLANKS_DROPDOWN,
  BLOCK_TYPE.QUIZ_FILL_BLANKS_OPEN_ANSWER,
  BLOCK_TYPE.QUIZ_DIAGRAM,
  BLOCK_TYPE.QUIZ_MATCHING,
  BLOCK_TYPE.QUIZ_OPEN_ANSWER,
  BLOCK_TYPE.QUIZ_AUDIO_ANSWER,
  BLOCK_TYPE.QUIZ_VIDEO_ANSWER,
]);
export const isContentSized = (type: number): boolean => CONTENT_SIZED.has(type);

export interface FitOptions {
  /** Rows each block's content needs, by block id (measured); a block not named needs its stored h. */
  needs?: ReadonlyMap<number, number>;
  /** Blocks of the page that are not shown: the rows only they covered collapse. */
  hidden?: readonly GridRect[];
}

/**
 * Where each stored grid line (0 .. bottom of the page) is drawn, in rows. A row keeps its one row of height
 * unless only hidden blocks covered it (then none); a line under a block is at least the block's shown
 * height below the line it starts on. The smallest such lines: the extra height of a grown block lands under
 * it, moving down every block that starts there or lower and stretching those its rows cross, the way a
 * table row grows with its tallest cell. Lines keep their order, so blocks that did not overlap stored do
 * not overlap shown.
 */
export function fitLines<T extends GridRect & { id: number }>(
  visible: readonly T[],
  options: FitOptions = {},
): number[] {
  const hidden = options.hidden ?? [];
  const bottom = Math.max(0, ...visible.map((b) => b.y + b.h), ...hidden.map((b) => b.y + b.h));
  // 1 a row shown, 0 a row only hidden blocks covered; an empty row the author left stays.
  const rowSize = new Array<number>(bottom).fill(1);
  for (const rect of hidden) for (let row = rect.y; row < rect.y + rect.h; row++) rowSize[row] = 0;
  const endingAt = new Map<number, T[]>();
  for (const block of visible) {
    for (let row = block.y; row < block.y + block.h; row++) rowSize[row] = 1;
    const end = block.y + block.h;
    endingAt.set(end, [...(endingAt.get(end) ?? []), block]);
  }
  const lines = [0];
  for (let line = 1; line <= bottom; line++) {
    let at = (lines[line - 1] ?? 0) + (rowSize[line - 1] ?? 1);
    for (const block of endingAt.get(line) ?? []) {
      const needed = Math.max(block.h, options.needs?.get(block.id) ?? 0);
      at = Math.max(at, (lines[block.y] ?? 0) + needed);
    }
    lines.push(at);
  }
  return lines;
}

/** A stored line's place shown; lines past the page's bottom follow it one row each. */
export function shownLine(lines: readonly number[], line: number): number {
  const last = lines.length - 1;
  return line <= last ? (lines[line] ?? line) : (lines[last] ?? 0) + line - last;
}

/**
 * The stored line a line shown falls on (the builder turns a drop or a resize on the stretched canvas back
 * into the author's rows): the last stored line drawn at or above it; past the bottom, one row each.
 */
export function storedLine(lines: readonly number[], shown: number): number {
  const last = lines.length - 1;
  const end = lines[last] ?? 0;
  if (shown >= end) return last + Math.max(0, Math.round(shown) - end);
  let found = 0;
  for (let line = 0; line <= last; line++) if ((lines[line] ?? 0) <= shown) found = line;
  return found;
}

/** The shown blocks at their places on screen: same x and w, y and h stretched by fitLines. Same order. */
export function fitLayout<T extends GridRect & { id: number }>(visible: readonly T[], options: FitOptions = {}): T[] {
  const lines = fitLines(visible, options);
  return visible.map((block) => {
    const y = shownLine(lines, block.y);
    const h = shownLine(lines, block.y + block.h) - y;
    return y === block.y && h === block.h ? block : { ...block, y, h };
  });
}
