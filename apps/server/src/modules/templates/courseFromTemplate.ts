import {
  COURSE_TEMPLATE_CATALOG,
  type CourseTemplateId,
  type LanguageCode,
  NEW_PAGE_SETTINGS,
  type Translate,
} from "@coursewright/course-model";
import { buildCourseTemplate } from "@coursewright/course-model/templates";
import { eq } from "drizzle-orm";
import { announceChange } from "../../cache/changes";
import type { Database } from "../../db/open";
import { type CourseRow, coursePages, courses, courseTopics, pageBlocks } from "../../db/schema";
import { cleanBlockContent } from "../builder/content";
import { allocateIds, bulkInsert } from "../courses/db";
import { refreshPagesOrder } from "../courses/order";

/**
 * A new course of the creator's, filled from a built-in template, in one transaction: the course, its topics,
 * pages and blocks, with the template's temporary block ids (which its display conditions use) replaced by
 * stored ones. Its name and description are the template's, in the creator's language; default question
 * feedback too; and that language is the course's.
 */
export async function createCourseFromTemplate(
  db: Database,
  userId: number,
  id: CourseTemplateId,
  translate: Translate,
  language: LanguageCode,
): Promise<CourseRow> {
  const template = buildCourseTemplate(id, translate);
  const info = COURSE_TEMPLATE_CATALOG.find((entry) => entry.id === id);
  const settings = {
    ...template.course,
    title: info ? translate(info.nameKey) : template.course.title,
    description: info ? translate(info.descriptionKey) : template.course.description,
    // Its texts are written in the creator's language, so that is the course's language.
    language,
  };
  // Pure CPU before the transaction, so it holds no lock while HTML is parsed.
  const topics = template.topics.map((topic) => ({
    ...topic,
    pages: topic.pages.map((page) => ({ ...page, blocks: page.blocks.map((block) => cleanBlockContent(block)) })),
  }));

  const created = await db.transaction(async (tx) => {
    const [course] = await tx
      .insert(courses)
      .values({ ...settings, user_id: userId })
      .returning();
    if (!course) throw new Error("course not inserted");
    const blockCount = topics.reduce((n, topic) => n + topic.pages.reduce((m, page) => m + page.blocks.length, 0), 0);
    const blockIdList = await allocateIds(tx, pageBlocks, blockCount);
    const blockIds = new Map<number, number>();
    for (const topic of topics) {
      for (const page of topic.pages)
        for (const block of page.blocks) blockIds.set(block.id, blockIdList[blockIds.size] ?? 0);
    }
    const stored = (temp: number) => blockIds.get(temp) ?? temp;

    for (const [topicOrder, topic] of topics.entries()) {
      const [topicRow] = await tx
        .insert(courseTopics)
        .values({ course_id: course.id, order: topicOrder, title: topic.title })
        .returning({ id: courseTopics.id });
      if (!topicRow) throw new Error("topic not inserted");
      const pageRows = await tx
        .insert(coursePages)
        .values(
          topic.pages.map((page, order) => ({
            ...NEW_PAGE_SETTINGS,
            course_id: course.id,
            topic_id: topicRow.id,
            order,
            title: page.title,
            time_limit: page.time_limit,
          })),
        )
        .returning({ id: coursePages.id, order: coursePages.order });
      const pageIdAt = new Map(pageRows.map((row) => [row.order, row.id]));
      await bulkInsert(
        tx,
        pageBlocks,
        topic.pages.flatMap((page, order) =>
          page.blocks.map(({ id: temp, ...block }) => ({
            ...block,
            id: stored(temp),
            course_id: course.id,
            page_id: pageIdAt.get(order) ?? 0,
            displaying_settings: { ...block.displaying_settings, i: String(stored(temp)) },
            display_conditions: block.display_conditions.map((condition) => ({
              ...condition,
              block_id: stored(condition.block_id),
            })),
          })),
        ),
      );
    }
    await refreshPagesOrder(tx, course.id);
    const [row] = await tx.select().from(courses).where(eq(courses.id, course.id));
    return row ?? course;
  });
  announceChange("course", created.id);
  return created;
}
