import {
  type BlockMedia,
  fitLayout,
  GRID_COLUMNS,
  GRID_MARGIN_PX,
  GRID_ROW_HEIGHT_PX,
  isContentSized,
  type PageBlock,
  rowsHeightPx,
} from "@coursewright/course-model";
import { type CSSProperties, useMemo, useRef } from "react";
import { useContentRows } from "../blocks/common/useContentRows";
import { PlayerBlock } from "./PlayerBlock";

const [COLUMN_GAP, ROW_GAP] = GRID_MARGIN_PX;

const gridStyle: CSSProperties = {
  gridTemplateColumns: `repeat(${GRID_COLUMNS}, minmax(0, 1fr))`,
  gridAutoRows: `${GRID_ROW_HEIGHT_PX}px`,
  columnGap: COLUMN_GAP,
  rowGap: ROW_GAP,
};

const EMPTY: readonly PageBlock[] = [];

function gridPlaceStyle({ x, y, w, h }: { x: number; y: number; w: number; h: number }): CSSProperties {
  return { gridColumn: `${x + 1} / span ${w}`, gridRow: `${y + 1} / span ${h}` };
}

/**
 * The page's blocks, in one of two layouts that share their elements, so a learner's unchecked answer, a
 * drag in progress or a playing video survive a turn of the phone or a resized window (two components
 * would unmount every block at the switch).
 *
 * Grid (wider screens): the builder's 12 columns, row height and margins, each block at its x and w, so the
 * page looks as it did on the canvas. Its h is a minimum: a block whose content needs more rows gets them
 * and the rows under it move down, and the rows only a hidden block (display conditions) covered take no
 * room (course-model fitLayout). In the document they follow row by row (y, then x), the order a screen
 * reader reads.
 *
 * Stacked (a phone): one block under the other at full width. Text, questions and lists are as tall as their
 * content; media keep their grid height (their box) and grow only when something of theirs (a caption)
 * needs more.
 */
export function PageBlocksView({
  blocks,
  hidden = EMPTY,
  media,
  stacked,
}: {
  blocks: readonly PageBlock[];
  /** The page's blocks its display conditions hide now (grid only: stacked blocks leave no band anyway). */
  hidden?: readonly PageBlock[];
  media: ReadonlyMap<number, readonly BlockMedia[]>;
  stacked: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const minRows = useMemo(
    () =>
      new Map(
        blocks
          .filter((block) => !stacked || !isContentSized(block.type))
          .map((block) => [block.id, block.displaying_settings.h]),
      ),
    [blocks, stacked],
  );
  const needs = useContentRows(ref, minRows);
  const places = useMemo(
    () =>
      stacked
        ? []
        : fitLayout(
            blocks.map((block) => ({ id: block.id, ...block.displaying_settings })),
            { needs, hidden: hidden.map((block) => block.displaying_settings) },
          ),
    [blocks, hidden, needs, stacked],
  );
  const cellStyle = (block: PageBlock, index: number): CSSProperties | undefined => {
    if (!stacked) return gridPlaceStyle(places[index] ?? block.displaying_settings);
    if (isContentSized(block.type)) return undefined;
    return { height: rowsHeightPx(Math.max(block.displaying_settings.h, needs.get(block.id) ?? 0)) };
  };
  return (
    <div
      ref={ref}
      className={stacked ? "cw-player-stack" : "cw-player-grid"}
      style={stacked ? undefined : gridStyle}
      data-testid={stacked ? "player-stack" : "player-grid"}
    >
      {blocks.map((block, index) => (
        <div key={block.id} className="cw-player-cell" style={cellStyle(block, index)} data-testid="player-block">
          <PlayerBlock block={block} media={media.get(block.id)} />
        </div>
      ))}
    </div>
  );
}
