import { findOverlaps } from "@coursewright/course-model";
import { asc, eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { coursePages, pageBlocks } from "../../db/schema";
import { bearer, forEachDatabase } from "../../test/context";
import { buildCourse } from "../courses/testing";
import { blockItem, emptySave, pageItem, storedBlockItem } from "./testing";

const at = (x: number, y: number, w = 4, h = 20) => ({ x, y, w, h, i: "" });

forEachDatabase("POST /api/course_builder/update_course/{courseId}: blocks on one cell", (t) => {
  const save = (courseId: number, token: string, payload: object, language = "en") =>
    t.inject({
      method: "POST",
      url: `/api/course_builder/update_course/${courseId}`,
      headers: { ...bearer(token), "content-language": language },
      payload,
    });
  const blocksOf = async (courseId: number) =>
    t.db.select().from(pageBlocks).where(eq(pageBlocks.course_id, courseId)).orderBy(asc(pageBlocks.id));
  /** A page with two text blocks side by side: 0,0 and 4,0, each 4 x 20. */
  const twoBlocks = async () => {
    const { user, token } = await t.createUser({ creator: true });
    const built = await buildCourse(t.db, user.id, { pages: 2, blocksPerPage: 2 });
    const [left, right] = built.blocks;
    const [page, otherPage] = built.pages;
    if (!left || !right || !page || !otherPage) throw new Error("setup");
    return { token, courseId: built.course.id, left, right, page, otherPage };
  };

  it("refuses a new block on a stored block's cells with 422 naming both blocks, and stores nothing", async () => {
    const { token, courseId, page } = await twoBlocks();
    const before = await blocksOf(courseId);
    const res = await save(courseId, token, {
      ...emptySave(),
      new_page_blocks: [blockItem({ id: -1, page_id: page.id, displaying_settings: at(2, 10, 2, 6) })],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      "new_page_blocks.0.displaying_settings": [
        "The block at column 3, row 11 (2 × 6 cells) and the block at column 1, row 1 (4 × 20 cells) overlap. Move one of them so that no cell holds two blocks.",
      ],
    });
    expect(await blocksOf(courseId)).toEqual(before);
  });

  it("refuses a stored block dragged onto another without moving the other, at the updated block", async () => {
    const { token, courseId, left, right } = await twoBlocks();
    const before = await blocksOf(courseId);
    const res = await save(courseId, token, {
      ...emptySave(),
      updated_page_blocks: [storedBlockItem(right, { displaying_settings: { ...right.displaying_settings, x: 0 } })],
      new_page_blocks: [blockItem({ id: -1, page_id: left.page_id, displaying_settings: at(0, 40) })],
    });
    expect(res.statusCode).toBe(422);
    const errors: Record<string, string[]> = res.json().errors;
    expect(Object.keys(errors)).toEqual(["updated_page_blocks.0.displaying_settings"]);
    expect(errors["updated_page_blocks.0.displaying_settings"]?.[0]).toContain("column 1, row 1");
    // Nothing half-saved: the new block of the same save was not stored either.
    expect(await blocksOf(courseId)).toEqual(before);
  });

  it("says so in the author's language", async () => {
    const { token, courseId, left, right } = await twoBlocks();
    const res = await save(
      courseId,
      token,
      {
        ...emptySave(),
        updated_page_blocks: [storedBlockItem(right, { displaying_settings: left.displaying_settings })],
      },
      "de",
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors["updated_page_blocks.0.displaying_settings"]).toEqual([
      "Der Block in Spalte 1, Zeile 1 (4 × 20 Zellen) und der Block in Spalte 1, Zeile 1 (4 × 20 Zellen) überlappen sich. Verschieben Sie einen davon, sodass keine Zelle zwei Blöcke enthält.",
    ]);
  });

  it("refuses two new blocks of one save on one cell, even on a new page", async () => {
    const { token, courseId } = await twoBlocks();
    const res = await save(courseId, token, {
      ...emptySave(),
      new_pages: [pageItem({ id: -1, order: 2 })],
      new_page_blocks: [
        blockItem({ id: -2, page_id: -1, displaying_settings: at(0, 0) }),
        blockItem({ id: -3, page_id: -1, displaying_settings: at(3, 19) }),
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(["new_page_blocks.0.displaying_settings"]);
    expect(await t.db.select().from(coursePages).where(eq(coursePages.course_id, courseId))).toHaveLength(2);
  });

  it("lists the overlap with the save's other problems in one answer", async () => {
    const { token, courseId, page } = await twoBlocks();
    const res = await save(courseId, token, {
      ...emptySave(),
      new_page_blocks: [
        blockItem({ id: -1, page_id: page.id, displaying_settings: at(0, 0) }),
        blockItem({ id: -2, page_id: 999_999 }),
      ],
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      "new_page_blocks.0.displaying_settings",
      "new_page_blocks.1.page_id",
    ]);
  });

  it("stores a block dropped onto another when the other moved down in the same save", async () => {
    const { token, courseId, left, right } = await twoBlocks();
    const res = await save(courseId, token, {
      ...emptySave(),
      updated_page_blocks: [
        storedBlockItem(left, { displaying_settings: { ...left.displaying_settings, x: 4 } }),
        storedBlockItem(right, { displaying_settings: { ...right.displaying_settings, y: 20 } }),
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const stored = (await blocksOf(courseId)).filter((block) => block.page_id === left.page_id);
    expect(findOverlaps(stored.map((block) => block.displaying_settings))).toEqual([]);
    expect(stored.map((block) => block.displaying_settings)).toEqual([
      expect.objectContaining({ x: 4, y: 0 }),
      expect.objectContaining({ x: 4, y: 20 }),
    ]);
  });

  it("lets a new block take the cells of a block the save deletes or of one on another page", async () => {
    const { token, courseId, left, otherPage } = await twoBlocks();
    const res = await save(courseId, token, {
      ...emptySave(),
      deleted_page_blocks: [left.id],
      new_page_blocks: [
        blockItem({ id: -1, page_id: left.page_id, displaying_settings: at(0, 0) }),
        blockItem({ id: -2, page_id: otherPage.id, displaying_settings: at(0, 20) }),
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it("refuses a save on a page that already holds two blocks on one cell until one of them moves", async () => {
    const { token, courseId, left, right, otherPage } = await twoBlocks();
    // Stored before the save refused overlaps: the right block sits on the left one.
    await t.db
      .update(pageBlocks)
      .set({ displaying_settings: left.displaying_settings })
      .where(eq(pageBlocks.id, right.id));
    const stacked = { ...right, displaying_settings: left.displaying_settings };

    const edit = await save(courseId, token, {
      ...emptySave(),
      new_page_blocks: [blockItem({ id: -1, page_id: left.page_id, displaying_settings: at(8, 0) })],
    });
    expect(edit.statusCode).toBe(422);
    expect(edit.json().errors["new_page_blocks.0.displaying_settings"]?.[0]).toMatch(
      /^The block at column 1, row 1 \(4 × 20 cells\) and the block at column 1, row 1 \(4 × 20 cells\) overlap/,
    );
    // Another page's save is not held up by it.
    const elsewhere = await save(courseId, token, {
      ...emptySave(),
      new_page_blocks: [blockItem({ id: -1, page_id: otherPage.id, displaying_settings: at(0, 40) })],
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
    // Moving one of the two off the other repairs the page.
    const repair = await save(courseId, token, {
      ...emptySave(),
      updated_page_blocks: [storedBlockItem(stacked, { displaying_settings: { ...left.displaying_settings, y: 20 } })],
    });
    expect(repair.statusCode, repair.body).toBe(200);
  });
});
