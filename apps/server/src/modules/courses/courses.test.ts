import {
  type Course,
  type CourseWithContents,
  DEFAULT_COURSE_PREVIEW_IMAGE_PATH,
  MEDIA_TYPE,
  type Paginated,
} from "@coursewright/course-model";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { coursePages, courses, courseTopics, pageBlockMedia, pageBlocks } from "../../db/schema";
import { bearer, forEachDatabase } from "../../test/context";
import { insertItems } from "../media/testing";
import { buildCourse } from "./testing";

forEachDatabase("course API", (t) => {
  const creator = () => t.createUser({ creator: true });
  const get = (url: string, token: string, headers: Record<string, string> = {}) =>
    t.inject({ method: "GET", url, headers: { ...bearer(token), ...headers } });
  const send = (method: "POST" | "PUT" | "DELETE", url: string, token: string, payload?: object, lang?: string) =>
    t.inject({
      method,
      url,
      headers: { ...bearer(token), ...(lang ? { "content-language": lang } : {}) },
      ...(payload ? { payload } : {}),
    });
  const countRows = async (courseId: number) => {
    const [topics, pages, blocks, media] = await Promise.all([
      t.db.select().from(courseTopics).where(eq(courseTopics.course_id, courseId)),
      t.db.select().from(coursePages).where(eq(coursePages.course_id, courseId)),
      t.db.select().from(pageBlocks).where(eq(pageBlocks.course_id, courseId)),
      t.db.select().from(pageBlockMedia).where(eq(pageBlockMedia.course_id, courseId)),
    ]);
    return { topics: topics.length, pages: pages.length, blocks: blocks.length, media: media.length };
  };

  describe("GET /api/courses", () => {
    it("pages the creator's own courses 12 at a time, last edited first, with links.next and meta", async () => {
      const { user, token } = await creator();
      const other = await creator();
      await buildCourse(t.db, other.user.id, { title: "Not mine" });
      const built = [];
      for (let i = 0; i < 13; i++) {
        built.push(
          await buildCourse(t.db, user.id, { title: `Course ${i}`, updatedAt: new Date(Date.UTC(2026, 0, i + 1)) }),
        );
      }
      const first = await get("/api/courses", token);
      expect(first.statusCode).toBe(200);
      const body: Paginated<Course> = first.json();
      expect(body.data.map((c) => c.title)).toEqual(Array.from({ length: 12 }, (_, i) => `Course ${12 - i}`));
      expect(body.meta).toEqual({ current_page: 1, last_page: 2, per_page: 12, total: 13 });
      expect(body.links.next).toBe("/api/courses?page=2");
      const second: Paginated<Course> = (await get(body.links.next ?? "", token)).json();
      expect(second.data.map((c) => c.id)).toEqual([built[0]?.course.id]);
      expect(second.links.next).toBeNull();
    });

    it("searches titles without regard to case, taking % and _ literally", async () => {
      const { user, token } = await creator();
      await buildCourse(t.db, user.id, { title: "Fire Safety" });
      await buildCourse(t.db, user.id, { title: "First aid" });
      await buildCourse(t.db, user.id, { title: "100% onboarding" });
      const titles = async (search: string) =>
        ((await get(`/api/courses?search=${encodeURIComponent(search)}`, token)).json() as Paginated<Course>).data
          .map((c) => c.title)
          .sort();
      expect(await titles("FIR")).toEqual(["Fire Safety", "First aid"]);
      expect(await titles("safety")).toEqual(["Fire Safety"]);
      expect(await titles("%")).toEqual(["100% onboarding"]);
      expect(await titles("_")).toEqual([]);
    });

    it("shows the default preview image, or the chosen image with a signed URL", async () => {
      const { user, token } = await creator();
      const [image] = await insertItems(t.db, user.id, 1);
      const plain = await buildCourse(t.db, user.id, { title: "Plain" });
      const pictured = await buildCourse(t.db, user.id, { title: "Pictured" });
      await t.db.update(courses).set({ preview_image_media_id: image?.id }).where(eq(courses.id, pictured.course.id));
      const list: Paginated<Course> = (await get("/api/courses", token)).json();
      const byTitle = new Map(list.data.map((c) => [c.title, c]));
      expect(byTitle.get("Plain")?.preview_image).toEqual({ media_id: null, url: DEFAULT_COURSE_PREVIEW_IMAGE_PATH });
      expect(byTitle.get("Pictured")?.preview_image.media_id).toBe(image?.id);
      expect(byTitle.get("Pictured")?.preview_image.url).toMatch(new RegExp(`^/media/${image?.id}/.+\\?exp=\\d+&sig=`));
      expect(plain.course.id).toBeGreaterThan(0);
    });
  });

  describe("POST /api/courses", () => {
    it("creates a course with the defaults and one first page, so the builder never opens empty", async () => {
      const { user, token } = await creator();
      const res = await send("POST", "/api/courses", token, { title: "  Onboarding  " });
      expect(res.statusCode).toBe(201);
      const { data }: { data: Course } = res.json();
      expect(data).toMatchObject({
        title: "Onboarding",
        description: null,
        preview_image: { media_id: null, url: DEFAULT_COURSE_PREVIEW_IMAGE_PATH },
        with_topics: false,
        randomize_pages_order: false,
        limit_pages_number: null,
        min_pass_percent: 100,
        mode: 0,
        theme_id: null,
        user_id: user.id,
        attempts: null,
      });
      const contents: CourseWithContents = (await get(`/api/courses/${data.id}`, token)).json().data;
      expect(contents.topics).toEqual([]);
      expect(contents.pages).toHaveLength(1);
      expect(contents.pages[0]).toMatchObject({ title: "Page 1", topic_id: null, order: 0 });
      expect(contents.pages_order).toEqual([contents.pages[0]?.id]);
      expect(data.pages_order).toEqual(contents.pages_order);
    });

    it("puts the first page in a first topic when with_topics, titled in the creator's language", async () => {
      const { token } = await creator();
      const res = await send("POST", "/api/courses", token, { title: "Kurs", with_topics: true, mode: 1 }, "de");
      expect(res.statusCode).toBe(201);
      const contents: CourseWithContents = (await get(`/api/courses/${res.json().data.id}`, token)).json().data;
      expect(contents.mode).toBe(1);
      expect(contents.topics).toHaveLength(1);
      expect(contents.topics[0]).toMatchObject({ title: "Thema 1", order: 0 });
      expect(contents.topics[0]?.pages.map((p) => p.title)).toEqual(["Seite 1"]);
      expect(contents.pages[0]?.topic_id).toBe(contents.topics[0]?.id);
    });

    it("answers 422 per field for a blank title, a bad pass percent and a preview that is not the creator's image", async () => {
      const { user, token } = await creator();
      const other = await creator();
      const [foreign] = await insertItems(t.db, other.user.id, 1);
      const [audio] = await insertItems(t.db, user.id, 1, { type: MEDIA_TYPE.AUDIO });
      const blank = await send("POST", "/api/courses", token, { title: "  ", min_pass_percent: 101 });
      expect(blank.statusCode).toBe(422);
      expect(Object.keys(blank.json().errors).sort()).toEqual(["min_pass_percent", "title"]);
      for (const id of [foreign?.id, audio?.id]) {
        const res = await send("POST", "/api/courses", token, { title: "X", preview_image_media_id: id });
        expect(res.statusCode).toBe(422);
        expect(res.json().errors).toEqual({ preview_image_media_id: ["Choose an image from your media library."] });
      }
      const themed = await send("POST", "/api/courses", token, { title: "X", theme_id: 5 });
      expect(themed.json().errors).toEqual({ theme_id: ["This theme does not exist."] });
      expect(((await get("/api/courses", token)).json() as Paginated<Course>).meta.total).toBe(0);
    });
  });

  describe("GET /api/courses/{id}", () => {
    it("answers the course with its topics (each with its pages by order) and every page in pages_order", async () => {
      const { user, token } = await creator();
      const [image] = await insertItems(t.db, user.id, 1);
      const built = await buildCourse(t.db, user.id, { topics: 2, pages: 4, blocksPerPage: 2 });
      const [page0] = built.pages;
      await t.db
        .update(coursePages)
        .set({ background_image_media_id: image?.id, background_size: "cover" })
        .where(eq(coursePages.id, page0?.id ?? 0));
      const res = await get(`/api/courses/${built.course.id}`, token);
      expect(res.statusCode).toBe(200);
      const data: CourseWithContents = res.json().data;
      expect(data.id).toBe(built.course.id);
      expect(data.topics.map((topic) => topic.title)).toEqual(["Topic 1", "Topic 2"]);
      // Pages 1 and 3 are in topic 1, pages 2 and 4 in topic 2.
      expect(data.topics.map((topic) => topic.pages.map((p) => p.title))).toEqual([
        ["Page 1", "Page 3"],
        ["Page 2", "Page 4"],
      ]);
      expect(data.pages.map((p) => p.title)).toEqual(["Page 1", "Page 3", "Page 2", "Page 4"]);
      expect(data.pages_order).toEqual(data.pages.map((p) => p.id));
      expect(data.pages[0]).not.toHaveProperty("page_blocks");
      expect(data.pages[0]?.background_size).toBe("cover");
      expect(data.pages[0]?.background_image_media?.id).toBe(image?.id);
      expect(data.pages[0]?.background_image_media?.url).toMatch(/^\/media\/\d+\/.+sig=/);
      expect(data.pages[1]?.background_image_media).toBeNull();
    });
  });

  describe("PUT /api/courses/{id}", () => {
    it("changes only the fields sent, and sets and clears the preview image", async () => {
      const { user, token } = await creator();
      const [image] = await insertItems(t.db, user.id, 1);
      const { course } = await buildCourse(t.db, user.id, { title: "Before" });
      const res = await send("PUT", `/api/courses/${course.id}`, token, {
        description: "About safety",
        min_pass_percent: 80,
        attempts: 3,
        preview_image_media_id: image?.id,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        title: "Before",
        description: "About safety",
        min_pass_percent: 80,
        attempts: 3,
        preview_image: { media_id: image?.id },
      });
      const cleared = await send("PUT", `/api/courses/${course.id}`, token, {
        preview_image_media_id: null,
        title: "After",
      });
      expect(cleared.json().data).toMatchObject({
        title: "After",
        description: "About safety",
        preview_image: { media_id: null, url: DEFAULT_COURSE_PREVIEW_IMAGE_PATH },
      });
      expect(new Date(cleared.json().data.updated_at).getTime()).toBeGreaterThanOrEqual(course.updated_at.getTime());
    });

    it("turning topics on gathers the pages without a topic into a first topic", async () => {
      const { user, token } = await creator();
      const { course, pages } = await buildCourse(t.db, user.id, { pages: 3 });
      await send("PUT", `/api/courses/${course.id}`, token, { with_topics: true });
      const data: CourseWithContents = (await get(`/api/courses/${course.id}`, token)).json().data;
      expect(data.with_topics).toBe(true);
      expect(data.topics).toHaveLength(1);
      expect(data.topics[0]?.pages.map((p) => p.id)).toEqual(pages.map((p) => p.id));
      expect(data.pages_order).toEqual(pages.map((p) => p.id));
    });

    it("answers 422 for a blank title and changes nothing", async () => {
      const { user, token } = await creator();
      const { course } = await buildCourse(t.db, user.id, { title: "Kept" });
      const res = await send("PUT", `/api/courses/${course.id}`, token, { title: "", mode: 3 });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors).sort()).toEqual(["mode", "title"]);
      expect((await get(`/api/courses/${course.id}`, token)).json().data.title).toBe("Kept");
    });
  });

  describe("DELETE /api/courses/{id}", () => {
    it("deletes the course with its topics, pages, blocks and block media", async () => {
      const { user, token } = await creator();
      const items = await insertItems(t.db, user.id, 2);
      const built = await buildCourse(t.db, user.id, {
        topics: 2,
        pages: 3,
        blocksPerPage: 2,
        mediaItemIds: items.map((i) => i.id),
      });
      expect(await countRows(built.course.id)).toEqual({ topics: 2, pages: 3, blocks: 6, media: 2 });
      const res = await send("DELETE", `/api/courses/${built.course.id}`, token);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: "The course has been deleted." });
      expect(await countRows(built.course.id)).toEqual({ topics: 0, pages: 0, blocks: 0, media: 0 });
      expect((await get(`/api/courses/${built.course.id}`, token)).statusCode).toBe(404);
    });
  });

  describe("GET /api/course_topics/get/{courseId}", () => {
    it("pages topics 20 at a time by order, each with its pages by order, and links.next", async () => {
      const { user, token } = await creator();
      const built = await buildCourse(t.db, user.id, { topics: 21, pages: 42 });
      const res = await get(`/api/course_topics/get/${built.course.id}`, token);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.data).toHaveLength(20);
      expect(body.data[0].title).toBe("Topic 1");
      expect(body.data[0].pages.map((p: { title: string }) => p.title)).toEqual(["Page 1", "Page 22"]);
      expect(body.links.next).toBe(`/api/course_topics/get/${built.course.id}?page=2`);
      const second = (await get(body.links.next, token)).json();
      expect(second.data.map((topic: { title: string }) => topic.title)).toEqual(["Topic 21"]);
      expect(second.links.next).toBeNull();
    });
  });

  describe("GET /api/course_pages/get_full_info/{pageId}", () => {
    it("answers the page with its blocks by row, their media (library items with signed URLs) and background", async () => {
      const { user, token } = await creator();
      const items = await insertItems(t.db, user.id, 2);
      const built = await buildCourse(t.db, user.id, {
        pages: 2,
        blocksPerPage: 4,
        mediaItemIds: items.map((i) => i.id),
      });
      const page = built.pages[0];
      const res = await get(`/api/course_pages/get_full_info/${page?.id}`, token);
      expect(res.statusCode).toBe(200);
      const { data } = res.json();
      expect(data).toMatchObject({
        id: page?.id,
        course_id: built.course.id,
        title: "Page 1",
        background_image_media: null,
      });
      expect(data.page_blocks.map((b: { id: number }) => b.id)).toEqual(built.blocks.slice(0, 4).map((b) => b.id));
      const [first] = data.page_blocks;
      expect(first).toMatchObject({
        type: 0,
        text: "<p>Block 0</p>",
        displaying_settings: { x: 0, y: 0, w: 4, h: 20 },
      });
      expect(first.media.map((m: { title: string }) => m.title)).toEqual(["Slide 1", "Slide 2"]);
      expect(first.media[0].medialibrary_item).toMatchObject({ id: items[0]?.id, medialibrary_type: MEDIA_TYPE.IMAGE });
      expect(first.media[0].medialibrary_item.url).toMatch(/\?exp=\d+&sig=/);
      expect(data.page_blocks[1].media).toEqual([]);
    });

    it("keeps a block's media row when its library item is deleted, with the item gone", async () => {
      const { user, token } = await creator();
      const items = await insertItems(t.db, user.id, 1);
      const built = await buildCourse(t.db, user.id, { blocksPerPage: 1, mediaItemIds: items.map((i) => i.id) });
      await t.inject({
        method: "DELETE",
        url: "/api/medialibrary/files",
        headers: bearer(token),
        payload: { ids: [items[0]?.id] },
      });
      const { data } = (await get(`/api/course_pages/get_full_info/${built.pages[0]?.id}`, token)).json();
      expect(data.page_blocks[0].media[0]).toMatchObject({ medialibrary_item_id: 0, medialibrary_item: null });
    });
  });

  describe("permissions", () => {
    type Target = { courseId: number; pageId: number };
    const routes: {
      name: string;
      method: "GET" | "POST" | "PUT" | "DELETE";
      url: (x: Target) => string;
      payload?: (x: Target) => object;
    }[] = [
      { name: "GET /api/courses/{id}", method: "GET", url: (x) => `/api/courses/${x.courseId}` },
      {
        name: "PUT /api/courses/{id}",
        method: "PUT",
        url: (x) => `/api/courses/${x.courseId}`,
        payload: () => ({ title: "Hacked" }),
      },
      { name: "DELETE /api/courses/{id}", method: "DELETE", url: (x) => `/api/courses/${x.courseId}` },
      { name: "POST /api/courses/{id}/duplicate", method: "POST", url: (x) => `/api/courses/${x.courseId}/duplicate` },
      {
        name: "GET /api/course_topics/get/{courseId}",
        method: "GET",
        url: (x) => `/api/course_topics/get/${x.courseId}`,
      },
      {
        name: "GET /api/course_pages/get_full_info/{pageId}",
        method: "GET",
        url: (x) => `/api/course_pages/get_full_info/${x.pageId}`,
      },
      {
        name: "POST /api/course_builder/update_course/{courseId}",
        method: "POST",
        url: (x) => `/api/course_builder/update_course/${x.courseId}`,
        payload: (x) => ({ deleted_pages: [x.pageId] }),
      },
    ];

    for (const route of routes) {
      it(`${route.name}: anonymous 401, learner 403, another creator 403, missing 404`, async () => {
        const owner = await creator();
        const intruder = await creator();
        const learner = await t.createUser();
        const built = await buildCourse(t.db, owner.user.id, { title: "Owned", blocksPerPage: 1 });
        const target = { courseId: built.course.id, pageId: built.pages[0]?.id ?? 0 };
        const call = (token: string | null, x: Target = target) =>
          t.inject({
            method: route.method,
            url: route.url(x),
            headers: token ? bearer(token) : {},
            ...(route.payload ? { payload: route.payload(x) } : {}),
          });
        expect((await call(null)).statusCode).toBe(401);
        expect((await call(learner.token)).statusCode).toBe(403);
        const foreign = await call(intruder.token);
        expect(foreign.statusCode).toBe(403);
        expect(foreign.json().error).toBe("forbidden");
        expect((await call(intruder.token, { courseId: 2147483000, pageId: 2147483000 })).statusCode).toBe(404);
        // The owner's course is untouched by all of it.
        expect(await countRows(built.course.id)).toEqual({ topics: 0, pages: 1, blocks: 1, media: 0 });
        const [stored] = await t.db.select().from(courses).where(eq(courses.id, built.course.id));
        expect(stored?.title).toBe("Owned");
      });
    }

    it("GET and POST /api/courses: anonymous 401, learner 403", async () => {
      const learner = await t.createUser();
      expect((await t.inject({ method: "GET", url: "/api/courses" })).statusCode).toBe(401);
      expect((await t.inject({ method: "POST", url: "/api/courses", payload: { title: "X" } })).statusCode).toBe(401);
      expect((await get("/api/courses", learner.token)).statusCode).toBe(403);
      expect((await send("POST", "/api/courses", learner.token, { title: "X" })).statusCode).toBe(403);
    });
  });
});
