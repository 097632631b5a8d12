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

/**
 * The page's blocks where the author put them: a CSS grid with the builder's 12 columns, row height and
 * margins, each block at its x and w, so the page looks as it did on the canvas. Its h is a minimum: a block
 * whose content needs more rows gets them and the rows under it move down, and the rows only a hidden block
 * (display conditions) covered take no room (course-model fitLayout). In the document they follow row by
 * row (y, then x), the order a screen reader reads.
 */
export function BlockGridView({
  blocks,
  hidden = EMPTY,
  media,
}: {
  blocks: readonly PageBlock[];
  /** The page's blocks its display conditions hide now. */
  hidden?: readonly PageBlock[];
  media: ReadonlyMap<number, readonly BlockMedia[]>;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const minRows = useMemo(() => new Map(blocks.map((block) => [block.id, block.displaying_settings.h])), [blocks]);
  const needs = useContentRows(ref, minRows);
  const places = useMemo(
    () =>
      fitLayout(
        blocks.map((block) => ({ id: block.id, ...block.displaying_settings })),
        { needs, hidden: hidden.map((block) => block.displaying_settings) },
      ),
    [blocks, hidden, needs],
  );
  return (
    <div ref={ref} className="cw-player-grid" style={gridStyle} data-testid="player-grid">
      {blocks.map((block, index) => {
        const { x, y, w, h } = places[index] ?? block.displaying_settings;
        return (
          <div
            key={block.id}
            className="cw-player-cell"
            style={{ gridColumn: `${x + 1} / span ${w}`, gridRow: `${y + 1} / span ${h}` }}
            data-testid="player-block"
          >
            <PlayerBlock block={block} media={media.get(block.id)} />
          </div>
        );
      })}
    </div>
  );
}

/**
 * A phone: one block under the other at full width. Text, questions and lists are as tall as their content;
 * media keep their grid height (their box) and grow only when something of theirs (a caption) needs more.
 */
export function StackedBlocksView({
  blocks,
  media,
}: {
  blocks: readonly PageBlock[];
  media: ReadonlyMap<number, readonly BlockMedia[]>;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const minRows = useMemo(
    () =>
      new Map(
        blocks.filter((block) => !isContentSized(block.type)).map((block) => [block.id, block.displaying_settings.h]),
      ),
    [blocks],
  );
  const needs = useContentRows(ref, minRows);
  return (
    <div ref={ref} className="cw-player-stack" data-testid="player-stack">
      {blocks.map((block) => {
        const { h } = block.displaying_settings;
        const style: CSSProperties | undefined = isContentSized(block.type)
          ? undefined
          : { height: rowsHeightPx(Math.max(h, needs.get(block.id) ?? 0)) };
        return (
          <div key={block.id} className="cw-player-cell" style={style} data-testid="player-block">
            <PlayerBlock block={block} media={media.get(block.id)} />
          </div>
        );
      })}
    </div>
  );
}
