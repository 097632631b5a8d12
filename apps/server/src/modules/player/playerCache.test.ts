import { gunzipSync } from "node:zlib";
import { BLOCK_TYPE, type CourseWithContents, type FullPage } from "@coursewright/course-model";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { coursePages, courseShares, courses } from "../../db/schema";
import { bearer, eventually, forEachDatabase } from "../../test/context";
import { emptySave, storedPageItem } from "../builder/testing";
import { buildCourse } from "../courses/testing";
import { insertItems } from "../media/testing";
import { addShare, invitedLearner } from "../shares/testing";
import { buildTheme, useTheme } from "../themes/testing";

// The player's reads with the per-process caches on, as in production (the other suites turn them off because
// they change rows straight in the database): what changes through this process shows at once, what changes in
// another process (here: the database directly) shows once the database's notice arrives.
forEachDatabase(
  "course player reads from the per-process caches (SESSION_CACHE_SECONDS)",
  (t) => {
    const get = (url: string, token?: string, headers: Record<string, string> = {}) =>
      t.inject({ method: "GET", url, headers: { ...(token ? bearer(token) : {}), ...headers } });
    const courseUrl = (courseId: number, shareId?: string) =>
      `/api/course_player/get_course/${courseId}${shareId ? `?share_id=${shareId}` : ""}`;
    const titleOf = async (url: string, token: string) => (await get(url, token)).json().data.title as string;

    it("shows a builder save made in this process to the next read, and answers the old ETag with 200", async () => {
      const { learner, creator, course, share, pages } = await invitedLearner(t, { pages: 2 });
      const url = courseUrl(course.id, share.id);
      const first = await get(url, learner.token);
      expect(first.statusCode).toBe(200);
      const etag = String(first.headers.etag);
      expect((await get(url, learner.token, { "if-none-match": etag })).statusCode).toBe(304);

      const page = pages[0];
      if (!page) throw new Error("no page");
      const saved = await t.inject({
        method: "POST",
        url: `/api/course_builder/update_course/${course.id}`,
        headers: bearer(creator.token),
        payload: { ...emptySave(), updated_pages: [storedPageItem(page, { title: "Renamed in the builder" })] },
      });
      expect(saved.statusCode).toBe(200);
      const after = await get(url, learner.token, { "if-none-match": etag });
      expect(after.statusCode).toBe(200);
      const data: CourseWithContents = after.json().data;
      expect(data.pages.find((p) => p.id === page.id)?.title).toBe("Renamed in the builder");
    });

    it("shows settings changed and a course deleted in this process at once", async () => {
      const { learner, creator, course, share } = await invitedLearner(t);
      const url = courseUrl(course.id, share.id);
      expect(await titleOf(url, learner.token)).toBe(course.title);
      const put = await t.inject({
        method: "PUT",
        url: `/api/courses/${course.id}`,
        headers: bearer(creator.token),
        payload: { title: "New title" },
      });
      expect(put.statusCode).toBe(200);
      expect(await titleOf(url, learner.token)).toBe("New title");
      expect(await titleOf(courseUrl(course.id), creator.token)).toBe("New title");

      const deleted = await t.inject({
        method: "DELETE",
        url: `/api/courses/${course.id}`,
        headers: bearer(creator.token),
      });
      expect(deleted.statusCode).toBe(200);
      for (const [target, token] of [
        [url, learner.token],
        [courseUrl(course.id), creator.token],
      ] as const) {
        const gone = await get(target, token);
        expect(gone.statusCode).toBe(404);
        expect(gone.json().error).toBe("course_unavailable");
      }
    });

    it("refuses a share revoked in this process at once, for the course and its pages", async () => {
      const { learner, creator, course, share, pages } = await invitedLearner(t, { pages: 1 });
      const url = courseUrl(course.id, share.id);
      const pageUrl = `/api/course_player/get_single_page_full_info/${pages[0]?.id}?share_id=${share.id}`;
      expect((await get(url, learner.token)).statusCode).toBe(200);
      expect((await get(pageUrl, learner.token)).statusCode).toBe(200);
      const revoked = await t.inject({
        method: "DELETE",
        url: `/api/course_shares/${share.id}`,
        headers: bearer(creator.token),
      });
      expect(revoked.statusCode).toBe(200);
      for (const target of [url, pageUrl]) {
        const res = await get(target, learner.token);
        expect(res.statusCode).toBe(404);
        expect(res.json().error).toBe("course_unavailable");
      }
    });

    it("still answers strangers 403 and anonymous callers 401 once the course is in memory", async () => {
      const { learner, course, share } = await invitedLearner(t);
      const url = courseUrl(course.id, share.id);
      expect((await get(url, learner.token)).statusCode).toBe(200);
      const stranger = await t.createUser();
      expect((await get(url, stranger.token)).statusCode).toBe(403);
      expect((await get(courseUrl(course.id), learner.token)).statusCode).toBe(403);
      expect((await get(url)).statusCode).toBe(401);
      const publicShare = await addShare(t, course.id, course.user_id, "public");
      expect((await get(courseUrl(course.id, publicShare.id), stranger.token)).statusCode).toBe(200);
    });

    it("shows a theme edited in this process in its courses' next answer", async () => {
      const { learner, creator, course, share } = await invitedLearner(t);
      const theme = await buildTheme(t.db, creator.user.id, { title: "Calm" });
      await useTheme(t.db, course.id, theme.id);
      const url = courseUrl(course.id, share.id);
      await eventually(async () => expect((await get(url, learner.token)).json().data.theme?.title).toBe("Calm"));
      const put = await t.inject({
        method: "PUT",
        url: `/api/themes/${theme.id}`,
        headers: bearer(creator.token),
        payload: { title: "Bold" },
      });
      expect(put.statusCode).toBe(200);
      expect((await get(url, learner.token)).json().data.theme?.title).toBe("Bold");
    });

    it("shows a media item renamed in this process in the page that shows it", async () => {
      const creator = await t.createUser({ creator: true });
      const learner = await t.createUser();
      const [item] = await insertItems(t.db, creator.user.id, 1, { title: () => "Before" });
      if (!item) throw new Error("no item");
      const built = await buildCourse(t.db, creator.user.id, {
        blocksPerPage: 1,
        blockType: BLOCK_TYPE.IMAGE,
        mediaItemIds: [item.id],
      });
      const share = await addShare(t, built.course.id, creator.user.id, "email", [learner.user.email]);
      const url = `/api/course_player/get_single_page_full_info/${built.pages[0]?.id}?share_id=${share.id}`;
      const itemTitle = async () => {
        const page: FullPage = (await get(url, learner.token)).json().data;
        return page.page_blocks[0]?.media[0]?.medialibrary_item?.title;
      };
      expect(await itemTitle()).toBe("Before");
      const renamed = await t.inject({
        method: "POST",
        url: `/api/medialibrary/rename/file/${item.id}`,
        headers: bearer(creator.token),
        payload: { title: "After" },
      });
      expect(renamed.statusCode).toBe(200);
      expect(await itemTitle()).toBe("After");
    });

    it("forgets what another process changes once the database's notice arrives", async () => {
      const { learner, course, share, pages } = await invitedLearner(t, { pages: 1 });
      const url = courseUrl(course.id, share.id);
      const pageUrl = `/api/course_player/get_single_page_full_info/${pages[0]?.id}?share_id=${share.id}`;
      expect(await titleOf(url, learner.token)).toBe(course.title);
      expect((await get(pageUrl, learner.token)).statusCode).toBe(200);
      // Another process saved the course (its updated_at moves with every save)...
      await t.db
        .update(courses)
        .set({ title: "Saved elsewhere", updated_at: sql`now() + interval '1 second'` })
        .where(eq(courses.id, course.id));
      await eventually(async () => expect(await titleOf(url, learner.token)).toBe("Saved elsewhere"));
      await t.db
        .update(coursePages)
        .set({ title: "Page saved elsewhere" })
        .where(eq(coursePages.id, pages[0]?.id ?? 0));
      await t.db
        .update(courses)
        .set({ updated_at: sql`now() + interval '2 seconds'` })
        .where(eq(courses.id, course.id));
      await eventually(async () =>
        expect((await get(pageUrl, learner.token)).json().data.title).toBe("Page saved elsewhere"),
      );
      // ...then revoked the share.
      await t.db.update(courseShares).set({ revoked_at: new Date() }).where(eq(courseShares.id, share.id));
      await eventually(async () => expect((await get(url, learner.token)).statusCode).toBe(404));
    });

    describe("gzip and ETags", () => {
      it("sends the gzip of the same bytes to clients that accept it, each with its own ETag; 304 for either", async () => {
        const { learner, course, share } = await invitedLearner(t, { pages: 3 });
        const url = courseUrl(course.id, share.id);
        const plain = await get(url, learner.token);
        const zipped = await get(url, learner.token, { "accept-encoding": "gzip, deflate, br" });
        expect(plain.headers["content-encoding"]).toBeUndefined();
        expect(zipped.headers["content-encoding"]).toBe("gzip");
        expect(plain.headers.vary).toBe("Accept-Encoding");
        expect(zipped.headers.vary).toBe("Accept-Encoding");
        expect(gunzipSync(zipped.rawPayload).toString()).toBe(plain.body);
        expect(Number(zipped.headers["content-length"])).toBe(zipped.rawPayload.length);
        expect(zipped.headers.etag).not.toBe(plain.headers.etag);
        for (const etag of [plain.headers.etag, zipped.headers.etag]) {
          const again = await get(url, learner.token, { "if-none-match": String(etag), "accept-encoding": "gzip" });
          expect(again.statusCode).toBe(304);
          expect(again.body).toBe("");
          expect(again.headers.etag).toBe(zipped.headers.etag);
        }
      });

      it("revalidates a page like the course: ETag, 304 without a body", async () => {
        const { learner, share, pages } = await invitedLearner(t, { pages: 1, blocksPerPage: 2 });
        const url = `/api/course_player/get_single_page_full_info/${pages[0]?.id}?share_id=${share.id}`;
        const first = await get(url, learner.token);
        expect(first.headers["cache-control"]).toBe("private, no-cache");
        expect(first.json().data.page_blocks).toHaveLength(2);
        const again = await get(url, learner.token, { "if-none-match": String(first.headers.etag) });
        expect(again.statusCode).toBe(304);
        expect(again.body).toBe("");
      });
    });
  },
  { env: { SESSION_CACHE_SECONDS: "30" } },
);
