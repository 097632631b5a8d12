import {
  addBlock,
  BLOCK_TYPE,
  type Course,
  createBuilderState,
  type FullPage,
  flattenCourseContent,
  layoutOverlaps,
  newBlockFields,
  toSavePayload,
  updateBlock,
} from "@coursewright/course-model";
import { describe, expect, it } from "vitest";
import { describeFieldErrors, describeOverlaps } from "./saveFailure";

const at = "01.01.2025 10:00:00";
const course = {
  id: 1,
  title: "Course",
  description: null,
  preview_image: { media_id: null, url: "/x.svg" },
  with_topics: false,
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
} satisfies Course;
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
  page_blocks: [
    {
      ...newBlockFields(BLOCK_TYPE.CLICK_IMAGE_SHOW_TEXT),
      id: 100,
      course_id: 1,
      page_id: 10,
      displaying_settings: { x: 0, y: 0, w: 4, h: 20, i: "100" },
      created_at: at,
      updated_at: at,
      media: [],
    },
  ],
} satisfies FullPage;

const t = (key: string, params?: Record<string, unknown>) =>
  key === "builder.save_failed.block"
    ? `${params?.type} on “${params?.page}”`
    : key === "blocks.names.click_image_show_text"
      ? "Image with hotspots"
      : key;

describe("describeFieldErrors", () => {
  const start = createBuilderState(course, flattenCourseContent([], [page]));
  const state = updateBlock(start, 100, { text: "changed" });
  const sent = toSavePayload(state);

  it("names a refused block by its type and page, and its field readably", () => {
    expect(
      describeFieldErrors({ "updated_page_blocks.0.settings.hotspots": "Add at least one hotspot." }, sent, state, t),
    ).toEqual([
      { item: "Image with hotspots on “Intro”", field: "settings › hotspots", message: "Add at least one hotspot." },
    ]);
  });

  it("counts list positions from 1", () => {
    const [problem] = describeFieldErrors({ "updated_page_blocks.0.actions.0.page_id": "Gone." }, sent, state, t);
    expect(problem?.field).toBe("actions › 1 › page id");
  });

  it("falls back to the path when the item is unknown", () => {
    expect(describeFieldErrors({ "new_pages.3.title": "Too long." }, sent, state, t)).toEqual([
      { item: null, field: "new pages › 4 › title", message: "Too long." },
    ]);
    expect(describeFieldErrors({ integration_user_id: "Bad." }, sent, state, t)).toEqual([
      { item: null, field: "integration user id", message: "Bad." },
    ]);
  });
});

describe("describeOverlaps", () => {
  const words = (key: string, params?: Record<string, unknown>) =>
    key === "builder.layout_overlap.pair"
      ? `On “${params?.page}”: ${params?.block} overlaps ${params?.other}.`
      : key === "builder.layout_overlap.block"
        ? `${params?.type} (column ${params?.column}, row ${params?.row})`
        : key === "blocks.names.text"
          ? "Text"
          : t(key, params);

  it("names both blocks by type and place, counted from 1, and the page", () => {
    const start = createBuilderState(course, flattenCourseContent([], [page]));
    // A block placed by hand onto the stored one, as a page stored before the grid refused overlaps could hold.
    const added = addBlock({ ...start, activePageId: 10 }, { type: BLOCK_TYPE.TEXT });
    const block = added.state.new.blocks[added.blockId];
    if (!block) throw new Error("no block");
    const state = {
      ...added.state,
      new: {
        ...added.state.new,
        blocks: { [block.id]: { ...block, displaying_settings: { ...block.displaying_settings, x: 2, y: 5 } } },
      },
    };
    expect(describeOverlaps(layoutOverlaps(state), state, words)).toEqual([
      "On “Intro”: Text (column 3, row 6) overlaps Image with hotspots (column 1, row 1).",
    ]);
  });
});
