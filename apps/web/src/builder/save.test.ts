import {
  BLOCK_TYPE,
  type Course,
  createBuilderState,
  newBlockFields,
  type PageBlock,
} from "@coursewright/course-model";
import { afterEach, describe, expect, it } from "vitest";
import { LayoutOverlapError, saveCourse } from "./save";
import { resetBuilder, startBuilder, useBuilderStore } from "./store";

const at = "01.01.2025 10:00:00";
const course: Course = {
  id: 1,
  title: "Course",
  description: null,
  preview_image: { media_id: null, url: "/x.svg" },
  with_topics: false,
  pages_order: [10],
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
};
const block = (id: number, x: number, y: number): PageBlock => ({
  ...newBlockFields(BLOCK_TYPE.TEXT),
  id,
  course_id: 1,
  page_id: 10,
  displaying_settings: { x, y, w: 4, h: 20, i: String(id) },
  created_at: at,
  updated_at: at,
});
const page = {
  id: 10,
  course_id: 1,
  topic_id: null,
  order: 0,
  title: "Intro",
  time_limit: null,
  background_color: null,
  background_image_media_id: null,
  background_image_media: null,
  background_size: null,
  background_repeat: null,
  background_position: null,
  created_at: at,
  updated_at: at,
};

afterEach(resetBuilder);

describe("saveCourse", () => {
  it("does not send a layout with two blocks on one cell: the failure names them", async () => {
    // Block 2 was stored on block 1 before the grid refused overlaps; the author then edits block 1's text.
    const stored = createBuilderState(course, {
      topics: [],
      pages: [page],
      blocks: [block(1, 0, 0), block(2, 0, 10)],
      blockMedia: [],
    });
    const edited = {
      ...stored,
      updated: { ...stored.updated, blocks: { 1: { ...block(1, 0, 0), text: "<p>New</p>" } } },
    };
    startBuilder(1, edited, new Set([10]));

    expect(await saveCourse()).toBe(false);
    const { saveStatus, saveFailure } = useBuilderStore.getState();
    expect(saveStatus).toBe("failed");
    expect(saveFailure).toBeInstanceOf(LayoutOverlapError);
    if (!(saveFailure instanceof LayoutOverlapError)) return;
    expect(saveFailure.overlaps.map(({ path, block: a, other: b }) => [path.join("."), a.id, b.id])).toEqual([
      ["updated_page_blocks.0.displaying_settings", 1, 2],
    ]);
  });
});
