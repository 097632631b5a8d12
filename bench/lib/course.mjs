// Builds benchmark courses through the builder's own save, as an author's browser would.

export const BLOCK_TYPE = { TEXT: 0, BUTTON: 6 };

/** A text block (every fifth a button) in three columns of 4, the way a real page is laid out. */
export function benchBlock(id, pageId, index) {
  const button = index % 5 === 4;
  return {
    id,
    page_id: pageId,
    type: button ? BLOCK_TYPE.BUTTON : BLOCK_TYPE.TEXT,
    text: button
      ? `Continue ${index}`
      : `<h2>Section ${index}</h2><p>Some <strong>rich</strong> text with a <a href="https://example.com/" target="_blank">link</a> and a list:</p><ul><li>one</li><li>two</li></ul>`,
    displaying_settings: { x: (index % 3) * 4, y: Math.floor(index / 3) * 20, w: 4, h: button ? 4 : 20, i: String(id) },
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
}

export const emptySave = () => ({
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

export const jsonHeaders = (token) => ({
  authorization: `Bearer ${token}`,
  accept: "application/json",
  "content-type": "application/json",
});

/**
 * Creates a course and the save that fills it: `topics` topics of `pagesPerTopic` pages with `blocksPerPage`
 * blocks each, replacing the starter topic a new course comes with. Returns the course id and the save body.
 */
export async function courseWithSeedSave(base, headers, { title, topics, pagesPerTopic, blocksPerPage }) {
  const created = await fetch(`${base}/api/courses`, {
    method: "POST",
    headers,
    body: JSON.stringify({ title, with_topics: true }),
  }).then((r) => r.json());
  const courseId = created.data.id;
  const starter = await fetch(`${base}/api/courses/${courseId}`, { headers }).then((r) => r.json());
  let temp = 0;
  const seed = { ...emptySave(), deleted_topics: starter.data.topics.map((t) => t.id) };
  for (let t = 0; t < topics; t++) {
    const topicId = --temp;
    seed.new_topics.push({ id: topicId, order: t, title: `Topic ${t + 1}` });
    for (let p = 0; p < pagesPerTopic; p++) {
      const pageId = --temp;
      seed.new_pages.push({
        id: pageId,
        topic_id: topicId,
        order: p,
        title: `Page ${t * pagesPerTopic + p + 1}`,
        time_limit: null,
        background_color: null,
        background_image_media_id: null,
        background_size: null,
        background_repeat: null,
        background_position: null,
      });
      for (let b = 0; b < blocksPerPage; b++) seed.new_page_blocks.push(benchBlock(--temp, pageId, b));
    }
  }
  return { courseId, seed };
}

/** Saves a seed and fails loudly when the server refuses it. */
export async function saveSeed(base, headers, courseId, seed) {
  const res = await fetch(`${base}/api/course_builder/update_course/${courseId}`, {
    method: "POST",
    headers,
    body: JSON.stringify(seed),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`save failed: ${res.status} ${text.slice(0, 500)}`);
  return JSON.parse(text);
}

export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
