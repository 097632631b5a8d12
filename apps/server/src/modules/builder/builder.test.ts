import { BLOCK_TYPE, type CourseWithContents, MEDIA_TYPE, type SaveCourseResult } from "@coursewright/course-model";
import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { coursePages, courses, courseTopics, pageBlockMedia, pageBlocks } from "../../db/schema";
import { bearer, forEachDatabase } from "../../test/context";
import { buildCourse } from "../courses/testing";
import { insertItems } from "../media/testing";
import { blockItem, emptySave, mediaItem, pageItem, storedBlockItem, storedMediaItem, storedPageItem } from "./testing";

forEachDatabase("POST /api/course_builder/update_course/{courseId}", (t) => {
  const creator = () => t.createUser({ creator: true });
  const save = (courseId: number, token: string, payload: object) =>
    t.inject({
      method: "POST",
      url: `/api/course_builder/update_course/${courseId}`,
      headers: bearer(token),
      payload,
    });
  /** Everything stored of a course, to show a refused save changed nothing. */
  const snapshot = async (courseId: number) => ({
    course: await t.db.select().from(courses).where(eq(courses.id, courseId)),
    topics: await t.db
      .select()
      .from(courseTopics)
      .where(eq(courseTopics.course_id, courseId))
      .orderBy(asc(courseTopics.id)),
    pages: await t.db
      .select()
      .from(coursePages)
      .where(eq(coursePages.course_id, courseId))
      .orderBy(asc(coursePages.id)),
    blocks: await t.db.select().from(pageBlocks).where(eq(pageBlocks.course_id, courseId)).orderBy(asc(pageBlocks.id)),
    media: await t.db
      .select()
      .from(pageBlockMedia)
      .where(eq(pageBlockMedia.course_id, courseId))
      .orderBy(asc(pageBlockMedia.id)),
  });
  const blocksOf = async (courseId: number) =>
    t.db.select().from(pageBlocks).where(eq(pageBlocks.course_id, courseId)).orderBy(asc(pageBlocks.id));

  it("applies all twelve sets in one go and answers the course and the id maps", async () => {
    const { user, token } = await creator();
    const [img1, img2] = await insertItems(t.db, user.id, 2);
    const built = await buildCourse(t.db, user.id, {
      topics: 3,
      pages: 3,
      blocksPerPage: 2,
      blockType: BLOCK_TYPE.CAROUSEL,
      mediaItemIds: [img1?.id ?? 0, img2?.id ?? 0],
    });
    const [t0, t1, t2] = built.topics;
    const [p0, p1, p2] = built.pages;
    const [b0, b1] = built.blocks;
    const [m0, m1] = built.media;
    if (!t0 || !t1 || !t2 || !p0 || !p1 || !p2 || !b0 || !b1 || !m0 || !m1 || !img1 || !img2) throw new Error("setup");

    const res = await save(built.course.id, token, {
      ...emptySave(),
      new_topics: [{ id: -1, order: 3, title: "New topic" }],
      new_pages: [pageItem({ id: -2, topic_id: -1, order: 0, title: "New page" })],
      new_page_blocks: [
        blockItem({
          id: -3,
          page_id: -2,
          actions: [{ type: "link_to_page", page_id: p0.id }],
          display_conditions: [{ kind: "block_interacted", block_id: -4 }],
        }),
        blockItem({
          id: -4,
          page_id: -2,
          type: BLOCK_TYPE.BUTTON,
          text: "Next",
          displaying_settings: { x: 4, y: 0, w: 4, h: 4, i: "-4" },
          actions: [{ type: "link_to_page", page_id: -2 }],
        }),
        blockItem({
          id: -5,
          page_id: p0.id,
          type: BLOCK_TYPE.CAROUSEL,
          displaying_settings: { x: 0, y: 40, w: 12, h: 20, i: "-5" },
        }),
      ],
      new_page_blocks_media: [mediaItem({ id: -6, block_id: -5, medialibrary_item_id: img1.id, title: "New slide" })],
      updated_topics: [{ id: t0.id, order: 0, title: "Renamed topic" }],
      updated_pages: [
        storedPageItem(p0, { title: "Renamed page", background_image_media_id: img2.id, background_size: "cover" }),
      ],
      updated_page_blocks: [
        storedBlockItem(b0, {
          displaying_settings: { ...b0.displaying_settings, y: 60 },
          display_conditions: [{ kind: "block_interacted", block_id: -4 }],
        }),
      ],
      updated_page_blocks_media: [storedMediaItem(m0, { title: "Renamed slide", order: 1 })],
      deleted_topics: [t2.id],
      deleted_pages: [p1.id],
      deleted_page_blocks: [b1.id],
      deleted_page_blocks_media: [m1.id],
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["server-timing"]).toMatch(/transaction;dur=[\d.]+.*total;dur=[\d.]+/);
    const body: SaveCourseResult = res.json();
    const topicId = body.topics_id_map["-1"];
    const pageId = body.pages_id_map["-2"];
    const [blockA, blockB, blockC] = [-3, -4, -5].map((id) => body.blocks_id_map[String(id)]);
    const mediaId = body.page_blocks_media_id_map["-6"];
    for (const id of [topicId, pageId, blockA, blockB, blockC, mediaId]) expect(id).toBeGreaterThan(0);
    expect(Object.keys(body.topics_id_map)).toEqual(["-1"]);
    expect(Object.keys(body.pages_id_map)).toEqual(["-2"]);

    // The answer is the course as GET /api/courses/{id} gives it.
    const fetched: CourseWithContents = (
      await t.inject({ method: "GET", url: `/api/courses/${built.course.id}`, headers: bearer(token) })
    ).json().data;
    expect(body.data).toEqual(fetched);
    expect(body.data.topics.map((topic) => [topic.title, topic.pages.map((p) => p.title)])).toEqual([
      ["Renamed topic", ["Renamed page"]],
      ["Topic 2", []],
      ["New topic", ["New page"]],
    ]);
    expect(body.data.pages_order).toEqual([p0.id, pageId]);
    expect(body.data.pages[0]).toMatchObject({ background_size: "cover", background_image_media: { id: img2.id } });

    const blocks = await blocksOf(built.course.id);
    expect(blocks.map((b) => b.id).sort()).toEqual([b0.id, blockA, blockB, blockC].sort());
    const block = (id: number | undefined) => blocks.find((b) => b.id === id);
    expect(block(b0.id)?.displaying_settings.y).toBe(60);
    expect(block(b0.id)?.display_conditions).toEqual([{ kind: "block_interacted", block_id: blockB }]);
    expect(block(blockA)).toMatchObject({
      page_id: pageId,
      actions: [{ type: "link_to_page", page_id: p0.id }],
      display_conditions: [{ kind: "block_interacted", block_id: blockB }],
    });
    expect(block(blockA)?.displaying_settings.i).toBe(String(blockA));
    expect(block(blockB)).toMatchObject({
      page_id: pageId,
      text: "Next",
      actions: [{ type: "link_to_page", page_id: pageId }],
    });
    expect(block(blockC)?.page_id).toBe(p0.id);

    const media = await t.db.select().from(pageBlockMedia).where(eq(pageBlockMedia.course_id, built.course.id));
    expect(media.map((m) => [m.id, m.block_id, m.medialibrary_item_id, m.title, m.order]).sort()).toEqual(
      [
        [m0.id, b0.id, img1.id, "Renamed slide", 1],
        [mediaId, blockC, img1.id, "New slide", 0],
      ].sort(),
    );
    // The deleted topic took its page and that page's blocks along.
    expect((await snapshot(built.course.id)).pages.map((p) => p.id)).toEqual([p0.id, pageId]);
  });

  it("refuses a save with one invalid block with 422 naming the block and the field, and changes nothing", async () => {
    const { user, token } = await creator();
    const built = await buildCourse(t.db, user.id, { pages: 1, blocksPerPage: 2 });
    const page = built.pages[0];
    if (!page) throw new Error("setup");
    const before = await snapshot(built.course.id);
    const valid = [0, 1, 2].map((i) => blockItem({ id: -10 - i, page_id: page.id }));
    const invalid = blockItem({
      id: -20,
      page_id: page.id,
      displaying_settings: { x: 8, y: 0, w: 6, h: 20, i: "-20" },
    });
    const res = await save(built.course.id, token, {
      ...emptySave(),
      new_pages: [pageItem({ id: -1, title: "Would be new" })],
      new_page_blocks: [...valid, invalid],
      updated_pages: [storedPageItem(page, { title: "Would be renamed" })],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: "Some fields need your attention.",
      errors: { "new_page_blocks.3.displaying_settings.w": ["This may not be more than 4."] },
    });
    expect(await snapshot(built.course.id)).toEqual(before);
  });

  describe("references outside the course", () => {
    const cases: { name: string; field: string; payload: (x: Record<string, number>) => object }[] = [
      {
        name: "a new block on another course's page",
        field: "new_page_blocks.0.page_id",
        payload: (x) => ({ new_page_blocks: [blockItem({ id: -1, page_id: x.foreignPage ?? 0 })] }),
      },
      {
        name: "an update of another course's block",
        field: "updated_page_blocks.0.id",
        payload: (x) => ({
          updated_page_blocks: [blockItem({ id: x.foreignBlock ?? 0, page_id: x.foreignPage ?? 0 })],
        }),
      },
      {
        name: "a button linking to another course's page",
        field: "new_page_blocks.0.actions.0.page_id",
        payload: (x) => ({
          new_page_blocks: [
            blockItem({
              id: -1,
              page_id: x.page ?? 0,
              actions: [{ type: "link_to_page", page_id: x.foreignPage ?? 0 }],
            }),
          ],
        }),
      },
      {
        name: "a display condition on another course's block",
        field: "new_page_blocks.0.display_conditions.0.block_id",
        payload: (x) => ({
          new_page_blocks: [
            blockItem({
              id: -1,
              page_id: x.page ?? 0,
              display_conditions: [{ kind: "block_interacted", block_id: x.foreignBlock ?? 0 }],
            }),
          ],
        }),
      },
      {
        name: "a deletion of another course's page",
        field: "deleted_pages.0",
        payload: (x) => ({ deleted_pages: [x.foreignPage] }),
      },
      {
        name: "a page moved into another course's topic",
        field: "updated_pages.0.topic_id",
        payload: (x) => ({ updated_pages: [pageItem({ id: x.page ?? 0, topic_id: x.foreignTopic ?? 0 })] }),
      },
      {
        name: "a temporary id no new item carries",
        field: "new_page_blocks.0.page_id",
        payload: () => ({ new_page_blocks: [blockItem({ id: -1, page_id: -99 })] }),
      },
    ];

    for (const testCase of cases) {
      it(`refuses ${testCase.name} and changes nothing in either course`, async () => {
        const { user, token } = await creator();
        const own = await buildCourse(t.db, user.id, { topics: 1, pages: 1, blocksPerPage: 1 });
        // The same creator's other course: still outside this save.
        const other = await buildCourse(t.db, user.id, { topics: 1, pages: 1, blocksPerPage: 1 });
        const ids = {
          page: own.pages[0]?.id ?? 0,
          foreignPage: other.pages[0]?.id ?? 0,
          foreignBlock: other.blocks[0]?.id ?? 0,
          foreignTopic: other.topics[0]?.id ?? 0,
        };
        const before = [await snapshot(own.course.id), await snapshot(other.course.id)];
        const res = await save(own.course.id, token, {
          ...emptySave(),
          new_topics: [{ id: -50, order: 1, title: "Would be new" }],
          ...testCase.payload(ids),
        });
        expect(res.statusCode).toBe(422);
        expect(res.json().errors).toEqual({
          [testCase.field]: ["This refers to something that is not part of this course."],
        });
        expect([await snapshot(own.course.id), await snapshot(other.course.id)]).toEqual(before);
      });
    }
  });

  it("refuses references to what the same save deletes, blocks changing page and impossible display conditions", async () => {
    const { user, token } = await creator();
    const built = await buildCourse(t.db, user.id, { pages: 2, blocksPerPage: 1 });
    const [p0, p1] = built.pages;
    const [b0, b1] = built.blocks;
    if (!p0 || !p1 || !b0 || !b1) throw new Error("setup");
    const before = await snapshot(built.course.id);
    const res = await save(built.course.id, token, {
      ...emptySave(),
      new_page_blocks: [
        blockItem({ id: -1, page_id: p1.id }),
        blockItem({
          id: -2,
          page_id: p0.id,
          display_conditions: [
            { kind: "block_correctness", block_id: b0.id },
            { kind: "block_interacted", block_id: -2 },
          ],
        }),
      ],
      updated_page_blocks: [storedBlockItem(b0, { page_id: p1.id })],
      deleted_pages: [p1.id],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      "new_page_blocks.0.page_id": ["This refers to something that this save deletes."],
      "new_page_blocks.1.display_conditions.0.block_id": ["This block cannot be the target of this display condition."],
      "new_page_blocks.1.display_conditions.1.block_id": ["This block cannot be the target of this display condition."],
      "updated_page_blocks.0.page_id": ["A block cannot move to another page, nor a media item to another block."],
    });
    expect(await snapshot(built.course.id)).toEqual(before);
  });

  it("takes media only from the creator's own library, of the types and number the block allows", async () => {
    const { user, token } = await creator();
    const other = await creator();
    const [image, image2] = await insertItems(t.db, user.id, 2);
    const [audio] = await insertItems(t.db, user.id, 1, { type: MEDIA_TYPE.AUDIO });
    const [foreign] = await insertItems(t.db, other.user.id, 1);
    const built = await buildCourse(t.db, user.id, { pages: 1 });
    const page = built.pages[0];
    if (!page || !image || !image2 || !audio || !foreign) throw new Error("setup");
    const before = await snapshot(built.course.id);
    const res = await save(built.course.id, token, {
      ...emptySave(),
      new_page_blocks: [
        blockItem({ id: -1, page_id: page.id, type: BLOCK_TYPE.CAROUSEL }),
        blockItem({ id: -2, page_id: page.id, type: BLOCK_TYPE.IMAGE, text: null }),
      ],
      new_page_blocks_media: [
        mediaItem({ id: -3, block_id: -1, medialibrary_item_id: foreign.id }),
        mediaItem({ id: -4, block_id: -1, medialibrary_item_id: audio.id }),
        mediaItem({ id: -5, block_id: -2, medialibrary_item_id: image.id }),
        mediaItem({ id: -6, block_id: -2, medialibrary_item_id: image2.id }),
      ],
      updated_pages: [storedPageItem(page, { background_image_media_id: audio.id })],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      "new_page_blocks_media.0.medialibrary_item_id": ["This media item is not in your media library."],
      "new_page_blocks_media.1.medialibrary_item_id": ["This block cannot show this type of media."],
      "new_page_blocks_media.3.block_id": ["This block can hold at most 1 media items."],
      "updated_pages.0.background_image_media_id": ["Choose an image from your media library."],
    });
    expect(await snapshot(built.course.id)).toEqual(before);
  });

  it("sanitises the HTML of block text, accordion items, the Loom embed and media texts", async () => {
    const { user, token } = await creator();
    const [image] = await insertItems(t.db, user.id, 1);
    const built = await buildCourse(t.db, user.id, { pages: 1 });
    const page = built.pages[0];
    if (!page || !image) throw new Error("setup");
    const res = await save(built.course.id, token, {
      ...emptySave(),
      new_page_blocks: [
        blockItem({
          id: -1,
          page_id: page.id,
          text:
            '<p onclick="steal()">Hi <a href="javascript:alert(1)">bad</a> <a href="https://example.com/" target="_blank">good</a>' +
            '<script>alert(1)</script><img src="x.png" onerror="alert(2)"><span style="color: #ff0000">red</span></p>',
        }),
        blockItem({ id: -2, page_id: page.id, text: "a < b & c" }),
        blockItem({
          id: -3,
          page_id: page.id,
          type: BLOCK_TYPE.ACCORDION,
          text: null,
          settings: {
            items: [
              {
                id: "q1",
                title: "<b>Question</b>",
                text: '<p>Answer<iframe src="https://evil.example/"></iframe></p>',
              },
            ],
          },
        }),
        blockItem({
          id: -4,
          page_id: page.id,
          type: BLOCK_TYPE.CAROUSEL,
          text: null,
        }),
        blockItem({
          id: -5,
          page_id: page.id,
          type: BLOCK_TYPE.LOOM_VIDEO,
          text: null,
          embed:
            '<div><iframe src="https://www.loom.com/embed/abc123" allowfullscreen></iframe>' +
            '<iframe src="https://evil.example/"></iframe><script>alert(3)</script></div>',
        }),
      ],
      new_page_blocks_media: [
        mediaItem({
          id: -6,
          block_id: -4,
          medialibrary_item_id: image.id,
          text: '<p>Slide<svg onload="alert(4)"></svg></p>',
        }),
      ],
    });
    expect(res.statusCode).toBe(200);
    const ids = res.json().blocks_id_map;
    const blocks = await blocksOf(built.course.id);
    const text = (temp: number) => blocks.find((b) => b.id === ids[String(temp)]);
    expect(text(-1)?.text).toBe(
      '<p>Hi <a>bad</a> <a href="https://example.com/" target="_blank" rel="noopener noreferrer nofollow">good</a>' +
        '<img src="x.png"><span style="color: #ff0000">red</span></p>',
    );
    expect(text(-2)?.text).toBe("a < b & c");
    expect(text(-3)?.settings).toEqual({ items: [{ id: "q1", title: "<b>Question</b>", text: "<p>Answer</p>" }] });
    expect(text(-5)?.embed).toBe(
      '<div><iframe src="https://www.loom.com/embed/abc123" allowfullscreen=""></iframe><iframe></iframe></div>',
    );
    const [media] = await t.db.select().from(pageBlockMedia).where(eq(pageBlockMedia.course_id, built.course.id));
    expect(media?.text).toBe("<p>Slide</p>");

    // Saving the block again unchanged keeps the stored text as it is.
    const again = await save(built.course.id, token, {
      ...emptySave(),
      updated_page_blocks: blocks.map((row) => storedBlockItem(row, { embed: row.embed })),
    });
    expect(again.statusCode).toBe(200);
    expect((await blocksOf(built.course.id)).map((b) => [b.text, b.embed])).toEqual(
      blocks.map((b) => [b.text, b.embed]),
    );
  });

  it("deleting a page takes its blocks and the links and display conditions pointing at them", async () => {
    const { user, token } = await creator();
    const built = await buildCourse(t.db, user.id, { pages: 2, blocksPerPage: 2, blockType: BLOCK_TYPE.BUTTON });
    const [p0, p1] = built.pages;
    const [b0, b1, b2] = built.blocks;
    if (!p0 || !p1 || !b0 || !b1 || !b2) throw new Error("setup");
    await t.db
      .update(pageBlocks)
      .set({
        actions: [
          { type: "link_to_page", page_id: p1.id },
          { type: "external_web_link", url: "https://example.com/" },
          { type: "link_to_page", page_id: p0.id },
        ],
        display_conditions: [
          { kind: "block_interacted", block_id: b2.id },
          { kind: "block_interacted", block_id: b1.id },
        ],
      })
      .where(eq(pageBlocks.id, b0.id));
    const res = await save(built.course.id, token, { ...emptySave(), deleted_pages: [p1.id] });
    expect(res.statusCode).toBe(200);
    const blocks = await blocksOf(built.course.id);
    expect(blocks.map((b) => b.page_id)).toEqual([p0.id, p0.id]);
    expect(blocks[0]?.actions).toEqual([
      { type: "external_web_link", url: "https://example.com/" },
      { type: "link_to_page", page_id: p0.id },
    ]);
    expect(blocks[0]?.display_conditions).toEqual([{ kind: "block_interacted", block_id: b1.id }]);
    expect(res.json().data.pages_order).toEqual([p0.id]);
  });

  it("keeps a page that the save moves out of the topic it deletes", async () => {
    const { user, token } = await creator();
    const built = await buildCourse(t.db, user.id, { topics: 2, pages: 4, blocksPerPage: 1 });
    const [t0, t1] = built.topics;
    const [p0, p1, p2, p3] = built.pages;
    if (!t0 || !t1 || !p0 || !p1 || !p2 || !p3) throw new Error("setup");
    // p0 and p2 are in t0, p1 and p3 in t1: p1 moves to t0, p3 goes with t1.
    const res = await save(built.course.id, token, {
      ...emptySave(),
      updated_pages: [storedPageItem(p1, { topic_id: t0.id, order: 2 })],
      deleted_topics: [t1.id],
    });
    expect(res.statusCode).toBe(200);
    const data: CourseWithContents = res.json().data;
    expect(data.topics.map((topic) => topic.pages.map((p) => p.id))).toEqual([[p0.id, p2.id, p1.id]]);
    expect(data.pages_order).toEqual([p0.id, p2.id, p1.id]);
    expect((await blocksOf(built.course.id)).map((b) => b.page_id).sort()).toEqual([p0.id, p1.id, p2.id].sort());
  });

  it("accepts a save of a 10-page course's 100 blocks and reads large bodies", async () => {
    const { user, token } = await creator();
    const built = await buildCourse(t.db, user.id, { pages: 10, blocksPerPage: 10 });
    const long = `<p>${"x".repeat(20_000)}</p>`;
    const res = await save(built.course.id, token, {
      ...emptySave(),
      updated_page_blocks: built.blocks.map((row) =>
        storedBlockItem(row, {
          text: long,
          displaying_settings: { ...row.displaying_settings, y: row.displaying_settings.y + 1 },
        }),
      ),
    });
    expect(res.statusCode).toBe(200);
    const blocks = await blocksOf(built.course.id);
    expect(blocks.every((b) => b.text === long)).toBe(true);
    expect(blocks.map((b) => b.displaying_settings.y)).toEqual(built.blocks.map((b) => b.displaying_settings.y + 1));
    // The pages kept their order, and the course moved to the top of the list (last edited).
    const [course] = (await snapshot(built.course.id)).course;
    expect(course?.pages_order).toEqual(built.course.pages_order);
    expect(course?.updated_at.getTime()).toBeGreaterThan(built.course.updated_at.getTime());
  });
});
