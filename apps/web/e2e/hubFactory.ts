import { type APIRequestContext, expect } from "@playwright/test";
import { auth } from "./courseFactory";

// Hubs built through the creator's API for the landing pages' end-to-end tests.

export interface BuiltHub {
  id: number;
  slug: string;
  name: string;
}

/** A hub of the creator's with these settings (a new hub is a private draft in EUR). */
export async function buildHub(
  request: APIRequestContext,
  token: string,
  name: string,
  settings: Record<string, unknown> = {},
): Promise<BuiltHub> {
  const created = await request.post("/api/course_hubs", { headers: auth(token), data: { name } });
  expect(created.status(), await created.text()).toBe(201);
  const id: number = (await created.json()).data.id;
  const updated = await request.put(`/api/course_hubs/${id}`, { headers: auth(token), data: settings });
  expect(updated.status(), await updated.text()).toBe(200);
  const hub = (await updated.json()).data;
  return { id, slug: hub.slug, name: hub.name };
}

/** The hub's courses, in order: each { course_id, price, featured }. */
export async function putHubCourses(
  request: APIRequestContext,
  token: string,
  hubId: number,
  courses: { course_id: number; price: number; featured?: boolean }[],
) {
  const res = await request.put(`/api/course_hubs/${hubId}/courses`, { headers: auth(token), data: { courses } });
  expect(res.status(), await res.text()).toBe(200);
}

/** An event given as wall-clock times in its zone. */
export async function addEvent(
  request: APIRequestContext,
  token: string,
  hubId: number,
  event: { title: string; starts_at: string; ends_at: string; time_zone: string; price?: number; place?: string },
) {
  const res = await request.post(`/api/course_hubs/${hubId}/events`, {
    headers: auth(token),
    data: { capacity: 20, price: 0, online_url: event.place ? null : "https://meet.example.com/room", ...event },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** The demo creator's published hub (npm start makes it on an empty database). */
export async function demoHub(request: APIRequestContext, token: string): Promise<BuiltHub> {
  const res = await request.get("/api/course_hubs?search=Coursewright%20Academy", { headers: auth(token) });
  expect(res.ok(), await res.text()).toBeTruthy();
  const hub = (await res.json()).data[0];
  return { id: hub.id, slug: hub.slug, name: hub.name };
}

export const homePath = (hub: BuiltHub) => `/hubs/landing/${hub.id}/${hub.slug}`;
