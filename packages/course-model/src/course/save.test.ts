import { describe, expect, it } from "vitest";
import { saveCourseRequestSchema } from "./save";
import { blockItem } from "./testItems";

const page = { topic_id: -1, order: 0, title: "P", time_limit: null, background_color: null } as const;
const pageItem = (id: number) => ({
  id,
  ...page,
  background_image_media_id: null,
  background_size: null,
  background_repeat: null,
  background_position: null,
});

describe("save request (POST /api/course_builder/update_course/{courseId})", () => {
  it("fills the twelve sets that were left out with empty lists and integration_user_id with null", () => {
    expect(saveCourseRequestSchema.parse({})).toEqual({
      new_topics: [],
      new_pages: [],
      new_page_blocks: [],
      new_page_blocks_media: [],
      updated_topics: [],
      updated_pages: [],
      updated_page_blocks: [],
      updated_page_blocks_media: [],
      deleted_topics: [],
      deleted_pages: [],
      deleted_page_blocks: [],
      deleted_page_blocks_media: [],
      integration_user_id: null,
    });
  });

  it("accepts new items that refer to each other by temporary ids", () => {
    const result = saveCourseRequestSchema.safeParse({
      new_topics: [{ id: -1, order: 0, title: "T" }],
      new_pages: [pageItem(-2)],
      new_page_blocks: [blockItem({ id: -3, page_id: -2 })],
      new_page_blocks_media: [
        {
          id: -4,
          block_id: -3,
          medialibrary_item_id: 9,
          alt_text: null,
          text: null,
          title: null,
          order: 0,
          settings: {},
          background_color: null,
        },
      ],
      deleted_pages: [12],
    });
    expect(result.error?.issues).toBeUndefined();
  });

  it("names the block and field of an invalid block", () => {
    const result = saveCourseRequestSchema.safeParse({
      new_page_blocks: [
        blockItem({ id: -3 }),
        blockItem({ id: -4, displaying_settings: { x: 9, y: 0, w: 4, h: 20, i: "" } }),
      ],
    });
    expect(result.error?.issues.map((issue) => issue.path.join("."))).toEqual([
      "new_page_blocks.1.displaying_settings.w",
    ]);
  });

  it("refuses the same id twice in one kind", () => {
    const result = saveCourseRequestSchema.safeParse({
      updated_pages: [pageItem(4)],
      deleted_pages: [4],
    });
    expect(result.error?.issues).toMatchObject([{ path: ["deleted_pages", 0], message: "validation.duplicate_id" }]);
  });

  it("deleted sets are lists of stored ids", () => {
    expect(saveCourseRequestSchema.safeParse({ deleted_page_blocks: [-1] }).success).toBe(false);
    expect(saveCourseRequestSchema.safeParse({ deleted_page_blocks: [0] }).success).toBe(false);
  });
});
