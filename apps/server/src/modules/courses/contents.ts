import type { CourseWithContents, FullPage, Page, TopicWithPages } from "@coursewright/course-model";
import { asc, count, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/open";
import {
  type CoursePageRow,
  type CourseRow,
  type CourseTopicRow,
  coursePages,
  courseTopics,
  pageBlockMedia,
  pageBlocks,
} from "../../db/schema";
import { errors } from "../../http/errors";
import type { Signer } from "../../http/signing";
import { themesOfCourses } from "../themes/service";
import type { Db } from "./db";
import { optionImageIds, withOptionImages } from "./optionImages";
import { authoringOrder } from "./order";
import { presentBlock, presentBlockMedia, presentCourse, presentPage, presentTopic } from "./presenter";
import { getManagedCourse, mediaRowsById } from "./service";

/** Topics per page of GET /api/course_topics/get/{courseId}. */
export const TOPICS_PER_PAGE = 20;

const byOrder = (a: { order: number; id: number }, b: { order: number; id: number }) =>
  a.order - b.order || a.id - b.id;

/** Pages grouped under their topics, each list by order. */
function withPages(topics: CourseTopicRow[], pages: Page[]): TopicWithPages[] {
  const byTopic = new Map<number, Page[]>();
  for (const page of pages) {
    if (page.topic_id === null) continue;
    byTopic.set(page.topic_id, [...(byTopic.get(page.topic_id) ?? []), page]);
  }
  return [...topics].sort(byOrder).map((topic) => ({
    ...presentTopic(topic),
    pages: (byTopic.get(topic.id) ?? []).sort(byOrder),
  }));
}

async function presentPages(db: Db, rows: CoursePageRow[], signer: Signer): Promise<Page[]> {
  const media = await mediaRowsById(
    db,
    rows.map((row) => row.background_image_media_id),
  );
  return rows.map((row) => presentPage(row, media, signer));
}

/** GET /api/courses/{id} and the save's answer: the course, its topics with their pages, every page in order. */
export async function courseWithContents(db: Database, course: CourseRow, signer: Signer): Promise<CourseWithContents> {
  const [topics, pageRows, media, themes] = await Promise.all([
    db.select().from(courseTopics).where(eq(courseTopics.course_id, course.id)),
    db.select().from(coursePages).where(eq(coursePages.course_id, course.id)),
    mediaRowsById(db, [course.preview_image_media_id]),
    themesOfCourses(db, [course], signer),
  ]);
  const pages = await presentPages(db, pageRows, signer);
  const position = new Map(authoringOrder(topics, pageRows).map((id, index) => [id, index]));
  pages.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
  return { ...presentCourse(course, media, signer, themes), topics: withPages(topics, pages), pages };
}

/** One page of a course's topics, each with its pages (GET /api/course_topics/get/{courseId}). */
export async function topicsPage(db: Database, courseId: number, page: number, signer: Signer) {
  const [topics, [total]] = await Promise.all([
    db
      .select()
      .from(courseTopics)
      .where(eq(courseTopics.course_id, courseId))
      .orderBy(asc(courseTopics.order), asc(courseTopics.id))
      .limit(TOPICS_PER_PAGE)
      .offset((page - 1) * TOPICS_PER_PAGE),
    db.select({ n: count() }).from(courseTopics).where(eq(courseTopics.course_id, courseId)),
  ]);
  const pageRows =
    topics.length === 0
      ? []
      : await db
          .select()
          .from(coursePages)
          .where(
            inArray(
              coursePages.topic_id,
              topics.map((topic) => topic.id),
            ),
          );
  return { rows: withPages(topics, await presentPages(db, pageRows, signer)), total: total?.n ?? 0 };
}

/** GET /api/course_pages/get_full_info/{pageId}: the page, its blocks (by row, then column) and their media. */
export async function fullPage(db: Db, user: { id: number }, pageId: number, signer: Signer): Promise<FullPage> {
  const [page] = await db.select().from(coursePages).where(eq(coursePages.id, pageId));
  if (!page) throw errors.notFound();
  await getManagedCourse(db, user, page.course_id);
  const blocks = await db.select().from(pageBlocks).where(eq(pageBlocks.page_id, page.id));
  const mediaRows =
    blocks.length === 0
      ? []
      : await db
          .select()
          .from(pageBlockMedia)
          .where(
            inArray(
              pageBlockMedia.block_id,
              blocks.map((block) => block.id),
            ),
          )
          .orderBy(asc(pageBlockMedia.order), asc(pageBlockMedia.id));
  const items = await mediaRowsById(db, [
    page.background_image_media_id,
    ...mediaRows.map((row) => row.medialibrary_item_id),
    ...optionImageIds(blocks),
  ]);
  const mediaByBlock = new Map<number, typeof mediaRows>();
  for (const row of mediaRows) mediaByBlock.set(row.block_id, [...(mediaByBlock.get(row.block_id) ?? []), row]);
  const place = (block: (typeof blocks)[number]) => block.displaying_settings;
  blocks.sort((a, b) => place(a).y - place(b).y || place(a).x - place(b).x || a.id - b.id);
  return {
    ...presentPage(page, items, signer),
    page_blocks: blocks.map((block) => ({
      ...withOptionImages(presentBlock(block), items, user.id, signer),
      media: (mediaByBlock.get(block.id) ?? []).map((row) => presentBlockMedia(row, items, signer)),
    })),
  };
}
