import { describe, expect, it } from "vitest";
import { getPage, listPages } from "./lookups";
import { deletePage } from "./pageDelete";
import { addPage, movePage, openRequestedPage, renamePage, setActivePage, setActiveTopic, updatePage } from "./pages";
import { createBuilderState } from "./state";
import { course, emptyState, sampleState } from "./testFixtures";

const ids = (state: ReturnType<typeof sampleState>, topicId: number | null) =>
  listPages(state, topicId).map((p) => [p.id, p.order]);

describe("adding a page (spec 4)", () => {
  it("new page order equals the topic's page count", () => {
    const { state, pageId } = addPage(sampleState(), { title: "Four", topicId: 1 });
    expect(getPage(state, pageId).order).toBe(3);
    const second = addPage(state, { title: "Two", topicId: 2 });
    expect(getPage(second.state, second.pageId).order).toBe(1);
  });

  it("the first page of an empty topic has order 0", () => {
    const { state, pageId } = addPage(emptyState(), { title: "First" });
    expect(getPage(state, pageId)).toMatchObject({ order: 0, topic_id: 1, title: "First", time_limit: null });
  });

  it("adding a page triggers an immediate save", () => {
    expect(addPage(sampleState(), { title: "P" }).saveNow).toBe(true);
  });

  it("goes to the active topic unless told otherwise, and becomes the active page", () => {
    const state = setActiveTopic(sampleState(), 2);
    const added = addPage(state, { title: "P" });
    expect(getPage(added.state, added.pageId).topic_id).toBe(2);
    expect(added.state.activePageId).toBe(added.pageId);
    expect(added.state.activeTopicId).toBe(2);
  });

  it("a course without topics adds pages without a topic", () => {
    const state = createBuilderState(course({ with_topics: false }), {
      topics: [],
      pages: [],
      blocks: [],
      blockMedia: [],
    });
    const first = addPage(state, { title: "A" });
    const second = addPage(first.state, { title: "B" });
    expect(ids(second.state, null)).toEqual([
      [first.pageId, 0],
      [second.pageId, 1],
    ]);
  });

  it("adding a page to a missing topic throws 'topic with id 99 was not found'", () => {
    expect(() => addPage(sampleState(), { title: "P", topicId: 99 })).toThrow(/^topic with id 99 was not found$/);
  });
});

describe("page settings", () => {
  it("renaming a stored page puts it in the updated set", () => {
    const state = renamePage(sampleState(), 11, "Quiz time");
    expect(state.updated.pages[11]?.title).toBe("Quiz time");
  });

  it("time limit and background (colour, image, size, repeat, position) are page settings", () => {
    const state = updatePage(sampleState(), 10, {
      time_limit: 90,
      background_color: "#112233",
      background_image_media_id: 5,
      background_size: "cover",
      background_repeat: "no-repeat",
      background_position: "center",
    });
    expect(getPage(state, 10)).toMatchObject({
      time_limit: 90,
      background_size: "cover",
      background_position: "center",
    });
  });

  it("a patch that changes nothing returns the same state", () => {
    const state = sampleState();
    expect(updatePage(state, 10, { title: "Page 10", time_limit: null })).toBe(state);
  });
});

describe("reordering pages", () => {
  it("moving a page within its topic renumbers its siblings", () => {
    const state = movePage(sampleState(), 12, { index: 0 });
    expect(ids(state, 1)).toEqual([
      [12, 0],
      [10, 1],
      [11, 2],
    ]);
  });

  it("moving a page to another topic closes the gap it left and opens one where it lands", () => {
    const state = movePage(sampleState(), 10, { topicId: 2, index: 0 });
    expect(ids(state, 1)).toEqual([
      [11, 0],
      [12, 1],
    ]);
    expect(ids(state, 2)).toEqual([
      [10, 0],
      [20, 1],
    ]);
  });

  it("dropping a page where it was changes nothing", () => {
    const state = sampleState();
    expect(movePage(state, 11, { index: 1 })).toBe(state);
  });
});

describe("active page", () => {
  it("choosing a page makes its topic active too", () => {
    const state = setActivePage(sampleState(), 20);
    expect([state.activePageId, state.activeTopicId]).toEqual([20, 2]);
  });

  it("a reload reopens the page the address names, with its topic", () => {
    const state = openRequestedPage(sampleState(), 20);
    expect([state.activePageId, state.activeTopicId]).toEqual([20, 2]);
  });

  it("a stale, deleted or missing page in the address opens the course as usual", () => {
    const start = sampleState();
    expect(openRequestedPage(start, 999)).toBe(start);
    expect(openRequestedPage(start, null)).toBe(start);
    const { state } = deletePage(start, 12);
    expect(openRequestedPage(state, 12)).toBe(state);
  });

  it("choosing a deleted page throws 'page with id: 12 was not found'", () => {
    const { state } = deletePage(sampleState(), 12);
    expect(() => setActivePage(state, 12)).toThrow(/^page with id: 12 was not found$/);
  });
});
