import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { cmi5SchemaErrors } from "../../server/src/modules/export/testCmi5Schema";
import { seriousViolations } from "./axe";
import { type Cmi5Lms, type Launch, type StoredStatement, startCmi5Lms } from "./cmi5Lms";
import { auth, BLOCK_FIELDS, emptySave, tokenOf, unique } from "./courseFactory";
import { unzip } from "./scormPackage";
import { CREATOR, logIn } from "./support";

// The cmi5 export run by an LMS: the test suite's cmi5 LMS (cmi5Lms.ts) imports the exported package, launches
// its AU with the launch parameters and LMS.LaunchData, the learner plays the course in the AU's player and
// exits; the statements the LMS received are then checked against the cmi5 rules: initialized first and
// terminated last, the context template's activities and session id, the cmi5 and moveOn categories, no verb
// twice (a passed once per registration), moveOn satisfied. Run: E2E_PORT=3421 npx playwright test cmi5-export.

const CMI5 = "https://w3id.org/xapi/cmi5/context/categories/cmi5";
const MOVE_ON = "https://w3id.org/xapi/cmi5/context/categories/moveon";
const SESSION = "https://w3id.org/xapi/cmi5/context/extensions/sessionid";
const MASTERY = "https://w3id.org/xapi/cmi5/context/extensions/masteryscore";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** One page with a true/false question; the pass mark 50 makes the AU's masteryScore 0.5. */
async function buildCourse(request: APIRequestContext, token: string) {
  const headers = auth(token);
  const created = await request.post("/api/courses", {
    headers,
    data: { title: `cmi5 course ${unique()}`, with_topics: false, attempts: null, min_pass_percent: 50 },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const { id: courseId, title } = (await created.json()).data as { id: number; title: string };
  const contents = (await (await request.get(`/api/courses/${courseId}`, { headers })).json()).data;
  const saved = await request.post(`/api/course_builder/update_course/${courseId}`, {
    headers,
    data: {
      ...emptySave(),
      new_page_blocks: [
        {
          ...BLOCK_FIELDS,
          id: -10,
          page_id: contents.pages[0].id,
          type: 7,
          text: "<p>Water boils at 100 °C at sea level.</p>",
          settings: {
            correct_answer: true,
            true_label: "True",
            false_label: "False",
            show_correct_answer: true,
            show_answer_feedback: true,
            question_counts_in_score: true,
          },
          displaying_settings: { x: 0, y: 0, w: 12, h: 30, i: "-10" },
        },
      ],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return { courseId, title };
}

async function exportPackage(request: APIRequestContext, token: string, courseId: number) {
  const exported = await request.get(`/api/courses/${courseId}/export/cmi5`, { headers: auth(token) });
  expect(exported.status(), await exported.text()).toBe(200);
  const files = await unzip(await exported.body());
  const structure = files.get("cmi5.xml")?.toString("utf8") ?? "";
  const publisherId = /<au id="([^"]+)"/.exec(structure)?.[1] ?? "";
  expect(publisherId).toMatch(/\/xapi\/activities\/course\/\d+\/au$/);
  return { files, structure, publisherId };
}

/** Answers the question, finishes the course and waits for the verdict. */
async function playToTheEnd(page: Page) {
  const player = page.frameLocator("#player");
  const question = player.getByTestId("block-view-quizTrueFalse");
  await expect(question).toBeVisible({ timeout: 30_000 });
  await question.getByRole("radio", { name: "True" }).check();
  await question.getByRole("button", { name: "Check answer" }).click();
  await expect(question.getByTestId("quiz-feedback")).toContainText("Correct");
  await player.getByTestId("player-next").click();
  await expect(player.getByTestId("player-finished")).toBeVisible({ timeout: 30_000 });
  await expect(player.getByTestId("player-verdict")).toHaveText("Passed");
}

const categoriesOf = (statement: StoredStatement) =>
  (statement.context.contextActivities?.category ?? []).map((activity) => activity.id);

/** The cmi5 rules every statement of a session must keep, whatever its verb. */
function checkSession(statements: StoredStatement[], launch: Launch, registration: string, publisherId: string) {
  const verbs = statements.map((statement) => statement.verb);
  expect(verbs[0]).toBe("initialized");
  expect(verbs.at(-1)).toBe("terminated");
  expect(new Set(verbs).size).toBe(verbs.length);
  const timestamps = statements.map((statement) => Date.parse(statement.timestamp));
  expect(timestamps).toEqual([...timestamps].sort((a, b) => a - b));
  for (const statement of statements) {
    expect(statement.id).toMatch(UUID);
    expect(statement.actor).toEqual(launch.actor);
    expect(statement.object.id).toBe(launch.activityId);
    expect(statement.context.registration).toBe(registration);
    expect(statement.context.extensions?.[SESSION]).toBe(launch.sessionId);
    expect(statement.context.contextActivities?.grouping?.map((activity) => activity.id)).toEqual([publisherId]);
    expect(categoriesOf(statement)).toContain(CMI5);
    const judged = statement.result?.success !== undefined || statement.result?.completion !== undefined;
    expect(categoriesOf(statement).includes(MOVE_ON)).toBe(judged);
  }
}

let lms: Cmi5Lms;
test.beforeAll(async () => {
  lms = await startCmi5Lms();
});
test.afterAll(async () => {
  await lms.close();
});

test("an LMS launches the exported AU: initialized, completed, passed and terminated, once per registration", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  const token = await tokenOf(request, CREATOR);
  const { courseId, title } = await buildCourse(request, token);
  const { files, structure, publisherId } = await exportPackage(request, token, courseId);
  expect(structure).toContain('moveOn="CompletedAndPassed" masteryScore="0.5" launchMethod="AnyWindow"');
  lms.serve(files);
  const registration = randomUUID();
  const learner = `lms-learner-${unique()}`;
  const options = { registration, learner, publisherId, moveOn: "CompletedAndPassed", masteryScore: 0.5 } as const;

  // Session 1: the learner passes the course and exits; the AU goes to the LMS's returnURL.
  const first = lms.launch({ ...options, launchMode: "Normal", withReturnUrl: true });
  await page.goto(first.url);
  await expect(page.getByRole("button", { name: "Exit course" })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.frameLocator("#player").getByTestId("block-view-quizTrueFalse")).toBeVisible({ timeout: 30_000 });
  // The AU's own page (its bar around the player, which has its own checks) at both widths.
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await seriousViolations(page, { exclude: "#player" })).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`cmi5-au-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 860 });
  await playToTheEnd(page);
  // The verdict reaches the LMS while the learner is still in the course (the AU's write delay, then at once).
  await expect.poll(() => lms.statements().map((statement) => statement.verb)).toContain("passed");
  await page.getByRole("button", { name: "Exit course" }).click();
  await expect(page.getByRole("heading", { name: "Back in the LMS" })).toBeVisible();
  const session1 = lms.statements().filter((statement) => statement.context.extensions?.[SESSION] === first.sessionId);
  expect(session1.map((statement) => statement.verb)).toEqual(["initialized", "completed", "passed", "terminated"]);
  checkSession(session1, first, registration, publisherId);
  const [, completed, passed, terminated] = session1;
  expect(completed?.result).toEqual({ completion: true, duration: expect.stringMatching(/^PT/) });
  expect(passed?.result).toEqual({
    success: true,
    duration: expect.stringMatching(/^PT/),
    score: { scaled: 1, raw: 100, min: 0, max: 100 },
  });
  expect(passed?.context.extensions?.[MASTERY]).toBe(0.5);
  expect(terminated?.result).toEqual({ duration: expect.stringMatching(/^PT/) });
  expect(lms.fetchCalls(first.sessionId)).toBe(1);

  // Session 2 of the registration: the AU resumes the finished course; nothing is completed or passed again.
  const second = lms.launch({ ...options, launchMode: "Normal", withReturnUrl: true });
  await page.goto(second.url);
  await expect(page.frameLocator("#player").getByTestId("player-finished")).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: "Exit course" }).click();
  await expect(page.getByRole("heading", { name: "Back in the LMS" })).toBeVisible();
  const session2 = lms.statements().filter((statement) => statement.context.extensions?.[SESSION] === second.sessionId);
  expect(session2.map((statement) => statement.verb)).toEqual(["initialized", "terminated"]);
  checkSession(session2, second, registration, publisherId);
  const ofRegistration = lms.statements().filter((statement) => statement.context.registration === registration);
  expect(ofRegistration.filter((statement) => statement.verb === "passed")).toHaveLength(1);
  expect(ofRegistration.filter((statement) => statement.verb === "completed")).toHaveLength(1);
  // moveOn CompletedAndPassed is satisfied: the registration has both.
  expect(new Set(ofRegistration.map((statement) => statement.verb))).toEqual(
    new Set(["initialized", "completed", "passed", "terminated"]),
  );
  expect(lms.refused()).toEqual([]);
  expect(pageErrors).toEqual([]);

  // Progress stays on this server too: the creator's reports show the LMS learner of the cmi5 package as passed.
  await expect
    .poll(async () => {
      const answer = await request.get(`/api/reports/learners?course_id=${courseId}`, { headers: auth(token) });
      const rows: Record<string, unknown>[] = answer.ok() ? (await answer.json()).data : [];
      return rows.map((row) => [row.integration_user_id, row.integration_title, row.status, row.score]);
    })
    .toEqual([[learner, "cmi5 package", "passed", 100]]);
});

test("in Browse mode the AU sends only initialized and terminated, and says the learner may close it", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await tokenOf(request, CREATOR);
  const { courseId } = await buildCourse(request, token);
  const { files, publisherId } = await exportPackage(request, token, courseId);
  lms.serve(files);
  const registration = randomUUID();
  const launch = lms.launch({
    registration,
    learner: `lms-browser-${unique()}`,
    publisherId,
    moveOn: "CompletedAndPassed",
    masteryScore: 0.5,
    launchMode: "Browse",
    withReturnUrl: false,
  });
  await page.goto(launch.url);
  await playToTheEnd(page);
  await page.getByRole("button", { name: "Exit course" }).click();
  await expect(page.getByRole("status")).toHaveText("You have left the course. You can close this window.");
  const statements = lms.statements().filter((statement) => statement.context.registration === registration);
  expect(statements.map((statement) => statement.verb)).toEqual(["initialized", "terminated"]);
  checkSession(statements, launch, registration, publisherId);
});

test("the AU says so when it is opened without a cmi5 launch", async ({ page, request }) => {
  const token = await tokenOf(request, CREATOR);
  const { courseId } = await buildCourse(request, token);
  lms.serve((await exportPackage(request, token, courseId)).files);
  await page.goto(`${lms.origin}/package/index.html`);
  await expect(page.getByRole("alert")).toContainText("must be opened from your learning management system");
});

test("the creator exports a cmi5 package from the course card, choosing the launch method", async ({
  page,
  request,
}) => {
  const token = await tokenOf(request, CREATOR);
  const { title } = await buildCourse(request, token);
  await page.goto("/login");
  await logIn(page, CREATOR.email, CREATOR.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/coursesList?search=${encodeURIComponent(title)}`);
  const card = page.getByTestId("course-card").filter({ has: page.getByRole("link", { name: title, exact: true }) });
  await card.getByTestId("course-menu").click();
  await page.getByTestId("course-export-cmi5").click();
  const dialog = page.getByRole("dialog", { name: "Export as a cmi5 package" });
  await expect(dialog).toContainText("keeps learners' progress here too");
  await expect(dialog.getByRole("radio", { name: /AnyWindow/ })).toBeChecked();
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(dialog).toBeVisible();
    expect(await seriousViolations(page, { include: '[role="dialog"]' })).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`cmi5-export-dialog-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await dialog.getByRole("radio", { name: /OwnWindow/ }).check();
  const download = page.waitForEvent("download");
  await dialog.getByTestId("cmi5-download").click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${title} cmi5.zip`);
  await expect(dialog).toBeHidden();
  // The menu item that opened the dialog went with the menu: the card's menu button has the focus back.
  await expect(card.getByTestId("course-menu")).toBeFocused();
  const files = await unzip(Buffer.concat(await (await file.createReadStream()).toArray()));
  expect(files.get("cmi5.xml")?.toString("utf8")).toContain('launchMethod="OwnWindow"');
});

test("the creator exports a cmi5 package from the builder's bar, by keyboard, in the same dialog", async ({
  page,
  request,
}) => {
  const token = await tokenOf(request, CREATOR);
  const { courseId, title } = await buildCourse(request, token);
  await page.goto("/login");
  await logIn(page, CREATOR.email, CREATOR.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/courseBuilder/${courseId}`);
  const bar = page.locator("header.cw-builder-bar");
  const action = bar.getByRole("button", { name: "Export as cmi5", exact: true });
  await expect(action).toBeVisible({ timeout: 30_000 });
  // The bar with its new button at 1440 and at the narrowest builder (1024 px): on screen, no serious findings.
  for (const width of [1440, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(action).toBeInViewport({ ratio: 1 });
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`builder-bar-cmi5-${width}.png`) });
  }
  // A phone gets the builder's notice instead (no bar, so no export there); it is clean too.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole("heading", { name: "Open the builder on a computer" })).toBeVisible();
  await expect(action).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(action).toBeVisible();
  // Keyboard only: from the SCORM export button, Tab reaches the cmi5 one, Enter opens its dialog.
  await bar.getByTestId("builder-export-scorm").focus();
  await page.keyboard.press("Tab");
  await expect(action).toBeFocused();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Export as a cmi5 package" });
  await expect(dialog).toContainText("keeps learners' progress here too");
  const anyWindow = dialog.getByRole("radio", { name: /AnyWindow/ });
  await expect(anyWindow).toBeChecked();
  // The dialog over the builder (at 390 px the builder is not shown; the course card's test checks the dialog there).
  for (const width of [1440, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(dialog).toBeVisible();
    expect(await seriousViolations(page, { include: '[role="dialog"]' })).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`builder-cmi5-dialog-${width}.png`) });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  // The launch method by arrow key (a radio group), the download by Enter.
  await anyWindow.focus();
  await page.keyboard.press("ArrowDown");
  await expect(dialog.getByRole("radio", { name: /OwnWindow/ })).toBeChecked();
  const download = page.waitForEvent("download");
  await dialog.getByTestId("cmi5-download").focus();
  await page.keyboard.press("Enter");
  const file = await download;
  expect(file.suggestedFilename()).toBe(`${title} cmi5.zip`);
  await expect(dialog).toBeHidden();
  // Focus goes back to the button that opened the dialog.
  await expect(action).toBeFocused();
  const files = await unzip(Buffer.concat(await (await file.createReadStream()).toArray()));
  const structure = files.get("cmi5.xml")?.toString("utf8") ?? "";
  expect(structure).toContain('moveOn="CompletedAndPassed" masteryScore="0.5" launchMethod="OwnWindow"');
  expect(await cmi5SchemaErrors(structure)).toEqual([]);
});
