import { type APIRequestContext, expect } from "@playwright/test";

// Courses built through the API for the player's end-to-end tests, as the builder would save them.

export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Every field of a page block with the builder's defaults (spec 4), for blocks built through the save. */
export const BLOCK_FIELDS = {
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
};
const PAGE_FIELDS = {
  time_limit: null,
  background_color: null,
  background_image_media_id: null,
  background_size: null,
  background_repeat: null,
  background_position: null,
};
export const TITLES = ["Welcome", "The middle", "The end"];

export async function tokenOf(request: APIRequestContext, who: { email: string; password: string }): Promise<string> {
  const res = await request.post("/oauth/token", {
    data: { grant_type: "password", username: who.email, password: who.password, client_id: "web" },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const body = await res.json();
  return body.access_token ?? body.token;
}

export const auth = (token: string) => ({ authorization: `Bearer ${token}`, accept: "application/json" });

/**
 * A 3-page course of the creator's: each page has a text and a required button ("Done 1", "Done 2", "Done 3").
 * Answers the course id, the page ids in order and the buttons' ids.
 */
export async function buildCourse(request: APIRequestContext, token: string, attempts: number | null) {
  const headers = auth(token);
  const created = await request.post("/api/courses", {
    headers,
    data: { title: `Player course ${unique()}`, with_topics: true, attempts, min_pass_percent: 50 },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const courseId: number = (await created.json()).data.id;
  const contents = (await (await request.get(`/api/courses/${courseId}`, { headers })).json()).data;
  const firstPage: number = contents.pages[0].id;
  const topicId: number = contents.topics[0].id;
  const empty = Object.fromEntries(
    ["topics", "pages", "page_blocks", "page_blocks_media"].flatMap((kind) => [
      [`new_${kind}`, []],
      [`updated_${kind}`, []],
      [`deleted_${kind}`, []],
    ]),
  );
  const pageRef = (index: number) => (index === 0 ? firstPage : -index);
  const blocks = TITLES.flatMap((_, index) => [
    {
      ...BLOCK_FIELDS,
      id: -10 - index * 2,
      page_id: pageRef(index),
      type: 0,
      text: `<p>Text of page ${index + 1}</p>`,
      displaying_settings: { x: 0, y: 0, w: 8, h: 8, i: String(-10 - index * 2) },
    },
    {
      ...BLOCK_FIELDS,
      id: -11 - index * 2,
      page_id: pageRef(index),
      type: 6,
      text: `Done ${index + 1}`,
      displaying_settings: { x: 8, y: 0, w: 4, h: 4, i: String(-11 - index * 2) },
    },
  ]);
  const saved = await request.post(`/api/course_builder/update_course/${courseId}`, {
    headers,
    data: {
      ...empty,
      integration_user_id: null,
      updated_pages: [{ id: firstPage, topic_id: topicId, order: 0, title: TITLES[0], ...PAGE_FIELDS }],
      new_pages: [1, 2].map((index) => ({
        id: -index,
        topic_id: topicId,
        order: index,
        title: TITLES[index],
        ...PAGE_FIELDS,
      })),
      new_page_blocks: blocks,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const answer = await saved.json();
  const pageIds: number[] = answer.data.pages_order;
  const buttonIds: number[] = TITLES.map((_, index) => answer.blocks_id_map[String(-11 - index * 2)]);
  return { courseId, pageIds, buttonIds, title: answer.data.title as string };
}

/** The save body with all twelve sets empty, for tests that fill some of them. */
export const emptySave = () => ({
  ...Object.fromEntries(
    ["topics", "pages", "page_blocks", "page_blocks_media"].flatMap((kind) => [
      [`new_${kind}`, []],
      [`updated_${kind}`, []],
      [`deleted_${kind}`, []],
    ]),
  ),
  integration_user_id: null,
});
