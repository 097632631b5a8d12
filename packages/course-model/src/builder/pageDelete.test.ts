import { describe, expect, it } from "vitest";
import { dataChanged, getBlock, getPage, listPages } from "./lookups";
import { deletePage } from "./pageDelete";
import { addPage, setActivePage } from "./pages";
import { createBuilderState } from "./state";
import { course, page, sampleState, topic } from "./testFixtures";

describe("deleting a page (spec 4)", () => {
  it("decrements the order of later siblings", () => {
    const { state } = deletePage(sampleState(), 10);
    expect(listPages(state, 1).map((p) => [p.id, p.order])).toEqual([
      [11, 0],
      [12, 1],
    ]);
    expect(state.updated.pages[11]?.order).toBe(0);
  });

  it("leaves earlier siblings and other topics alone", () => {
    const { state } = deletePage(sampleState(), 12);
    expect(state.updated.pages).toEqual({});
    expect(getPage(state, 20).order).toBe(0);
  });

  it("deletes its blocks and their media", () => {
    const { state } = deletePage(sampleState(), 10);
    expect(state.deleted.pages).toEqual([10]);
    expect([...state.deleted.blocks].sort()).toEqual([100, 101, 102]);
    expect(state.deleted.blockMedia).toEqual([1000]);
  });

  it("removes actions pointing at the page from other pages' blocks, which then become updated", () => {
    const { state } = deletePage(sampleState(), 11);
    expect(getBlock(state, 101).actions).toEqual([]);
    expect(getBlock(state, 120).actions).toEqual([{ type: "external_web_link", url: "https://example.com" }]);
    expect(Object.keys(state.updated.blocks).map(Number).sort()).toEqual([101, 120, 200]);
  });

  it("removes display conditions pointing at its blocks from other pages' blocks", () => {
    const { state } = deletePage(sampleState(), 11);
    expect(getBlock(state, 120).display_conditions).toEqual([]);
    expect(getBlock(state, 200).display_conditions).toEqual([]);
  });

  it("triggers an immediate save", () => {
    expect(deletePage(sampleState(), 12).saveNow).toBe(true);
  });

  it("the next active page is the sibling with the next higher order", () => {
    const { state } = deletePage(setActivePage(sampleState(), 11), 11);
    expect(state.activePageId).toBe(12);
  });

  it("else the sibling with the next lower order", () => {
    const { state } = deletePage(setActivePage(sampleState(), 12), 12);
    expect(state.activePageId).toBe(11);
  });

  it("else the last page of the last non-empty topic", () => {
    const state = createBuilderState(course(), {
      topics: [topic(1, 0), topic(2, 1), topic(3, 2)],
      pages: [page(10, 1, 0), page(11, 1, 1), page(20, 2, 0)],
      blocks: [],
      blockMedia: [],
    });
    const after = deletePage(setActivePage(state, 20), 20).state;
    expect(after.activePageId).toBe(11);
    expect(after.activeTopicId).toBe(1);
  });

  it("deleting another page than the active one keeps the active page", () => {
    const { state } = deletePage(setActivePage(sampleState(), 20), 11);
    expect([state.activePageId, state.activeTopicId]).toEqual([20, 2]);
  });

  it("leaves no page active when the last page goes", () => {
    const state = createBuilderState(course({ with_topics: false }), {
      topics: [],
      pages: [page(10, null, 0)],
      blocks: [],
      blockMedia: [],
    });
    expect(deletePage(state, 10).state.activePageId).toBeNull();
  });

  it("deleting a page not saved yet leaves nothing to send", () => {
    const added = addPage(sampleState(), { title: "Oops", topicId: 2 });
    const { state } = deletePage(added.state, added.pageId);
    expect(dataChanged(state)).toBe(false);
  });

  it("deleting a missing page throws 'page with id: 5 was not found'", () => {
    expect(() => deletePage(sampleState(), 5)).toThrow(/^page with id: 5 was not found$/);
  });
});
