import { eq } from "drizzle-orm";
import { onReset } from "../../cache/changes";
import { readCacheTtlMs } from "../../cache/settings";
import { createTtlCache } from "../../cache/ttlCache";
import type { Database } from "../../db/open";
import { coursePages } from "../../db/schema";
import { errors } from "../../http/errors";

/**
 * The course of a page, as the player's page reads need it before deciding access. A page never moves to another
 * course; a deleted page is found out when its answer is built (the course's version moved with the deletion).
 * Unknown pages are not remembered (the error is not cached), so a page made later is found at once.
 */
const courseOfPage = createTtlCache<number, number>({ ttlMs: readCacheTtlMs, maxEntries: 50_000 });

onReset(() => courseOfPage.clear());

export function pageCourse(db: Database, pageId: number): Promise<number> {
  return courseOfPage.get(pageId, async () => {
    const [page] = await db
      .select({ course_id: coursePages.course_id })
      .from(coursePages)
      .where(eq(coursePages.id, pageId));
    if (!page) throw errors.notFound();
    return page.course_id;
  });
}

export const peekPageCourse = (pageId: number, now: number): number | undefined => courseOfPage.peek(pageId, now);
