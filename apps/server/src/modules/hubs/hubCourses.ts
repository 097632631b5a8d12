import type { HubCourse, PutHubCoursesRequest } from "@coursewright/course-model";
import { and, asc, eq, notInArray, sql } from "drizzle-orm";
import type { Database } from "../../db/open";
import {
  courses,
  type HubRow,
  hubBundleCourses,
  hubCourseCategories,
  hubCourses,
  hubCourseTags,
} from "../../db/schema";
import type { Signer } from "../../http/signing";
import type { Db } from "../courses/db";
import { mediaRowsById } from "../courses/service";
import { imageLinks, presentHubImage } from "./images";
import { checkPriceSteps } from "./priceSteps";
import { type FieldErrors, ownCourseIds, ownLabelIds, throwIfAny } from "./references";
import { announceHubs, touchHub } from "./version";

/** A hub course's category and tag ids, each sorted, as one column each. */
export const labelIdColumns = {
  category_ids: sql<
    number[]
  >`coalesce((select array_agg(${hubCourseCategories.category_id} order by ${hubCourseCategories.category_id})
      from ${hubCourseCategories} where ${hubCourseCategories.hub_course_id} = ${hubCourses.id}), '{}')`,
  tag_ids: sql<number[]>`coalesce((select array_agg(${hubCourseTags.tag_id} order by ${hubCourseTags.tag_id})
      from ${hubCourseTags} where ${hubCourseTags.hub_course_id} = ${hubCourses.id}), '{}')`,
};

/** The hub's courses in order, with what the creator set for each. */
export async function listHubCourses(db: Db, hub: HubRow, signer: Signer): Promise<HubCourse[]> {
  const rows = await db
    .select({
      course_id: hubCourses.course_id,
      title: courses.title,
      preview: courses.preview_image_media_id,
      order: hubCourses.order,
      featured: hubCourses.featured,
      price: hubCourses.price,
      ...labelIdColumns,
    })
    .from(hubCourses)
    .innerJoin(courses, eq(courses.id, hubCourses.course_id))
    .where(eq(hubCourses.hub_id, hub.id))
    .orderBy(asc(hubCourses.order), asc(hubCourses.id));
  const media = await mediaRowsById(
    db,
    rows.map((row) => row.preview),
  );
  const links = imageLinks(hub.id, signer);
  return rows.map(({ preview, category_ids, tag_ids, ...row }) => ({
    ...row,
    image: presentHubImage(links, media, preview),
    category_ids: category_ids.map(Number),
    tag_ids: tag_ids.map(Number),
  }));
}

/** Field errors of a course list: each course the creator's own and listed once, labels their own. */
async function checkEntries(db: Db, hub: HubRow, body: PutHubCoursesRequest): Promise<FieldErrors> {
  const entries = body.courses;
  const [own, categories, tags] = await Promise.all([
    ownCourseIds(
      db,
      hub.user_id,
      entries.map((entry) => entry.course_id),
    ),
    ownLabelIds(
      db,
      "categories",
      hub.user_id,
      entries.flatMap((entry) => entry.category_ids),
    ),
    ownLabelIds(
      db,
      "tags",
      hub.user_id,
      entries.flatMap((entry) => entry.tag_ids),
    ),
  ]);
  const fields: FieldErrors = {};
  const seen = new Set<number>();
  entries.forEach((entry, index) => {
    const at = `courses.${index}`;
    if (seen.has(entry.course_id)) fields[`${at}.course_id`] = [{ key: "validation.duplicate_id" }];
    else if (!own.has(entry.course_id)) fields[`${at}.course_id`] = [{ key: "hubs.course_unknown" }];
    seen.add(entry.course_id);
    if (entry.category_ids.some((id) => !categories.has(id))) {
      fields[`${at}.category_ids`] = [{ key: "hubs.label_unknown" }];
    }
    if (entry.tag_ids.some((id) => !tags.has(id))) fields[`${at}.tag_ids`] = [{ key: "hubs.label_unknown" }];
    Object.assign(fields, checkPriceSteps(hub, { [`${at}.price`]: entry.price }));
  });
  return fields;
}

/**
 * Replaces the hub's whole course list in one transaction. A course taken out of the hub leaves its bundles too;
 * learners who enrolled keep it (their entitlements stay).
 */
export async function putHubCourses(db: Database, hub: HubRow, body: PutHubCoursesRequest): Promise<void> {
  throwIfAny(await checkEntries(db, hub, body));
  await db.transaction(async (tx) => {
    await tx.delete(hubCourses).where(eq(hubCourses.hub_id, hub.id));
    const ids = body.courses.map((entry) => entry.course_id);
    if (body.courses.length > 0) {
      const inserted = await tx
        .insert(hubCourses)
        .values(
          body.courses.map((entry, order) => ({
            hub_id: hub.id,
            course_id: entry.course_id,
            order,
            featured: entry.featured,
            price: entry.price,
          })),
        )
        .returning({ id: hubCourses.id, course_id: hubCourses.course_id });
      const rowOf = new Map(inserted.map((row) => [row.course_id, row.id]));
      const categoryRows = body.courses.flatMap((entry) =>
        [...new Set(entry.category_ids)].map((category_id) => ({
          hub_course_id: rowOf.get(entry.course_id) ?? 0,
          category_id,
        })),
      );
      const tagRows = body.courses.flatMap((entry) =>
        [...new Set(entry.tag_ids)].map((tag_id) => ({ hub_course_id: rowOf.get(entry.course_id) ?? 0, tag_id })),
      );
      if (categoryRows.length > 0) await tx.insert(hubCourseCategories).values(categoryRows);
      if (tagRows.length > 0) await tx.insert(hubCourseTags).values(tagRows);
    }
    await tx
      .delete(hubBundleCourses)
      .where(
        ids.length === 0
          ? eq(hubBundleCourses.hub_id, hub.id)
          : and(eq(hubBundleCourses.hub_id, hub.id), notInArray(hubBundleCourses.course_id, ids)),
      );
    await touchHub(tx, hub.id);
  });
  announceHubs([hub.id]);
}
