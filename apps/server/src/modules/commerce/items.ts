import {
  type CartItemKind,
  type CartItemProblem,
  type CartItemRef,
  cartKey,
  parseCartKey,
} from "@coursewright/course-model";
import { and, eq, inArray, isNull } from "drizzle-orm";
import {
  courses,
  eventBookings,
  type HubEventRow,
  hubBundleCourses,
  hubBundles,
  hubCourses,
  hubEntitlements,
  hubEvents,
  type UserRow,
} from "../../db/schema";
import type { Db } from "../courses/db";
import { seatsTaken, takesSeat } from "./seats";

/** An item of the hub as sold now: price and courses read from the database, never from the cart. */
export interface SellableItem {
  key: string;
  kind: CartItemKind;
  id: number;
  title: string;
  price: number;
  image_media_id: number | null;
  /** The courses it gives (a course itself, a bundle's courses; none for an event). */
  course_ids: number[];
  event: HubEventRow | null;
}

/** The hub's items named by the refs, by key (unknown ones and those of other hubs are absent). */
export async function loadItems(
  db: Db,
  hubId: number,
  refs: readonly CartItemRef[],
): Promise<Map<string, SellableItem>> {
  const ids = (kind: CartItemKind) => refs.filter((ref) => ref.kind === kind).map((ref) => ref.id);
  const [courseIds, bundleIds, eventIds] = [ids("course"), ids("bundle"), ids("event")];
  const [courseRows, bundleRows, bundleCourses, eventRows] = await Promise.all([
    courseIds.length === 0
      ? []
      : db
          .select({
            id: courses.id,
            title: courses.title,
            price: hubCourses.price,
            image: courses.preview_image_media_id,
          })
          .from(hubCourses)
          .innerJoin(courses, eq(courses.id, hubCourses.course_id))
          .where(and(eq(hubCourses.hub_id, hubId), inArray(hubCourses.course_id, courseIds))),
    bundleIds.length === 0
      ? []
      : db
          .select()
          .from(hubBundles)
          .where(and(eq(hubBundles.hub_id, hubId), inArray(hubBundles.id, bundleIds))),
    bundleIds.length === 0
      ? []
      : db
          .select({ bundle_id: hubBundleCourses.bundle_id, course_id: hubBundleCourses.course_id })
          .from(hubBundleCourses)
          .where(and(eq(hubBundleCourses.hub_id, hubId), inArray(hubBundleCourses.bundle_id, bundleIds)))
          .orderBy(hubBundleCourses.order),
    eventIds.length === 0
      ? []
      : db
          .select()
          .from(hubEvents)
          .where(and(eq(hubEvents.hub_id, hubId), inArray(hubEvents.id, eventIds))),
  ]);
  const items = new Map<string, SellableItem>();
  const add = (item: Omit<SellableItem, "key">) => items.set(cartKey(item), { ...item, key: cartKey(item) });
  for (const row of courseRows)
    add({
      kind: "course",
      id: row.id,
      title: row.title,
      price: row.price,
      image_media_id: row.image,
      course_ids: [row.id],
      event: null,
    });
  for (const row of bundleRows)
    add({
      kind: "bundle",
      id: row.id,
      title: row.title,
      price: row.price,
      image_media_id: row.image_media_id,
      course_ids: bundleCourses.filter((link) => link.bundle_id === row.id).map((link) => link.course_id),
      event: null,
    });
  for (const row of eventRows)
    add({
      kind: "event",
      id: row.id,
      title: row.title,
      price: row.price,
      image_media_id: row.image_media_id,
      course_ids: [],
      event: row,
    });
  return items;
}

/** What a signed-in person already holds in the hub: courses (active entitlements) and events (seats). */
export async function holdings(db: Db, hubId: number, user: UserRow | null) {
  if (!user) return { courses: new Set<number>(), events: new Set<number>() };
  const [entitled, booked] = await Promise.all([
    db
      .select({ course_id: hubEntitlements.course_id })
      .from(hubEntitlements)
      .where(
        and(
          eq(hubEntitlements.hub_id, hubId),
          eq(hubEntitlements.user_id, user.id),
          isNull(hubEntitlements.revoked_at),
        ),
      ),
    db
      .select({ event_id: eventBookings.event_id })
      .from(eventBookings)
      .innerJoin(hubEvents, eq(hubEvents.id, eventBookings.event_id))
      .where(and(eq(hubEvents.hub_id, hubId), eq(eventBookings.user_id, user.id), takesSeat)),
  ]);
  return {
    courses: new Set(entitled.map((row) => row.course_id)),
    events: new Set(booked.map((row) => row.event_id)),
  };
}

/** The last moment an event can be booked: its deadline, else its start. */
export const bookingClosesAt = (event: HubEventRow): Date => event.booking_deadline ?? event.starts_at;

export interface CheckedItem {
  key: string;
  ref: CartItemRef;
  item: SellableItem | null;
  problem: CartItemProblem | null;
}

/**
 * Every key of a cart with what stands in the way of buying it now: gone or free (not_sold), held already
 * (owned; the hub's creator holds everything), an event full or past its booking time, the creator's payouts off.
 */
export async function checkItems(
  db: Db,
  hub: { id: number; user_id: number },
  user: UserRow | null,
  keys: readonly string[],
  paymentsEnabled: boolean,
): Promise<CheckedItem[]> {
  const refs = keys.flatMap((key) => {
    const ref = parseCartKey(key);
    return ref ? [ref] : [];
  });
  const [items, held] = await Promise.all([loadItems(db, hub.id, refs), holdings(db, hub.id, user)]);
  const events = [...items.values()].flatMap((item) => (item.event ? [item.event.id] : []));
  const taken = await seatsTaken(db, events);
  const owner = user !== null && user.id === hub.user_id;
  const now = Date.now();
  // Courses that a bundle of this cart gives: bought alone as well, they would be paid for twice.
  const bundled = new Set(
    [...items.values()].flatMap((item) => (item.kind === "bundle" && item.price > 0 ? item.course_ids : [])),
  );
  return refs.map((ref) => {
    const key = cartKey(ref);
    const item = items.get(key) ?? null;
    const problem = ((): CartItemProblem | null => {
      if (!item || item.price <= 0) return "not_sold";
      if (item.kind === "bundle" && item.course_ids.length === 0) return "not_sold";
      if (owner) return "owned";
      if (item.event) {
        if (held.events.has(item.event.id)) return "owned";
        if (bookingClosesAt(item.event).getTime() <= now) return "closed";
        const capacity = item.event.capacity;
        if (capacity !== null && (taken.get(item.event.id) ?? 0) >= capacity) return "full";
      } else if (item.course_ids.every((courseId) => held.courses.has(courseId))) {
        return "owned";
      } else if (item.kind === "course" && bundled.has(item.id)) {
        return "in_bundle";
      }
      return paymentsEnabled ? null : "payments_off";
    })();
    return { key, ref, item, problem };
  });
}
