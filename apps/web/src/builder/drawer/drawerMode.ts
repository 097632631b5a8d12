/**
 * How the builder's side drawers sit at each window width (issue 17: a canvas you can see):
 * - 1440 px and up: both drawers open beside the canvas.
 * - 1280 to 1439 px: they start folded to icon rails, so the canvas gets the width; a rail button opens its
 *   drawer beside the canvas.
 * - 1024 to 1279 px: rails, and a drawer opens over the canvas, one at a time (Escape or a click outside
 *   closes it).
 * - Below 1024 px the builder is not drawn (CourseBuilderPage's notice).
 * The same rule follows the window when it is resized across 1440 or 1280 px (drawersAfterResize), not only
 * when the builder opens: a window narrowed from 1440 to 1366 px would otherwise keep both drawers docked.
 */
export const WIDE_QUERY = "(min-width: 1440px)";
export const DOCKED_QUERY = "(min-width: 1280px)";
export const TOO_SMALL_QUERY = "(max-width: 1023.98px)";

const matches = (query: string) =>
  typeof window !== "undefined" && typeof window.matchMedia === "function" && window.matchMedia(query).matches;

/** The drawers when the builder opens: open on a wide window, folded to rails below 1440 px. */
export function initialDrawers(): { leftOpen: boolean; rightOpen: boolean; overlay: boolean } {
  const wide = matches(WIDE_QUERY);
  // No matchMedia (unit tests): the wide layout.
  const known = typeof window !== "undefined" && typeof window.matchMedia === "function";
  return { leftOpen: wide || !known, rightOpen: wide || !known, overlay: known && !matches(DOCKED_QUERY) };
}

export type Side = "left" | "right";

interface Drawers {
  leftOpen: boolean;
  rightOpen: boolean;
  overlay: boolean;
}

/** Opening one drawer over the canvas closes the other: only one may cover it. */
export function opened(state: Drawers, side: Side): Pick<Drawers, "leftOpen" | "rightOpen"> {
  if (side === "left") return { leftOpen: true, rightOpen: state.overlay ? false : state.rightOpen };
  return { rightOpen: true, leftOpen: state.overlay ? false : state.leftOpen };
}

export function toggled(state: Drawers, side: Side): Pick<Drawers, "leftOpen" | "rightOpen"> {
  const open = side === "left" ? state.leftOpen : state.rightOpen;
  if (open)
    return side === "left"
      ? { leftOpen: false, rightOpen: state.rightOpen }
      : { leftOpen: state.leftOpen, rightOpen: false };
  return opened(state, side);
}

export interface WindowWidth {
  /** At least 1440 px (WIDE_QUERY). */
  wide: boolean;
  /** At least 1280 px (DOCKED_QUERY): drawers open beside the canvas rather than over it. */
  docked: boolean;
}

export type DrawersBeforeNarrowing = Pick<Drawers, "leftOpen" | "rightOpen">;

/**
 * What the drawers become when the window crosses 1440 or 1280 px (null: no boundary crossed, nothing changes,
 * so what the creator opened or folded since the last crossing stays as they left it).
 * - Narrowing below 1440 px folds both drawers to rails, as on a fresh load there.
 * - Narrowing below 1280 px folds them and lays them over the canvas.
 * - Widening back to 1440 px reopens the drawers that were open before the narrowing (`before`; both when the
 *   builder opened narrow), and keeps open any the creator opened meanwhile; widening to 1280 px only docks.
 */
export function drawersAfterResize(
  drawers: Drawers,
  from: WindowWidth,
  to: WindowWidth,
  before: DrawersBeforeNarrowing,
): Partial<Drawers> | null {
  if (from.wide === to.wide && from.docked === to.docked) return null;
  const overlay = !to.docked;
  if (from.wide && !to.wide) return { overlay, leftOpen: false, rightOpen: false };
  if (!to.docked) return { overlay, leftOpen: false, rightOpen: false };
  if (!from.wide && to.wide) {
    // Over the canvas only one drawer could be open; beside it both may be.
    return { overlay, leftOpen: before.leftOpen || drawers.leftOpen, rightOpen: before.rightOpen || drawers.rightOpen };
  }
  return { overlay };
}
