import { describe, expect, it } from "vitest";
import type { PageTemplate } from "../templates/pageTemplate";
import { pageTemplateContentSchema } from "../templates/pageTemplate";
import { getPage, listBlockMedia, listBlocks, listPages } from "./lookups";
import { insertPageTemplate, pageTemplateContent, templatePlace } from "./pageTemplates";
import { sampleState } from "./testFixtures";

/** The template as the server presents it back: a page of no course, blocks under their temporary ids. */
function presented(pageId: number, title: string): PageTemplate {
  const state = sampleState();
  const content = pageTemplateContent(state, pageId);
  const source = getPage(state, pageId);
  return {
    id: 1,
    title,
    block_count: content.blocks.length,
    created_at: "2026-01-01T00:00:00.000Z",
    page: {
      ...source,
      ...content.page,
      id: 0,
      course_id: 0,
      topic_id: null,
      order: 0,
      title,
      page_blocks: content.blocks.map(({ media, ...block }, index) => ({
        ...block,
        course_id: 0,
        page_id: 0,
        created_at: source.created_at,
        updated_at: source.updated_at,
        media: media.map((fields, n) => ({
          ...fields,
          id: -(100 * (index + 1) + n),
          block_id: block.id,
          medialibrary_item:
            listBlockMedia(state, listBlocks(state, pageId)[index]?.id ?? 0)[n]?.medialibrary_item ?? null,
          created_at: source.created_at,
          updated_at: source.updated_at,
        })),
      })),
    },
  };
}

describe("saving a page as a template", () => {
  it("keeps its blocks, media and the conditions between them, under temporary ids", () => {
    const content = pageTemplateContent(sampleState(), 11);
    expect(pageTemplateContentSchema.safeParse(content).error?.issues ?? []).toEqual([]);
    expect(content.blocks.map((block) => block.id)).toEqual([-1, -2]);
    expect(content.blocks[1]?.display_conditions).toEqual([{ kind: "block_correctness", block_id: -1 }]);
    expect(content.blocks[1]?.media).toHaveLength(1);
  });

  it("leaves out links to pages and conditions on other pages' blocks", () => {
    const content = pageTemplateContent(sampleState(), 12);
    expect(pageTemplateContentSchema.safeParse(content).success).toBe(true);
    expect(content.blocks[0]?.actions).toEqual([{ type: "external_web_link", url: "https://example.com" }]);
    expect(content.blocks[0]?.display_conditions).toEqual([]);
  });
});

describe("inserting a page template", () => {
  it("adds a page named after it after the active page, with new blocks and media", () => {
    const state = { ...sampleState(), activePageId: 10 };
    const place = templatePlace(state);
    expect(place).toEqual({ topicId: 1, afterOrder: 0 });
    const { state: next, pageId, saveNow } = insertPageTemplate(state, presented(11, "Quiz page"), place);
    expect(saveNow).toBe(true);
    expect(next.activePageId).toBe(pageId);
    expect(listPages(next, 1).map((page) => page.id)).toEqual([10, pageId, 11, 12]);
    expect(getPage(next, pageId).title).toBe("Quiz page");
    const blocks = listBlocks(next, pageId);
    expect(blocks).toHaveLength(2);
    const [question, video] = blocks;
    expect(question?.id).toBeLessThan(0);
    expect(next.new.blocks[question?.id ?? 0]).toBeDefined();
    expect(video?.display_conditions).toEqual([{ kind: "block_correctness", block_id: question?.id }]);
    expect(listBlockMedia(next, video?.id ?? 0)).toHaveLength(1);
    expect(video?.course_id).toBe(state.course.id);
  });

  it("goes to the end of the last topic when no page is open", () => {
    const state = { ...sampleState(), activePageId: null };
    expect(templatePlace(state)).toEqual({ topicId: 2, afterOrder: 0 });
  });
});
