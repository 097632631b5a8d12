import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { seriousViolations } from "./axe";
import { auth, BLOCK_FIELDS, buildCourse, emptySave, TITLES, tokenOf, unique } from "./courseFactory";
import { CREATOR, LEARNER, logIn, logOut } from "./support";

// Every block type on the player's own page (player.html, which has no query client and none of the app's
// code): a course with one page per type, opened straight at its address as a learner (with a reload) and in
// the builder's preview, must show no "could not be shown" face and log no error. Also: the page an address
// asks for (page=) opens only in a preview, or for a learner a page already reached (issue 15).

/** The real packages of shared/fixtures/scorm, beside the repository (or beside the folder of its worktrees). */
const FIXTURES = ["../../../../shared/fixtures/scorm/", "../../../../../shared/fixtures/scorm/"]
  .map((path) => fileURLToPath(new URL(path, import.meta.url)))
  .find((path) => existsSync(path)) as string;
// A real 1×1 PNG (the server checks the bytes against the extension).
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const FEEDBACK = "<p>Well <strong>done</strong>, that is right.</p>";
const QUIZ = {
  show_correct_answer: true,
  show_answer_feedback: true,
  correct_answer_feedback: FEEDBACK,
  incorrect_answer_feedback: "<p>Not <em>quite</em>.</p>",
};
const options = (...texts: string[]) =>
  texts.map((text, i) => ({ id: `o${i}`, text, image_media_id: null, correct: i === 0 }));

type MediaKind = "image" | "scorm" | "file";

/** One page per block type: its code, a title for its page, its text and settings, and the media it shows. */
const TYPES: { code: number; title: string; text?: string; settings?: object; media?: MediaKind[] }[] = [
  { code: 0, title: "Text", text: "<p>Plain <strong>rich</strong> text.</p>" },
  { code: 1, title: "Image", media: ["image"] },
  { code: 2, title: "Video file" },
  { code: 3, title: "YouTube or Vimeo" },
  { code: 4, title: "Carousel", media: ["image", "image"] },
  {
    code: 5,
    title: "Image with hotspots",
    settings: { hotspots: [{ id: "h1", x: 50, y: 50, title: "Spot", text: "<p>Here.</p>" }] },
    media: ["image"],
  },
  { code: 6, title: "Button", text: "Press me" },
  {
    code: 7,
    title: "True or false",
    text: "<p>Water is wet.</p>",
    settings: {
      ...QUIZ,
      question_counts_in_score: true,
      correct_answer: true,
      true_label: "True",
      false_label: "False",
    },
  },
  { code: 8, title: "Single choice", text: "<p>Pick one.</p>", settings: { ...QUIZ, options: options("A", "B") } },
  { code: 9, title: "Multiple choice", text: "<p>Pick some.</p>", settings: { ...QUIZ, options: options("A", "B") } },
  {
    code: 10,
    title: "Blanks with lists",
    text: "<p>Paris is in [[blank:b1]].</p>",
    settings: {
      ...QUIZ,
      blanks: [
        {
          id: "b1",
          options: [
            { id: "x1", text: "France" },
            { id: "x2", text: "Spain" },
          ],
          correct_option_id: "x1",
        },
      ],
    },
  },
  {
    code: 11,
    title: "Diagram",
    text: "<p>Name the shapes.</p>",
    settings: { ...QUIZ, spots: [{ id: "s1", x: 50, y: 50, label: "Dot" }] },
    media: ["image"],
  },
  {
    code: 12,
    title: "Matching",
    text: "<p>Match them.</p>",
    settings: {
      ...QUIZ,
      pairs: [
        { id: "p1", left: "France", right: "Paris" },
        { id: "p2", left: "Italy", right: "Rome" },
      ],
    },
  },
  { code: 13, title: "Open answer", text: "<p>Why?</p>", settings: QUIZ },
  { code: 14, title: "Audio answer", text: "<p>Say it.</p>", settings: QUIZ },
  {
    code: 15,
    title: "Accordion",
    settings: { items: [{ id: "i1", title: "Open me", text: "<p>Inside.</p>" }] },
  },
  {
    code: 16,
    title: "Typed blanks",
    text: "<p>Two and two make [[blank:t1]].</p>",
    settings: { ...QUIZ, blanks: [{ id: "t1", accepted: ["four"] }] },
  },
  { code: 17, title: "Audio file" },
  { code: 18, title: "Video answer", text: "<p>Show it.</p>", settings: QUIZ },
  { code: 19, title: "SCORM package", media: ["scorm"] },
  { code: 20, title: "Attached files", media: ["file"] },
  { code: 21, title: "Animation" },
  { code: 22, title: "Clickable animation" },
  { code: 23, title: "Loom video" },
];

async function upload(
  request: APIRequestContext,
  headers: Record<string, string>,
  file: { name: string; mimeType: string; buffer: Buffer },
  route = "upload_file",
): Promise<number> {
  const res = await request.post(`/api/medialibrary/${route}`, { headers, multipart: { file } });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()).data.id;
}

/** The course of every block type, shared by e-mail with the demo learner; the blocks are not required. */
async function everyBlockCourse(request: APIRequestContext) {
  const headers = auth(await tokenOf(request, CREATOR));
  const imageId = await upload(request, headers, { name: `dot-${unique()}.png`, mimeType: "image/png", buffer: PNG });
  const scormId = await upload(
    request,
    headers,
    {
      name: `minimum-${unique()}.zip`,
      mimeType: "application/zip",
      buffer: readFileSync(`${FIXTURES}RuntimeMinimumCalls_SCORM12.zip`),
    },
    "upload_scorm",
  );
  const created = await request.post("/api/courses", {
    headers,
    data: { title: `Every block ${unique()}`, with_topics: true, attempts: null, min_pass_percent: 0 },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const courseId: number = (await created.json()).data.id;
  const contents = (await (await request.get(`/api/courses/${courseId}`, { headers })).json()).data;
  const firstPage: number = contents.pages[0].id;
  const topicId: number = contents.topics[0].id;
  const pageRef = (index: number) => (index === 0 ? firstPage : -1 - index);
  const blockRef = (index: number) => -100 - index;
  const pageFields = {
    time_limit: null,
    background_color: null,
    background_image_media_id: null,
    background_size: null,
    background_repeat: null,
    background_position: null,
  };
  let mediaRef = -1000;
  const mediaItem = { image: imageId, scorm: scormId, file: imageId };
  const saved = await request.post(`/api/course_builder/update_course/${courseId}`, {
    headers,
    data: {
      ...emptySave(),
      updated_pages: [{ id: firstPage, topic_id: topicId, order: 0, title: TYPES[0]?.title, ...pageFields }],
      new_pages: TYPES.slice(1).map((type, i) => ({
        id: pageRef(i + 1),
        topic_id: topicId,
        order: i + 1,
        title: type.title,
        ...pageFields,
      })),
      new_page_blocks: TYPES.map((type, i) => ({
        ...BLOCK_FIELDS,
        id: blockRef(i),
        page_id: pageRef(i),
        type: type.code,
        text: type.text ?? null,
        settings: type.settings ?? {},
        completion_required: false,
        displaying_settings: { x: 0, y: 0, w: 12, h: 40, i: String(blockRef(i)) },
      })),
      new_page_blocks_media: TYPES.flatMap((type, i) =>
        (type.media ?? []).map((kind, order) => ({
          id: mediaRef--,
          block_id: blockRef(i),
          medialibrary_item_id: mediaItem[kind],
          alt_text: "A dot",
          text: null,
          title: `${kind} ${order + 1}`,
          order,
          settings: {},
          background_color: null,
        })),
      ),
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const pageIds: number[] = (await saved.json()).data.pages_order;
  const share = await request.post("/api/course_shares", {
    headers,
    data: { course_id: courseId, kind: "email", emails: [LEARNER.email] },
  });
  expect(share.status(), await share.text()).toBe(201);
  return { courseId, pageIds, shareId: (await share.json()).data.id as string };
}

/** Errors the page logs, its frames included, and uncaught ones. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`${message.location().url}: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** The page shows its block as its view draws it: no "could not be shown" face; a package runs in its frame. */
async function expectShown(page: Page, title: string) {
  await expect(page.getByTestId("player-page-title")).toHaveText(title);
  const block = page.locator("[data-testid^=block-view-]").first();
  await expect(block, title).toBeVisible();
  if (title === "SCORM package") await expect(page.getByTestId("scorm-frame")).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expect(page.getByText("This block could not be shown"), title).toHaveCount(0);
}

test.describe("every block type on the player's own page", () => {
  // The suite's longest tests, each on a course of its own: in parallel mode they spread over both workers
  // instead of running one after the other on one while the other worker runs out of files.
  test.describe.configure({ mode: "parallel", timeout: 360_000 });

  test("a learner plays a page of each type, and reloads the SCORM page, without a broken block or an error", async ({
    page,
    request,
  }) => {
    const { courseId, shareId } = await everyBlockCourse(request);
    await page.goto("/login");
    await logIn(page, LEARNER.email, LEARNER.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    const errors = collectErrors(page);
    const address = `/coursePlayer/${courseId}?share_id=${shareId}`;
    await page.goto(address);
    for (const [index, type] of TYPES.entries()) {
      await expectShown(page, type.title);
      if (type.code === 7) {
        // Quiz feedback is the rich text it is, not its markup (issue 15, 16).
        await page.getByRole("radio", { name: "True" }).check();
        await page.getByTestId("quiz-check").click();
        const feedback = page.getByTestId("quiz-feedback-text");
        await expect(feedback).toHaveText("Well done, that is right.");
        await expect(feedback.locator("strong")).toHaveText("done");
      }
      if (type.code === 19) {
        // A learner who refreshes gets the player's own page again, the package running in it.
        await page.reload();
        await expectShown(page, type.title);
      }
      if (index < TYPES.length - 1) await page.getByTestId("player-next").click();
    }
    expect(errors).toEqual([]);
  });

  // One test per width (issue 17: 1440 and 390 px), so that the two halves of the longest check run side by side.
  for (const width of [1440, 390]) {
    test(`the builder's preview opens each type's page at its address without a broken block, an error or a serious axe finding at ${width} px`, async ({
      page,
      request,
    }) => {
      const { courseId, pageIds } = await everyBlockCourse(request);
      await page.goto("/login");
      await logIn(page, CREATOR.email, CREATOR.password);
      await expect(page).toHaveURL(/\/dashboard$/);
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      const errors = collectErrors(page);
      for (const [index, type] of TYPES.entries()) {
        await page.goto(`/coursePlayer/${courseId}?progress_mode=preview&page=${pageIds[index]}`);
        await expectShown(page, type.title);
        // Issue 17: each block type in the player, at both widths (a SCORM package's own content is not ours).
        expect(
          await seriousViolations(page, { exclude: '[data-testid="scorm-frame"]' }),
          `${type.title} at ${width} px`,
        ).toEqual([]);
      }
      expect(errors).toEqual([]);
    });
  }
});

test("page= opens any page in a preview, but a learner only a page already reached", async ({ page, request }) => {
  const creator = await tokenOf(request, CREATOR);
  const { courseId, pageIds } = await buildCourse(request, creator, null);
  const share = await request.post("/api/course_shares", {
    headers: auth(creator),
    data: { course_id: courseId, kind: "email", emails: [LEARNER.email] },
  });
  expect(share.status(), await share.text()).toBe(201);
  const shareId: string = (await share.json()).data.id;
  const title = page.getByTestId("player-page-title");
  const last = pageIds[2];

  await page.goto("/login");
  await logIn(page, CREATOR.email, CREATOR.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/coursePlayer/${courseId}?progress_mode=preview&page=${last}`);
  await expect(title).toHaveText(TITLES[2] ?? "");
  // Leaving the player hands the page to the app, whose menu logs out.
  await page.goto("/dashboard");
  await logOut(page);

  await logIn(page, LEARNER.email, LEARNER.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  // The last page's address starts a learner on the first page: the last page's Finish cannot skip the rest.
  await page.goto(`/coursePlayer/${courseId}?share_id=${shareId}&page=${last}`);
  await expect(title).toHaveText(TITLES[0] ?? "");
  await page.getByRole("button", { name: "Done 1", exact: true }).click();
  await page.getByTestId("player-next").click();
  await expect(title).toHaveText(TITLES[1] ?? "");
  await page.waitForResponse((response) => response.url().includes("/api/course_player/update_progress/"));
  // Later, the same address resumes where the learner stands, the furthest page reached.
  await page.goto(`/coursePlayer/${courseId}?share_id=${shareId}&page=${last}`);
  await expect(title).toHaveText(TITLES[1] ?? "");
});
