import { BLOCK_TYPE } from "@coursewright/course-model";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { pageBlocks } from "../../db/schema";
import { bearer, forEachDatabase } from "../../test/context";
import { insertItems } from "../media/testing";
import { buildCourse } from "./testing";

forEachDatabase("choice option images (GET /api/course_pages/get_full_info)", (t) => {
  it("signs the creator's own option images and shows none for someone else's item", async () => {
    const { user, token } = await t.createUser({ creator: true });
    const other = await t.createUser({ creator: true });
    const [mine] = await insertItems(t.db, user.id, 1);
    const [theirs] = await insertItems(t.db, other.user.id, 1);
    const built = await buildCourse(t.db, user.id, { blocksPerPage: 1, blockType: BLOCK_TYPE.QUIZ_SINGLE_CHOICE });
    const block = built.blocks[0];
    if (!block || !mine || !theirs) throw new Error("factory made nothing");
    const options = [
      { id: "a", text: "Mine", image_media_id: mine.id, correct: true },
      { id: "b", text: "Theirs", image_media_id: theirs.id, correct: false },
      { id: "c", text: "None", image_media_id: null, correct: false },
    ];
    await t.db
      .update(pageBlocks)
      .set({ settings: { ...block.settings, options } })
      .where(eq(pageBlocks.id, block.id));

    const res = await t.inject({
      method: "GET",
      url: `/api/course_pages/get_full_info/${block.page_id}`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    const [presented] = res.json().data.page_blocks;
    const [a, b, c] = presented.settings.options;
    expect(a.image_url).toMatch(new RegExp(`^/media/${mine.id}/.+\\?exp=\\d+&sig=`));
    expect(b.image_url).toBeUndefined();
    expect(c.image_url).toBeUndefined();
    // The stored settings keep the id only.
    const [stored] = await t.db.select().from(pageBlocks).where(eq(pageBlocks.id, block.id));
    expect(JSON.stringify(stored?.settings)).not.toContain("image_url");
  });
});
