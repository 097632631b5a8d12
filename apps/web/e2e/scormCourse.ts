// A course with a SCORM block of a real package from ../shared/fixtures/scorm (its README says what each does).
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type APIRequestContext, expect, type Frame, type Page } from "@playwright/test";
import { auth, BLOCK_FIELDS, emptySave, tokenOf, unique } from "./courseFactory";
import { CREATOR } from "./support";

const FIXTURES = ["../../../../shared/fixtures/scorm/", "../../../../../shared/fixtures/scorm/"]
  .map((path) => fileURLToPath(new URL(path, import.meta.url)))
  .find((path) => existsSync(path)) as string;

/** A fixture package's bytes, read-only. */
export const fixtureBytes = (fixture: string): Buffer => readFileSync(`${FIXTURES}${fixture}`);

/**
 * Page 1: the fixture package in a required SCORM block; page 2: a text. `bytes` replaces the fixture's own
 * (a real package with an edited manifest).
 */
export async function scormCourse(request: APIRequestContext, fixture: string, bytes?: Buffer) {
  const headers = auth(await tokenOf(request, CREATOR));
  const uploaded = await request.post("/api/medialibrary/upload_scorm", {
    headers,
    multipart: {
      file: {
        name: `${unique()}-${fixture}`,
        mimeType: "application/zip",
        buffer: bytes ?? fixtureBytes(fixture),
      },
    },
  });
  expect(uploaded.ok(), await uploaded.text()).toBeTruthy();
  const scormId: number = (await uploaded.json()).data.id;
  const title = `Package ${unique()}`;
  const created = await request.post("/api/courses", {
    headers,
    data: { title, with_topics: true, attempts: null, min_pass_percent: 0 },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const courseId: number = (await created.json()).data.id;
  const contents = (await (await request.get(`/api/courses/${courseId}`, { headers })).json()).data;
  const firstPage: number = contents.pages[0].id;
  const topicId: number = contents.topics[0].id;
  const pageFields = {
    time_limit: null,
    background_color: null,
    background_image_media_id: null,
    background_size: null,
    background_repeat: null,
    background_position: null,
  };
  const saved = await request.post(`/api/course_builder/update_course/${courseId}`, {
    headers,
    data: {
      ...emptySave(),
      updated_pages: [{ id: firstPage, topic_id: topicId, order: 0, title: "The package", ...pageFields }],
      new_pages: [{ id: -2, topic_id: topicId, order: 1, title: "After the package", ...pageFields }],
      new_page_blocks: [
        {
          ...BLOCK_FIELDS,
          id: -100,
          page_id: firstPage,
          type: 19,
          text: null,
          completion_required: true,
          displaying_settings: { x: 0, y: 0, w: 12, h: 40, i: "-100" },
        },
        {
          ...BLOCK_FIELDS,
          id: -101,
          page_id: -2,
          type: 0,
          text: "<p>You are through the package.</p>",
          displaying_settings: { x: 0, y: 0, w: 12, h: 10, i: "-101" },
        },
      ],
      new_page_blocks_media: [
        {
          id: -1000,
          block_id: -100,
          medialibrary_item_id: scormId,
          alt_text: null,
          text: null,
          title: "Golf",
          order: 0,
          settings: {},
          background_color: null,
        },
      ],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return { courseId, title, pageIds: (await saved.json()).data.pages_order as number[] };
}

/** The launcher's frame (content origin), once its SCO has initialised the runtime (1.2 or 2004). */
export async function scormLauncher(page: Page): Promise<Frame> {
  type Initialised = { isInitialized(): boolean };
  await expect(page.getByTestId("scorm-frame")).toBeVisible({ timeout: 30_000 });
  let found: Frame | undefined;
  await expect
    .poll(
      async () => {
        found = page.frames().find((frame) => frame.url().includes("/scorm-player.html"));
        return found
          ? await found
              .evaluate(() => {
                const runtimes = window as unknown as { API?: Initialised; API_1484_11?: Initialised };
                return Boolean((runtimes.API ?? runtimes.API_1484_11)?.isInitialized());
              })
              .catch(() => false)
          : false;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return found as Frame;
}
