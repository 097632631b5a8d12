import {
  BLOCK_TYPE,
  type BlockTypeCode,
  type BuilderState,
  type Course,
  createBuilderState,
  type FullPage,
  flattenCourseContent,
  newBlockFields,
  type PageBlockWithMedia,
  type Topic,
} from "@coursewright/course-model";
import { describe, expect, it } from "vitest";
import { blockLabel, conditionTargets, linkablePages, textExcerpt } from "./editingContext";

const at = "01.01.2025 10:00:00";
const course = (withTopics: boolean): Course => ({
  id: 1,
  title: "Safety at work",
  description: null,
  preview_image: { media_id: null, url: "/images/default-course-preview.svg" },
  with_topics: withTopics,
  pages_order: [],
  randomize_pages_order: false,
  limit_pages_number: null,
  min_pass_percent: 100,
  mode: 0,
  theme_id: null,
  theme: null,
  user_id: 7,
  attempts: null,
  language: null,
  created_at: at,
  updated_at: at,
});
const topic = (id: number, order: number, title: string): Topic => ({
  id,
  course_id: 1,
  order,
  title,
  created_at: at,
  updated_at: at,
});
const block = (id: number, pageId: number, type: BlockTypeCode, text: string | null = null): PageBlockWithMedia => ({
  ...newBlockFields(type),
  text,
  id,
  course_id: 1,
  page_id: pageId,
  displaying_settings: { x: 0, y: 0, w: 4, h: 20, i: String(id) },
  created_at: at,
  updated_at: at,
  media: [],
});
const page = (id: number, topicId: number | null, order: number, title: string, blocks?: PageBlockWithMedia[]) => ({
  id,
  course_id: 1,
  topic_id: topicId,
  order,
  title,
  time_limit: null,
  background_color: null,
  background_image_media_id: null,
  background_image_media: null,
  background_size: null,
  background_repeat: null,
  background_position: null,
  created_at: at,
  updated_at: at,
  ...(blocks ? { page_blocks: blocks } : {}),
});

/** Two topics; pages 10 and 11 loaded with blocks, page 20 (second topic) not loaded yet. */
function state(): BuilderState {
  const pages = [
    page(10, 1, 0, "Welcome", [
      block(100, 10, BLOCK_TYPE.TEXT, "<p>Hello &amp; welcome</p>"),
      block(101, 10, BLOCK_TYPE.BUTTON, "Start"),
      block(102, 10, BLOCK_TYPE.VIDEO_FILE),
    ]),
    page(11, 1, 1, "Rules", [block(110, 11, BLOCK_TYPE.ACCORDION), block(111, 11, BLOCK_TYPE.IMAGE)]),
    page(20, 2, 0, "Quiz"),
  ] as FullPage[];
  return createBuilderState(course(true), flattenCourseContent([topic(1, 0, "Basics"), topic(2, 1, "Check")], pages));
}

const translate = (key: string) => ({ "blocks.names.button": "Button", "blocks.names.text": "Text" })[key] ?? key;

describe("textExcerpt", () => {
  it("strips tags, reads entities and collapses spaces", () => {
    expect(textExcerpt("<h2>Title</h2><p>One&nbsp;<b>two</b></p>")).toBe("Title One two");
    expect(textExcerpt("a &lt;b&gt; &quot;c&quot; &#39;d&#39;")).toBe("a <b> \"c\" 'd'");
  });

  it("cuts long texts at 40 characters with an ellipsis", () => {
    const long = `<p>${"word ".repeat(20)}</p>`;
    const excerpt = textExcerpt(long);
    expect(excerpt.endsWith("…")).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(41);
  });

  it("shows fill-in blanks as ___, never as [[blank:…]] tokens (condition pickers list blocks by it)", () => {
    expect(textExcerpt("<p>Water boils at [[blank:b1]] degrees</p>")).toBe("Water boils at ___ degrees");
  });

  it("is empty without text", () => {
    expect(textExcerpt(null)).toBe("");
    expect(textExcerpt("<p></p>")).toBe("");
  });
});

describe("blockLabel", () => {
  it("is the translated type name and the start of the text", () => {
    expect(blockLabel(block(1, 1, BLOCK_TYPE.TEXT, "<p>Hello</p>"), translate)).toBe("Text: Hello");
    expect(blockLabel(block(1, 1, BLOCK_TYPE.TEXT, null), translate)).toBe("Text");
  });
});

describe("linkablePages", () => {
  it("lists every live page in authoring order with its topic's title", () => {
    expect(linkablePages(state())).toEqual([
      { id: 10, title: "Welcome", topicTitle: "Basics" },
      { id: 11, title: "Rules", topicTitle: "Basics" },
      { id: 20, title: "Quiz", topicTitle: "Check" },
    ]);
  });

  it("has no topic titles in a course without topics", () => {
    const s = createBuilderState(course(false), flattenCourseContent([], [page(5, null, 0, "Only") as FullPage]));
    expect(linkablePages(s)).toEqual([{ id: 5, title: "Only", topicTitle: null }]);
  });
});

/** A translation that fills its values in, as i18next does, with the English patterns of the picker. */
const withValues = (key: string, values: Record<string, unknown> = {}) => {
  const patterns: Record<string, string> = {
    "blocks.names.button": "Button",
    "blocks.names.accordion": "Accordion",
    "blocks.names.quiz_true_false": "True or false",
    "blocks.common.page_n": "Page {{n}}",
    "blocks.common.condition_target_nth": "{{name}} {{n}} of {{count}}",
    "blocks.common.condition_target_on_page": "{{label}} — {{page}}",
  };
  return (patterns[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
};

describe("conditionTargets", () => {
  it("offers the condition-capable blocks of every loaded page except the edited block", () => {
    const targets = conditionTargets(state(), 101, withValues);
    // Text and image cannot be watched (spec 3); the button is the block being edited.
    expect(targets.map((t) => t.id)).toEqual([102, 110]);
    expect(targets[1]).toEqual({
      id: 110,
      type: BLOCK_TYPE.ACCORDION,
      label: "Accordion — Rules",
      pageId: 11,
      pageTitle: "Rules",
    });
  });

  it("labels a block by its type, its text and its page", () => {
    const targets = conditionTargets(state(), null, withValues);
    expect(targets.find((t) => t.id === 101)?.label).toBe("Button: Start — Welcome");
  });

  it("tells text-less blocks of one type apart by their place on the page, and untitled pages by their number", () => {
    const pages = [
      page(10, null, 0, "Rules", [
        block(100, 10, BLOCK_TYPE.ACCORDION),
        block(101, 10, BLOCK_TYPE.ACCORDION),
        block(102, 10, BLOCK_TYPE.QUIZ_TRUE_FALSE, "<p>Fire doors stay shut</p>"),
        block(103, 10, BLOCK_TYPE.QUIZ_TRUE_FALSE, "<p></p>"),
      ]),
      page(11, null, 1, "", [block(110, 11, BLOCK_TYPE.ACCORDION)]),
      page(12, null, 2, "Rules", [block(120, 12, BLOCK_TYPE.ACCORDION)]),
    ] as FullPage[];
    // Reading order: the second accordion sits lower on the page than the first.
    const [first, second] = pages[0]?.page_blocks ?? [];
    if (first && second) second.displaying_settings = { ...second.displaying_settings, y: 10 };
    const s = createBuilderState(course(false), flattenCourseContent([], pages));
    expect(conditionTargets(s, null, withValues).map((t) => [t.label, t.pageTitle])).toEqual([
      ["Accordion 1 of 2 — Rules (Page 1)", "Rules (Page 1)"],
      ["True or false: Fire doors stay shut — Rules (Page 1)", "Rules (Page 1)"],
      ["True or false — Rules (Page 1)", "Rules (Page 1)"],
      ["Accordion 2 of 2 — Rules (Page 1)", "Rules (Page 1)"],
      ["Accordion — Page 2", "Page 2"],
      ["Accordion — Rules (Page 3)", "Rules (Page 3)"],
    ]);
  });
});
