import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { auth, BLOCK_FIELDS, buildCourse, emptySave, tokenOf, unique } from "../e2e/courseFactory";
import { demoHub, homePath } from "../e2e/hubFactory";
import { unzip } from "../e2e/scormPackage";
import { CREATOR, LEARNER, logIn } from "../e2e/support";
import { readFromBoth, readFromOtherThan, SERVERS, upstreamOf } from "./balance";

// The product through nginx in front of two server processes that share only PostgreSQL and the bucket
// (`npm run cluster`): every request may land on either server, and each test makes sure both answered the
// reads that matter. Were files kept on each server's own disk (CLUSTER_STORAGE_DRIVER=local), the server that
// did not receive an upload would answer 404 for it and these tests would fail.

test.describe.configure({ mode: "serial" });

const FIXTURES = ["../../../../shared/fixtures/scorm/", "../../../../../shared/fixtures/scorm/"]
  .map((path) => fileURLToPath(new URL(path, import.meta.url)))
  .find((path) => existsSync(path)) as string;

async function signedIn(browser: Browser, who: { email: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await page.goto("/login");
  await logIn(page, who.email, who.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

test("a sign-in through one server is honoured by both", async ({ page, request }) => {
  await page.goto("/login");
  await logIn(page, CREATOR.email, CREATOR.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeVisible();
  const token = await page.evaluate(() => localStorage.getItem("accessToken"));
  expect(token).toBeTruthy();
  await readFromBoth(
    () => request.get("/api/user", { headers: auth(token ?? "") }),
    async (response) => {
      expect(response.status()).toBe(200);
      expect((await response.json()).data.email).toBe(CREATOR.email);
    },
  );
});

test("a file uploaded through one server is read, byte for byte, through both", async ({ browser, request }) => {
  const page = await signedIn(browser, CREATOR);
  await page.goto("/medialibrary");
  await expect(page.getByRole("heading", { name: "Media library" })).toBeVisible();
  const name = `cluster-notes-${unique()}.txt`;
  // 256 KiB of random text: no two runs upload the same bytes.
  const bytes = Buffer.from(randomBytes(128 * 1024).toString("hex"));
  const uploaded = page.waitForResponse((r) => r.url().endsWith("/api/medialibrary/upload_file"));
  const chooser = page.waitForEvent("filechooser");
  await page.getByTestId("media-upload-button").click();
  await (await chooser).setFiles([{ name, mimeType: "text/plain", buffer: bytes }]);
  const upload = await uploaded;
  expect(upload.status(), await upload.text()).toBe(201);
  const receivedBy = upstreamOf(upload);
  const url: string = (await upload.json()).data.url;
  await expect(page.getByRole("group", { name, exact: true })).toBeVisible();

  const servers: string[] = [];
  for (let i = 0; i < 20; i++) {
    const read = await request.get(url);
    expect(read.status(), `read ${i + 1} (${read.headers()["x-upstream"]})`).toBe(200);
    expect((await read.body()).equals(bytes), `read ${i + 1}: the uploaded bytes`).toBe(true);
    servers.push(upstreamOf(read));
  }
  expect(new Set(servers)).toEqual(new Set(SERVERS));
  expect(servers.filter((s) => s !== receivedBy).length).toBeGreaterThan(0);
  await page.context().close();
});

test("builder save, player progress, reports and the SCORM export, each across both servers", async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const creatorToken = await tokenOf(request, CREATOR);
  const { courseId, pageIds, buttonIds } = await buildCourse(request, creatorToken, null);

  // The builder saves through one server; the course reads the same through both.
  const creator = await signedIn(browser, CREATOR);
  await creator.goto(`/courseBuilder/${courseId}`);
  await expect(creator.getByTestId("canvas-page-title")).toHaveText("Welcome");
  await creator
    .getByTestId("right-drawer")
    .locator("label", { hasText: /^Page$/ })
    .click();
  const title = `Welcome, cluster ${unique()}`;
  await creator.getByTestId("page-title-input").fill(title);
  await creator.keyboard.press("Enter");
  await expect(creator.getByTestId("canvas-page-title")).toHaveText(title);
  const saved = creator.waitForResponse((r) => r.url().includes(`/api/course_builder/update_course/${courseId}`));
  await creator.getByTestId("builder-save").click();
  expect((await saved).status()).toBe(200);
  await expect(creator.getByTestId("builder-unsaved")).toBeHidden();
  await readFromBoth(
    () => request.get(`/api/courses/${courseId}`, { headers: auth(creatorToken) }),
    async (response) => {
      expect(response.status()).toBe(200);
      const pages: { id: number; title: string }[] = (await response.json()).data.pages;
      expect(pages.find((p) => p.id === pageIds[0])?.title).toBe(title);
    },
  );

  // The learner's progress is stored through one server and read back through the other.
  const share = await request.post("/api/course_shares", {
    headers: auth(creatorToken),
    data: { course_id: courseId, kind: "email", emails: [LEARNER.email] },
  });
  expect(share.status(), await share.text()).toBe(201);
  const shareId: string = (await share.json()).data.id;
  const learnerToken = await tokenOf(request, LEARNER);
  const progressUrl = `/api/course_player/get_progress/${courseId}?share_id=${shareId}`;
  const started = await request.get(progressUrl, { headers: auth(learnerToken) });
  expect(started.status(), await started.text()).toBe(200);
  const row = (await started.json()).data;
  const write = await request.post(`/api/course_player/update_progress/${row.id}`, {
    headers: auth(learnerToken),
    data: {
      current_page_id: pageIds[1],
      completed: false,
      passed: false,
      pass_percent: 0,
      met_display_conditions: [],
      current_attempt_number: 0,
      desired_pages_order: row.desired_pages_order,
      pages_progresses: [],
      blocks_progresses: [{ block_id: buttonIds[0], completed: true, correct: true, user_answer: "", position: null }],
    },
  });
  expect(write.status(), await write.text()).toBe(200);
  const writtenBy = upstreamOf(write);
  const readBack = await readFromOtherThan(writtenBy, () => request.get(progressUrl, { headers: auth(learnerToken) }));
  expect(readBack.status()).toBe(200);
  const progress = (await readBack.json()).data;
  expect(progress.current_page_id).toBe(pageIds[1]);
  expect(progress.blocks_progresses).toEqual(
    expect.arrayContaining([expect.objectContaining({ block_id: buttonIds[0], completed: true })]),
  );

  // The player, opened by the learner, resumes where that progress says.
  const learner = await signedIn(browser, LEARNER);
  await learner.goto(`/coursePlayer/${courseId}?share_id=${shareId}`);
  await expect(learner.getByTestId("player-page-title")).toHaveText("The middle", { timeout: 30_000 });
  await learner.context().close();

  // Reports count the learner whichever server answers, on the report screen and through the API.
  await creator.goto(`/reports/main?course=${courseId}`);
  await expect(creator.getByTestId("stat-started-value")).toHaveText("1");
  await readFromBoth(
    () => request.get(`/api/reports/learners?course_id=${courseId}`, { headers: auth(creatorToken) }),
    async (response) => {
      expect(response.status(), await response.text()).toBe(200);
      expect(await response.text()).toContain(LEARNER.email);
    },
  );

  // The SCORM export downloads whole from both servers.
  await readFromBoth(
    () => request.get(`/api/courses/${courseId}/export/scorm?version=2004`, { headers: auth(creatorToken) }),
    async (response) => {
      expect(response.status(), await response.text()).toBe(200);
      expect(response.headers()["content-disposition"]).toMatch(/attachment/);
      const files = await unzip(await response.body());
      expect(files.get("imsmanifest.xml")?.toString()).toContain("<manifest");
    },
  );
  await creator.context().close();
});

test("the demo hub's landing page and its pictures, seeded by one server, come from both", async ({
  page,
  request,
}) => {
  const hub = await demoHub(request, await tokenOf(request, CREATOR));
  // The landing page comes from the server with the hub in it, from both servers.
  await readFromBoth(
    () => request.get(homePath(hub)),
    async (response) => {
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain(hub.name);
    },
  );
  await page.goto(homePath(hub));
  await expect(page.getByRole("heading", { level: 1, name: hub.name })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Featured courses" })).toBeVisible();

  // Its pictures (generated into the bucket by server-1, which seeded the demo data) show, and both servers
  // send each of them.
  const pictures = page.locator("img[src*='/media/']");
  await expect(pictures.first()).toBeVisible();
  await expect.poll(() => pictures.first().evaluate((i) => (i as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
  const sources = await pictures.evaluateAll((images) => images.map((i) => (i as HTMLImageElement).src));
  for (const source of new Set(sources)) {
    await readFromBoth(
      () => request.get(source),
      async (response) => {
        expect(response.status(), source).toBe(200);
        expect(response.headers()["content-type"]).toMatch(/^image\//);
      },
    );
  }
});

test("a SCORM package uploaded through one server plays from the content origin of both", async ({
  browser,
  request,
}) => {
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
    data: { title: `Cluster package ${unique()}`, with_topics: true, attempts: null, min_pass_percent: 0 },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const courseId: number = (await created.json()).data.id;
  const firstPage: number = (await (await request.get(`/api/courses/${courseId}`, { headers })).json()).data.pages[0]
    .id;
  const saved = await request.post(`/api/course_builder/update_course/${courseId}`, {
    headers,
    data: {
      ...emptySave(),
      new_page_blocks: [
        {
          ...BLOCK_FIELDS,
          id: -100,
          page_id: firstPage,
          type: 19,
          text: null,
          displaying_settings: { x: 0, y: 0, w: 12, h: 40, i: "-100" },
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

  // The creator previews the page: the package's launcher and files come through nginx's content origin.
  const page = await signedIn(browser, CREATOR);
  const contentReads: { url: string; status: number }[] = [];
  page.on("response", (response) => {
    if (new URL(response.url()).pathname.startsWith("/scorm/"))
      contentReads.push({ url: response.url(), status: response.status() });
  });
  await page.goto(`/coursePlayer/${courseId}?progress_mode=preview&page=${firstPage}`);
  const frame = page.getByTestId("scorm-frame");
  await expect(frame).toBeVisible({ timeout: 30_000 });
  await expect(frame.contentFrame().locator("#sco")).toBeAttached({ timeout: 30_000 });
  // Without sequencing the block is done once every item was launched (assets complete when launched): the
  // learner goes through its 19 items with the block's Next, each item's files read through nginx.
  const blockNext = page
    .getByTestId("block-view-scorm")
    .getByRole("button", { name: "Next in the package", exact: true });
  for (let item = 1; item < 19; item++) {
    await expect(blockNext).toBeEnabled({ timeout: 30_000 });
    await blockNext.click();
  }
  await expect(page.getByTestId("player-next")).toBeEnabled({ timeout: 30_000 });
  expect(contentReads.length).toBeGreaterThan(0);
  expect(contentReads.filter((r) => r.status >= 400)).toEqual([]);
  await page.context().close();

  // Each file the package loaded is there on both servers, unpacked into the bucket by the one that took it.
  for (const url of new Set(contentReads.filter((r) => r.status === 200).map((r) => r.url))) {
    await readFromBoth(
      () => request.get(url),
      async (response) => expect(response.status(), url).toBe(200),
    );
  }
});
