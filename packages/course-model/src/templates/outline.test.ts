import { describe, expect, it } from "vitest";
import { BLOCK_TYPE } from "../blocks/types";
import { buildCourseTemplate } from "./index";
import { OUTLINE_EXCERPT_LENGTH, outlineBlocks, outlineTopics } from "./outline";

const at = (x: number, y: number, w = 6, h = 4) => ({ x, y, w, h });

describe("a template's outline", () => {
  it("lists a page's blocks in reading order with their kind, place and plain text", () => {
    const outline = outlineBlocks([
      { type: BLOCK_TYPE.BUTTON, text: "Go", displaying_settings: at(6, 10), display_conditions: [] },
      {
        type: BLOCK_TYPE.TEXT,
        text: "<h2>Tom &amp; Jerry</h2>",
        displaying_settings: at(6, 0),
        display_conditions: [],
      },
      {
        type: BLOCK_TYPE.QUIZ_FILL_BLANKS_DROPDOWN,
        text: "<p>Pick [[blank:b1]] now</p>",
        displaying_settings: at(0, 0),
        display_conditions: [{ kind: "block_interacted", block_id: -1 }],
      },
    ]);
    expect(outline).toEqual([
      { type: BLOCK_TYPE.QUIZ_FILL_BLANKS_DROPDOWN, ...at(0, 0), excerpt: "Pick ___ now", conditional: true },
      { type: BLOCK_TYPE.TEXT, ...at(6, 0), excerpt: "Tom & Jerry", conditional: false },
      { type: BLOCK_TYPE.BUTTON, ...at(6, 10), excerpt: "Go", conditional: false },
    ]);
  });

  it("cuts a long text with an ellipsis and gives an empty excerpt to a block without text", () => {
    const [long, none] = outlineBlocks([
      {
        type: BLOCK_TYPE.TEXT,
        text: `<p>${"word ".repeat(40)}</p>`,
        displaying_settings: at(0, 0),
        display_conditions: [],
      },
      { type: BLOCK_TYPE.ACCORDION, text: null, displaying_settings: at(0, 5), display_conditions: [] },
    ]);
    expect(long?.excerpt.endsWith("…")).toBe(true);
    expect(long?.excerpt.length).toBeLessThanOrEqual(OUTLINE_EXCERPT_LENGTH + 1);
    expect(none?.excerpt).toBe("");
  });

  it("keeps every topic, page and block of a built template", () => {
    const built = buildCourseTemplate("product_training", (key) => key);
    const outline = outlineTopics(built.topics);
    expect(outline.map((topic) => topic.title)).toEqual(built.topics.map((topic) => topic.title));
    expect(outline.flatMap((topic) => topic.pages.map((page) => page.blocks.length))).toEqual(
      built.topics.flatMap((topic) => topic.pages.map((page) => page.blocks.length)),
    );
    // The scenario pages show the expert's view only after the learner answers.
    expect(outline.flatMap((topic) => topic.pages).some((page) => page.blocks.some((block) => block.conditional))).toBe(
      true,
    );
  });
});
