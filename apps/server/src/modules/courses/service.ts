import {
  type CourseListQuery,
  type CreateCourseRequest,
  MEDIA_TYPE,
  type MediaType,
  type UpdateCourseRequest,
} from "@coursewright/course-model";
import { and, count, desc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import { announceChange } from "../../cache/changes";
import type { Database } from "../../db/open";
import {
  type CourseRow,
  coursePages,
  courses,
  courseTopics,
  type MediaItemRow,
  mediaItems,
  themes,
} from "../../db/schema";
import { errors, type MessageRef, ValidationError } from "../../http/errors";
import { authorize, policies } from "../../http/policies";
import type { Db } from "./db";
import { refreshPagesOrder } from "./order";

/** Courses per page of the list (GET /api/courses). */
export const COURSES_PER_PAGE = 12;

/** `%text%` for LIKE, with the user's own % _ and \ taken literally. */
const containsPattern = (search: string) => `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The creator's own courses, last edited first (two queries at once: the pool, not a transaction). */
export async function listCourses(db: Database, userId: number, query: CourseListQuery) {
  const filters: SQL[] = [eq(courses.user_id, userId)];
  if (query.search) filters.push(sql`lower(${courses.title}) like ${containsPattern(query.search)}`);
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(courses)
      .where(where)
      .orderBy(desc(courses.updated_at), desc(courses.id))
      .limit(COURSES_PER_PAGE)
      .offset((query.page - 1) * COURSES_PER_PAGE),
    db.select({ n: count() }).from(courses).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The course, when the user may manage it: 404 when there is none, 403 when it is another creator's. */
export async function getManagedCourse(db: Db, user: { id: number }, courseId: number): Promise<CourseRow> {
  const [row] = await db.select().from(courses).where(eq(courses.id, courseId));
  if (!row) throw errors.notFound();
  authorize(policies.manageCourse(user, row));
  return row;
}

/** Media rows by id (for presenting); ids that no longer exist are simply absent. */
export async function mediaRowsById(db: Db, ids: Iterable<number | null>): Promise<Map<number, MediaItemRow>> {
  const wanted = [...new Set([...ids].filter((id): id is number => id !== null))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(mediaItems).where(inArray(mediaItems.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The library types of those of `ids` that are the user's own media items. */
export async function ownMediaTypes(db: Db, userId: number, ids: Iterable<number>): Promise<Map<number, MediaType>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: mediaItems.id, type: mediaItems.type })
    .from(mediaItems)
    .where(and(eq(mediaItems.user_id, userId), inArray(mediaItems.id, wanted)));
  const types = new Map<number, MediaType>();
  for (const row of rows) {
    const type = Object.values(MEDIA_TYPE).find((t) => t === row.type);
    if (type !== undefined) types.set(row.id, type);
  }
  return types;
}

type Settings = Partial<Pick<CreateCourseRequest, "preview_image_media_id" | "theme_id">>;

/** The references a course's settings make: the preview is one of the creator's images, the theme their own. */
async function checkSettingsReferences(db: Db, userId: number, settings: Settings): Promise<void> {
  const fields: Record<string, MessageRef[]> = {};
  const previewId = settings.preview_image_media_id;
  if (previewId !== undefined && previewId !== null) {
    const types = await ownMediaTypes(db, userId, [previewId]);
    if (types.get(previewId) !== MEDIA_TYPE.IMAGE) fields.preview_image_media_id = [{ key: "courses.image_required" }];
  }
  const themeId = settings.theme_id;
  if (themeId !== undefined && themeId !== null) {
    const [theme] = await db.select({ user_id: themes.user_id }).from(themes).where(eq(themes.id, themeId));
    // Another creator's theme reads as unknown: whether it exists is none of this creator's business.
    if (!theme || !policies.manageTheme({ id: userId }, theme)) fields.theme_id = [{ key: "courses.theme_unknown" }];
  }
  if (Object.keys(fields).length > 0) throw new ValidationError(fields);
}

export interface StarterTitles {
  topic: string;
  page: string;
}

/** A new course with one first page (inside a first topic when with_topics), so the builder never opens empty. */
export async function createCourse(
  db: Database,
  userId: number,
  body: CreateCourseRequest,
  titles: StarterTitles,
): Promise<CourseRow> {
  await checkSettingsReferences(db, userId, body);
  const created = await db.transaction(async (tx) => {
    const [course] = await tx
      .insert(courses)
      .values({ ...body, user_id: userId })
      .returning();
    if (!course) throw new Error("course not inserted");
    let topicId: number | null = null;
    if (body.with_topics) {
      const [topic] = await tx
        .insert(courseTopics)
        .values({ course_id: course.id, order: 0, title: titles.topic })
        .returning();
      topicId = topic?.id ?? null;
    }
    const [page] = await tx
      .insert(coursePages)
      .values({ course_id: course.id, topic_id: topicId, order: 0, title: titles.page })
      .returning({ id: coursePages.id });
    if (!page) throw new Error("page not inserted");
    const [stored] = await tx
      .update(courses)
      .set({ pages_order: [page.id] })
      .where(eq(courses.id, course.id))
      .returning();
    return stored ?? course;
  });
  // A read of an id before it existed may have been remembered as "no such course".
  announceChange("course", created.id);
  return created;
}

/**
 * Changes the settings sent. Turning topics on gathers pages that have no topic into a first topic, so the
 * builder's tree (which then shows topics) still shows them.
 */
export async function updateCourse(
  db: Database,
  course: CourseRow,
  body: UpdateCourseRequest,
  titles: StarterTitles,
): Promise<CourseRow> {
  await checkSettingsReferences(db, course.user_id, body);
  const updated = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(courses)
      .set({ ...body, updated_at: sql`now()` })
      .where(eq(courses.id, course.id))
      .returning();
    if (!row) throw errors.notFound();
    if (!body.with_topics || course.with_topics) return row;
    const loose = await tx
      .select({ id: coursePages.id })
      .from(coursePages)
      .where(and(eq(coursePages.course_id, course.id), isNull(coursePages.topic_id)));
    if (loose.length === 0) return row;
    const [{ n: topicCount } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(courseTopics)
      .where(eq(courseTopics.course_id, course.id));
    const [topic] = await tx
      .insert(courseTopics)
      .values({ course_id: course.id, order: topicCount, title: titles.topic })
      .returning();
    if (!topic) throw new Error("topic not inserted");
    await tx
      .update(coursePages)
      .set({ topic_id: topic.id, updated_at: sql`now()` })
      .where(and(eq(coursePages.course_id, course.id), isNull(coursePages.topic_id)));
    await refreshPagesOrder(tx, course.id);
    const [updated] = await tx.select().from(courses).where(eq(courses.id, course.id));
    return updated ?? row;
  });
  announceChange("course", course.id);
  return updated;
}

/** Topics, pages, blocks and their media go with the course (foreign keys cascade). */
export async function deleteCourse(db: Db, courseId: number): Promise<void> {
  await db.delete(courses).where(eq(courses.id, courseId));
  announceChange("course", courseId);
}
