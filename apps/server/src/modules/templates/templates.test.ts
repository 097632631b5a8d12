import {
  BLOCK_TYPE,
  COURSE_TEMPLATE_CATALOG,
  type Course,
  type CourseTemplateOutline,
  type CourseWithContents,
  type FullPage,
  MEDIA_TYPE,
  type PageTemplate,
  type PageTemplateContent,
  type PageTemplateSummary,
  type Paginated,
} from "@coursewright/course-model";
import { blockItem } from "@coursewright/course-model/testing";
import { describe, expect, it } from "vitest";
import { bearer, forEachDatabase } from "../../test/context";
import { insertItems } from "../media/testing";

/** A page of two blocks, the second (an image of `imageId`) shown once the first was interacted with. */
function content(imageId: number): PageTemplateContent {
  const { id: _a, page_id: _b, ...text } = blockItem({ text: "<p>Hello<script>alert(1)</script></p>" });
  const { id: _c, page_id: _d, ...image } = blockItem({}, BLOCK_TYPE.IMAGE);
  return {
    page: {
      time_limit: 90,
      background_color: "#FFEEDD",
      background_image_media_id: null,
      background_size: null,
      background_repeat: null,
      background_position: null,
    },
    blocks: [
      { ...text, id: -1, displaying_settings: { x: 0, y: 0, w: 6, h: 10, i: "-1" }, media: [] },
      {
        ...image,
        id: -2,
        text: null,
        displaying_settings: { x: 6, y: 0, w: 6, h: 10, i: "-2" },
        display_conditions: [{ kind: "block_interacted", block_id: -1 }],
        media: [
          {
            medialibrary_item_id: imageId,
            alt_text: "A chart",
            text: null,
            title: null,
            order: 0,
            settings: {},
            background_color: null,
          },
        ],
      },
    ],
  };
}

forEachDatabase("template API", (t) => {
  const creator = () => t.createUser({ creator: true });
  const call = (
    method: "GET" | "POST" | "PUT" | "DELETE",
    url: string,
    token?: string,
    payload?: object,
    lang?: string,
  ) =>
    t.inject({
      method,
      url,
      headers: { ...(token ? bearer(token) : {}), ...(lang ? { "content-language": lang } : {}) },
      ...(payload ? { payload } : {}),
    });

  describe("POST /api/courses/from_template", () => {
    it.each(COURSE_TEMPLATE_CATALOG.map((info) => [info.id, info] as const))(
      "creates the %s course, owned by the creator, with its topics, pages and blocks",
      async (id, info) => {
        const { user, token } = await creator();
        const res = await call("POST", "/api/courses/from_template", token, { template: id });
        expect(res.statusCode).toBe(201);
        const course = res.json<{ data: Course }>().data;
        expect(course.user_id).toBe(user.id);
        const contents = (await call("GET", `/api/courses/${course.id}`, token)).json<{ data: CourseWithContents }>()
          .data;
        expect(contents.with_topics).toBe(true);
        expect(contents.pages).toHaveLength(info.pageCount);
        expect(contents.pages_order).toEqual(contents.pages.map((page) => page.id));
        for (const page of contents.pages) {
          const full = (await call("GET", `/api/course_pages/get_full_info/${page.id}`, token)).json<{
            data: FullPage;
          }>().data;
          expect(full.page_blocks.length).toBeGreaterThan(0);
          const ids = new Set(full.page_blocks.map((block) => block.id));
          for (const block of full.page_blocks) {
            expect(block.displaying_settings.i).toBe(String(block.id));
            for (const condition of block.display_conditions) expect(ids.has(condition.block_id)).toBe(true);
          }
        }
      },
    );

    it("names the course and writes the default feedback in the creator's language", async () => {
      const { token } = await creator();
      const english = (await call("POST", "/api/courses/from_template", token, { template: "compliance" }, "en")).json<{
        data: Course;
      }>().data;
      const italian = (await call("POST", "/api/courses/from_template", token, { template: "compliance" }, "it")).json<{
        data: Course;
      }>().data;
      expect(english.title).toBe("Compliance course with a final test");
      expect(english.min_pass_percent).toBe(80);
      expect(italian.title).not.toBe(english.title);
      // Written in that language, the course is in that language (its content's direction and lang).
      expect(english.language).toBe("en");
      expect(italian.language).toBe("it");
    });

    it("answers 422 for a template that does not exist, and creates nothing", async () => {
      const { token } = await creator();
      const res = await call("POST", "/api/courses/from_template", token, { template: "nope" });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json<{ errors: object }>().errors)).toEqual(["template"]);
      const list = (await call("GET", "/api/courses", token)).json<Paginated<Course>>();
      expect(list.meta.total).toBe(0);
    });

    it("is for creators only", async () => {
      expect((await call("POST", "/api/courses/from_template", undefined, { template: "welcome" })).statusCode).toBe(
        401,
      );
      const learner = await t.createUser();
      expect(
        (await call("POST", "/api/courses/from_template", learner.token, { template: "welcome" })).statusCode,
      ).toBe(403);
    });
  });

  describe("GET /api/course_templates/:template", () => {
    it.each(COURSE_TEMPLATE_CATALOG.map((info) => [info.id, info] as const))(
      "previews the %s template as the course it creates: name, description, topics, pages and blocks",
      async (id, info) => {
        const { token } = await creator();
        const res = await call("GET", `/api/course_templates/${id}`, token, undefined, "en");
        expect(res.statusCode).toBe(200);
        const outline = res.json<{ data: CourseTemplateOutline }>().data;
        expect(outline.id).toBe(id);
        const pages = outline.topics.flatMap((topic) => topic.pages);
        expect(pages).toHaveLength(info.pageCount);
        for (const page of pages) expect(page.blocks.length).toBeGreaterThan(0);

        const created = (await call("POST", "/api/courses/from_template", token, { template: id }, "en")).json<{
          data: Course;
        }>().data;
        expect(outline.title).toBe(created.title);
        expect(outline.description).toBe(created.description);
        const contents = (await call("GET", `/api/courses/${created.id}`, token)).json<{ data: CourseWithContents }>()
          .data;
        expect(pages.map((page) => page.title)).toEqual(contents.pages.map((page) => page.title));
        expect(outline.topics.map((topic) => topic.title)).toEqual(contents.topics.map((topic) => topic.title));
        const first = (await call("GET", `/api/course_pages/get_full_info/${contents.pages[0]?.id}`, token)).json<{
          data: FullPage;
        }>().data;
        expect(pages[0]?.blocks.map((block) => block.type).sort()).toEqual(
          first.page_blocks.map((block) => block.type).sort(),
        );
      },
    );

    it("names the template in the creator's language and creates nothing", async () => {
      const { token } = await creator();
      const title = async (lang: string) =>
        (await call("GET", "/api/course_templates/compliance", token, undefined, lang)).json<{
          data: CourseTemplateOutline;
        }>().data.title;
      expect(await title("en")).toBe("Compliance course with a final test");
      expect(await title("it")).not.toBe(await title("en"));
      expect((await call("GET", "/api/courses", token)).json<Paginated<Course>>().meta.total).toBe(0);
    });

    it("answers 422 for a template that does not exist, 401 without a token and 403 for a learner", async () => {
      const { token } = await creator();
      const res = await call("GET", "/api/course_templates/nope", token);
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json<{ errors: object }>().errors)).toEqual(["template"]);
      expect((await call("GET", "/api/course_templates/welcome")).statusCode).toBe(401);
      expect((await call("GET", "/api/course_templates/welcome", (await t.createUser()).token)).statusCode).toBe(403);
    });
  });

  describe("page templates", () => {
    async function saved() {
      const owner = await creator();
      const [image] = await insertItems(t.db, owner.user.id, 1, { type: MEDIA_TYPE.IMAGE });
      if (!image) throw new Error("setup");
      const res = await call("POST", "/api/page_templates", owner.token, {
        title: "Two columns",
        content: content(image.id),
      });
      expect(res.statusCode).toBe(201);
      return { owner, image, template: res.json<{ data: PageTemplateSummary }>().data };
    }

    it("saves a page, lists it for its creator only and gives it back ready to insert", async () => {
      const { owner, image, template } = await saved();
      expect(template).toMatchObject({ title: "Two columns", block_count: 2 });
      const other = await creator();
      const mine = (await call("GET", "/api/page_templates", owner.token)).json<Paginated<PageTemplateSummary>>();
      expect(mine.data.map((entry) => entry.id)).toEqual([template.id]);
      const theirs = (await call("GET", "/api/page_templates", other.token)).json<Paginated<PageTemplateSummary>>();
      expect(theirs.data).toEqual([]);

      const full = (await call("GET", `/api/page_templates/${template.id}`, owner.token)).json<{ data: PageTemplate }>()
        .data;
      expect(full.page).toMatchObject({ id: 0, title: "Two columns", time_limit: 90, background_color: "#FFEEDD" });
      const [text, picture] = full.page.page_blocks;
      expect(text?.text).not.toContain("script");
      expect(picture?.display_conditions).toEqual([{ kind: "block_interacted", block_id: text?.id }]);
      expect(picture?.media[0]?.medialibrary_item?.id).toBe(image.id);
      expect(picture?.media[0]?.medialibrary_item?.url).toBeTruthy();
    });

    it("hides a template from another creator: 404 to read, rename or delete it", async () => {
      const { template } = await saved();
      const other = await creator();
      const url = `/api/page_templates/${template.id}`;
      expect((await call("GET", url, other.token)).statusCode).toBe(404);
      expect((await call("PUT", url, other.token, { title: "Mine now" })).statusCode).toBe(404);
      expect((await call("DELETE", url, other.token)).statusCode).toBe(404);
    });

    it("renames and deletes the creator's own template", async () => {
      const { owner, template } = await saved();
      const url = `/api/page_templates/${template.id}`;
      const renamed = await call("PUT", url, owner.token, { title: "Intro layout" });
      expect(renamed.json<{ data: PageTemplateSummary }>().data.title).toBe("Intro layout");
      expect((await call("PUT", url, owner.token, { title: "  " })).statusCode).toBe(422);
      const deleted = await call("DELETE", url, owner.token);
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json<{ message: string }>().message).toBe("The page template has been deleted.");
      expect((await call("GET", url, owner.token)).statusCode).toBe(404);
    });

    it("refuses another creator's media, overlapping blocks and links to pages with 422", async () => {
      const { owner } = await creator().then(async (owner) => ({ owner }));
      const stranger = await creator();
      const [theirs] = await insertItems(t.db, stranger.user.id, 1, { type: MEDIA_TYPE.IMAGE });
      const foreign = await call("POST", "/api/page_templates", owner.token, {
        title: "Borrowed",
        content: content(theirs?.id ?? 0),
      });
      expect(foreign.statusCode).toBe(422);
      expect(Object.keys(foreign.json<{ errors: object }>().errors)).toEqual(["content.blocks.1.media.0"]);

      const [mine] = await insertItems(t.db, owner.user.id, 1, { type: MEDIA_TYPE.IMAGE });
      const overlapping = content(mine?.id ?? 0);
      const second = overlapping.blocks[1];
      if (second) second.displaying_settings = { ...second.displaying_settings, x: 4 };
      expect(
        (await call("POST", "/api/page_templates", owner.token, { title: "Bad", content: overlapping })).statusCode,
      ).toBe(422);
      const linking = content(mine?.id ?? 0);
      const first = linking.blocks[0];
      if (first) first.actions = [{ type: "link_to_page", page_id: 5 }];
      expect(
        (await call("POST", "/api/page_templates", owner.token, { title: "Bad", content: linking })).statusCode,
      ).toBe(422);
    });
  });
});
