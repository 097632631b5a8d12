import type { BlockMedia, PageBlock } from "@coursewright/course-model";
import { useCallback, useMemo } from "react";
import { GridLayout, type Layout, noCompactor, useContainerWidth } from "react-grid-layout";
import { useTranslation } from "react-i18next";
import "react-grid-layout/css/styles.css";
import { GRID_COLUMNS } from "@coursewright/course-model";
import { languageInfo, useLanguage } from "../../i18n/language";
import { applyLayout } from "../actions";
import { blockLabel } from "../editingContext";
import { NO_DRAG_CLASS } from "./BlockToolbar";
import { CanvasBlock } from "./CanvasBlock";
import { changedPlaces, fromLayout, GRID_MARGIN, GRID_ROW_HEIGHT, toLayout } from "./layout";
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
const RESIZE_HANDLES = ["s", "e", "se", "w", "sw"] as const;

/**
 * The page's blocks on the 12-column grid. No compaction (`noCompactor`): a block stays at the x, y the
 * author dropped it on, so what is stored in displaying_settings is exactly what the canvas shows and what
 * the player, which lays blocks out by the same x, y, w, h (grouped by row y), will show. A vertical
 * compactor would move blocks up on screen without changing what is stored (new blocks are placed on a
 * new row below, spec 4), and the two would disagree. Blocks dropped onto others still push them down.
 *
 * A move or resize is one undo step: the grid keeps the dragged places to itself while the pointer moves
 * and the builder takes the layout once, when it stops.
 */
export function BlockGrid({ blocks, mediaOf, selectedBlockId, readOnly }: BlockGridProps) {
  const { t } = useTranslation();
  const { width, containerRef, mounted } = useContainerWidth();
  const media = useStableMedia(blocks, mediaOf);
  const rtl = languageInfo(useLanguage((state) => state.code)).rtl;
  const layout = useMemo(() => toLayout(blocks, rtl), [blocks, rtl]);

  const commitLayout = useCallback(
    (next: Layout) => {
      const changed = changedPlaces(blocks, fromLayout(next, rtl));
      if (changed.length > 0) applyLayout(changed);
    },
    [blocks, rtl],
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
    <div ref={containerRef} className="cw-canvas-grid" data-testid="canvas-grid" dir="ltr">
      {mounted && (
        <GridLayout
          width={width}
          layout={layout}
          gridConfig={GRID_CONFIG}
          dragConfig={{ enabled: !readOnly, cancel: `.${NO_DRAG_CLASS}` }}
          resizeConfig={{ enabled: !readOnly, handles: [...RESIZE_HANDLES] }}
          compactor={noCompactor}
          onDragStop={commitLayout}
          onResizeStop={commitLayout}
        >
          {children}
        </GridLayout>
      )}
    </div>
  );
}
