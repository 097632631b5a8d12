import { and, eq, isNull } from "drizzle-orm";
import { onChange, onReset } from "../../cache/changes";
import { readCacheTtlMs } from "../../cache/settings";
import { createTtlCache } from "../../cache/ttlCache";
import type { Database } from "../../db/open";
import {
  type CourseRow,
  type CourseShareRow,
  courseShareInvitations,
  courseShares,
  courses,
  hubEntitlements,
  type UserRow,
} from "../../db/schema";

/**
 * The rows the player's access rule reads on every request (the course, the share, the learner's invitation),
 * as this process last looked them up: SESSION_CACHE_SECONDS at most, forgotten at once when a change is
 * announced (a save, a settings change or deletion of the course, a share revoked or its invitations changed;
 * in this process by the service that made it, in the others by the database's notice). null: no such row.
 */
const courseRows = createTtlCache<number, CourseRow | null>({ ttlMs: readCacheTtlMs, maxEntries: 10_000 });
const shareRows = createTtlCache<string, CourseShareRow | null>({ ttlMs: readCacheTtlMs, maxEntries: 10_000 });
/** Whether an address is invited to a share, by share id and address. */
const invitations = createTtlCache<string, boolean>({ ttlMs: readCacheTtlMs, maxEntries: 50_000 });
/** Whether a learner holds an active hub entitlement to a hub share's course, by share id and user id. */
const entitlements = createTtlCache<string, boolean>({ ttlMs: readCacheTtlMs, maxEntries: 50_000 });
const entitlementKey = (shareId: string, user: Pick<UserRow, "id">) => `${shareId}\n${user.id}`;

/**
 * The key of a user's invitation to a share, made once per user row and share: the fast lane asks for it on every
 * request, and a key string made anew each time must be copied and hashed again by the Map.
 */
const invitationKeys = new WeakMap<Pick<UserRow, "email">, Map<string, string>>();
function invitationKey(shareId: string, user: Pick<UserRow, "email">): string {
  let keys = invitationKeys.get(user);
  if (!keys) {
    keys = new Map();
    invitationKeys.set(user, keys);
  }
  let key = keys.get(shareId);
  if (key === undefined) {
    key = `${shareId}\n${user.email.toLowerCase()}`;
    keys.set(shareId, key);
  }
  return key;
}

onChange("course", (id) => courseRows.forget(Number(id)));
onChange("share", (id) => {
  shareRows.forget(id);
  const prefix = `${id}\n`;
  invitations.forgetWhere((_invited, key) => key.startsWith(prefix));
  entitlements.forgetWhere((_entitled, key) => key.startsWith(prefix));
});
// A deleted media item clears the preview image of its owner's courses without an edit of theirs.
onChange("media_owner", (id) => {
  const ownerId = Number(id);
  courseRows.forgetWhere((course) => course?.user_id === ownerId);
});
onReset(() => {
  courseRows.clear();
  shareRows.clear();
  invitations.clear();
  entitlements.clear();
});

export function courseRow(db: Database, courseId: number): Promise<CourseRow | null> {
  return courseRows.get(courseId, async () => {
    const [row] = await db.select().from(courses).where(eq(courses.id, courseId));
    return row ?? null;
  });
}

export function shareRow(db: Database, shareId: string): Promise<CourseShareRow | null> {
  return shareRows.get(shareId, async () => {
    const [row] = await db.select().from(courseShares).where(eq(courseShares.id, shareId));
    return row ?? null;
  });
}

export function isInvited(db: Database, shareId: string, user: Pick<UserRow, "email">): Promise<boolean> {
  const email = user.email;
  return invitations.get(invitationKey(shareId, user), async () => {
    const [row] = await db
      .select({ id: courseShareInvitations.id })
      .from(courseShareInvitations)
      .where(and(eq(courseShareInvitations.share_id, shareId), eq(courseShareInvitations.email, email.toLowerCase())))
      .limit(1);
    return row !== undefined;
  });
}

/** A hub share's rule: the learner holds an active entitlement to its course through its hub (decision 011). */
export function isEntitled(db: Database, share: CourseShareRow, user: Pick<UserRow, "id">): Promise<boolean> {
  const hubId = share.hub_id;
  if (hubId === null) return Promise.resolve(false);
  return entitlements.get(entitlementKey(share.id, user), async () => {
    const [row] = await db
      .select({ id: hubEntitlements.id })
      .from(hubEntitlements)
      .where(
        and(
          eq(hubEntitlements.hub_id, hubId),
          eq(hubEntitlements.course_id, share.course_id),
          eq(hubEntitlements.user_id, user.id),
          isNull(hubEntitlements.revoked_at),
        ),
      )
      .limit(1);
    return row !== undefined;
  });
}

/** The cached rows alone (undefined: not in memory), for decisions that must not wait for the database. */
export const peekCourseRow = (courseId: number, now: number) => courseRows.peek(courseId, now);
export const peekShareRow = (shareId: string, now: number) => shareRows.peek(shareId, now);
export const peekInvited = (shareId: string, user: Pick<UserRow, "email">, now: number) =>
  invitations.peek(invitationKey(shareId, user), now);
export const peekEntitled = (share: CourseShareRow, user: Pick<UserRow, "id">, now: number) =>
  share.hub_id === null ? false : entitlements.peek(entitlementKey(share.id, user), now);
