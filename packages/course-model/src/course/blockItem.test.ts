import { describe, expect, it } from "vitest";
import { BLOCK_TYPE } from "../blocks/types";
import { newPageBlockItemSchema, parseBlockSettings, updatedPageBlockItemSchema } from "./blockItem";
import { blockItem } from "./testItems";

const issues = (value: unknown) => {
  const result = newPageBlockItemSchema.safeParse(value);
  return (result.error?.issues ?? []).map((issue) => ({ path: issue.path.join("."), message: issue.message }));
};
const at = (x: number, w: number, h: number, y = 0) => ({ x, y, w, h, i: "-1" });

describe("page block save items: grid bounds", () => {
  it("accepts a block inside the 12-column grid", () => {
    expect(issues(blockItem({ displaying_settings: at(8, 4, 20) }))).toEqual([]);
  });

  it("rejects x + w > 12, naming the room left", () => {
    const result = newPageBlockItemSchema.safeParse(blockItem({ displaying_settings: at(10, 4, 20) }));
    expect(result.error?.issues).toMatchObject([
      { path: ["displaying_settings", "w"], code: "too_big", maximum: 2, message: "validation.max_value" },
    ]);
  });

  it("rejects h > 200", () => {
    expect(issues(blockItem({ displaying_settings: at(0, 4, 201) }))).toEqual([
      { path: "displaying_settings.h", message: "validation.max_value" },
    ]);
  });

  it("rejects x < 0", () => {
    expect(issues(blockItem({ displaying_settings: at(-1, 4, 20) }))).toEqual([
      { path: "displaying_settings.x", message: "validation.min_value" },
    ]);
  });

  it("rejects a width below the type's minimum (4 for audio) and a height below it (12 for audio)", () => {
    const audio = blockItem({ displaying_settings: at(0, 3, 11) }, BLOCK_TYPE.AUDIO_FILE);
    const result = newPageBlockItemSchema.safeParse(audio);
    expect(result.error?.issues).toMatchObject([
      { path: ["displaying_settings", "w"], minimum: 4 },
      { path: ["displaying_settings", "h"], minimum: 12 },
    ]);
  });

  it("accepts a text block 1 column wide and 6 rows high, the text minimum", () => {
    expect(issues(blockItem({ displaying_settings: at(11, 1, 6) }))).toEqual([]);
  });
});

describe("page block save items: fields", () => {
  it("a new block carries a negative temporary id, an updated one a stored id", () => {
    expect(issues(blockItem({ id: 5 }))).toEqual([{ path: "id", message: "validation.invalid" }]);
    expect(updatedPageBlockItemSchema.safeParse(blockItem({ id: 5 })).success).toBe(true);
    expect(updatedPageBlockItemSchema.safeParse(blockItem({ id: -5 })).success).toBe(false);
  });

  it("refuses an unknown block type", () => {
    expect(issues({ ...blockItem(), type: 24 })).toEqual([{ path: "type", message: "validation.block_type" }]);
  });

  it("an external web link must be http or https", () => {
    const action = (url: string) => blockItem({ actions: [{ type: "external_web_link", url }] }, BLOCK_TYPE.BUTTON);
    expect(issues(action("https://example.com/a"))).toEqual([]);
    expect(issues(action("javascript:alert(1)"))).toEqual([{ path: "actions.0.url", message: "validation.url" }]);
  });

  it("a link to a page needs its page id; display conditions are block_correctness or block_interacted", () => {
    expect(issues(blockItem({ actions: [{ type: "link_to_page", page_id: -3 }] }))).toEqual([]);
    expect(issues({ ...blockItem(), actions: [{ type: "link_to_page" }] })).toHaveLength(1);
    expect(issues(blockItem({ display_conditions: [{ kind: "block_interacted", block_id: 7 }] }))).toEqual([]);
    expect(issues({ ...blockItem(), display_conditions: [{ kind: "seen", block_id: 7 }] })).toHaveLength(1);
  });

  it("alignments are 0, 1 or 2 and the combine type AND 0 or OR 1", () => {
    expect(
      issues(blockItem({ text_vertical_align: 2, horizontal_align: 1, display_conditions_combine_type: 1 })),
    ).toEqual([]);
    expect(issues({ ...blockItem(), text_vertical_align: 3 })).toHaveLength(1);
    expect(issues({ ...blockItem(), display_conditions_combine_type: 2 })).toHaveLength(1);
  });

  it("colours are hex or rgb(a), nothing that could escape a style", () => {
    expect(issues(blockItem({ background_color: "#fff", text_color: "rgba(1, 2, 3, 0.5)" }))).toEqual([]);
    expect(issues(blockItem({ background_color: "red;background:url(x)" }))).toEqual([
      { path: "background_color", message: "validation.color" },
    ]);
  });

  it("checks the type's own settings: accordion items need ids", () => {
    const accordion = (items: unknown) => ({ ...blockItem({}, BLOCK_TYPE.ACCORDION), settings: { items } });
    expect(issues(accordion([{ id: "a", title: "Q", text: "<p>A</p>" }]))).toEqual([]);
    expect(issues(accordion([{ title: "Q", text: "A" }]))).toEqual([
      { path: "settings.items.0.id", message: "validation.required" },
    ]);
  });

  it("hotspots of a clickable image lie within the image (0-100 %)", () => {
    const hotspot = { id: "h", x: 101, y: 50, title: "", text: "" };
    const item = { ...blockItem({}, BLOCK_TYPE.CLICK_IMAGE_SHOW_TEXT), settings: { hotspots: [hotspot] } };
    expect(issues(item)).toEqual([{ path: "settings.hotspots.0.x", message: "validation.max_value" }]);
  });

  it("quiz settings are checked by their type's schema; unknown keys are dropped", () => {
    const pairs = [
      { id: "p1", left: "a", right: "b" },
      { id: "p2", left: "c", right: "d" },
    ];
    expect(parseBlockSettings(BLOCK_TYPE.QUIZ_MATCHING, { pairs, show_correct_answer: true, stray: 1 })).toEqual({
      pairs,
      show_correct_answer: true,
    });
    expect(() => parseBlockSettings(BLOCK_TYPE.QUIZ_MATCHING, { pairs: [1] })).toThrow();
    expect(parseBlockSettings(BLOCK_TYPE.TEXT, { stray: 1 })).toEqual({});
  });
});
