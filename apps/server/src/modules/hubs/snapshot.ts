import { BLOCK_TRAITS } from "@coursewright/course-model";
import { and, asc, eq, gt, ne, sql } from "drizzle-orm";
import { z } from "zod";
import {
  catalogCategories,
  catalogTags,
  courses,
  type HubBannerRow,
  type HubEventRow,
  type HubRow,
  hubCourseCategories,
  hubCourses,
  hubCourseTags,
  hubEvents,
  hubs,
  type MediaItemRow,
  pageBlocks,
  payoutAccounts,
  type ThemeRow,
  themes,
  users,
} from "../../db/schema";
import { seatsTaken } from "../commerce/seats";
import { type Db, intArray, resultRows } from "../courses/db";
import { mediaRowsById } from "../courses/service";
import { runPagesCount } from "../shares/initial";
import { bannersOf } from "./banners";
import { type BundleWithCourses, bundlesOf } from "./bundles";
import { labelIdColumns } from "./hubCourses";
import { hubMediaIds } from "./presenter";

/** A course as the landing pages show it, before anything that depends on the visitor. */
export interface SnapshotCourse {
  id: number;
  title: string;
  description: string | null;
  preview_media_id: number | null;
  with_topics: boolean;
  featured: boolean;
  price: number;
  category_ids: number[];
  tag_ids: number[];
  pages_count: number;
  questions_count: number;
}

/**
 * Everything a hub's landing pages show, the same for every visitor, read in a handful of queries. Times move on
 * while it is kept: banners and upcoming events are filtered by the time of each answer.
 */
export interface LandingSnapshot {
  hub: HubRow;
  /** The creator, their connected payment account and whether it can take charges now. */
  owner: { id: number; name: string; stripe_account_id: string | null; payments_enabled: boolean };
  theme: ThemeRow | null;
  courses: SnapshotCourse[];
  bundles: BundleWithCourses[];
  /** Events not over when it was read, soonest first (the landing shows the first few still to come). */
  events: HubEventRow[];
  banners: HubBannerRow[];
  categories: { id: number; title: string }[];
  tags: { id: number; title: string }[];
  media: ReadonlyMap<number, MediaItemRow>;
  /** Seats taken of `events` when it was read (bookings do not change the hub: a few seconds late at most). */
  booked: ReadonlyMap<number, number>;
}

/** Enough events for the landing's few upcoming ones to stay right while the snapshot is kept. */
const SNAPSHOT_EVENTS = 20;
const QUIZ_TYPES = BLOCK_TRAITS.filter((traits) => traits.isQuiz).map((traits) => traits.code);

const labelSchema = z.object({ kind: z.enum(["category", "tag"]), id: z.coerce.number(), title: z.string() });

/** The categories and tags attached to the hub's courses, by title, in one query. */
async function usedLabels(db: Db, hubId: number) {
  const result = await db.execute(sql`
    select 'category' as kind, c.id, c.title from ${catalogCategories} c
     where exists (select 1 from ${hubCourseCategories} x join ${hubCourses} hc on hc.id = x.hub_course_id
                    where x.category_id = c.id and hc.hub_id = ${hubId})
    union all
    select 'tag' as kind, t.id, t.title from ${catalogTags} t
     where exists (select 1 from ${hubCourseTags} x join ${hubCourses} hc on hc.id = x.hub_course_id
                    where x.tag_id = t.id and hc.hub_id = ${hubId})
    order by 3, 2`);
  const rows = resultRows(result).map((row) => labelSchema.parse(row));
  const pick = (kind: "category" | "tag") =>
    rows.filter((row) => row.kind === kind).map(({ id, title }) => ({ id, title }));
  return { categories: pick("category"), tags: pick("tag") };
}

async function hubCoursesOf(db: Db, hubId: number): Promise<SnapshotCourse[]> {
  const rows = await db
    .select({
      id: courses.id,
      title: courses.title,
      description: courses.description,
      preview_media_id: courses.preview_image_media_id,
      with_topics: courses.with_topics,
      pages_order: courses.pages_order,
      limit_pages_number: courses.limit_pages_number,
      featured: hubCourses.featured,
      price: hubCourses.price,
      ...labelIdColumns,
      questions_count: sql<number>`(select count(*) from ${pageBlocks}
          where ${pageBlocks.course_id} = ${courses.id} and ${pageBlocks.type} = any(${intArray(QUIZ_TYPES)}::int[]))`.mapWith(
        Number,
      ),
    })
    .from(hubCourses)
    .innerJoin(courses, eq(courses.id, hubCourses.course_id))
    .where(eq(hubCourses.hub_id, hubId))
    .orderBy(asc(hubCourses.order), asc(hubCourses.id));
  return rows.map(({ pages_order, limit_pages_number, category_ids, tag_ids, ...row }) => ({
    ...row,
    category_ids: category_ids.map(Number),
    tag_ids: tag_ids.map(Number),
    pages_count: runPagesCount({ pages_order, limit_pages_number }),
  }));
}

/** The snapshot of a hub, or null when there is no such hub. */
export async function loadSnapshot(db: Db, hubId: number): Promise<LandingSnapshot | null> {
  const [found] = await db
    .select({
      hub: hubs,
      owner: { id: users.id, name: users.name },
      payout: { account_id: payoutAccounts.account_id, status: payoutAccounts.status },
      theme: themes,
    })
    .from(hubs)
    .innerJoin(users, eq(users.id, hubs.user_id))
    .leftJoin(payoutAccounts, and(eq(payoutAccounts.user_id, hubs.user_id), ne(payoutAccounts.status, "not_connected")))
    .leftJoin(themes, eq(themes.id, hubs.theme_id))
    .where(eq(hubs.id, hubId));
  if (!found) return null;
  const { payout, ...rest } = found;
  const head = {
    ...rest,
    owner: {
      ...rest.owner,
      stripe_account_id: payout?.account_id ?? null,
      payments_enabled: payout?.status === "active",
    },
  };
  const [courseList, bundles, events, banners, labels] = await Promise.all([
    hubCoursesOf(db, hubId),
    bundlesOf(db, hubId),
    db
      .select()
      .from(hubEvents)
      .where(and(eq(hubEvents.hub_id, hubId), gt(hubEvents.ends_at, sql`now()`)))
      .orderBy(asc(hubEvents.starts_at), asc(hubEvents.id))
      .limit(SNAPSHOT_EVENTS),
    bannersOf(db, hubId),
    usedLabels(db, hubId),
  ]);
  const media = await mediaRowsById(db, [
    ...hubMediaIds(head.hub),
    ...courseList.map((course) => course.preview_media_id),
    ...bundles.map((bundle) => bundle.row.image_media_id),
    ...events.map((event) => event.image_media_id),
    ...banners.map((banner) => banner.image_media_id),
  ]);
  const booked = await seatsTaken(
    db,
    events.map((event) => event.id),
  );
  return { ...head, courses: courseList, bundles, events, banners, ...labels, media, booked };
}
