import { BLOCK_TYPE, type PageBlock } from "@coursewright/course-model";

/** A page block for unit tests of views' logic; override what the test is about. */
export function testBlock(overrides: Partial<PageBlock> = {}): PageBlock {
  return {
    id: 1,
    course_id: 1,
    page_id: 1,
    type: BLOCK_TYPE.TEXT,
    text: null,
    displaying_settings: { x: 0, y: 0, w: 4, h: 20, i: "1" },
    video_embed_link: null,
    video_embed_link_id: null,
    settings: {},
    completion_required: true,
    animation: null,
    actions: [],
    display_conditions: [],
    display_conditions_combine_type: 0,
    background_color: null,
    text_vertical_align: 0,
    border_is_visible: false,
    autoplay: false,
    animation_delay: 0,
    randomize_options_order: true,
    loop_playback: false,
    text_color: null,
    horizontal_align: 0,
    pause_automatically: false,
    embed: null,
    embed_link_id: null,
    created_at: "2026-01-01T00:00:00.000Z",
    updated_at: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}
