import type { BlockAction, DisplayCondition } from "@coursewright/course-model";
import { eq } from "drizzle-orm";
import { announceChange } from "../../cache/changes";
import type { Database } from "../../db/open";
import { type CourseRow, coursePages, courses, courseTopics, pageBlockMedia, pageBlocks } from "../../db/schema";
import { allocateIds, bulkInsert } from "./db";
import { authoringOrder } from "./order";

/** Stored id -> id of the copy; an id the map lacks (a dangling reference) maps to undefined and is dropped. */
type IdMap = ReadonlyMap<number, number>;

async function idMap(
  tx: Parameters<Parameters<Database["transaction"]>[0]>[0],
  table: Parameters<typeof allocateIds>[1],
  ids: number[],
): Promise<Map<number, number>> {
  const fresh = await allocateIds(tx, table, ids.length);
  return new Map(ids.map((id, index) => [id, fresh[index] ?? 0]));
}

export function remapActions(actions: readonly BlockAction[], pages: IdMap): BlockAction[] {
  return actions.flatMap<BlockAction>((action) => {
    if (action.type !== "link_to_page") return [action];
    const page_id = pages.get(action.page_id);
    return page_id === undefined ? [] : [{ ...action, page_id }];
  });
}

export function remapConditions(conditions: readonly DisplayCondition[], blocks: IdMap): DisplayCondition[] {
  return conditions.flatMap<DisplayCondition>((condition) => {
    const block_id = blocks.get(condition.block_id);
    return block_id === undefined ? [] : [{ ...condition, block_id }];
  });
}

/**
 * A deep copy of the course (topics, pages, blocks, block media) in one transaction. Ids are taken from the
 * sequences first, so every reference inside the copy (a page's topic, a button's page, a display condition's
 * block) points into the copy and each table is written with one statement.
 */
export async function duplicateCourse(db: Database, source: CourseRow, title: string): Promise<CourseRow> {
  const copy = await db.transaction(async (tx) => {
    // Sequential: a transaction is one connection.
    const topics = await tx.select().from(courseTopics).where(eq(courseTopics.course_id, source.id));
    const pages = await tx.select().from(coursePages).where(eq(coursePages.course_id, source.id));
    const blocks = await tx.select().from(pageBlocks).where(eq(pageBlocks.course_id, source.id));
    const media = await tx.select().from(pageBlockMedia).where(eq(pageBlockMedia.course_id, source.id));
    const { id: _id, created_at: _created, updated_at: _updated, ...settings } = source;
    const [course] = await tx
      .insert(courses)
      .values({ ...settings, title, pages_order: [] })
      .returning();
    if (!course) throw new Error("course copy not inserted");

    const topicIds = await idMap(
      tx,
      courseTopics,
      topics.map((row) => row.id),
    );
    const pageIds = await idMap(
      tx,
      coursePages,
      pages.map((row) => row.id),
    );
    const blockIds = await idMap(
      tx,
      pageBlocks,
      blocks.map((row) => row.id),
    );
    const mediaIds = await idMap(
      tx,
      pageBlockMedia,
      media.map((row) => row.id),
    );
    const copy = <T extends { id: number; course_id: number; created_at: Date; updated_at: Date }>(
      row: T,
      ids: IdMap,
    ) => {
      const { created_at: _c, updated_at: _u, ...rest } = row;
      return { ...rest, id: ids.get(row.id) ?? 0, course_id: course.id };
    };

    await bulkInsert(
      tx,
      courseTopics,
      topics.map((row) => copy(row, topicIds)),
    );
    const pageCopies = pages.map((row) => ({
      ...copy(row, pageIds),
      topic_id: row.topic_id === null ? null : (topicIds.get(row.topic_id) ?? null),
    }));
    await bulkInsert(tx, coursePages, pageCopies);
    await bulkInsert(
      tx,
      pageBlocks,
      blocks.map((row) => ({
        ...copy(row, blockIds),
        page_id: pageIds.get(row.page_id) ?? 0,
        actions: remapActions(row.actions, pageIds),
        display_conditions: remapConditions(row.display_conditions, blockIds),
      })),
    );
    await bulkInsert(
      tx,
      pageBlockMedia,
      media.map((row) => ({ ...copy(row, mediaIds), block_id: blockIds.get(row.block_id) ?? 0 })),
    );

    const topicCopies = topics.map((row) => ({ id: topicIds.get(row.id) ?? 0, order: row.order }));
    const order = authoringOrder(topicCopies, pageCopies);
    const [stored] = await tx.update(courses).set({ pages_order: order }).where(eq(courses.id, course.id)).returning();
    return stored ?? course;
  });
  announceChange("course", copy.id);
  return copy;
}
