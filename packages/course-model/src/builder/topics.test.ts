import { describe, expect, it } from "vitest";
import { getBlock, getPage, getTopic, listBlockMedia, listPages, listTopics } from "./lookups";
import { deleteTopic } from "./pageDelete";
import { emptyState, sampleState } from "./testFixtures";
import { addTopic, moveTopic, renameTopic } from "./topics";

const orders = (state: ReturnType<typeof sampleState>) => listTopics(state).map((t) => [t.id, t.order]);

describe("topics (spec 4)", () => {
  it("new topic order equals the count of visible topics", () => {
    const { state, topicId } = addTopic(sampleState(), { title: "Wrap-up" });
    expect(getTopic(state, topicId).order).toBe(2);
    expect(state.new.topics[topicId]?.title).toBe("Wrap-up");
    expect(state.activeTopicId).toBe(topicId);
  });

  it("a deleted topic is not counted for the next topic's order", () => {
    const { state } = deleteTopic(sampleState(), 2);
    const added = addTopic(state, { title: "Again" });
    expect(getTopic(added.state, added.topicId).order).toBe(1);
  });

  it("renaming a stored topic puts it in the updated set; renaming a new one keeps it new", () => {
    const renamed = renameTopic(sampleState(), 1, "Basics");
    expect(renamed.updated.topics[1]?.title).toBe("Basics");
    const added = addTopic(emptyState(), { title: "A" });
    const state = renameTopic(added.state, added.topicId, "B");
    expect(state.new.topics[added.topicId]?.title).toBe("B");
    expect(state.updated.topics).toEqual({});
  });

  it("renaming to the same title changes nothing", () => {
    const state = sampleState();
    expect(renameTopic(state, 1, "Topic 1")).toBe(state);
  });

  it("reordering a topic renumbers the others around it", () => {
    let state = addTopic(sampleState(), { title: "Three" }).state;
    const third = listTopics(state)[2]?.id ?? 0;
    state = moveTopic(state, third, 0);
    expect(orders(state)).toEqual([
      [third, 0],
      [1, 1],
      [2, 2],
    ]);
  });
});

describe("deleting a topic", () => {
  it("decrements the order of later topics", () => {
    const { state } = deleteTopic(sampleState(), 1);
    expect(getTopic(state, 2).order).toBe(0);
    expect(state.deleted.topics).toEqual([1]);
  });

  it("takes its pages, their blocks and media, and the references to them in other topics", () => {
    const { state, saveNow } = deleteTopic(sampleState(), 1);
    expect([...state.deleted.pages].sort()).toEqual([10, 11, 12]);
    expect([...state.deleted.blocks].sort()).toEqual([100, 101, 102, 110, 111, 120]);
    expect([...state.deleted.blockMedia].sort()).toEqual([1000, 1100]);
    expect(getBlock(state, 200).display_conditions).toEqual([]);
    expect(listBlockMedia(state, 200)).toHaveLength(3);
    expect(saveNow).toBe(true);
  });

  it("moves the active page to the last page of the last non-empty topic when it goes", () => {
    const { state } = deleteTopic(sampleState(), 1);
    expect(state.activePageId).toBe(20);
    expect(state.activeTopicId).toBe(2);
  });

  it("of an empty topic needs no immediate save", () => {
    const added = addTopic(sampleState(), { title: "Empty" });
    const { state, saveNow } = deleteTopic(added.state, added.topicId);
    expect(saveNow).toBe(false);
    expect(state.new.topics).toEqual({});
    expect(listPages(state, 1)).toHaveLength(3);
    expect(getPage(state, 10).order).toBe(0);
  });
});
