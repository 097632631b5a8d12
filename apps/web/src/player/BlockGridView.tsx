import {
  type BlockMedia,
  GRID_COLUMNS,
  GRID_MARGIN_PX,
  GRID_ROW_HEIGHT_PX,
  type PageBlock,
} from "@coursewright/course-model";
import type { CSSProperties } from "react";
import { isTextLike } from "../blocks/common/frame";
import { PlayerBlock } from "./PlayerBlock";

const [COLUMN_GAP, ROW_GAP] = GRID_MARGIN_PX;

/** A block h rows tall is as tall as on the builder's grid: h rows and the h - 1 gaps between them. */
export const blockHeightPx = (h: number) => h * GRID_ROW_HEIGHT_PX + Math.max(0, h - 1) * ROW_GAP;

const gridStyle: CSSProperties = {
  gridTemplateColumns: `repeat(${GRID_COLUMNS}, minmax(0, 1fr))`,
  gridAutoRows: `${GRID_ROW_HEIGHT_PX}px`,
  columnGap: COLUMN_GAP,
  rowGap: ROW_GAP,
};

/**
 * The page's blocks where the author put them: a CSS grid with the builder's 12 columns, row height and
 * margins, each block at its x, y, w, h, so the page looks as it did on the canvas. In the document they
 * follow row by row (y, then x), the order a screen reader reads.
 */
export function BlockGridView({
  blocks,
  media,
}: {
  blocks: readonly PageBlock[];
  media: ReadonlyMap<number, readonly BlockMedia[]>;
}) {
  return (
    <div className="cw-player-grid" style={gridStyle} data-testid="player-grid">
      {blocks.map((block) => {
        const { x, y, w, h } = block.displaying_settings;
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

/** A phone: one block under the other at full width, each as tall as on the grid (text may grow). */
export function StackedBlocksView({
  blocks,
  media,
}: {
  blocks: readonly PageBlock[];
  media: ReadonlyMap<number, readonly BlockMedia[]>;
}) {
  return (
    <div className="cw-player-stack" data-testid="player-stack">
      {blocks.map((block) => {
        const height = blockHeightPx(block.displaying_settings.h);
        const style: CSSProperties = isTextLike(block.type) ? { minHeight: height } : { height };
        return (
          <div key={block.id} className="cw-player-cell" style={style} data-testid="player-block">
            <PlayerBlock block={block} media={media.get(block.id)} />
          </div>
        );
      })}
    </div>
  );
}
