import { describe, expect, it } from "vitest";
import { getPage, listBlockMedia, listBlocks, listPages } from "./lookups";
import { duplicatePage, PAGE_COPY_TITLE_KEY } from "./pageDuplicate";
import { updatePage } from "./pages";
import { sampleState } from "./testFixtures";

const translate = (key: string, params?: Record<string, string | number>) =>
  key === PAGE_COPY_TITLE_KEY ? `${params?.title} (copy)` : key;

describe("duplicating a page (spec 4)", () => {
  it("the title gets the translated 'copy' suffix", () => {
    const { state, pageId } = duplicatePage(sampleState(), 11, translate);
    expect(getPage(state, pageId).title).toBe("Page 11 (copy)");
    const german = duplicatePage(sampleState(), 11, (_key, params) => `${params?.title} (Kopie)`);
    expect(getPage(german.state, german.pageId).title).toBe("Page 11 (Kopie)");
  });

  it("copies its settings", () => {
    const source = updatePage(sampleState(), 11, {
      time_limit: 60,
      background_color: "#abc",
      background_size: "contain",
    });
    const { state, pageId } = duplicatePage(source, 11, translate);
    expect(getPage(state, pageId)).toMatchObject({
      time_limit: 60,
      background_color: "#abc",
      background_size: "contain",
    });
  });

  it("copies its blocks with their media as new items", () => {
    const { state, pageId } = duplicatePage(sampleState(), 11, translate);
    const copies = listBlocks(state, pageId);
    expect(copies.map((b) => b.type)).toEqual(listBlocks(state, 11).map((b) => b.type));
    for (const copy of copies) {
      expect(copy.id).toBeLessThan(0);
      expect(state.new.blocks[copy.id]).toBeDefined();
      expect(copy.displaying_settings.i).toBe(String(copy.id));
    }
    const video = copies[1];
    expect(video && listBlockMedia(state, video.id).map((m) => m.medialibrary_item_id)).toEqual([1600]);
  });

  it("display conditions between the page's blocks follow the copies", () => {
    const { state, pageId } = duplicatePage(sampleState(), 11, translate);
    const [quiz, video] = listBlocks(state, pageId);
    expect(video?.display_conditions).toEqual([{ kind: "block_correctness", block_id: quiz?.id }]);
  });

  it("the copy goes right after the original and later pages move down", () => {
    const { state, pageId } = duplicatePage(sampleState(), 11, translate);
    expect(listPages(state, 1).map((p) => p.id)).toEqual([10, 11, pageId, 12]);
    expect(getPage(state, 12).order).toBe(3);
    expect(state.activePageId).toBe(pageId);
  });

  it("triggers an immediate save", () => {
    expect(duplicatePage(sampleState(), 10, translate).saveNow).toBe(true);
  });
});
