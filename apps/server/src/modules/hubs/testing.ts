// Factories for the hub tests: hubs through the API where the test is about the API, rows otherwise.
import type { Hub, MediaItem } from "@coursewright/course-model";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { type HubRow, hubCourses, hubs } from "../../db/schema";
import { bearer, type TestContext } from "../../test/context";
import { buildCourse } from "../courses/testing";
import { fileUpload, samples } from "../media/testing";

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

/** An image of the creator's library, uploaded through the API (a real PNG with its thumbnail). */
export async function uploadImage(t: TestContext, token: string, name = "picture.png"): Promise<MediaItem> {
  const body = fileUpload(name, await samples.png());
  const res = await t.inject({
    method: "POST",
    url: "/api/medialibrary/upload_file",
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
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
