import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { auth, BLOCK_FIELDS, emptySave, tokenOf, unique } from "./courseFactory";
import { CREATOR, logIn } from "./support";

// A SCORM block in a course (issue 16): an asset-only package (its resources are scormtype="asset" and make no
// API call) completes its block once launched, so a learner is never stuck on its page; the package's frame
// lets its confirm() and alerts through and its handouts download.

const FIXTURES = ["../../../../shared/fixtures/scorm/", "../../../../../shared/fixtures/scorm/"]
  .map((path) => fileURLToPath(new URL(path, import.meta.url)))
  .find((path) => existsSync(path)) as string;

/** Page 1: the asset-only package in a required SCORM block; page 2: a text. */
async function assetCourse(request: APIRequestContext) {
  const headers = auth(await tokenOf(request, CREATOR));
  const uploaded = await request.post("/api/medialibrary/upload_scorm", {
    headers,
    multipart: {
      file: {
        name: `one-file-per-sco-${unique()}.zip`,
        mimeType: "application/zip",
        buffer: readFileSync(`${FIXTURES}ContentPackagingOneFilePerSCO_SCORM12.zip`),
      },
    },
  });
  expect(uploaded.ok(), await uploaded.text()).toBeTruthy();
  const scormId: number = (await uploaded.json()).data.id;
  const created = await request.post("/api/courses", {
    headers,
    data: { title: `Asset package ${unique()}`, with_topics: true, attempts: null, min_pass_percent: 0 },
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
  return { courseId, pageIds: (await saved.json()).data.pages_order as number[] };
}

test.describe("a SCORM package in a course", () => {
  test.describe.configure({ timeout: 120_000 });

  test("an asset-only package completes its required block once launched, and its frame allows dialogs", async ({
    page,
    request,
  }) => {
    const course = await assetCourse(request);
    await page.goto("/login");
    await logIn(page, CREATOR.email, CREATOR.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`/coursePlayer/${course.courseId}?progress_mode=preview&page=${course.pageIds[0]}`);

    const frame = page.getByTestId("scorm-frame");
    await expect(frame).toBeVisible({ timeout: 30_000 });
    const sandbox = ((await frame.getAttribute("sandbox")) ?? "").split(/\s+/);
    expect(sandbox).toEqual(expect.arrayContaining(["allow-scripts", "allow-modals", "allow-downloads"]));

    // The package's first item shows in the launcher, and the block is done: Next leads on.
    await expect(frame.contentFrame().locator("#sco")).toBeAttached({ timeout: 30_000 });
    await expect(page.getByTestId("player-next")).toBeEnabled({ timeout: 30_000 });
    await page.getByTestId("player-next").click();
    await expect(page.getByTestId("player-page-title")).toHaveText("After the package");
    await expect(page.getByText("You are through the package.")).toBeVisible();
  });
});
