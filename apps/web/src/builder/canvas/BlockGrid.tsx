import type { BlockMedia, GridRect, PageBlock } from "@coursewright/course-model";
import { type CSSProperties, useCallback, useMemo, useRef } from "react";
import { GridLayout, type Layout, type LayoutItem, useContainerWidth } from "react-grid-layout";
import { useTranslation } from "react-i18next";
import "react-grid-layout/css/styles.css";
import { GRID_COLUMNS } from "@coursewright/course-model";
import { useContentRows } from "../../blocks/common/useContentRows";
import { moveBlock } from "../actions";
import { blockLabelParts } from "../editingContext";
import { NO_DRAG_CLASS } from "./BlockToolbar";
import { CanvasBlock } from "./CanvasBlock";
import { GRID_MARGIN, GRID_ROW_HEIGHT, shownLayout, shownLines, toLayout } from "./layout";
import { pushDownCompactor } from "./pushDown";
import { useStableMedia } from "./useStableMedia";

interface BlockGridProps {
  blocks: readonly PageBlock[];
  mediaOf(blockId: number): BlockMedia[];
  selectedBlockId: number | null;
  readOnly: boolean;
  /** The content's direction (the course's language, else the interface's): the columns run from its start. */
  rtl: boolean;
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
 *
 * Content that fits (issue 17): a block's stored h is the author's minimum. Each block's content is measured
 * (useContentRows) and one that needs more rows is drawn taller, with the blocks under it drawn lower
 * (course-model fitLines), as the player will show it. That is display only: the grown height is not saved
 * (the content decides it, on the author's screen and on the learner's), the stored places stay as they
 * were and the save's no-overlap rule checks those. A drag or resize on the stretched canvas is turned back
 * into stored rows (pushDown.ts); resizing a block sets its minimum to the height drawn.
 */
export function BlockGrid({ blocks, mediaOf, selectedBlockId, readOnly, rtl }: BlockGridProps) {
  const { t } = useTranslation();
  // Measured before the grid is drawn: drawn at the library's default width first (1280), the blocks would show
  // too wide for a frame, and on a builder whose course arrives early that frame is the first one people see.
  const { width, containerRef, mounted } = useContainerWidth({ measureBeforeMount: true });
  const media = useStableMedia(blocks, mediaOf);
  const stored = useMemo(() => toLayout(blocks, rtl), [blocks, rtl]);
  const minRows = useMemo(() => new Map(blocks.map((block) => [block.id, block.displaying_settings.h])), [blocks]);
  const needs = useContentRows(containerRef, minRows, mounted);
  const lines = useMemo(() => shownLines(stored, needs), [stored, needs]);
  const layout = useMemo(() => shownLayout(stored, lines), [stored, lines]);
  const active = useRef<string | null>(null);
  const resizing = useRef(false);
  const dropPlace = useRef<{ key: string; place: GridRect } | null>(null);
  const compactor = useMemo(
    () =>
      pushDownCompactor({
        stored: () => stored,
        active: () => active.current,
        rtl,
        lines: () => lines,
        needs: () => needs,
        resizing: () => resizing.current,
        onPlace: (key, place) => {
          dropPlace.current = { key, place };
        },
      }),
    [stored, lines, needs, rtl],
  );

  const startDrag = useCallback((_layout: Layout, item: LayoutItem | null) => {
    active.current = item?.i ?? null;
    resizing.current = false;
    dropPlace.current = null;
  }, []);
  const startResize = useCallback((_layout: Layout, item: LayoutItem | null) => {
    active.current = item?.i ?? null;
    resizing.current = true;
    dropPlace.current = null;
  }, []);
  const commitGesture = useCallback((_next: Layout, _old: LayoutItem | null, item: LayoutItem | null) => {
    const key = item?.i ?? active.current;
    active.current = null;
    resizing.current = false;
    const dropped = dropPlace.current;
    dropPlace.current = null;
    // The stored place the compactor worked out while the pointer moved. None: the block was pressed and let
    // go where it was (the drawn rows of a stretched canvas are not stored rows, so they are not taken).
    if (dropped && dropped.key === key) moveBlock(Number(key), dropped.place);
  }, []);

  const children = useMemo(
    () =>
      blocks.map((block) => (
        <div key={String(block.id)} className="cw-canvas-item" dir={rtl ? "rtl" : "ltr"}>
          <CanvasBlock
            {...blockLabelParts(block, t)}
            block={block}
            media={media.get(block.id) ?? []}
            selected={block.id === selectedBlockId}
          />
        </div>
      )),
    [blocks, media, selectedBlockId, t, rtl],
  );

  return (
    // The grid places items from the left edge (absolute boxes with a transform): in a right-to-left page their
    // static position would be the right edge, so the grid itself is laid out left to right and each block
    // takes the content's direction back (the columns are mirrored in layout.ts instead). The content's, not the
    // interface's: an English course in the Arabic interface keeps its blocks where they were authored.
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
          onDragStart={startDrag}
          onResizeStart={startResize}
          onDragStop={commitGesture}
          onResizeStop={commitGesture}
        >
          {children}
        </GridLayout>
      )}
    </div>
  );
}
