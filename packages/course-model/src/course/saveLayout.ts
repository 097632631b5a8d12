import type { GridRect } from "../grid/constants";
import { findOverlaps } from "../grid/overlap";
import type { SaveCourseRequest } from "./save";

/** A block's place on its page, as stored or as a save sends it. */
export interface LayoutBlock {
  id: number;
  page_id: number;
  displaying_settings: GridRect;
}

/** Two blocks a save would leave on one cell, and the block in the save that the refusal points at. */
export interface SaveOverlap {
  pageId: number;
  /** Path in the save body: `new_page_blocks.3.displaying_settings`. */
  path: (string | number)[];
  block: LayoutBlock;
  other: LayoutBlock;
}

type LayoutSave = Pick<SaveCourseRequest, "new_page_blocks" | "updated_page_blocks">;

/**
 * The overlaps a save would store: every page the save puts a new or updated block on is laid out as it
 * will be after the save (its stored blocks less those the save deletes or updates, then the updated and
 * the new ones) and checked for blocks sharing a cell. The same function runs in the builder before it
 * sends a save and on the server before it writes one, so the two agree on what is refused.
 *
 * `stored` holds the stored blocks of those pages (more do no harm); `removed` the stored ids the save
 * deletes, those going with a deleted page or topic included. An overlap of two blocks the save does not
 * touch (stored before the grid refused them) still counts: it is on a page the save writes, and the path
 * then points at the save's first block on that page.
 */
export function saveLayoutOverlaps(
  save: LayoutSave,
  stored: readonly LayoutBlock[],
  removed: ReadonlySet<number>,
): SaveOverlap[] {
  const storedPage = new Map(stored.map((block) => [block.id, block.page_id]));
  const paths = new Map<number, (string | number)[]>();
  const pages = new Map<number, LayoutBlock[]>();
  const place = (pageId: number, block: LayoutBlock) => pages.set(pageId, [...(pages.get(pageId) ?? []), block]);

  // The save's own blocks first, so the earlier block of a pair is the save's whenever one of them is.
  for (const set of ["new_page_blocks", "updated_page_blocks"] as const) {
    for (const [index, block] of save[set].entries()) {
      // A block keeps its page (the save refuses a change of page elsewhere): it is checked where it is stored.
      const pageId = storedPage.get(block.id) ?? block.page_id;
      paths.set(block.id, [set, index, "displaying_settings"]);
      place(pageId, { id: block.id, page_id: pageId, displaying_settings: block.displaying_settings });
    }
  }
  for (const block of stored) {
    if (pages.has(block.page_id) && !paths.has(block.id) && !removed.has(block.id)) place(block.page_id, block);
  }

  const overlaps: SaveOverlap[] = [];
  for (const [pageId, blocks] of pages) {
    const rects = blocks.map((block) => ({ ...block.displaying_settings, block }));
    const firstOfSave = blocks[0];
    for (const [a, b] of findOverlaps(rects)) {
      const path = paths.get(a.block.id) ?? paths.get(b.block.id) ?? (firstOfSave && paths.get(firstOfSave.id));
      if (path) overlaps.push({ pageId, path, block: a.block, other: b.block });
    }
  }
  return overlaps;
}
