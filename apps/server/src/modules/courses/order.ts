import { eq, sql } from "drizzle-orm";
import { coursePages, courses, courseTopics } from "../../db/schema";
import type { Db } from "./db";

interface Ordered {
  id: number;
  order: number;
}

const byOrder = (a: Ordered, b: Ordered) => a.order - b.order || a.id - b.id;

/**
 * Page ids in authoring order (spec 3 pages_order): topics by order, each topic's pages by order; pages
 * outside a topic (a course without topics) follow, by order.
 */
export function authoringOrder(
  topics: readonly Ordered[],
  pages: readonly (Ordered & { topic_id: number | null })[],
): number[] {
  const rank = new Map([...topics].sort(byOrder).map((topic, index) => [topic.id, index]));
  const rankOf = (page: { topic_id: number | null }) =>
    page.topic_id === null ? rank.size : (rank.get(page.topic_id) ?? rank.size);
  return [...pages].sort((a, b) => rankOf(a) - rankOf(b) || byOrder(a, b)).map((page) => page.id);
}

/** Recomputes courses.pages_order from the stored tree and marks the course as just edited. */
export async function refreshPagesOrder(db: Db, courseId: number): Promise<number[]> {
  // Sequential: inside a transaction both would share one connection.
  const topics = await db
    .select({ id: courseTopics.id, order: courseTopics.order })
    .from(courseTopics)
    .where(eq(courseTopics.course_id, courseId));
  const pages = await db
    .select({ id: coursePages.id, order: coursePages.order, topic_id: coursePages.topic_id })
    .from(coursePages)
    .where(eq(coursePages.course_id, courseId));
  const order = authoringOrder(topics, pages);
  await db.update(courses).set({ pages_order: order, updated_at: sql`now()` }).where(eq(courses.id, courseId));
  return order;
}
