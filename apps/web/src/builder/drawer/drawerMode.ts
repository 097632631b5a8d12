/**
 * How the builder's side drawers sit at each window width (issue 17: a canvas you can see):
 * - 1440 px and up: both drawers open beside the canvas.
 * - 1280 to 1439 px: they start folded to icon rails, so the canvas gets the width; a rail button opens its
 *   drawer beside the canvas.
 * - 1024 to 1279 px: rails, and a drawer opens over the canvas, one at a time (Escape or a click outside
 *   closes it).
 * - Below 1024 px the builder is not drawn (CourseBuilderPage's notice).
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
