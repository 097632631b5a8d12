import type { PageBlock } from "../course/block";

/**
 * Blocks grouped by row for display (spec 4 Course player): a row is the blocks that start on the same grid
 * line (displaying_settings.y), left to right. Rows come top to bottom.
 */

type PlacedBlock = Pick<PageBlock, "id" | "displaying_settings">;

export interface BlockRow<B extends PlacedBlock = PlacedBlock> {
  y: number;
  blocks: B[];
}

// Ties on the same cell (which the grid does not allow, but old content may hold) keep a stable order by id.
const byPlace = (a: PlacedBlock, b: PlacedBlock) =>
  a.displaying_settings.y - b.displaying_settings.y || a.displaying_settings.x - b.displaying_settings.x || a.id - b.id;

export function blockRows<B extends PlacedBlock>(blocks: readonly B[]): BlockRow<B>[] {
  const rows: BlockRow<B>[] = [];
  for (const block of [...blocks].sort(byPlace)) {
    const last = rows.at(-1);
    if (last && last.y === block.displaying_settings.y) last.blocks.push(block);
    else rows.push({ y: block.displaying_settings.y, blocks: [block] });
  }
  return rows;
}

/** On a phone blocks stack in one column: rows top to bottom, each left to right. */
export function stackedBlocks<B extends PlacedBlock>(blocks: readonly B[]): B[] {
  return [...blocks].sort(byPlace);
}
