import { resolveLayout } from "@coursewright/course-model";
import type { Compactor, Layout, LayoutItem } from "react-grid-layout";
import { mirrored } from "./layout";

interface PushDownOptions {
  /** Where the blocks are stored, as the grid draws them (layout.ts toLayout). */
  stored(): readonly LayoutItem[];
  /** The key of the block being dragged or resized, null between gestures. */
  active(): string | null;
  rtl: boolean;
}

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
 */
export function pushDownCompactor({ stored, active, rtl }: PushDownOptions): Compactor {
  return {
    type: null,
    allowOverlap: true,
    compact(layout: Layout): Layout {
      const key = active();
      const moving = layout.findIndex((item) => item.i === key);
      if (key === null || moving < 0) return layout.map((item) => ({ ...item }));
      const home = new Map(stored().map((item) => [item.i, item]));
      const places = layout.map((item, index) => {
        const { x, y, w, h } = index === moving ? item : (home.get(item.i) ?? item);
        return { id: index, x: mirrored(x, w, rtl), y, w, h };
      });
      const resolved = resolveLayout(places, moving);
      return layout.map((item, index) => {
        const place = resolved[index];
        return place
          ? { ...item, x: mirrored(place.x, place.w, rtl), y: place.y, w: place.w, h: place.h }
          : { ...item };
      });
    },
  };
}
