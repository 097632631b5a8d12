import { describe, expect, it } from "vitest";
import { blankOrder } from "../blocks/quiz/blanks";
import { getBlockTraits } from "../blocks/traits";
import { BLOCK_TYPE } from "../blocks/types";
import { NEW_PAGE_SETTINGS } from "../builder/pages";
import { newPageBlockItemSchema } from "../course/blockItem";
import { createCourseRequestSchema } from "../course/course";
import { newPageItemSchema } from "../course/page";
import { findOverlaps } from "../grid/overlap";
import { buildCourseTemplate, COURSE_TEMPLATE_CATALOG, COURSE_TEMPLATE_IDS } from "./index";

const translate = (key: string) => `t:${key}`;
const built = COURSE_TEMPLATE_IDS.map((id) => [id, buildCourseTemplate(id, translate)] as const);
const pagesOf = (id: (typeof COURSE_TEMPLATE_IDS)[number]) =>
  buildCourseTemplate(id, translate).topics.flatMap((topic) => topic.pages);

/** Equal once case, punctuation and a trailing "(1 of 2)" are left out: "Final test (1 of 2)" ~ "Final test!". */
function sameWords(heading: string, title: string): boolean {
  const words = (text: string) =>
    text
      .replace(/<[^>]+>/g, "")
      .replace(/\([^)]*\)\s*$/, "")
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim();
  return words(heading) === words(title);
}

describe("the rule for a page's first heading", () => {
  it("finds a title repeated with other case, punctuation or a part number, not a different heading", () => {
    expect(sameWords("Final test", "Final test (1 of 2)")).toBe(true);
    expect(sameWords("Welcome aboard!", "Welcome aboard")).toBe(true);
    expect(sameWords("Before you start", "Final test (1 of 2)")).toBe(false);
  });
});

describe.each(built)("course template %s", (id, template) => {
  const pages = template.topics.flatMap((topic) => topic.pages);
  const blocks = pages.flatMap((page) => page.blocks);

  it("has settings a course may be created with", () => {
    expect(createCourseRequestSchema.safeParse(template.course).success).toBe(true);
    expect(template.course.with_topics).toBe(true);
  });

  it("lists the page count its card shows", () => {
    expect(COURSE_TEMPLATE_CATALOG.find((info) => info.id === id)?.pageCount).toBe(pages.length);
  });

  it("has pages a save accepts, every one with blocks", () => {
    pages.forEach((page, order) => {
      expect(newPageItemSchema.safeParse({ ...NEW_PAGE_SETTINGS, ...page, id: -1, topic_id: -1, order }).success).toBe(
        true,
      );
      expect(page.blocks.length).toBeGreaterThan(0);
    });
  });

  it("has only blocks that pass the save's block rules", () => {
    for (const block of blocks) {
      const result = newPageBlockItemSchema.safeParse({ ...block, page_id: -1 });
      expect(result.error?.issues ?? [], `block ${block.id} (type ${block.type})`).toEqual([]);
    }
  });

  it("never repeats a page's title as the heading of its first block (the player shows the title above it)", () => {
    for (const page of pages) {
      const first = [...page.blocks]
        .filter((block) => typeof block.text === "string" && block.text !== "")
        .sort(
          (a, b) =>
            a.displaying_settings.y - b.displaying_settings.y || a.displaying_settings.x - b.displaying_settings.x,
        )[0];
      const heading = /<h[1-6][^>]*>(.*?)<\/h[1-6]>/i.exec(String(first?.text ?? ""))?.[1] ?? "";
      if (heading === "") continue;
      expect(sameWords(heading, page.title), `${page.title}: ${heading}`).toBe(false);
    }
  });

  it("places no two blocks of a page on one cell", () => {
    for (const page of pages) {
      expect(findOverlaps(page.blocks.map((block) => block.displaying_settings)), page.title).toEqual([]);
    }
  });

  it("gives every block its own temporary id, the grid key being that id", () => {
    const ids = blocks.map((block) => block.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const block of blocks) {
      expect(block.id).toBeLessThan(0);
      expect(block.displaying_settings.i).toBe(String(block.id));
    }
  });

  it("makes display conditions wait for a question of the same page", () => {
    for (const page of pages) {
      const here = new Map(page.blocks.map((block) => [block.id, block]));
      for (const condition of page.blocks.flatMap((block) => block.display_conditions)) {
        const target = here.get(condition.block_id);
        expect(target, page.title).toBeDefined();
        expect(getBlockTraits(target?.type ?? BLOCK_TYPE.TEXT).completable).toBe(true);
      }
    }
  });

  it("places every blank of a fill-in question in its text", () => {
    for (const block of blocks.filter((b) => b.type === BLOCK_TYPE.QUIZ_FILL_BLANKS_DROPDOWN)) {
      const blanks = (block.settings.blanks as { id: string }[]).map((blank) => blank.id);
      expect(blankOrder(block.text, blanks)).toEqual(blanks);
    }
  });

  it("carries the default feedback in the creator's language", () => {
    const question = blocks.find((block) => getBlockTraits(block.type).scorable);
    expect(question?.settings.correct_answer_feedback).toMatch(/^t:blocks\.feedback\./);
  });
});

describe("the compliance template", () => {
  it("ends with a final test of several question types that counts towards a pass mark", () => {
    const template = buildCourseTemplate("compliance", translate);
    expect(template.course.min_pass_percent).toBe(80);
    const finalTest = template.topics.at(-1)?.pages.flatMap((page) => page.blocks) ?? [];
    const scored = finalTest.filter((block) => getBlockTraits(block.type).scorable);
    expect(scored.length).toBeGreaterThanOrEqual(5);
    expect(new Set(scored.map((block) => block.type)).size).toBeGreaterThanOrEqual(4);
  });
});

describe("the product training template", () => {
  it("has scenario pages whose expert view appears once the learner answered", () => {
    const scenarios = pagesOf("product_training").filter((page) => page.title.startsWith("Scenario"));
    expect(scenarios.length).toBe(2);
    expect(scenarios.some((page) => page.blocks.some((block) => block.display_conditions.length > 0))).toBe(true);
  });
});
