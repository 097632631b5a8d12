import { landingPath, parseLandingPath, slugify } from "@coursewright/course-model";
import { eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/open";
import {
  type HubRow,
  hubBanners,
  hubBundleCourses,
  hubBundles,
  hubCourseCategories,
  hubCourses,
  hubCourseTags,
  hubEvents,
  hubs,
} from "../../db/schema";
import type { Tx } from "../courses/db";
import { announceHubs } from "./version";

/** An internal banner link into the source hub points at the same page of the copy. */
function relink(link: string | null, from: number, to: HubRow): string | null {
  if (link === null) return null;
  const [path = "", rest = ""] = link.split(/(?=[?#])/);
  const page = parseLandingPath(path);
  return page && page.hubId === from ? `${landingPath({ ...page, hubId: to.id }, to.slug)}${rest}` : link;
}

async function copyCourses(tx: Tx, source: HubRow, copy: HubRow): Promise<void> {
  const rows = await tx.select().from(hubCourses).where(eq(hubCourses.hub_id, source.id));
  if (rows.length === 0) return;
  const inserted = await tx
    .insert(hubCourses)
    .values(rows.map(({ id: _id, ...row }) => ({ ...row, hub_id: copy.id })))
    .returning({ id: hubCourses.id, course_id: hubCourses.course_id });
  const copyOf = new Map(rows.map((row) => [row.id, inserted.find((c) => c.course_id === row.course_id)?.id ?? 0]));
  const sourceIds = rows.map((row) => row.id);
  const categories = await tx
    .select()
    .from(hubCourseCategories)
    .where(inArray(hubCourseCategories.hub_course_id, sourceIds));
  const tags = await tx.select().from(hubCourseTags).where(inArray(hubCourseTags.hub_course_id, sourceIds));
  if (categories.length > 0) {
    await tx
      .insert(hubCourseCategories)
      .values(categories.map((row) => ({ ...row, hub_course_id: copyOf.get(row.hub_course_id) ?? 0 })));
  }
  if (tags.length > 0) {
    await tx
      .insert(hubCourseTags)
      .values(tags.map((row) => ({ ...row, hub_course_id: copyOf.get(row.hub_course_id) ?? 0 })));
  }
}

async function copyBundles(tx: Tx, source: HubRow, copy: HubRow): Promise<void> {
  const bundles = await tx.select().from(hubBundles).where(eq(hubBundles.hub_id, source.id));
  const courses = await tx.select().from(hubBundleCourses).where(eq(hubBundleCourses.hub_id, source.id));
  for (const { id, created_at: _c, updated_at: _u, ...bundle } of bundles) {
    const [row] = await tx
      .insert(hubBundles)
      .values({ ...bundle, hub_id: copy.id })
      .returning({ id: hubBundles.id });
    const mine = courses.filter((course) => course.bundle_id === id);
    if (row && mine.length > 0) {
      await tx
        .insert(hubBundleCourses)
        .values(mine.map((course) => ({ ...course, bundle_id: row.id, hub_id: copy.id })));
    }
  }
}

async function copyEventsAndBanners(tx: Tx, source: HubRow, copy: HubRow): Promise<void> {
  const events = await tx.select().from(hubEvents).where(eq(hubEvents.hub_id, source.id));
  if (events.length > 0) {
    await tx
      .insert(hubEvents)
      .values(events.map(({ id: _id, created_at: _c, updated_at: _u, ...event }) => ({ ...event, hub_id: copy.id })));
  }
  const banners = await tx.select().from(hubBanners).where(eq(hubBanners.hub_id, source.id));
  if (banners.length > 0) {
    await tx.insert(hubBanners).values(
      banners.map(({ id: _id, created_at: _c, updated_at: _u, ...banner }) => ({
        ...banner,
        hub_id: copy.id,
        link: banner.link_kind === "internal" ? relink(banner.link, source.id, copy) : banner.link,
      })),
    );
  }
}

/**
 * A copy of the hub as a draft: its settings, courses (prices, categories, tags), bundles, events and banners,
 * in one transaction. Shares, access requests and learners' entitlements stay with the original.
 */
export async function duplicateHub(db: Database, source: HubRow, name: string): Promise<HubRow> {
  const copy = await db.transaction(async (tx) => {
    const { id: _id, created_at: _c, updated_at: _u, version: _v, ...settings } = source;
    const [row] = await tx
      .insert(hubs)
      .values({ ...settings, name, slug: slugify(name), published: false })
      .returning();
    if (!row) throw new Error("hub copy not inserted");
    await copyCourses(tx, source, row);
    await copyBundles(tx, source, row);
    await copyEventsAndBanners(tx, source, row);
    return row;
  });
  announceHubs([copy.id]);
  return copy;
}
