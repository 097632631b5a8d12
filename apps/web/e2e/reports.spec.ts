import { type Browser, expect, type Page, test } from "@playwright/test";
import { auth, BLOCK_FIELDS, emptySave, tokenOf, unique } from "./courseFactory";
import { CREATOR, LEARNER, logIn } from "./support";

// The learner records an audio answer with Chromium's fake microphone (allowed by its fake prompt); the
// creator's browser then plays the recording back, which needs audio to start without a click on it.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
      "--autoplay-policy=no-user-gesture-required",
    ],
  },
});

/** A one-page course of the demo creator's with an audio question, shared with the demo learner by e-mail. */
async function sharedAudioCourse(request: Parameters<typeof tokenOf>[0]) {
  const headers = auth(await tokenOf(request, CREATOR));
  const title = `Report course ${unique()}`;
  const created = await request.post("/api/courses", {
    headers,
    data: { title, with_topics: true, attempts: null, min_pass_percent: 50 },
  });
  const courseId: number = (await created.json()).data.id;
  const pageId: number = (await (await request.get(`/api/courses/${courseId}`, { headers })).json()).data.pages[0].id;
  const saved = await request.post(`/api/course_builder/update_course/${courseId}`, {
    headers,
    data: {
      ...emptySave(),
      new_page_blocks: [
        {
          ...BLOCK_FIELDS,
          id: -10,
          page_id: pageId,
          type: 14,
          text: "<p>Say hello to the class.</p>",
          settings: { max_seconds: 30 },
          displaying_settings: { x: 0, y: 0, w: 12, h: 30, i: "-10" },
        },
      ],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const share = await request.post("/api/course_shares", {
    headers,
    data: { course_id: courseId, kind: "email", emails: [LEARNER.email] },
  });
  expect(share.status(), await share.text()).toBe(201);
  return { courseId, title, shareId: (await share.json()).data.id as string };
}

async function signedIn(browser: Browser, who: { email: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await page.goto("/login");
  await logIn(page, who.email, who.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

const stat = (page: Page, key: string) => page.getByTestId(`stat-${key}-value`);

test("a learner plays a shared course; the creator sees the report change and plays back the audio answer", async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const { courseId, title, shareId } = await sharedAudioCourse(request);
  const creator = await signedIn(browser, CREATOR);
  // The dashboard's Reports card carries the last 30 days' figures.
  await expect(creator.getByTestId("dashboard-reports-figure")).toContainText("Last 30 days:");

  // Before anyone plays: the course's report is empty.
  await creator.goto(`/reports/main?course=${courseId}`);
  await expect(creator.getByTestId("report-empty")).toBeVisible();
  await expect(creator.getByRole("heading", { name: "No learner activity in this period" })).toBeVisible();

  // The learner opens the share, records an answer, sends it and finishes.
  const learner = await signedIn(browser, LEARNER);
  await learner.goto(`/coursePlayer/${courseId}?share_id=${shareId}`);
  const audio = learner.getByTestId("block-view-quizAudioAnswer");
  await expect(audio).toContainText("Say hello to the class.", { timeout: 30_000 });
  await audio.getByRole("button", { name: "Start recording" }).click();
  await expect(audio.getByRole("timer")).toContainText("0:02", { timeout: 10_000 });
  await audio.getByRole("button", { name: "Stop recording" }).click();
  await audio.getByRole("button", { name: "Send answer" }).click();
  await expect(audio.getByTestId("quiz-feedback")).toContainText("Answer sent");
  const next = learner.getByTestId("player-next");
  await expect(next).toHaveText("Finish");
  await next.click();
  await expect(learner.getByTestId("player-finished")).toBeVisible();
  // Leaving the player sends its analytics session (time per page) as a beacon.
  await learner.goto("/dashboard");
  await learner.context().close();

  // The creator's report now counts the learner: started, completed and passed, with time spent.
  await creator.reload();
  await expect(stat(creator, "started")).toHaveText("1");
  await expect(stat(creator, "completed")).toHaveText("1");
  await expect(stat(creator, "passed")).toHaveText("1");
  await expect(stat(creator, "failed")).toHaveText("0");
  await expect(stat(creator, "average_time")).not.toHaveText("–");
  await expect(creator.getByTestId("report-course")).toContainText(title);
  const pages = creator.getByTestId("report-pages");
  await expect(pages.locator("tbody tr")).toHaveCount(1);
  await expect(pages.locator("tbody tr").first().locator("td").nth(1)).toHaveText("1");
  await expect(creator.getByTestId("report-questions")).toContainText("Say hello to the class.");
  const learners = creator.getByTestId("report-learners");
  await expect(learners.locator("tbody tr")).toHaveCount(1);
  await expect(learners).toContainText("Passed");
  await expect(creator.locator(".recharts-surface").first()).toBeVisible();

  await creator.screenshot({ path: testInfo.outputPath("reports-main-1280.png"), fullPage: true });
  await creator.setViewportSize({ width: 390, height: 844 });
  await creator.screenshot({ path: testInfo.outputPath("reports-main-390.png"), fullPage: true });
  await creator.setViewportSize({ width: 1280, height: 900 });

  // The CSV of the learners table downloads with the learner in it.
  const download = creator.waitForEvent("download");
  await creator.getByTestId("report-learners-section").getByRole("button", { name: "Download CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^report-learners-.*\.csv$/);

  // The learner's details: the course, passed, the page's time, and the recording playing in place.
  await learners.getByRole("link").first().click();
  await expect(creator).toHaveURL(/\/reports\/single_user_details\/\d+$/);
  // Other suites may have left this learner progress in the creator's other courses: find this course's card.
  const course = creator.getByTestId("learner-course").filter({ hasText: title });
  await expect(course).toContainText("Passed");
  await expect(course.getByTestId("learner-pages").locator("tbody tr")).toHaveCount(1);
  const recording = course.getByTestId("answer-audio");
  await expect(recording).toHaveAttribute("src", /\/api\/course_player\/answer_files\/\d+\?exp=\d+&sig=/);
  await recording.evaluate((element: HTMLAudioElement) => element.play());
  await expect
    .poll(() => recording.evaluate((element: HTMLAudioElement) => element.currentTime), { timeout: 10_000 })
    .toBeGreaterThan(0);
  await creator.screenshot({ path: testInfo.outputPath("reports-learner-1280.png"), fullPage: true });
  await creator.setViewportSize({ width: 390, height: 844 });
  await creator.screenshot({ path: testInfo.outputPath("reports-learner-390.png"), fullPage: true });
});
