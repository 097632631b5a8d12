import { asc, eq } from "drizzle-orm";
import { coursePages, courseTopics } from "../../db/schema";
import type { Db } from "../courses/db";

/** What a course contains, for its landing page: topics in order with their pages' titles (one entry without topics). */
export async function courseOutline(db: Db, courseId: number): Promise<{ title: string | null; pages: string[] }[]> {
  const [topics, pages] = await Promise.all([
    db
      .select({ id: courseTopics.id, title: courseTopics.title })
      .from(courseTopics)
      .where(eq(courseTopics.course_id, courseId))
      .orderBy(asc(courseTopics.order), asc(courseTopics.id)),
    db
      .select({ title: coursePages.title, topic_id: coursePages.topic_id })
      .from(coursePages)
      .where(eq(coursePages.course_id, courseId))
      .orderBy(asc(coursePages.order), asc(coursePages.id)),
  ]);
  const outline: { title: string | null; pages: string[] }[] = topics.map((topic) => ({
    title: topic.title,
    pages: pages.filter((page) => page.topic_id === topic.id).map((page) => page.title),
  }));
  const loose = pages.filter((page) => page.topic_id === null || !topics.some((topic) => topic.id === page.topic_id));
  if (loose.length > 0) outline.push({ title: null, pages: loose.map((page) => page.title) });
  return outline;
}
