import { mkdir, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { BLOCK_TYPE, type CourseWithContents, type FullPage } from "@coursewright/course-model";
import { eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { courses } from "../../db/schema";
import { configureLearnerUrls, learnerUrlExpiry } from "../../http/signing";
import { bearer, forEachDatabase, type TestContext } from "../../test/context";
import { buildCourse } from "../courses/testing";
import { insertItems } from "../media/testing";
import { addShare } from "../shares/testing";

const TTL = 120;

describe("learnerUrlExpiry", () => {
  afterEach(() => configureLearnerUrls(600));

  it("lies more than half the lifetime and at most the lifetime ahead, the same within half a lifetime", () => {
    configureLearnerUrls(600);
    const start = Date.UTC(2026, 0, 1, 7, 0);
    const seen = new Set<number>();
    for (let now = start; now < start + 1200_000; now += 7_000) {
      const ahead = learnerUrlExpiry(now) - now / 1000;
      expect(ahead).toBeGreaterThan(300);
      expect(ahead).toBeLessThanOrEqual(600);
      seen.add(learnerUrlExpiry(now));
    }
    // Twenty minutes in blocks of five: four expiries (one URL per block, not per read).
    expect(seen.size).toBe(4);
  });
});

/** A creator's image on a page (a real file in storage), a course preview image, and an invited learner. */
async function imageCourse(t: TestContext) {
  const creator = await t.createUser({ creator: true });
  const learner = await t.createUser();
  const [item] = await insertItems(t.db, creator.user.id, 1);
  if (!item?.storage_key) throw new Error("no item");
  const path = join(t.config.dataDir, "files", item.storage_key);
  await mkdir(dirname(path), { recursive: true });
  await writeFile(path, "png bytes");
  const built = await buildCourse(t.db, creator.user.id, {
    blocksPerPage: 1,
    blockType: BLOCK_TYPE.IMAGE,
    mediaItemIds: [item.id],
  });
  await t.db.update(courses).set({ preview_image_media_id: item.id }).where(eq(courses.id, built.course.id));
  const share = await addShare(t, built.course.id, creator.user.id, "email", [learner.user.email]);
  const page = built.pages[0];
  if (!page) throw new Error("no page");
  return { creator, learner, course: built.course, page, share };
}

const expOf = (url: string | null | undefined) => Number(new URL(url ?? "", "http://x").searchParams.get("exp"));

forEachDatabase(
  "media URLs given to learners (MEDIA_URL_TTL_SECONDS)",
  (t) => {
    const get = (url: string, token?: string, headers: Record<string, string> = {}) =>
      t.inject({ method: "GET", url, headers: { ...(token ? bearer(token) : {}), ...headers } });
    const pageUrlOf = (pageId: number, shareId: string) =>
      `/api/course_player/get_single_page_full_info/${pageId}?share_id=${shareId}`;
    const imageUrl = async (pageUrl: string, token: string) => {
      const page: FullPage = (await get(pageUrl, token)).json().data;
      const url = page.page_blocks[0]?.media[0]?.medialibrary_item?.url;
      if (!url) throw new Error("no image url");
      return url;
    };

    beforeEach(() => {
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(Date.UTC(2026, 4, 4, 10, 0, 5));
    });
    afterEach(() => vi.useRealTimers());

    it("signs the player's page, course and course lists for the setting's lifetime at most", async () => {
      const { learner, course, page, share } = await imageCourse(t);
      const now = Date.now() / 1000;
      const pageImage = await imageUrl(pageUrlOf(page.id, share.id), learner.token);
      // What the player goes by, having no server clock: the URLs work at least this long from any read.
      const meta = (await get(pageUrlOf(page.id, share.id), learner.token)).json().meta;
      expect(meta).toEqual({ media_urls_lifetime_seconds: TTL / 2 });
      expect(expOf(pageImage) - now).toBeGreaterThan(meta.media_urls_lifetime_seconds);
      const courseRes = await get(`/api/course_player/get_course/${course.id}?share_id=${share.id}`, learner.token);
      const played: CourseWithContents = courseRes.json().data;
      const upcoming = (await get("/api/course_player/upcoming", learner.token)).json().data;
      const initial = (await get(`/api/course_shares/${share.id}/initial`, learner.token)).json().data;
      for (const url of [
        pageImage,
        played.preview_image.url,
        upcoming[0]?.course.preview_image.url,
        initial.course.preview_image.url,
      ]) {
        expect(expOf(url) - now, url).toBeGreaterThan(TTL / 2);
        expect(expOf(url) - now, url).toBeLessThanOrEqual(TTL);
      }
    });

    it("stops a revoked share's media within the lifetime", async () => {
      const { creator, learner, page, share } = await imageCourse(t);
      const url = await imageUrl(pageUrlOf(page.id, share.id), learner.token);
      expect((await get(url)).statusCode).toBe(200);
      const revoked = await t.inject({
        method: "DELETE",
        url: `/api/course_shares/${share.id}`,
        headers: bearer(creator.token),
      });
      expect(revoked.statusCode).toBe(200);
      expect((await get(pageUrlOf(page.id, share.id), learner.token)).statusCode).toBe(404);
      // The address the learner already holds works until it expires, never longer than the lifetime.
      vi.setSystemTime(Date.now() + TTL * 1000 + 1000);
      const late = await get(url);
      expect(late.statusCode).toBe(403);
    });

    it("re-signs cached answers when the window moves, and keeps their ETag within it", async () => {
      const { learner, page, share } = await imageCourse(t);
      const pageUrl = pageUrlOf(page.id, share.id);
      const first = await get(pageUrl, learner.token);
      const etag = String(first.headers.etag);
      const firstExp = expOf((first.json().data as FullPage).page_blocks[0]?.media[0]?.medialibrary_item?.url);

      // Within the same half-lifetime block: the same bytes, so a 304 (from the fast lane or the route).
      vi.setSystemTime(Date.now() + 20_000);
      expect((await get(pageUrl, learner.token, { "if-none-match": etag })).statusCode).toBe(304);

      // The next block: new URLs valid for the lifetime again, a new ETag, though the cache keeps entries longer.
      vi.setSystemTime(Date.now() + (TTL / 2) * 1000);
      const later = await get(pageUrl, learner.token, { "if-none-match": etag });
      expect(later.statusCode).toBe(200);
      expect(later.headers.etag).not.toBe(etag);
      const url = (later.json().data as FullPage).page_blocks[0]?.media[0]?.medialibrary_item?.url;
      expect(expOf(url)).toBe(firstExp + TTL / 2);
      expect(expOf(url) - Date.now() / 1000).toBeGreaterThan(TTL / 2);
      expect((await get(url ?? "")).statusCode).toBe(200);
    });

    it("leaves the creator's own screens on the long-lived URLs", async () => {
      const { creator } = await imageCourse(t);
      const items = (await get("/api/medialibrary/all", creator.token)).json().data;
      expect(expOf(items[0]?.url) - Date.now() / 1000).toBeGreaterThan(6 * 3600);
    });
  },
  { env: { MEDIA_URL_TTL_SECONDS: String(TTL), SESSION_CACHE_SECONDS: "300" } },
);
