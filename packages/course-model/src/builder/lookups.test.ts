import { describe, expect, it } from "vitest";
import { BLOCK_TYPE } from "../blocks/types";
import { BuilderNotFoundError } from "./errors";
import {
  dataChanged,
  getBlock,
  getBlockMedia,
  getPage,
  getTopic,
  listAllPages,
  listBlockMedia,
  listBlocks,
  listPages,
  listTopics,
  visibleBlocks,
} from "./lookups";
import { setActivePage } from "./pages";
import { createBuilderState, flattenCourseContent, withLoadedPage } from "./state";
import { addItem, putItem, removeItem } from "./store";
import { block, course, media, page, sampleState, topic } from "./testFixtures";

describe("builder lookups (spec 4)", () => {
  it("lookups check updated first, then existing, then new", () => {
    let state = sampleState();
    expect(getTopic(state, 1).title).toBe("Topic 1");
    state = putItem(state, "topics", { ...topic(1, 0), title: "Renamed" });
    expect(getTopic(state, 1).title).toBe("Renamed");
    state = addItem(state, "topics", topic(-5, 2, "Fresh"));
    expect(getTopic(state, -5).title).toBe("Fresh");
  });

  it("a deleted item is found no more", () => {
    const state = removeItem(sampleState(), "pages", 12);
    expect(() => getPage(state, 12)).toThrow(BuilderNotFoundError);
    expect(listPages(state, 1).map((p) => p.id)).toEqual([10, 11]);
  });

  it("a missing topic throws 'topic with id 99 was not found'", () => {
    expect(() => getTopic(sampleState(), 99)).toThrow(/^topic with id 99 was not found$/);
  });

  it("a missing page throws 'page with id: 99 was not found'", () => {
    expect(() => getPage(sampleState(), 99)).toThrow(/^page with id: 99 was not found$/);
  });

  it("a missing block or media throws a not-found error", () => {
    expect(() => getBlock(sampleState(), 99)).toThrow(BuilderNotFoundError);
    expect(() => getBlockMedia(sampleState(), 99)).toThrow(BuilderNotFoundError);
    try {
      getBlockMedia(sampleState(), 98);
    } catch (error) {
      expect(error).toMatchObject({ kind: "blockMedia", id: 98 });
    }
  });

  it("lists are ordered by order", () => {
    const state = createBuilderState(course(), {
      topics: [topic(2, 1), topic(1, 0)],
      pages: [page(12, 1, 2), page(10, 1, 0), page(11, 1, 1)],
      blocks: [block(200, 10, BLOCK_TYPE.CAROUSEL, { x: 0, y: 0 })],
      blockMedia: [media(2, 200, 1), media(1, 200, 0)],
    });
    expect(listTopics(state).map((t) => t.id)).toEqual([1, 2]);
    expect(listPages(state, 1).map((p) => p.id)).toEqual([10, 11, 12]);
    expect(listBlockMedia(state, 200).map((m) => m.id)).toEqual([1, 2]);
  });

  it("blocks are listed row by row, left to right", () => {
    const state = createBuilderState(course(), {
      topics: [topic(1, 0)],
      pages: [page(10, 1, 0)],
      blocks: [
        block(3, 10, BLOCK_TYPE.TEXT, { x: 0, y: 20 }),
        block(2, 10, BLOCK_TYPE.TEXT, { x: 4, y: 0 }),
        block(1, 10, BLOCK_TYPE.TEXT, { x: 0, y: 0 }),
      ],
      blockMedia: [],
    });
    expect(listBlocks(state, 10).map((b) => b.id)).toEqual([1, 2, 3]);
  });

  it("the visible blocks are those of the active page", () => {
    const state = sampleState();
    expect(state.activePageId).toBe(10);
    expect(visibleBlocks(state).map((b) => b.id)).toEqual([100, 101, 102]);
    expect(visibleBlocks(setActivePage(state, 11)).map((b) => b.id)).toEqual([110, 111]);
  });

  it("the first page of the first topic is active when the builder opens", () => {
    const state = sampleState();
    expect(state.activeTopicId).toBe(1);
    expect(state.activePageId).toBe(10);
  });

  it("all pages read topic by topic", () => {
    expect(listAllPages(sampleState()).map((p) => p.id)).toEqual([10, 11, 12, 20]);
  });

  it("a course without topics lists its pages only", () => {
    const state = createBuilderState(course({ with_topics: false }), {
      topics: [],
      pages: [page(2, null, 1), page(1, null, 0)],
      blocks: [],
      blockMedia: [],
    });
    expect(listAllPages(state).map((p) => p.id)).toEqual([1, 2]);
    expect(state.activePageId).toBe(1);
    expect(state.activeTopicId).toBeNull();
  });
});

describe("data-changed flag (spec 4)", () => {
  it("is false as loaded", () => {
    expect(dataChanged(sampleState())).toBe(false);
  });

  it("is true when the new set of any kind is non-empty", () => {
    expect(dataChanged(addItem(sampleState(), "topics", topic(-1, 2)))).toBe(true);
  });

  it("is true when the updated set of any kind is non-empty", () => {
    expect(dataChanged(putItem(sampleState(), "blockMedia", media(1000, 102, 3)))).toBe(true);
  });

  it("is true when the deleted set of any kind is non-empty", () => {
    expect(dataChanged(removeItem(sampleState(), "blocks", 100))).toBe(true);
  });

  it("is false again when a new item is deleted before saving", () => {
    const added = addItem(sampleState(), "topics", topic(-1, 2));
    expect(dataChanged(removeItem(added, "topics", -1))).toBe(false);
  });
});

describe("loading", () => {
  it("full pages flatten into pages, blocks and media, each kept once", () => {
    const full = {
      ...page(10, 1, 0),
      page_blocks: [{ ...block(100, 10, BLOCK_TYPE.IMAGE, { x: 0, y: 0 }), media: [media(1, 100, 0)] }],
    };
    const state = createBuilderState(course(), flattenCourseContent([topic(1, 0)], [full]));
    expect(getPage(state, 10)).not.toHaveProperty("page_blocks");
    expect(getBlock(state, 100)).not.toHaveProperty("media");
    expect(listBlockMedia(state, 100).map((m) => m.id)).toEqual([1]);
  });

  it("a page loaded later joins what was loaded, and local changes keep winning", () => {
    let state = createBuilderState(course(), {
      topics: [topic(1, 0)],
      pages: [page(10, 1, 0)],
      blocks: [],
      blockMedia: [],
    });
    state = putItem(state, "pages", page(10, 1, 0, { title: "Mine" }));
    state = withLoadedPage(state, {
      ...page(10, 1, 0),
      page_blocks: [{ ...block(100, 10, BLOCK_TYPE.TEXT, { x: 0, y: 0 }), media: [] }],
    });
    expect(getPage(state, 10).title).toBe("Mine");
    expect(listBlocks(state, 10).map((b) => b.id)).toEqual([100]);
  });
});
