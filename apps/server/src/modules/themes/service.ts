import {
  type CreateThemeRequest,
  MEDIA_TYPE,
  THEME_TITLE_MAX_LENGTH,
  THEMES_PER_PAGE,
  type Theme,
  type UpdateThemeRequest,
} from "@coursewright/course-model";
import { count, desc, eq, inArray, sql } from "drizzle-orm";
import { announceChange } from "../../cache/changes";
import type { Database } from "../../db/open";
import { courses, type ThemeRow, themes } from "../../db/schema";
import { errors, ValidationError } from "../../http/errors";
import { authorize, policies } from "../../http/policies";
import type { Signer } from "../../http/signing";
import type { Db } from "../courses/db";
import { mediaRowsById, ownMediaTypes } from "../courses/service";
import { presentTheme } from "./presenter";

/** The creator's own themes, newest first (two queries at once: the pool, not a transaction). */
export async function listThemes(db: Database, userId: number, page: number) {
  const where = eq(themes.user_id, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(themes)
      .where(where)
      .orderBy(desc(themes.created_at), desc(themes.id))
      .limit(THEMES_PER_PAGE)
      .offset((page - 1) * THEMES_PER_PAGE),
    db.select({ n: count() }).from(themes).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The theme, when the user may manage it: 404 when there is none, 403 when it is another creator's. */
export async function getManagedTheme(db: Db, user: { id: number }, themeId: number): Promise<ThemeRow> {
  const [row] = await db.select().from(themes).where(eq(themes.id, themeId));
  if (!row) throw errors.notFound();
  authorize(policies.manageTheme(user, row));
  return row;
}

/** The background image, when sent, must be one of the creator's images. */
async function checkReferences(db: Db, userId: number, body: UpdateThemeRequest): Promise<void> {
  const imageId = body.page_background_image_media_id;
  if (imageId === undefined || imageId === null) return;
  const types = await ownMediaTypes(db, userId, [imageId]);
  if (types.get(imageId) !== MEDIA_TYPE.IMAGE)
    throw ValidationError.field("page_background_image_media_id", "themes.image_required");
}

export async function createTheme(db: Db, userId: number, body: CreateThemeRequest): Promise<ThemeRow> {
  await checkReferences(db, userId, body);
  const [row] = await db
    .insert(themes)
    .values({ ...body, user_id: userId })
    .returning();
  if (!row) throw new Error("theme not inserted");
  return row;
}

/** Changes the fields sent; updated_at moves, which is what makes the player's cached courses fetch it anew. */
export async function updateTheme(db: Db, theme: ThemeRow, body: UpdateThemeRequest): Promise<ThemeRow> {
  await checkReferences(db, theme.user_id, body);
  const [row] = await db
    .update(themes)
    .set({ ...body, updated_at: sql`now()` })
    .where(eq(themes.id, theme.id))
    .returning();
  if (!row) throw errors.notFound();
  announceChange("theme", theme.id);
  return row;
}

/**
 * Deletes the theme; its courses fall back to no theme (the defaults) in the same transaction. Answers how many
 * courses that was. The foreign key would clear them too, but could not say how many.
 */
export async function deleteTheme(db: Database, themeId: number): Promise<number> {
  const cleared = await db.transaction(async (tx) => {
    const cleared = await tx
      .update(courses)
      .set({ theme_id: null })
      .where(eq(courses.theme_id, themeId))
      .returning({ id: courses.id });
    await tx.delete(themes).where(eq(themes.id, themeId));
    return cleared;
  });
  announceChange("theme", themeId);
  for (const course of cleared) announceChange("course", course.id);
  return cleared.length;
}

/** A copy under `title` (cut to the title limit); no course uses the copy yet. */
export async function duplicateTheme(db: Db, source: ThemeRow, title: string): Promise<ThemeRow> {
  const { id: _id, created_at: _created, updated_at: _updated, ...fields } = source;
  const [row] = await db
    .insert(themes)
    .values({ ...fields, title: title.slice(0, THEME_TITLE_MAX_LENGTH) })
    .returning();
  if (!row) throw new Error("theme copy not inserted");
  return row;
}

/** How many courses use each of these themes. */
async function coursesCounts(db: Db, themeIds: number[]): Promise<Map<number, number>> {
  if (themeIds.length === 0) return new Map();
  const rows = await db
    .select({ theme_id: courses.theme_id, n: count() })
    .from(courses)
    .where(inArray(courses.theme_id, themeIds))
    .groupBy(courses.theme_id);
  return new Map(rows.flatMap((row) => (row.theme_id === null ? [] : [[row.theme_id, row.n] as const])));
}

/** Theme rows presented with their background images and course counts: three queries for any number of rows. */
export async function presentThemes(db: Db, rows: ThemeRow[], signer: Signer): Promise<Theme[]> {
  const [media, counts] = await Promise.all([
    mediaRowsById(
      db,
      rows.map((row) => row.page_background_image_media_id),
    ),
    coursesCounts(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  return rows.map((row) => presentTheme(row, media, signer, counts.get(row.id) ?? 0));
}

/** The themes of these courses (each once, whole), for course answers: no query per course. */
export async function themesOfCourses(
  db: Db,
  courseRows: readonly { theme_id: number | null }[],
  signer: Signer,
): Promise<Map<number, Theme>> {
  const ids = [...new Set(courseRows.flatMap((row) => (row.theme_id === null ? [] : [row.theme_id])))];
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(themes).where(inArray(themes.id, ids));
  return new Map((await presentThemes(db, rows, signer)).map((theme) => [theme.id, theme]));
}
