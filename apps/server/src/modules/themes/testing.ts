// Factories for the theme tests.
import { DEFAULT_THEME_FIELDS, type ThemeFields } from "@coursewright/course-model";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/open";
import { courses, type ThemeRow, themes } from "../../db/schema";

/** A theme straight into the table: the defaults, with `overrides`. */
export async function buildTheme(
  db: Database,
  userId: number,
  overrides: Partial<ThemeFields> & { createdAt?: Date } = {},
): Promise<ThemeRow> {
  const { createdAt, ...fields } = overrides;
  const [row] = await db
    .insert(themes)
    .values({
      ...DEFAULT_THEME_FIELDS,
      title: "Theme",
      ...fields,
      user_id: userId,
      ...(createdAt ? { created_at: createdAt } : {}),
    })
    .returning();
  if (!row) throw new Error("no theme");
  return row;
}

export async function useTheme(db: Database, courseId: number, themeId: number | null): Promise<void> {
  await db.update(courses).set({ theme_id: themeId }).where(eq(courses.id, courseId));
}
