import { MEDIA_TYPE } from "@coursewright/course-model";
import { and, eq, inArray } from "drizzle-orm";
import { catalogCategories, catalogTags, courses, hubCourses, themes } from "../../db/schema";
import { type MessageRef, ValidationError } from "../../http/errors";
import { policies } from "../../http/policies";
import type { Db } from "../courses/db";
import { ownMediaTypes } from "../courses/service";

export type FieldErrors = Record<string, MessageRef[]>;

export function throwIfAny(fields: FieldErrors): void {
  if (Object.keys(fields).length > 0) throw new ValidationError(fields);
}

/** Each named field that holds an id must be an image of the creator's library (another's reads as unknown). */
export async function checkImages(
  db: Db,
  userId: number,
  fields: Record<string, number | null | undefined>,
): Promise<FieldErrors> {
  const wanted = Object.values(fields).filter((id): id is number => typeof id === "number");
  const types = await ownMediaTypes(db, userId, wanted);
  const errors: FieldErrors = {};
  for (const [field, id] of Object.entries(fields)) {
    if (typeof id === "number" && types.get(id) !== MEDIA_TYPE.IMAGE)
      errors[field] = [{ key: "courses.image_required" }];
  }
  return errors;
}

/** A theme of the creator's own, or none. */
export async function checkTheme(db: Db, userId: number, themeId: number | null | undefined): Promise<FieldErrors> {
  if (themeId === null || themeId === undefined) return {};
  const [theme] = await db.select({ user_id: themes.user_id }).from(themes).where(eq(themes.id, themeId));
  return theme && policies.manageTheme({ id: userId }, theme) ? {} : { theme_id: [{ key: "courses.theme_unknown" }] };
}

/** The ids among `ids` that are the creator's own courses. */
export async function ownCourseIds(db: Db, userId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.user_id, userId), inArray(courses.id, ids)));
  return new Set(rows.map((row) => row.id));
}

/** The ids among `ids` that are courses of the hub. */
export async function hubCourseIds(db: Db, hubId: number, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: hubCourses.course_id })
    .from(hubCourses)
    .where(and(eq(hubCourses.hub_id, hubId), inArray(hubCourses.course_id, ids)));
  return new Set(rows.map((row) => row.id));
}

/** The ids among `ids` that are the creator's own categories or tags. */
export async function ownLabelIds(
  db: Db,
  kind: "categories" | "tags",
  userId: number,
  ids: number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const table = kind === "categories" ? catalogCategories : catalogTags;
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.user_id, userId), inArray(table.id, ids)));
  return new Set(rows.map((row) => row.id));
}
