import { describe, expect, it } from "vitest";
import {
  containerDragId,
  landing,
  pageDragId,
  parseDragId,
  previewPageOver,
  type TreeLayout,
  topicDragId,
} from "./dropTarget";

// Topics 1, 2, 3 (3 empty); pages 10, 11, 12 in topic 1 and 20, 21 in topic 2.
const layout: TreeLayout = {
  containers: [
    { topicId: 1, pageIds: [10, 11, 12] },
    { topicId: 2, pageIds: [20, 21] },
    { topicId: 3, pageIds: [] },
  ],
};
const noTopics: TreeLayout = { containers: [{ topicId: null, pageIds: [5, 6, 7] }] };

/** A whole drag: the preview follows each over, the drop lands on the last one. */
function drop(start: TreeLayout, active: string, ...overs: string[]) {
  const target = parseDragId(active);
  let preview = start;
  if (target?.kind === "page")
    for (const over of overs) preview = previewPageOver(preview, target.id, parseDragId(over));
  return landing(start, preview, active, overs.at(-1));
}

describe("drag ids", () => {
  it("round-trip topics, pages and containers, temporary (negative) ids included", () => {
    expect(parseDragId(topicDragId(4))).toEqual({ kind: "topic", id: 4 });
    expect(parseDragId(pageDragId(-123456))).toEqual({ kind: "page", id: -123456 });
    expect(parseDragId(containerDragId(7))).toEqual({ kind: "container", topicId: 7 });
    expect(parseDragId(containerDragId(null))).toEqual({ kind: "container", topicId: null });
  });

  it("ignore what is not a tree id", () => {
    expect(parseDragId("block:3")).toBeNull();
    expect(parseDragId(3)).toBeNull();
    expect(parseDragId(null)).toBeNull();
  });
});

describe("dropping a topic", () => {
  it("moves it to the index of the topic it is dropped on (moveTopic(id, toIndex))", () => {
    expect(drop(layout, "topic:1", "topic:3")).toEqual({ kind: "topic", topicId: 1, toIndex: 2, count: 3 });
    expect(drop(layout, "topic:3", "topic:1")).toEqual({ kind: "topic", topicId: 3, toIndex: 0, count: 3 });
  });

  it("is no move when dropped on itself or on nothing", () => {
    expect(drop(layout, "topic:2", "topic:2")).toBeNull();
    expect(landing(layout, layout, "topic:2", null)).toBeNull();
  });
});

describe("dropping a page within its topic", () => {
  it("takes the place of the page it is dropped on, down or up", () => {
    expect(drop(layout, "page:10", "page:12")).toEqual({ kind: "page", pageId: 10, topicId: 1, index: 2, count: 3 });
    expect(drop(layout, "page:12", "page:10")).toEqual({ kind: "page", pageId: 12, topicId: 1, index: 0, count: 3 });
  });

  it("is no move when dropped on itself, on its own list or on nothing", () => {
    expect(drop(layout, "page:11", "page:11")).toBeNull();
    expect(drop(layout, "page:11", "pages:1")).toBeNull();
    expect(drop(layout, "page:11")).toBeNull();
  });

  it("works the same in a course without topics (topicId null)", () => {
    expect(drop(noTopics, "page:7", "page:5")).toEqual({ kind: "page", pageId: 7, topicId: null, index: 0, count: 3 });
    expect(drop(noTopics, "page:5", "pages:root")).toBeNull();
  });
});

describe("dropping a page in another topic", () => {
  // The sortable list shows the dragged page at the place of the one it is over; the drop keeps what it shows.
  it("going down, takes the place of the page it is over in the other list", () => {
    expect(drop(layout, "page:11", "page:20")).toEqual({ kind: "page", pageId: 11, topicId: 2, index: 1, count: 3 });
    expect(drop(layout, "page:11", "page:21")).toEqual({ kind: "page", pageId: 11, topicId: 2, index: 2, count: 3 });
  });

  it("going up, takes the place of the page it is over in the other list", () => {
    expect(drop(layout, "page:20", "page:12")).toEqual({ kind: "page", pageId: 20, topicId: 1, index: 2, count: 4 });
    expect(drop(layout, "page:21", "page:10")).toEqual({ kind: "page", pageId: 21, topicId: 1, index: 0, count: 4 });
  });

  it("entering by the list itself: at the top going down, at the bottom going up", () => {
    expect(drop(layout, "page:10", "pages:2")).toEqual({ kind: "page", pageId: 10, topicId: 2, index: 0, count: 3 });
    expect(drop(layout, "page:21", "pages:1")).toEqual({ kind: "page", pageId: 21, topicId: 1, index: 3, count: 4 });
  });

  it("into an empty topic, by its list or its row", () => {
    expect(drop(layout, "page:12", "pages:3")).toEqual({ kind: "page", pageId: 12, topicId: 3, index: 0, count: 1 });
    expect(drop(layout, "page:12", "topic:3")).toEqual({ kind: "page", pageId: 12, topicId: 3, index: 0, count: 1 });
  });

  it("follows the pointer through several lists, then sorts within the last one", () => {
    // Into topic 2 at its top (10, 20, 21), then over 21 inside it: 20, 21, 10.
    expect(drop(layout, "page:10", "pages:2", "page:20", "page:21")).toEqual({
      kind: "page",
      pageId: 10,
      topicId: 2,
      index: 2,
      count: 3,
    });
  });

  it("coming back to where it started is no move", () => {
    // Into topic 2, back into topic 1 after page 10 (coming from below), then over itself.
    expect(drop(layout, "page:11", "page:21", "page:10", "page:11")).toBeNull();
  });
});

describe("previewPageOver", () => {
  it("keeps the same layout object while the page stays in its list", () => {
    expect(previewPageOver(layout, 10, { kind: "page", id: 12 })).toBe(layout);
    expect(previewPageOver(layout, 10, null)).toBe(layout);
  });

  it("moves the page out of its list into the other one", () => {
    expect(previewPageOver(layout, 10, { kind: "page", id: 20 }).containers.map((c) => c.pageIds)).toEqual([
      [11, 12],
      [10, 20, 21],
      [],
    ]);
  });
});
