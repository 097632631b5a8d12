import { describe, expect, it } from "vitest";
import { MEDIA_TYPE } from "../media/types";
import { addBlockMedia, deleteBlockMedia, moveBlockMedia, updateBlockMedia } from "./blockMedia";
import { BlockMediaNotAcceptedError } from "./errors";
import { listBlockMedia } from "./lookups";
import { mediaItem, sampleState } from "./testFixtures";

const orders = (state: ReturnType<typeof sampleState>, blockId: number) =>
  listBlockMedia(state, blockId).map((m) => [m.id, m.order]);

describe("block media", () => {
  it("a new carousel slide goes last", () => {
    const { state, mediaId } = addBlockMedia(sampleState(), 200, { item: mediaItem(9), title: "Slide", text: "Text" });
    expect(orders(state, 200).at(-1)).toEqual([mediaId, 3]);
    expect(state.new.blockMedia[mediaId]).toMatchObject({ medialibrary_item_id: 9, title: "Slide", block_id: 200 });
  });

  it("a block takes only its media types", () => {
    expect(() => addBlockMedia(sampleState(), 102, { item: mediaItem(9, MEDIA_TYPE.AUDIO) })).toThrow(
      BlockMediaNotAcceptedError,
    );
    expect(() => addBlockMedia(sampleState(), 100, { item: mediaItem(9) })).toThrow(BlockMediaNotAcceptedError);
  });

  it("choosing a new image for an image block replaces the old one", () => {
    const { state, mediaId } = addBlockMedia(sampleState(), 102, { item: mediaItem(9), alt_text: "A cat" });
    expect(orders(state, 102)).toEqual([[mediaId, 0]]);
    expect(state.deleted.blockMedia).toEqual([1000]);
  });

  it("reordering renumbers the slides", () => {
    const state = moveBlockMedia(sampleState(), 2002, 0);
    expect(orders(state, 200)).toEqual([
      [2002, 0],
      [2000, 1],
      [2001, 2],
    ]);
  });

  it("deleting a medium moves the later ones up", () => {
    const state = deleteBlockMedia(sampleState(), 2000);
    expect(orders(state, 200)).toEqual([
      [2001, 0],
      [2002, 1],
    ]);
  });

  it("editing alt text puts a stored medium in the updated set", () => {
    expect(updateBlockMedia(sampleState(), 1000, { alt_text: "Exit sign" }).updated.blockMedia[1000]?.alt_text).toBe(
      "Exit sign",
    );
  });

  it("a missing medium throws a not-found error", () => {
    expect(() => deleteBlockMedia(sampleState(), 5)).toThrow("block media with id 5 was not found");
  });
});
