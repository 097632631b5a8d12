import { eq, sql } from "drizzle-orm";
import type { Database } from "../../db/open";
import { courseProgresses, courses } from "../../db/schema";

/**
 * What judging and scoring read of a course row. A write judged with a version is stored only while the course
 * row still matches it (checked inside the UPDATE), so a version this process remembers can never make a write
 * judged against an outdated course count: the UPDATE refuses it, and the writer judges again (progressWriter).
 */
export interface CourseVersion {
  course_id: number;
  /** courses.updated_at as PostgreSQL prints it: every builder save and settings change moves it. */
  updated_at: string;
  mode: number;
  min_pass_percent: number;
}

export const sameVersion = (a: CourseVersion, b: CourseVersion): boolean =>
  a.course_id === b.course_id &&
  a.updated_at === b.updated_at &&
  a.mode === b.mode &&
  a.min_pass_percent === b.min_pass_percent;

/** The columns of a CourseVersion, for a select joined to courses. */
export const courseVersionColumns = {
  course_id: courses.id,
  updated_at: sql<string>`${courses.updated_at}::text`,
  mode: courses.mode,
  min_pass_percent: courses.min_pass_percent,
};

/** Insertion-ordered map that forgets its oldest entry beyond `max`. */
function bounded<K, V>(max: number) {
  const map = new Map<K, V>();
  return {
    get: (key: K) => map.get(key),
    set(key: K, value: V): void {
      map.delete(key);
      map.set(key, value);
      if (map.size > max) {
        const oldest = map.keys().next().value;
        if (oldest !== undefined) map.delete(oldest);
      }
    },
  };
}

/**
 * Per process: the course of each progress row seen (it never changes) and the latest version seen of each
 * course, so the hot path judges without reading the database. Only a progress row seen for the first time
 * costs one primary-key read.
 */
export function createCourseVersions(db: Database, limits = { progressRows: 200_000, courses: 10_000 }) {
  const courseOf = bounded<number, number>(limits.progressRows);
  const latest = bounded<number, CourseVersion>(limits.courses);
  /** A version read from the database (newer than the one remembered, when a write was refused for it). */
  function remember(progressId: number, version: CourseVersion): void {
    courseOf.set(progressId, version.course_id);
    latest.set(version.course_id, version);
  }
  return {
    remember,
    /** The version to judge a write of this progress row with; null when the row does not exist. */
    async of(progressId: number): Promise<CourseVersion | null> {
      const courseId = courseOf.get(progressId);
      const known = courseId === undefined ? undefined : latest.get(courseId);
      if (known) return known;
      const [row] = await db
        .select(courseVersionColumns)
        .from(courseProgresses)
        .innerJoin(courses, eq(courses.id, courseProgresses.course_id))
        .where(eq(courseProgresses.id, progressId));
      if (!row) return null;
      remember(progressId, row);
      return row;
    },
  };
}

export type CourseVersions = ReturnType<typeof createCourseVersions>;
