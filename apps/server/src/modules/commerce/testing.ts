// Factories for the selling tests: a hub with priced courses, a bundle and events, whose creator's payouts are
// active, and the calls a buyer makes.
import type { CheckoutStarted } from "@coursewright/course-model";
import { expect } from "vitest";
import { bearer, type TestContext } from "../../test/context";
import { buildCourse } from "../courses/testing";
import { type PublishedHub, publishedHub } from "../hubs/testing";

export interface Shop extends PublishedHub {
  /** A second priced course (8.00), and a bundle of both priced courses (15.00). */
  second: Awaited<ReturnType<typeof buildCourse>>;
  bundleId: number;
  /** A priced event (5.00), 10 seats; a free one, 2 seats, cancellable. */
  eventId: number;
  freeEventId: number;
}

/** An event two weeks ahead, an hour long, in Rome's zone. */
export function eventBody(fields: Record<string, unknown> = {}): Record<string, unknown> {
  const day = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  return {
    title: "Evening workshop",
    starts_at: `${day}T18:00`,
    ends_at: `${day}T19:00`,
    time_zone: "Europe/Rome",
    online_url: "https://meet.example.com/workshop",
    place: "Via Roma 1, Rome",
    capacity: 10,
    price: 500,
    ...fields,
  };
}

async function created(t: TestContext, token: string, url: string, payload: object): Promise<number> {
  const res = await t.inject({ method: "POST", url, headers: bearer(token), payload });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}

/** Connects the creator's payouts through the API; `activate` does what the provider's onboarding does. */
export async function connectPayouts(t: TestContext, token: string, activate: (url: string) => Promise<void>) {
  const res = await t.inject({ method: "POST", url: "/api/payouts/connect", headers: bearer(token), payload: {} });
  expect(res.statusCode, res.body).toBe(200);
  await activate(res.json().data.url);
}

/** The test provider's onboarding page, as the creator's browser submits it. */
export async function activateTestAccount(t: TestContext, url: string): Promise<void> {
  const res = await t.inject({ method: "POST", url: new URL(url).pathname });
  expect(res.statusCode, res.body).toBe(303);
}

export async function sellingHub(
  t: TestContext,
  activate: (url: string) => Promise<void> = (url) => activateTestAccount(t, url),
): Promise<Shop> {
  const shop = await publishedHub(t);
  const token = shop.creator.token;
  const second = await buildCourse(t.db, shop.creator.user.id, { title: "Night safety", pages: 1 });
  const base = `/api/course_hubs/${shop.hub.id}`;
  const put = await t.inject({
    method: "PUT",
    url: `${base}/courses`,
    headers: bearer(token),
    payload: {
      courses: [
        { course_id: shop.free.course.id, price: 0 },
        { course_id: shop.paid.course.id, price: 1250 },
        { course_id: second.course.id, price: 800 },
      ],
    },
  });
  expect(put.statusCode, put.body).toBe(200);
  const bundleId = await created(t, token, `${base}/bundles`, {
    title: "Safety pack",
    course_ids: [shop.paid.course.id, second.course.id],
    price: 1500,
  });
  const eventId = await created(t, token, `${base}/events`, eventBody());
  const freeEventId = await created(
    t,
    token,
    `${base}/events`,
    eventBody({ title: "Open day", price: 0, capacity: 2, cancellation_allowed: true }),
  );
  await connectPayouts(t, token, activate);
  return { ...shop, second, bundleId, eventId, freeEventId };
}

/** POST .../checkout as a signed-in buyer (token) or an anonymous one (buyer). */
export function checkout(
  t: TestContext,
  hubId: number,
  items: string[],
  who: { token?: string; buyer?: { name: string; email: string }; extra?: object } = {},
) {
  return t.inject({
    method: "POST",
    url: `/api/course_hubs/landing/${hubId}/checkout`,
    headers: who.token ? bearer(who.token) : {},
    payload: { items, ...(who.buyer ? { buyer: who.buyer } : {}), ...(who.extra ?? {}) },
  });
}

export async function startedCheckout(
  t: TestContext,
  hubId: number,
  items: string[],
  token: string,
): Promise<CheckoutStarted> {
  const res = await checkout(t, hubId, items, { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}

/** The test checkout page's form, submitted with a card number. */
export function payOnTestPage(t: TestContext, checkoutUrl: string, card = "4242 4242 4242 4242") {
  return t.inject({
    method: "POST",
    url: new URL(checkoutUrl).pathname,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: new URLSearchParams({ card_number: card, expiry: "12/34", cvc: "123", name: "Test Buyer" }).toString(),
  });
}

/** Follows the success address back (the provider's redirect), as the browser does. */
export async function comeBack(t: TestContext, location: string) {
  const res = await t.inject({ method: "GET", url: location.replace(t.config.publicUrl, "") });
  expect(res.statusCode, res.body).toBe(303);
  return String(res.headers.location);
}

export function order(t: TestContext, orderId: number, token: string) {
  return t.inject({ method: "GET", url: `/api/orders/${orderId}`, headers: bearer(token) });
}

/**
 * For the route fuzz: the creator's payouts made active (test provider), an order of `learner` in the hub paid,
 * the creator's own booking of the free event and a pending test session, so that fuzzed ids and strings name
 * things the creator may act on. Answers the ids and strings.
 */
export async function sellingWorld(
  t: TestContext,
  creatorToken: string,
  learnerToken: string,
  hubId: number,
  pricedCourseId: number,
  eventId: number,
): Promise<{ ids: number[]; strings: string[] }> {
  await connectPayouts(t, creatorToken, (url) => activateTestAccount(t, url));
  const started = await startedCheckout(t, hubId, [`course:${pricedCourseId}`], learnerToken);
  const open = (await checkout(t, hubId, [`course:${pricedCourseId}`], { token: creatorToken })).json();
  await payOnTestPage(t, started.checkout_url);
  const booked = await t.inject({
    method: "POST",
    url: `/api/course_hubs/landing/${hubId}/events/${eventId}/book`,
    headers: bearer(creatorToken),
    payload: {},
  });
  const bookingId: number = booked.json().data?.booking?.id ?? 0;
  const session = new URL(started.checkout_url).pathname.split("/").pop() ?? "";
  return {
    ids: [started.order_id, bookingId],
    strings: [session, `course:${pricedCourseId}`, `event:${eventId}`, String(open.error ?? "")],
  };
}
