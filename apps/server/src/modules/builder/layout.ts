import {
  type LayoutBlock,
  type SaveCourseRequest,
  type SaveOverlap,
  saveLayoutOverlaps,
} from "@coursewright/course-model";
import { and, eq, sql } from "drizzle-orm";
import { pageBlocks } from "../../db/schema";
import type { MessageRef } from "../../http/errors";
import { intArray, type Tx } from "../courses/db";
import type { StoredTree } from "./references";

/** Stored pages the save puts a new or updated block on: only their blocks can meet the save's. */
function touchedPages(save: SaveCourseRequest, tree: StoredTree): number[] {
  const pages = new Set<number>();
  for (const block of save.new_page_blocks) if (tree.pages.has(block.page_id)) pages.add(block.page_id);
  for (const block of save.updated_page_blocks) {
    const stored = tree.blocks.get(block.id);
    if (stored) pages.add(stored.page_id);
  }
  return [...pages];
}

async function storedPlaces(tx: Tx, courseId: number, pageIds: readonly number[]): Promise<LayoutBlock[]> {
  if (pageIds.length === 0) return [];
  return tx
    .select({ id: pageBlocks.id, page_id: pageBlocks.page_id, displaying_settings: pageBlocks.displaying_settings })
    .from(pageBlocks)
    .where(and(eq(pageBlocks.course_id, courseId), sql`${pageBlocks.page_id} = any(${intArray(pageIds)}::int[])`));
}

/** Columns and rows counted from 1, as the author counts them on the canvas. */
function overlapMessage({ block, other }: SaveOverlap): MessageRef {
  const a = block.displaying_settings;
  const b = other.displaying_settings;
  return {
    key: "courses.blocks_overlap",
    params: {
      column: a.x + 1,
      row: a.y + 1,
      width: a.w,
      height: a.h,
      other_column: b.x + 1,
      other_row: b.y + 1,
      other_width: b.w,
      other_height: b.h,
    },
  };
}

/**
 * Blocks the save would leave on one cell of a page (course-model saveLayoutOverlaps over the pages it
 * writes, as they will be), as 422 messages at the save's block. Runs inside the save's transaction after
 * the course is locked, so the stored layout cannot change between this check and the writes.
 */
export async function layoutProblems(
  tx: Tx,
  courseId: number,
  save: SaveCourseRequest,
  tree: StoredTree,
  removedBlocks: ReadonlySet<number>,
): Promise<Record<string, MessageRef[]>> {
  const stored = await storedPlaces(tx, courseId, touchedPages(save, tree));
  const fields: Record<string, MessageRef[]> = {};
  for (const overlap of saveLayoutOverlaps(save, stored, removedBlocks)) {
    const field = overlap.path.join(".");
    fields[field] = [...(fields[field] ?? []), overlapMessage(overlap)];
  }
  return fields;
}
