import type { BlockMedia, PageBlock } from "@coursewright/course-model";
import { type CSSProperties, useCallback, useMemo, useRef } from "react";
import { GridLayout, type Layout, type LayoutItem, useContainerWidth } from "react-grid-layout";
import { useTranslation } from "react-i18next";
import "react-grid-layout/css/styles.css";
import { GRID_COLUMNS } from "@coursewright/course-model";
import { languageInfo, useLanguage } from "../../i18n/language";
import { moveBlock } from "../actions";
import { blockLabel } from "../editingContext";
import { NO_DRAG_CLASS } from "./BlockToolbar";
import { CanvasBlock } from "./CanvasBlock";
import { fromLayout, GRID_MARGIN, GRID_ROW_HEIGHT, toLayout } from "./layout";
import { pushDownCompactor } from "./pushDown";
import { useStableMedia } from "./useStableMedia";

interface BlockGridProps {
  blocks: readonly PageBlock[];
  mediaOf(blockId: number): BlockMedia[];
  selectedBlockId: number | null;
  readOnly: boolean;
}

const GRID_CONFIG = {
  cols: GRID_COLUMNS,
  rowHeight: GRID_ROW_HEIGHT,
  margin: GRID_MARGIN,
  containerPadding: [0, 0] as [number, number],
};
const GUIDE_VARIABLES = {
  "--cw-grid-columns": GRID_COLUMNS,
  "--cw-grid-gap": `${GRID_MARGIN[0]}px`,
} as CSSProperties;
const RESIZE_HANDLES = ["s", "e", "se", "w", "sw"] as const;

/**
 * The page's blocks on the 12-column grid. No compaction: a block stays at the x, y the author dropped it on,
 * so what is stored in displaying_settings is exactly what the canvas shows and what the player, which lays
 * blocks out by the same x, y, w, h (grouped by row y), will show. A vertical compactor would move blocks up
 * on screen without changing what is stored (new blocks are placed on a new row below, spec 4), and the two
 * would disagree. Blocks a drop or a resize lands on move down out of its way (pushDown.ts), so no two
 * blocks ever share a cell.
 *
 * A move or resize is one undo step: the grid keeps the dragged places to itself while the pointer moves
 * and the builder takes the moved block's place once, when it stops; course-model's moveBlock moves the
 * others as the canvas showed.
 */
export function BlockGrid({ blocks, mediaOf, selectedBlockId, readOnly }: BlockGridProps) {
  const { t } = useTranslation();
  const { width, containerRef, mounted } = useContainerWidth();
  const media = useStableMedia(blocks, mediaOf);
  const rtl = languageInfo(useLanguage((state) => state.code)).rtl;
  const layout = useMemo(() => toLayout(blocks, rtl), [blocks, rtl]);
  const active = useRef<string | null>(null);
  const compactor = useMemo(
    () => pushDownCompactor({ stored: () => layout, active: () => active.current, rtl }),
    [layout, rtl],
  );

  const startGesture = useCallback((_layout: Layout, item: LayoutItem | null) => {
    active.current = item?.i ?? null;
  }, []);
  const commitGesture = useCallback(
    (next: Layout, _old: LayoutItem | null, item: LayoutItem | null) => {
      const key = item?.i ?? active.current;
      active.current = null;
      const [place] = fromLayout(
        next.filter((entry) => entry.i === key),
        rtl,
      );
      if (place) moveBlock(place.id, place);
    },
    [rtl],
  );

  const children = useMemo(
    () =>
      blocks.map((block) => (
        <div key={String(block.id)} className="cw-canvas-item" dir={rtl ? "rtl" : "ltr"}>
          <CanvasBlock
            block={block}
            media={media.get(block.id) ?? []}
            selected={block.id === selectedBlockId}
            label={blockLabel(block, t)}
          />
        </div>
      )),
    [blocks, media, selectedBlockId, t, rtl],
  );

  return (
    // The grid places items from the left edge (absolute boxes with a transform): in a right-to-left page their
    // static position would be the right edge, so the grid itself is laid out left to right and each block
    // takes the page's direction back (the columns are mirrored in layout.ts instead).
    // The columns show as guides behind the blocks (canvas.css), measured like the grid's own; they stay while a
    // save runs, so the canvas does not flicker.
    <div ref={containerRef} className="cw-canvas-grid" data-testid="canvas-grid" dir="ltr" style={GUIDE_VARIABLES}>
      {mounted && (
        <GridLayout
          width={width}
          layout={layout}
          gridConfig={GRID_CONFIG}
          dragConfig={{ enabled: !readOnly, cancel: `.${NO_DRAG_CLASS}` }}
          resizeConfig={{ enabled: !readOnly, handles: [...RESIZE_HANDLES] }}
          compactor={compactor}
          onDragStart={startGesture}
          onResizeStart={startGesture}
          onDragStop={commitGesture}
          onResizeStop={commitGesture}
        >
          {children}
        </GridLayout>
      )}
    </div>
  );
}
