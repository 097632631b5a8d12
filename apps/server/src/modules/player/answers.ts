import type { Database } from "../../db/open";
import type { CourseRow, UserRow } from "../../db/schema";
import { getSigner, learnerUrlBlockSeconds, learnerUrlExpiry, signingUntil } from "../../http/signing";
import { courseWithContents, fullPage } from "../courses/contents";
import { playAccess, playAccessFromMemory } from "../shares/access";
import { type CachedAnswer, cachedAnswer, peekAnswer, peekThemeVersion, themeVersion } from "./courseCache";
import { pageCourse, peekPageCourse } from "./pageCourses";

/** Who among launches' sign-ins may use the player's reads: a launched learner, the embedded builder's preview. */
export const PLAYER_READ_AREAS = ["player", "preview"] as const;

/**
 * The player's two reads by their cache keys. Each comes in two forms: the route's, which reads what it misses
 * from the database, and the fast lane's, from this process's memory alone (undefined when anything is missing;
 * a refusal throws in both, and the fast lane then leaves the request to the route).
 */

/**
 * Keys are made once per cached course row (and theme version, signed-URL window, page): the fast lane looks an
 * answer up on every request, and a key string made anew each time must be copied and hashed again by the Map.
 */
const courseKeys = new WeakMap<CourseRow, { theme: string; window: number; key: string }>();
// The window is the expiry of the answer's media URLs (learnerUrlExpiry): part of the key, so the cache never
// answers URLs signed for an earlier window.
const pageKeys = new WeakMap<CourseRow, { window: number; keys: Map<number, string> }>();

function courseKey(course: CourseRow, theme: string, now: number): { key: string; window: number } {
  const window = learnerUrlExpiry(now);
  const made = courseKeys.get(course);
  if (made && made.theme === theme && made.window === window) return made;
  const key = `c${course.id}.${course.updated_at.getTime()}.${course.preview_image_media_id ?? 0}.${theme}.${window}`;
  const fresh = { theme, window, key };
  courseKeys.set(course, fresh);
  return fresh;
}

function pageKey(pageId: number, course: CourseRow, now: number): { key: string; window: number } {
  const window = learnerUrlExpiry(now);
  let made = pageKeys.get(course);
  if (!made || made.window !== window) {
    made = { window, keys: new Map() };
    pageKeys.set(course, made);
  }
  let key = made.keys.get(pageId);
  if (key === undefined) {
    key = `p${pageId}.c${course.id}.${course.updated_at.getTime()}.${window}`;
    made.keys.set(pageId, key);
  }
  return { key, window };
}

/** GET /api/course_player/get_course/{id}: { data } as GET /api/courses/{id} gives it. */
export async function courseAnswer(
  db: Database,
  user: UserRow | null,
  courseId: number,
  shareId: string | undefined,
): Promise<CachedAnswer> {
  const { course } = await playAccess(db, user, courseId, shareId);
  const { key, window } = courseKey(course, await themeVersion(db, course.theme_id), Date.now());
  // Signed until the window the key names: an answer is re-signed (and its ETag moves) when the window does.
  return cachedAnswer(key, course.user_id, async () =>
    JSON.stringify({ data: await courseWithContents(db, course, signingUntil(await getSigner(db), window)) }),
  );
}

export function courseAnswerFromMemory(
  user: UserRow | null,
  courseId: number,
  shareId: string | undefined,
  now: number,
): CachedAnswer | undefined {
  const access = playAccessFromMemory(user, courseId, shareId, now);
  if (!access) return undefined;
  const theme = peekThemeVersion(access.course.theme_id, now);
  return theme === undefined ? undefined : peekAnswer(courseKey(access.course, theme, now).key, now);
}

/** GET /api/course_player/get_single_page_full_info/{pageId}: { data } with the page, its blocks and media. */
export async function pageAnswer(
  db: Database,
  user: UserRow | null,
  pageId: number,
  shareId: string | undefined,
): Promise<CachedAnswer> {
  const { course } = await playAccess(db, user, await pageCourse(db, pageId), shareId);
  // fullPage checks that the reader manages the course; access was decided above, so it reads as the creator.
  const { key, window } = pageKey(pageId, course, Date.now());
  return cachedAnswer(key, course.user_id, async () =>
    JSON.stringify({
      data: await fullPage(db, { id: course.user_id }, pageId, signingUntil(await getSigner(db), window)),
      // The player reads the page again before this runs out (it knows no server clock, only this).
      meta: { media_urls_lifetime_seconds: learnerUrlBlockSeconds() },
    }),
  );
}

export function pageAnswerFromMemory(
  user: UserRow | null,
  pageId: number,
  shareId: string | undefined,
  now: number,
): CachedAnswer | undefined {
  const courseId = peekPageCourse(pageId, now);
  if (courseId === undefined) return undefined;
  const access = playAccessFromMemory(user, courseId, shareId, now);
  return access ? peekAnswer(pageKey(pageId, access.course, now).key, now) : undefined;
}
