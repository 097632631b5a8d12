import { describe, expect, it } from "vitest";
import { BLOCK_TYPE } from "../blocks/types";
import { saveCourseRequestSchema } from "../course/save";
import { addBlockMedia } from "./blockMedia";
import { addBlock, moveBlock } from "./blocks";
import { copyBlock } from "./clipboard";
import { dataChanged, getPage } from "./lookups";
import { deletePage } from "./pageDelete";
import { addPage, renamePage, setActivePage } from "./pages";
import { applySaveAnswer, toSavePayload } from "./save";
import { block, course, mediaItem, page, sampleState, topic } from "./testFixtures";
import { addTopic } from "./topics";
import type { BuilderState } from "./types";

/** Several edits of every kind, as an author would make them between two saves. */
function edited() {
  const withTopic = addTopic(sampleState(), { title: "New topic" });
  const withPage = addPage(withTopic.state, { title: "New page", topicId: withTopic.topicId });
  const withBlock = addBlock(withPage.state, { type: BLOCK_TYPE.IMAGE });
  const withMedia = addBlockMedia(withBlock.state, withBlock.blockId, { item: mediaItem(9) });
  let state = renamePage(withMedia.state, 10, "Welcome");
  state = moveBlock(state, 100, { x: 0, y: 30, w: 6, h: 20 });
  state = deletePage(state, 12).state;
  return {
    state,
    topicId: withTopic.topicId,
    pageId: withPage.pageId,
    blockId: withBlock.blockId,
    mediaId: withMedia.mediaId,
  };
}

function updateCopiedLink(state: BuilderState, pageId: number): BuilderState {
  const copied = state.copiedBlock;
  return copied
    ? { ...state, copiedBlock: { ...copied, actions: [{ type: "link_to_page", page_id: pageId }] } }
    : state;
}

describe("saving (spec 4, spec 7 Save builder)", () => {
  it("sends all twelve sets at once, and the server's schema accepts them", () => {
    const { state, topicId, pageId, blockId, mediaId } = edited();
    const payload = toSavePayload(state, "lms-user-7");
    expect(payload.new_topics).toEqual([{ id: topicId, order: 2, title: "New topic" }]);
    expect(payload.new_pages).toMatchObject([{ id: pageId, topic_id: topicId, order: 0, title: "New page" }]);
    expect(payload.new_page_blocks).toMatchObject([{ id: blockId, page_id: pageId, type: BLOCK_TYPE.IMAGE }]);
    expect(payload.new_page_blocks_media).toMatchObject([{ id: mediaId, block_id: blockId, medialibrary_item_id: 9 }]);
    expect(payload.updated_topics).toEqual([]);
    expect(payload.updated_pages).toMatchObject([{ id: 10, title: "Welcome" }]);
    expect(payload.updated_page_blocks.map((b) => b.id).sort()).toEqual([100]);
    expect(payload.updated_page_blocks_media).toEqual([]);
    expect(payload.deleted_topics).toEqual([]);
    expect(payload.deleted_pages).toEqual([12]);
    expect(payload.deleted_page_blocks).toEqual([120]);
    expect(payload.deleted_page_blocks_media).toEqual([]);
    expect(payload.integration_user_id).toBe("lms-user-7");
    expect(saveCourseRequestSchema.safeParse(payload).error?.issues).toBeUndefined();
  });

  it("items carry no answer-only fields (timestamps, nested media items)", () => {
    const payload = toSavePayload(edited().state);
    expect(payload.new_pages[0]).not.toHaveProperty("background_image_media");
    expect(payload.new_page_blocks[0]).not.toHaveProperty("created_at");
    expect(payload.new_page_blocks_media[0]).not.toHaveProperty("medialibrary_item");
    expect(payload.integration_user_id).toBeNull();
  });

  it("after saving, local data is reset and the active topic and page are remapped through the id maps", () => {
    const { state, topicId, pageId } = edited();
    // The author copied a button and pointed it at the new page before saving.
    const copied = copyBlock(setActivePage(state, pageId), 101);
    const withLink = updateCopiedLink(copied, pageId);
    const answer = {
      data: course({ title: "Saved" }),
      topics_id_map: { [String(topicId)]: 3 },
      pages_id_map: { [String(pageId)]: 30 },
    };
    const fresh = {
      topics: [topic(1, 0), topic(2, 1), topic(3, 2, "New topic")],
      pages: [
        page(10, 1, 0, { title: "Welcome" }),
        page(11, 1, 1),
        page(20, 2, 0),
        page(30, 3, 0, { title: "New page" }),
      ],
      blocks: [block(300, 30, BLOCK_TYPE.IMAGE, { x: 0, y: 0 })],
      blockMedia: [],
    };
    const saved = applySaveAnswer(withLink, answer, fresh);
    expect(dataChanged(saved)).toBe(false);
    expect(saved.course.title).toBe("Saved");
    expect(saved.activeTopicId).toBe(3);
    expect(saved.activePageId).toBe(30);
    expect(getPage(saved, 30).title).toBe("New page");
    expect(saved.copiedBlock?.actions).toEqual([{ type: "link_to_page", page_id: 30 }]);
  });

  it("an active page that is gone after the save falls back to the first page", () => {
    const state = sampleState();
    const saved = applySaveAnswer(
      { ...state, activePageId: 99 },
      { data: course(), topics_id_map: {}, pages_id_map: {} },
      { topics: [topic(1, 0)], pages: [page(11, 1, 0)], blocks: [], blockMedia: [] },
    );
    expect(saved.activePageId).toBe(11);
  });
});
