import type {
  BlockAction,
  BlockMediaItem,
  DisplayCondition,
  PageBlockItem,
  PageItem,
  SaveCourseRequest,
  TopicItem,
} from "@coursewright/course-model";
import { and, eq, inArray, sql } from "drizzle-orm";
import { announceChange } from "../../cache/changes";
import type { Database } from "../../db/open";
import { type CourseRow, coursePages, courses, courseTopics, pageBlockMedia, pageBlocks } from "../../db/schema";
import { ValidationError } from "../../http/errors";
import { allocateIds, bulkInsert, bulkUpdate, intArray, type Tx } from "../courses/db";
import { refreshPagesOrder } from "../courses/order";
import { ownMediaTypes } from "../courses/service";
import { cleanBlockContent, cleanMediaText, richTexts } from "./content";
import { layoutProblems } from "./layout";
import { checkReferences, type Deletions, referencedMediaIds, type StoredTree } from "./references";

/** Temporary id (as text, the JSON key) -> stored id, per kind. */
export interface IdMaps {
  topics: Record<string, number>;
  pages: Record<string, number>;
  blocks: Record<string, number>;
  media: Record<string, number>;
}

/** Where the time of a save went, for the Server-Timing header (milliseconds). */
export interface SaveTimings {
  sanitise: number;
  transaction: number;
}

type Resolve = (id: number) => number;

async function loadTree(tx: Tx, courseId: number): Promise<StoredTree> {
  // One after the other: a transaction is one connection, and node-postgres refuses to queue queries on it.
  const topics = await tx
    .select({ id: courseTopics.id })
    .from(courseTopics)
    .where(eq(courseTopics.course_id, courseId));
  const pages = await tx
    .select({ id: coursePages.id, topic_id: coursePages.topic_id })
    .from(coursePages)
    .where(eq(coursePages.course_id, courseId));
  const blocks = await tx
    .select({ id: pageBlocks.id, page_id: pageBlocks.page_id, type: pageBlocks.type })
    .from(pageBlocks)
    .where(eq(pageBlocks.course_id, courseId));
  const media = await tx
    .select({ id: pageBlockMedia.id, block_id: pageBlockMedia.block_id })
    .from(pageBlockMedia)
    .where(eq(pageBlockMedia.course_id, courseId));
  return {
    topics: new Set(topics.map((row) => row.id)),
    pages: new Map(pages.map((row) => [row.id, row])),
    blocks: new Map(blocks.map((row) => [row.id, row])),
    media: new Map(media.map((row) => [row.id, row])),
  };
}

/**
 * The stored texts of the blocks and media the save updates. What was stored passed the sanitiser, so an
 * unchanged text (a block that only moved) is kept as it is instead of being parsed again.
 */
async function storedTexts(db: Database, courseId: number, save: SaveCourseRequest) {
  const blockIds = save.updated_page_blocks.map((block) => block.id);
  const mediaIds = save.updated_page_blocks_media.map((media) => media.id);
  const [blocks, media] = await Promise.all([
    blockIds.length === 0
      ? []
      : db
          .select({ id: pageBlocks.id, text: pageBlocks.text, embed: pageBlocks.embed, settings: pageBlocks.settings })
          .from(pageBlocks)
          .where(and(eq(pageBlocks.course_id, courseId), inArray(pageBlocks.id, blockIds))),
    mediaIds.length === 0
      ? []
      : db
          .select({ id: pageBlockMedia.id, text: pageBlockMedia.text })
          .from(pageBlockMedia)
          .where(and(eq(pageBlockMedia.course_id, courseId), inArray(pageBlockMedia.id, mediaIds))),
  ]);
  const blockTexts = new Map(
    blocks.map((row) => [row.id, new Set([...richTexts(row), ...(row.embed === null ? [] : [row.embed])])]),
  );
  const mediaTexts = new Map(media.map((row) => [row.id, new Set(row.text === null ? [] : [row.text])]));
  return { blockTexts, mediaTexts };
}

/** The save with every rich text sanitised; pure CPU, done before the transaction so it holds no lock. */
async function cleanSave(db: Database, courseId: number, save: SaveCourseRequest): Promise<SaveCourseRequest> {
  const { blockTexts, mediaTexts } = await storedTexts(db, courseId, save);
  return {
    ...save,
    new_page_blocks: save.new_page_blocks.map((block) => cleanBlockContent(block)),
    updated_page_blocks: save.updated_page_blocks.map((block) => cleanBlockContent(block, blockTexts.get(block.id))),
    new_page_blocks_media: save.new_page_blocks_media.map((media) => ({ ...media, text: cleanMediaText(media.text) })),
    updated_page_blocks_media: save.updated_page_blocks_media.map((media) => ({
      ...media,
      text: cleanMediaText(media.text, mediaTexts.get(media.id)),
    })),
  };
}

async function idMap(tx: Tx, table: Parameters<typeof allocateIds>[1], items: readonly { id: number }[]) {
  const ids = await allocateIds(tx, table, items.length);
  return new Map(items.map((item, index) => [item.id, ids[index] ?? 0]));
}

const resolver =
  (map: ReadonlyMap<number, number>): Resolve =>
  (id) =>
    id < 0 ? (map.get(id) ?? id) : id;

const topicRow = (topic: TopicItem) => ({ order: topic.order, title: topic.title });

const pageRow = (page: PageItem, topic: Resolve) => ({
  topic_id: page.topic_id === null ? null : topic(page.topic_id),
  order: page.order,
  title: page.title,
  time_limit: page.time_limit,
  background_color: page.background_color,
  background_image_media_id: page.background_image_media_id,
  background_size: page.background_size,
  background_repeat: page.background_repeat,
  background_position: page.background_position,
});

/** A block's editable fields with its references stored; the grid key `i` becomes the stored id. */
function blockRow(block: PageBlockItem, id: number, page: Resolve, blockId: Resolve) {
  const { id: _temp, page_id: _page, actions, display_conditions, displaying_settings, ...fields } = block;
  return {
    ...fields,
    displaying_settings: { ...displaying_settings, i: String(id) },
    actions: actions.map(
      (action): BlockAction => (action.type === "link_to_page" ? { ...action, page_id: page(action.page_id) } : action),
    ),
    display_conditions: display_conditions.map(
      (condition): DisplayCondition => ({ ...condition, block_id: blockId(condition.block_id) }),
    ),
  };
}

function mediaRow(media: BlockMediaItem) {
  const { id: _id, block_id: _block, ...fields } = media;
  return fields;
}

/** Removes links and display conditions of the remaining blocks that point at what this save deleted. */
async function dropDanglingReferences(tx: Tx, courseId: number, deletions: Deletions): Promise<void> {
  if (deletions.pages.size === 0 && deletions.blocks.size === 0) return;
  const pages = intArray(deletions.pages);
  const blocks = intArray(deletions.blocks);
  const linksThere = sql`a->>'type' = 'link_to_page' and (a->>'page_id')::int = any(${pages}::int[])`;
  const waitsThere = sql`(c->>'block_id')::int = any(${blocks}::int[])`;
  await tx.execute(sql`
    update ${pageBlocks} set
      actions = coalesce((select jsonb_agg(a order by n) from jsonb_array_elements(actions) with ordinality as e(a, n) where not (${linksThere})), '[]'::jsonb),
      display_conditions = coalesce((select jsonb_agg(c order by n) from jsonb_array_elements(display_conditions) with ordinality as e(c, n) where not (${waitsThere})), '[]'::jsonb),
      updated_at = now()
    where course_id = ${courseId} and (
      exists (select 1 from jsonb_array_elements(actions) as e(a) where ${linksThere})
      or exists (select 1 from jsonb_array_elements(display_conditions) as e(c) where ${waitsThere})
    )`);
}

/**
 * Applies a builder save (spec 7) in one transaction: every reference and the layout of every page it
 * writes (no two blocks on one cell) are checked first, and any violation answers 422 with nothing changed. Then deletes, inserts (topics, pages, blocks, media, each one statement
 * with ids taken beforehand so temporary ids can be replaced everywhere), updates, topic deletes (after the
 * updates, so a page moved out of a deleted topic survives), clean-up of references to deleted pages and
 * blocks, and the course's pages_order.
 */
export async function saveCourse(
  db: Database,
  course: CourseRow,
  input: SaveCourseRequest,
): Promise<{ maps: IdMaps; timings: SaveTimings }> {
  const started = performance.now();
  const save = await cleanSave(db, course.id, input);
  const sanitised = performance.now();

  const maps = await db.transaction(async (tx) => {
    // Two saves of one course (two tabs) run one after the other, each against what the other stored.
    await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, course.id)).for("update");
    const tree = await loadTree(tx, course.id);
    const ownMedia = await ownMediaTypes(tx, course.user_id, referencedMediaIds(save));
    const { fields, deletions } = checkReferences(save, tree, ownMedia);
    const overlaps = await layoutProblems(tx, course.id, save, tree, deletions.blocks);
    for (const [field, messages] of Object.entries(overlaps)) fields[field] = [...(fields[field] ?? []), ...messages];
    if (Object.keys(fields).length > 0) throw new ValidationError(fields);

    const topicIds = await idMap(tx, courseTopics, save.new_topics);
    const pageIds = await idMap(tx, coursePages, save.new_pages);
    const blockIds = await idMap(tx, pageBlocks, save.new_page_blocks);
    const mediaIds = await idMap(tx, pageBlockMedia, save.new_page_blocks_media);
    const topic = resolver(topicIds);
    const page = resolver(pageIds);
    const block = resolver(blockIds);
    const inCourse = (table: typeof coursePages | typeof pageBlocks | typeof pageBlockMedia | typeof courseTopics) =>
      sql`${table}.course_id = ${course.id}`;
    const named = (ids: readonly number[]) => intArray(ids);

    if (save.deleted_page_blocks_media.length > 0) {
      await tx
        .delete(pageBlockMedia)
        .where(
          and(
            eq(pageBlockMedia.course_id, course.id),
            sql`${pageBlockMedia.id} = any(${named(save.deleted_page_blocks_media)}::int[])`,
          ),
        );
    }
    if (save.deleted_page_blocks.length > 0) {
      await tx
        .delete(pageBlocks)
        .where(
          and(
            eq(pageBlocks.course_id, course.id),
            sql`${pageBlocks.id} = any(${named(save.deleted_page_blocks)}::int[])`,
          ),
        );
    }
    if (save.deleted_pages.length > 0) {
      await tx
        .delete(coursePages)
        .where(
          and(eq(coursePages.course_id, course.id), sql`${coursePages.id} = any(${named(save.deleted_pages)}::int[])`),
        );
    }

    await bulkInsert(
      tx,
      courseTopics,
      save.new_topics.map((item) => ({ id: topic(item.id), course_id: course.id, ...topicRow(item) })),
    );
    await bulkInsert(
      tx,
      coursePages,
      save.new_pages.map((item) => ({ id: page(item.id), course_id: course.id, ...pageRow(item, topic) })),
    );
    await bulkInsert(
      tx,
      pageBlocks,
      save.new_page_blocks.map((item) => ({
        id: block(item.id),
        course_id: course.id,
        page_id: page(item.page_id),
        ...blockRow(item, block(item.id), page, block),
      })),
    );
    await bulkInsert(
      tx,
      pageBlockMedia,
      save.new_page_blocks_media.map((item) => ({
        id: resolver(mediaIds)(item.id),
        course_id: course.id,
        block_id: block(item.block_id),
        ...mediaRow(item),
      })),
    );

    await bulkUpdate(
      tx,
      courseTopics,
      save.updated_topics.map((item) => ({ id: item.id, ...topicRow(item) })),
      inCourse(courseTopics),
    );
    await bulkUpdate(
      tx,
      coursePages,
      save.updated_pages.map((item) => ({ id: item.id, ...pageRow(item, topic) })),
      inCourse(coursePages),
    );
    await bulkUpdate(
      tx,
      pageBlocks,
      save.updated_page_blocks.map((item) => ({ id: item.id, ...blockRow(item, item.id, page, block) })),
      inCourse(pageBlocks),
    );
    await bulkUpdate(
      tx,
      pageBlockMedia,
      save.updated_page_blocks_media.map((item) => ({ id: item.id, ...mediaRow(item) })),
      inCourse(pageBlockMedia),
    );

    if (save.deleted_topics.length > 0) {
      await tx
        .delete(courseTopics)
        .where(
          and(
            eq(courseTopics.course_id, course.id),
            sql`${courseTopics.id} = any(${named(save.deleted_topics)}::int[])`,
          ),
        );
    }
    await dropDanglingReferences(tx, course.id, deletions);
    const treeChanged = [
      save.new_topics,
      save.new_pages,
      save.updated_topics,
      save.updated_pages,
      save.deleted_topics,
      save.deleted_pages,
    ].some((set) => set.length > 0);
    // Blocks alone leave the page order as it is; the course still counts as just edited (the list sorts by it).
    if (treeChanged) await refreshPagesOrder(tx, course.id);
    else await tx.update(courses).set({ updated_at: sql`now()` }).where(eq(courses.id, course.id));

    const text = (map: ReadonlyMap<number, number>) =>
      Object.fromEntries([...map].map(([temp, id]) => [String(temp), id]));
    return { topics: text(topicIds), pages: text(pageIds), blocks: text(blockIds), media: text(mediaIds) };
  });
  // After the commit: a player read in this process must not keep the course as it was.
  announceChange("course", course.id);
  return { maps, timings: { sanitise: sanitised - started, transaction: performance.now() - sanitised } };
}
