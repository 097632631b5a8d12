import { BLOCK_TYPE, type Course, type CourseWithContents } from "@coursewright/course-model";
import { eq, inArray } from "drizzle-orm";
import { expect, it } from "vitest";
import { coursePages, pageBlockMedia, pageBlocks } from "../../db/schema";
import { bearer, forEachDatabase } from "../../test/context";
import { insertItems } from "../media/testing";
import { buildCourse } from "./testing";

forEachDatabase("POST /api/courses/{id}/duplicate", (t) => {
  const duplicate = (id: number, token: string, lang?: string) =>
    t.inject({
      method: "POST",
      url: `/api/courses/${id}/duplicate`,
      headers: { ...bearer(token), ...(lang ? { "content-language": lang } : {}) },
    });

  it("copies topics, pages, blocks and block media, pointing actions and display conditions into the copy", async () => {
    const { user, token } = await t.createUser({ creator: true });
    const items = await insertItems(t.db, user.id, 2);
    const built = await buildCourse(t.db, user.id, {
      title: "Safety",
      topics: 2,
      pages: 3,
      blocksPerPage: 2,
      blockType: BLOCK_TYPE.CAROUSEL,
      mediaItemIds: items.map((i) => i.id),
    });
    const [b0, b1, b2] = built.blocks;
    const [p0, p1] = built.pages;
    // Block 1 links to page 2 and is shown once block 0 was interacted with; block 2 links out of the course.
    await t.db
      .update(pageBlocks)
      .set({
        actions: [{ type: "link_to_page", page_id: p1?.id ?? 0 }],
        display_conditions: [{ kind: "block_interacted", block_id: b0?.id ?? 0 }],
      })
      .where(eq(pageBlocks.id, b1?.id ?? 0));
    await t.db
      .update(pageBlocks)
      .set({ actions: [{ type: "external_web_link", url: "https://example.com/" }] })
      .where(eq(pageBlocks.id, b2?.id ?? 0));
    await t.db
      .update(coursePages)
      .set({ background_color: "#ff0000", time_limit: 60 })
      .where(eq(coursePages.id, p0?.id ?? 0));

    const res = await duplicate(built.course.id, token);
    expect(res.statusCode).toBe(201);
    const copy: Course = res.json().data;
    expect(copy.id).not.toBe(built.course.id);
    expect(copy.title).toBe("Safety (copy)");
    expect(copy.with_topics).toBe(true);

    const original: CourseWithContents = (
      await t.inject({ method: "GET", url: `/api/courses/${built.course.id}`, headers: bearer(token) })
    ).json().data;
    const copied: CourseWithContents = (
      await t.inject({ method: "GET", url: `/api/courses/${copy.id}`, headers: bearer(token) })
    ).json().data;
    const shape = (c: CourseWithContents) =>
      c.topics.map((topic) => ({
        title: topic.title,
        pages: topic.pages.map((p) => [p.title, p.background_color, p.time_limit]),
      }));
    expect(shape(copied)).toEqual(shape(original));
    expect(copied.pages_order).toHaveLength(3);
    expect(copied.pages_order.some((id) => original.pages_order.includes(id))).toBe(false);
    const copiedPage = new Map(original.pages.map((p, i) => [p.id, copied.pages[i]?.id]));
    for (const topic of copied.topics) for (const page of topic.pages) expect(page.topic_id).toBe(topic.id);

    const blocks = await t.db.select().from(pageBlocks).where(eq(pageBlocks.course_id, copy.id));
    expect(blocks).toHaveLength(6);
    expect(blocks.every((b) => copied.pages_order.includes(b.page_id))).toBe(true);
    const byText = (text: string) => blocks.filter((b) => b.text === text);
    // Each page's blocks are "Block 0" and "Block 1"; the first page's block 1 is the one with references.
    const linked = blocks.find((b) => b.actions.some((a) => a.type === "link_to_page"));
    expect(linked?.actions).toEqual([{ type: "link_to_page", page_id: copiedPage.get(p1?.id ?? 0) }]);
    const target = linked?.display_conditions[0]?.block_id;
    expect(blocks.find((b) => b.id === target)?.page_id).toBe(linked?.page_id);
    expect(byText("<p>Block 0</p>").map((b) => b.id)).toContain(target);
    expect(blocks.find((b) => b.actions.some((a) => a.type === "external_web_link"))?.actions).toEqual([
      { type: "external_web_link", url: "https://example.com/" },
    ]);

    const media = await t.db.select().from(pageBlockMedia).where(eq(pageBlockMedia.course_id, copy.id));
    expect(media.map((m) => [m.medialibrary_item_id, m.title, m.order])).toEqual(
      built.media.map((m) => [m.medialibrary_item_id, m.title, m.order]),
    );
    expect(blocks.map((b) => b.id)).toContain(media[0]?.block_id);

    // The original is as it was.
    const originalBlocks = await t.db
      .select()
      .from(pageBlocks)
      .where(
        inArray(
          pageBlocks.id,
          built.blocks.map((b) => b.id),
        ),
      );
    expect(originalBlocks.find((b) => b.id === b1?.id)?.display_conditions).toEqual([
      { kind: "block_interacted", block_id: b0?.id },
    ]);
  });

  it("names the copy in the creator's language", async () => {
    const { user, token } = await t.createUser({ creator: true });
    const built = await buildCourse(t.db, user.id, { title: "Sicherheit" });
    const res = await duplicate(built.course.id, token, "de");
    expect(res.json().data.title).toBe("Sicherheit (Kopie)");
  });
});
