import { type APIRequestContext, expect } from "@playwright/test";
import { auth, BLOCK_FIELDS, emptySave, unique } from "./courseFactory";

/** A block of the one page: its type, text, place on the grid (x, y, w, h) and settings. */
export interface PageBlockSpec {
  type: number;
  text: string | null;
  place: [x: number, y: number, w: number, h: number];
  settings?: Record<string, unknown>;
}

/**
 * A course without topics whose first page holds the given blocks, saved as the builder would save them. Its
 * language is left out unless given (a request naming no language: the course follows the reader's interface).
 */
export async function buildOnePageCourse(
  request: APIRequestContext,
  token: string,
  blocks: readonly PageBlockSpec[],
  options: { language?: string | null; title?: string } = {},
): Promise<{ courseId: number; pageId: number }> {
  const headers = auth(token);
  const created = await request.post("/api/courses", {
    headers,
    data: {
      title: options.title ?? `One page ${unique()}`,
      with_topics: false,
      attempts: null,
      min_pass_percent: 50,
      ...(options.language === undefined ? {} : { language: options.language }),
    },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const courseId: number = (await created.json()).data.id;
  const contents = (await (await request.get(`/api/courses/${courseId}`, { headers })).json()).data;
  const pageId: number = contents.pages[0].id;
  const saved = await request.post(`/api/course_builder/update_course/${courseId}`, {
    headers,
    data: {
      ...emptySave(),
      new_page_blocks: blocks.map((spec, index) => {
        const id = -1 - index;
        const [x, y, w, h] = spec.place;
        return {
          ...BLOCK_FIELDS,
          id,
          page_id: pageId,
          type: spec.type,
          text: spec.text,
          settings: spec.settings ?? {},
          displaying_settings: { x, y, w, h, i: String(id) },
        };
      }),
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return { courseId, pageId };
}
