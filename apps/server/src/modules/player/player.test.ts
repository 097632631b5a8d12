import {
  BLOCK_TYPE,
  type CourseWithContents,
  type FullPage,
  type LearnerCourse,
  MEDIA_TYPE,
  type Paginated,
} from "@coursewright/course-model";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { courseProgresses, courseShares, courses, mediaItems } from "../../db/schema";
import { bearer, forEachDatabase } from "../../test/context";
import { addShare, invitedLearner, sharedCourse } from "../shares/testing";

forEachDatabase("course player reads", (t) => {
  const get = (url: string, token?: string, headers: Record<string, string> = {}) =>
    t.inject({ method: "GET", url, headers: { ...(token ? bearer(token) : {}), ...headers } });

  describe("GET /api/course_player/get_course/:id", () => {
    it("lets the owner preview, the invited learner and a public-link learner read; others are refused", async () => {
      const { learner, creator, course, share, pages } = await invitedLearner(t, { topics: 2, pages: 4 });
      const url = `/api/course_player/get_course/${course.id}`;
      const owner = await get(url, creator.token);
      expect(owner.statusCode).toBe(200);
      const data: CourseWithContents = owner.json().data;
      expect(data.pages.map((p) => p.id)).toEqual(data.pages_order);
      expect(data.topics).toHaveLength(2);
      expect(data.pages).toHaveLength(pages.length);
      expect((await get(`${url}?share_id=${share.id}`, learner.token)).json().data).toEqual(data);
      const publicShare = await addShare(t, course.id, creator.user.id, "public");
      const visitor = await t.createUser();
      expect((await get(`${url}?share_id=${publicShare.id}`, visitor.token)).statusCode).toBe(200);

      expect((await get(`${url}?share_id=${share.id}`, visitor.token)).statusCode).toBe(403);
      expect((await get(url, learner.token)).statusCode).toBe(403);
      expect((await get(`${url}?share_id=${share.id}`)).statusCode).toBe(401);
      const other = await sharedCourse(t, { kind: "public" });
      const elsewhere = await get(`${url}?share_id=${other.share.id}`, visitor.token);
      expect(elsewhere.statusCode).toBe(404);
      expect(elsewhere.json().error).toBe("course_unavailable");
    });

    it("answers course_unavailable for a revoked share and a deleted course", async () => {
      const { learner, creator, course, share } = await invitedLearner(t);
      const url = `/api/course_player/get_course/${course.id}`;
      await t.db.update(courseShares).set({ revoked_at: new Date() }).where(eq(courseShares.id, share.id));
      const revoked = await get(`${url}?share_id=${share.id}`, learner.token);
      expect(revoked.statusCode).toBe(404);
      expect(revoked.json().error).toBe("course_unavailable");
      await t.db.delete(courses).where(eq(courses.id, course.id));
      const deleted = await get(url, creator.token);
      expect(deleted.statusCode).toBe(404);
      expect(deleted.json().error).toBe("course_unavailable");
    });

    it("sends an ETag and answers 304 while the course is unchanged, 200 after an edit", async () => {
      const { learner, course, share } = await invitedLearner(t, { pages: 2 });
      const url = `/api/course_player/get_course/${course.id}?share_id=${share.id}`;
      const first = await get(url, learner.token);
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^".+"$/);
      expect(first.headers["cache-control"]).toBe("private, no-cache");
      const again = await get(url, learner.token, { "if-none-match": etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe("");
      expect(Number(again.headers["content-length"] ?? 0)).toBe(0);
      await t.db
        .update(courses)
        .set({ title: "Renamed", updated_at: sql`now() + interval '1 second'` })
        .where(eq(courses.id, course.id));
      const changed = await get(url, learner.token, { "if-none-match": etag });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
      expect(changed.json().data.title).toBe("Renamed");
      // The ETag never skips the access check.
      await t.db.update(courseShares).set({ revoked_at: new Date() }).where(eq(courseShares.id, share.id));
      const revoked = await get(url, learner.token, { "if-none-match": String(changed.headers.etag) });
      expect(revoked.statusCode).toBe(404);
    });
  });

  describe("GET /api/course_player/get_single_page_full_info/:pageId", () => {
    it("gives a learner with a share the page's blocks; a stranger 403, an unknown page 404", async () => {
      const { learner, share, pages } = await invitedLearner(t, { pages: 2, blocksPerPage: 3 });
      const url = `/api/course_player/get_single_page_full_info/${pages[1]?.id}`;
      const res = await get(`${url}?share_id=${share.id}`, learner.token);
      expect(res.statusCode).toBe(200);
      const page: FullPage = res.json().data;
      expect(page.id).toBe(pages[1]?.id);
      expect(page.page_blocks).toHaveLength(3);
      const stranger = await t.createUser();
      expect((await get(`${url}?share_id=${share.id}`, stranger.token)).statusCode).toBe(403);
      expect(
        (await get(`/api/course_player/get_single_page_full_info/99999999?share_id=${share.id}`, learner.token))
          .statusCode,
      ).toBe(404);
    });
  });

  describe("GET /api/course_player/scorm_launch/:blockMediaId", () => {
    it("gives a learner with access the launch address of the course's SCORM package", async () => {
      const creator = await t.createUser({ creator: true });
      const [item] = await t.db
        .insert(mediaItems)
        .values({
          user_id: creator.user.id,
          type: MEDIA_TYPE.SCORM,
          title: "Package",
          file_name: "package.zip",
          custom_properties: {
            scorm: {
              version: "1.2",
              edition: "1.2",
              launch: "index.html",
              title: "Package",
              scos: [{ identifier: "sco1", title: "One", launch: "index.html" }],
            },
          },
        })
        .returning();
      const { learner, share, media } = await invitedLearner(t, {
        blocksPerPage: 1,
        blockType: BLOCK_TYPE.SCORM,
        mediaItemIds: [item?.id ?? 0],
      });
      const url = `/api/course_player/scorm_launch/${media[0]?.id}?share_id=${share.id}`;
      const res = await get(url, learner.token);
      expect(res.statusCode).toBe(200);
      expect(res.json().data.launch_url).toContain("/scorm-player.html?pkg=%2Fscorm%2F");
      expect(res.json().data.version).toBe("1.2");
      const stranger = await t.createUser();
      expect((await get(url, stranger.token)).statusCode).toBe(403);
    });
  });

  describe("GET /api/course_player/upcoming and /completed", () => {
    it("lists the learner's shares by progress and moves a course to completed when it is completed", async () => {
      const learner = await t.createUser();
      const first = await sharedCourse(t, { kind: "email", invite: [learner.user.email], title: "First", pages: 4 });
      const second = await sharedCourse(t, { kind: "public", title: "Second" });
      await sharedCourse(t, { kind: "public", title: "Never opened" });
      await t.db.insert(courseProgresses).values({
        share_id: second.share.id,
        course_id: second.course.id,
        user_id: learner.user.id,
      });
      const list = async (name: string) =>
        (await get(`/api/course_player/${name}`, learner.token)).json() as Paginated<LearnerCourse>;
      const upcoming = await list("upcoming");
      expect(upcoming.data.map((c) => c.course.title).sort()).toEqual(["First", "Second"]);
      expect(upcoming.data.find((c) => c.course.title === "First")).toMatchObject({
        share_id: first.share.id,
        state: "not_started",
        progress_percent: 0,
        last_activity_at: null,
      });
      expect((await list("completed")).data).toEqual([]);

      const pageIds = first.pages.map((p) => p.id);
      await t.db.insert(courseProgresses).values({
        share_id: first.share.id,
        course_id: first.course.id,
        user_id: learner.user.id,
        revision: 2,
        pages_progresses: [
          { page_id: pageIds[0] ?? 0, completed: true, finish_limit: null },
          { page_id: pageIds[1] ?? 0, completed: false, finish_limit: null },
        ],
      });
      const inProgress = (await list("upcoming")).data.find((c) => c.course.title === "First");
      expect(inProgress).toMatchObject({ state: "in_progress", progress_percent: 25 });
      expect(inProgress?.last_activity_at).not.toBeNull();

      await t.db
        .update(courseProgresses)
        .set({ completed: true, passed: true, pass_percent: 80 })
        .where(eq(courseProgresses.share_id, first.share.id));
      expect((await list("upcoming")).data.map((c) => c.course.title)).toEqual(["Second"]);
      expect((await list("completed")).data).toMatchObject([
        { course: { title: "First" }, state: "completed", progress_percent: 100, passed: true, pass_percent: 80 },
      ]);
      expect((await get("/api/course_player/upcoming")).statusCode).toBe(401);
    });
  });
});
