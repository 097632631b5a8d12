import { BLOCK_MAX_HEIGHT, fitLayout, type GridRect, resolveLayout, storedLine } from "@coursewright/course-model";
import type { Compactor, Layout, LayoutItem } from "react-grid-layout";
import { mirrored } from "./layout";

interface PushDownOptions {
  /** Where the blocks are stored, as the grid draws them (layout.ts toLayout), before content stretches them. */
  stored(): readonly LayoutItem[];
  /** The key of the block being dragged or resized, null between gestures. */
  active(): string | null;
  rtl: boolean;
  /** The stored lines as drawn (layout.ts shownLines); none when the canvas draws the stored layout as is. */
  lines?(): readonly number[];
  /** Rows each block's content needs, by block id. */
  needs?(): ReadonlyMap<number, number>;
  /** True while the active block is resized (its drawn height is the new minimum), false while dragged. */
  resizing?(): boolean;
  /** Told the active block's stored place each time the gesture moves it: what its drop will store. */
  onPlace?(key: string, place: GridRect): void;
}

const IDENTITY: readonly number[] = [];
const NO_NEEDS: ReadonlyMap<number, number> = new Map();

/**
 * react-grid-layout without compaction handles a drop onto another block on its own way: it moves the block
 * underneath by the dropped block's height and looks no further, so that block can land on a third one,
 * and a resize over a neighbour moves nothing at all. Both used to store two blocks on one cell.
 *
 * This compactor lets the grid itself push nothing (allowOverlap) and, while a block is dragged or resized,
 * lays the page out as the builder will store it: that block where the pointer puts it, every other block
 * back at its stored place and moved down where it is in the way, by course-model's resolveLayout (the same
 * rule moveBlock applies when the gesture ends). So what the canvas shows under the pointer is what the drop
 * stores. Between gestures the layout is left as it is. Columns are resolved as stored (start of the line
 * first), so a right-to-left page breaks ties the way moveBlock will.
 *
 * The canvas draws blocks as tall as their content (content that fits): the pointer's rows are rows drawn,
 * so the active block's place is turned back into stored rows first (a drag keeps its stored h; a resize
 * stores the height drawn as the new minimum), the page is resolved in stored rows, then drawn stretched
 * again by the content's needs.
 */
export function pushDownCompactor({
  stored,
  active,
  rtl,
  lines = () => IDENTITY,
  needs = () => NO_NEEDS,
  resizing = () => false,
  onPlace,
}: PushDownOptions): Compactor {
  return {
    type: null,
    allowOverlap: true,
    compact(layout: Layout): Layout {
      const key = active();
      const moving = layout.findIndex((item) => item.i === key);
      if (key === null || moving < 0) return layout.map((item) => ({ ...item }));
      const home = new Map(stored().map((item) => [item.i, item]));
      const drawn = lines();
      const toStored = (line: number) => (drawn.length === 0 ? line : storedLine(drawn, line));
      const places = layout.map((item, index) => {
        const { x, w } = index === moving ? item : (home.get(item.i) ?? item);
        const place = home.get(item.i) ?? item;
        const y = index === moving ? toStored(item.y) : place.y;
        const h = index !== moving || !resizing() ? place.h : clampHeight(item.h, item.minH);
        return { id: index, x: mirrored(x, w, rtl), y, w, h };
      });
      const resolved = resolveLayout(places, moving);
      const movedTo = resolved[moving];
      if (movedTo) onPlace?.(key, { x: movedTo.x, y: movedTo.y, w: movedTo.w, h: movedTo.h });
      const byId = needs();
      const shown = fitLayout(resolved, {
        needs: new Map(layout.map((item, index) => [index, byId.get(Number(item.i)) ?? 0])),
      });
      return layout.map((item, index) => {
        const place = shown[index];
        return place
          ? {
              ...item,
              x: mirrored(place.x, place.w, rtl),
              y: place.y,
              w: place.w,
              h: place.h,
              maxH: Math.max(item.maxH ?? BLOCK_MAX_HEIGHT, place.h),
            }
          : { ...item };
      });
    },
  };
}

const clampHeight = (h: number, min = 1) => Math.min(BLOCK_MAX_HEIGHT, Math.max(min, Math.round(h)));
