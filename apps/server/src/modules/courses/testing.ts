// Factories for the course and builder tests: rows straight into the tables, as a saved course would have them.
import { BLOCK_TYPE, type BlockTypeCode } from "@coursewright/course-model";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/open";
import {
  type CoursePageRow,
  type CourseRow,
  type CourseTopicRow,
  coursePages,
  courses,
  courseTopics,
  type PageBlockMediaRow,
  type PageBlockRow,
  pageBlockMedia,
  pageBlocks,
} from "../../db/schema";
import { authoringOrder } from "./order";

export interface BuildCourseOptions {
  title?: string;
  /** Topics; pages are dealt out among them in turn. 0 (the default) makes a course without topics. */
  topics?: number;
  pages?: number;
  blocksPerPage?: number;
  /** Type of every block (text by default). */
  blockType?: BlockTypeCode;
  /** Library items to attach, one block media row per item, to the first block. */
  mediaItemIds?: number[];
  updatedAt?: Date;
}

export interface BuiltCourse {
  course: CourseRow;
  topics: CourseTopicRow[];
  pages: CoursePageRow[];
  blocks: PageBlockRow[];
  media: PageBlockMediaRow[];
}

/** A block row's fields as the builder would save a fresh block of this type at (x, y). */
export function blockValues(courseId: number, pageId: number, index: number, type: BlockTypeCode = BLOCK_TYPE.TEXT) {
  return {
    course_id: courseId,
    page_id: pageId,
    type,
    text: `<p>Block ${index}</p>`,
    displaying_settings: { x: (index % 3) * 4, y: Math.floor(index / 3) * 20, w: 4, h: 20, i: String(index) },
    settings: {},
  };
}

export async function buildCourse(
  db: Database,
  userId: number,
  options: BuildCourseOptions = {},
): Promise<BuiltCourse> {
  const { topics: topicCount = 0, pages: pageCount = 1, blocksPerPage = 0 } = options;
  const [course] = await db
    .insert(courses)
    .values({
      user_id: userId,
      title: options.title ?? "Course",
      with_topics: topicCount > 0,
      ...(options.updatedAt ? { updated_at: options.updatedAt } : {}),
    })
    .returning();
  if (!course) throw new Error("no course");
  const topics =
    topicCount === 0
      ? []
      : await db
          .insert(courseTopics)
          .values(
            Array.from({ length: topicCount }, (_, i) => ({ course_id: course.id, order: i, title: `Topic ${i + 1}` })),
          )
          .returning();
  const pages =
    pageCount === 0
      ? []
      : await db
          .insert(coursePages)
          .values(
            Array.from({ length: pageCount }, (_, i) => ({
              course_id: course.id,
              topic_id: topics.length === 0 ? null : (topics[i % topics.length]?.id ?? null),
              order: topics.length === 0 ? i : Math.floor(i / topics.length),
              title: `Page ${i + 1}`,
            })),
          )
          .returning();
  const blockRows = pages.flatMap((page) =>
    Array.from({ length: blocksPerPage }, (_, i) => blockValues(course.id, page.id, i, options.blockType)),
  );
  const blocks = blockRows.length === 0 ? [] : await db.insert(pageBlocks).values(blockRows).returning();
  const first = blocks[0];
  const media =
    first && options.mediaItemIds?.length
      ? await db
          .insert(pageBlockMedia)
          .values(
            options.mediaItemIds.map((itemId, order) => ({
              course_id: course.id,
              block_id: first.id,
              medialibrary_item_id: itemId,
              order,
              title: `Slide ${order + 1}`,
            })),
          )
          .returning()
      : [];
  const [stored] = await db
    .update(courses)
    .set({
      pages_order: authoringOrder(topics, pages),
      ...(options.updatedAt ? { updated_at: options.updatedAt } : {}),
    })
    .where(eq(courses.id, course.id))
    .returning();
  return { course: stored ?? course, topics, pages, blocks, media };
}
