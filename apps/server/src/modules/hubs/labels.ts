import type { CatalogLabel } from "@coursewright/course-model";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "../../db/open";
import {
  type CatalogLabelRow,
  catalogCategories,
  catalogTags,
  hubCourseCategories,
  hubCourseTags,
  type UserRow,
} from "../../db/schema";
import { errors, isUniqueViolation, ValidationError } from "../../http/errors";
import { authorize, policies } from "../../http/policies";
import type { Db } from "../courses/db";
import { announceHubs, touchHubsOfUser } from "./version";

/** Categories and tags are the same kind of list (the spec's catalogue groups), each in its own table. */
export type LabelKind = "categories" | "tags";

const tables = {
  categories: { table: catalogCategories, links: hubCourseCategories, linkColumn: hubCourseCategories.category_id },
  tags: { table: catalogTags, links: hubCourseTags, linkColumn: hubCourseTags.tag_id },
} as const;

const taken = () => ValidationError.field("title", "hubs.label_taken");

/** The creator's list by title (or the one with `id`), each with the hub courses it is attached to. */
export async function listLabels(db: Db, kind: LabelKind, userId: number, id?: number): Promise<CatalogLabel[]> {
  const { table, links, linkColumn } = tables[kind];
  return db
    .select({
      id: table.id,
      title: table.title,
      courses_count: sql<number>`(select count(*) from ${links} where ${linkColumn} = ${table.id})`.mapWith(Number),
    })
    .from(table)
    .where(id === undefined ? eq(table.user_id, userId) : and(eq(table.user_id, userId), eq(table.id, id)))
    .orderBy(asc(sql`lower(${table.title})`), asc(table.id));
}

export async function getManagedLabel(
  db: Db,
  kind: LabelKind,
  user: Pick<UserRow, "id">,
  id: number,
): Promise<CatalogLabelRow> {
  const { table } = tables[kind];
  const [row] = await db.select().from(table).where(eq(table.id, id));
  if (!row) throw errors.notFound();
  authorize(policies.manageCatalogLabel(user, row));
  return row;
}

/** A title is the creator's once, whatever its case: a second one answers 422 on title. */
export async function createLabel(db: Database, kind: LabelKind, userId: number, title: string): Promise<CatalogLabel> {
  const { table } = tables[kind];
  try {
    const [row] = await db.insert(table).values({ user_id: userId, title }).returning();
    if (!row) throw new Error("label not inserted");
    return { id: row.id, title: row.title, courses_count: 0 };
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

/** Renaming shows on every hub of the creator's that uses it. */
export async function renameLabel(db: Database, kind: LabelKind, label: CatalogLabelRow, title: string): Promise<void> {
  const { table } = tables[kind];
  try {
    const touched = await db.transaction(async (tx) => {
      await tx.update(table).set({ title, updated_at: sql`now()` }).where(eq(table.id, label.id));
      return touchHubsOfUser(tx, label.user_id);
    });
    announceHubs(touched);
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}

/** It leaves every hub course it was attached to. */
export async function deleteLabel(db: Database, kind: LabelKind, label: CatalogLabelRow): Promise<void> {
  const { table } = tables[kind];
  const touched = await db.transaction(async (tx) => {
    await tx.delete(table).where(eq(table.id, label.id));
    return touchHubsOfUser(tx, label.user_id);
  });
  announceHubs(touched);
}

export async function presentLabel(db: Db, kind: LabelKind, label: CatalogLabelRow): Promise<CatalogLabel> {
  const [counted] = await listLabels(db, kind, label.user_id, label.id);
  return counted ?? { id: label.id, title: label.title, courses_count: 0 };
}
