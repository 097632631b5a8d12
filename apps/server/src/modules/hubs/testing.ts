// Factories for the hub tests: hubs through the API where the test is about the API, rows otherwise.
import type { Hub, MediaItem } from "@coursewright/course-model";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { Database } from "../../db/open";
import { type HubRow, hubAccessRequests, hubCourses, hubs, type UserRow } from "../../db/schema";
import { bearer, type TestContext } from "../../test/context";
import { buildCourse } from "../courses/testing";
import { fileUpload, samples } from "../media/testing";
import { saveBanner } from "./banners";
import { saveBundle } from "./bundles";
import { saveEvent } from "./events";
import { putHubCourses } from "./hubCourses";
import { insertHubShare } from "./hubShares";
import { createLabel } from "./labels";
import { createHub as insertHub, updateHub } from "./service";

export type Method = "GET" | "POST" | "PUT" | "DELETE";

/** A request with an optional bearer token and JSON body. */
export function caller(t: TestContext) {
  return (method: Method, url: string, token?: string, payload?: object, lang?: string) =>
    t.inject({
      method,
      url,
      headers: { ...(token ? bearer(token) : {}), ...(lang ? { "content-language": lang } : {}) },
      ...(payload ? { payload } : {}),
    });
}

/** POST /api/course_hubs as the creator. */
export async function createHub(t: TestContext, token: string, name = "Hub"): Promise<Hub> {
  const res = await caller(t)("POST", "/api/course_hubs", token, { name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

/** An image of the creator's library, uploaded through the API (a real PNG with its thumbnail, its job run). */
export async function uploadImage(t: TestContext, token: string, name = "picture.png"): Promise<MediaItem> {
  const body = fileUpload(name, await samples.png());
  const res = await t.inject({
    method: "POST",
    url: "/api/medialibrary/upload_file",
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  await t.runJobs();
  const item = await t.inject({
    method: "GET",
    url: `/api/medialibrary/files/${res.json().data.id}`,
    headers: bearer(token),
  });
  return item.json().data;
}

export interface PublishedHub {
  creator: Awaited<ReturnType<TestContext["createUser"]>>;
  hub: HubRow;
  free: Awaited<ReturnType<typeof buildCourse>>;
  paid: Awaited<ReturnType<typeof buildCourse>>;
}

/** A creator with a published hub (public unless said) holding a free course and one at 12.50 EUR. */
export async function publishedHub(
  t: TestContext,
  options: { visibility?: "public" | "private" | "unlisted"; published?: boolean; name?: string } = {},
): Promise<PublishedHub> {
  const creator = await t.createUser({ creator: true, name: "Hub Creator" });
  const created = await createHub(t, creator.token, options.name ?? "Safety Academy");
  const free = await buildCourse(t.db, creator.user.id, { title: "Fire safety", topics: 2, pages: 3 });
  const paid = await buildCourse(t.db, creator.user.id, { title: "First aid", pages: 2 });
  await t.db.insert(hubCourses).values([
    { hub_id: created.id, course_id: free.course.id, order: 0, featured: true, price: 0 },
    { hub_id: created.id, course_id: paid.course.id, order: 1, featured: false, price: 1250 },
  ]);
  const [hub] = await t.db
    .update(hubs)
    .set({ visibility: options.visibility ?? "public", published: options.published ?? true })
    .where(eq(hubs.id, created.id))
    .returning();
  if (!hub) throw new Error("no hub");
  return { creator, hub, free, paid };
}

/** What `ownedHubs` made: every id and share id, for tests that name them at random (the route fuzz). */
export interface OwnedHubs {
  ids: number[];
  shareIds: string[];
  /** The public hub (its second course is priced) and its free event, when made. */
  publicHubId?: number;
  eventId?: number;
}

/**
 * Through the services, without HTTP (fast enough to make once per fuzzed route): a published public hub of the
 * creator's courses with a category, a tag, a bundle, an event, a banner and a link share, and a published private
 * hub shared by e-mail with `learner` (who was refused before) and a stranger's pending access request to it.
 */
export async function ownedHubs(
  db: Database,
  creator: UserRow,
  learner: UserRow,
  stranger: UserRow,
  courseIds: number[],
  imageId: number,
): Promise<OwnedHubs> {
  const category = await createLabel(db, "categories", creator.id, "Category");
  const tag = await createLabel(db, "tags", creator.id, "Tag");
  const hub = await updateHub(db, await insertHub(db, creator, "Public hub"), {
    visibility: "public",
    published: true,
    logo_media_id: imageId,
  });
  await putHubCourses(db, hub, {
    courses: courseIds.map((courseId, order) => ({
      course_id: courseId,
      featured: order === 0,
      price: order === 0 ? 0 : 1250,
      category_ids: [category.id],
      tag_ids: [tag.id],
    })),
  });
  const bundle = await saveBundle(db, hub, {
    title: "Bundle",
    description: "",
    image_media_id: imageId,
    course_ids: courseIds,
    price: 0,
    order: 0,
  });
  const event = await saveEvent(db, hub, {
    title: "Event",
    description: "",
    image_media_id: null,
    starts_at: "2040-01-01T10:00",
    ends_at: "2040-01-01T11:00",
    time_zone: "UTC",
    online_url: null,
    place: "Here",
    capacity: null,
    price: 0,
    booking_deadline: null,
    cancellation_allowed: false,
  });
  const banner = await saveBanner(db, hub, {
    image_media_id: null,
    title: "Banner",
    text: "",
    link_kind: "none",
    link: null,
    order: 0,
    active_from: null,
    active_to: null,
  });
  const closed = await updateHub(db, await insertHub(db, creator, "Private hub"), {
    visibility: "private",
    published: true,
  });
  await putHubCourses(db, closed, {
    courses: [{ course_id: courseIds[0] ?? 0, featured: false, price: 0, category_ids: [], tag_ids: [] }],
  });
  const [link, invitation] = await db.transaction(async (tx) => [
    await insertHubShare(tx, hub, creator.id, { kind: "public" }),
    await insertHubShare(tx, closed, creator.id, { kind: "email", emails: [learner.email] }),
  ]);
  const requests = await db
    .insert(hubAccessRequests)
    .values([
      { hub_id: closed.id, user_id: learner.id, status: "refused", message: "" },
      { hub_id: closed.id, user_id: stranger.id, message: "Please" },
    ])
    .returning();
  return {
    ids: [hub.id, closed.id, category.id, tag.id, bundle, event, banner, ...requests.map((request) => request.id)],
    shareIds: [link?.id ?? "", invitation?.id ?? ""],
    publicHubId: hub.id,
    eventId: event,
  };
}
