import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { expect, type FrameLocator, type Locator, type Page, test } from "@playwright/test";
import { CREATOR, logIn } from "./support";

// The real packages of ../shared/fixtures/scorm (read only; uploaded under a unique name per run).
const FIXTURES = fileURLToPath(new URL("../../../../shared/fixtures/scorm/", import.meta.url));
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function openLibrary(page: Page) {
  await page.goto("/login");
  await logIn(page, CREATOR.email, CREATOR.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/medialibrary");
  await expect(page.getByRole("heading", { name: "Media library" })).toBeVisible();
}

/** Uploads a fixture package through the media library and opens its preview. */
async function uploadAndPreview(page: Page, fixture: string): Promise<string> {
  const name = `${fixture.replace(/\.zip$/, "")}-${unique()}.zip`;
  const chooser = page.waitForEvent("filechooser");
  await page.getByTestId("media-upload-button").click();
  await (await chooser).setFiles({
    name,
    mimeType: "application/zip",
    buffer: readFileSync(`${FIXTURES}${fixture}`),
  });
  await expect(page.locator(`[data-testid=media-upload-row][data-name="${name}"]`)).toHaveAttribute(
    "data-status",
    "done",
    { timeout: 30_000 },
  );
  const entry = page.getByRole("group", { name, exact: true });
  await entry.getByRole("button", { name, exact: true }).click();
  await expect(page.getByRole("dialog", { name })).toBeVisible();
  return name;
}

const status = (page: Page, fact: "initialized" | "completion" | "success" | "score" | "time") =>
  page.getByTestId(`scorm-status-${fact}`);

/** Presses the package's own Next button until its last page (16 pages: the knowledge check is the last). */
async function nextToTheEnd(next: Locator) {
  await expect(next).toBeEnabled();
  for (let page = 0; page < 20 && (await next.isEnabled()); page++) await next.click();
  await expect(next).toBeDisabled();
}

/** The SCO inside the launcher: app page > launcher (content origin) > SCO frame. */
const sco = (page: Page): FrameLocator => page.frameLocator("[data-testid=scorm-frame]").frameLocator("#sco");

test.describe("SCORM packages in the media library", () => {
  // Paging through a real package frame by frame takes a while on a loaded machine.
  test.describe.configure({ timeout: 120_000 });

  test("RuntimeBasicCalls SCORM 1.2: its quiz reports a score and passed", async ({ page }) => {
    await openLibrary(page);
    await uploadAndPreview(page, "RuntimeBasicCalls_SCORM12.zip");

    // The package finds window.API on the launcher, starts and marks itself incomplete.
    await expect(status(page, "initialized")).toHaveText("Yes");
    await expect(status(page, "completion")).toHaveText("Incomplete");
    await expect(status(page, "success")).toHaveText("Not decided");
    await expect(status(page, "score")).toHaveText("No score yet");

    // Page through the course with the package's own Next button to its knowledge check.
    const launchPage = sco(page);
    const next = launchPage.locator("#butNext");
    await nextToTheEnd(next);
    // Reaching the last page completes the course (the package sets lesson_status "completed").
    await expect(status(page, "completion")).toHaveText("Completed");

    const quiz = launchPage.frameLocator("#contentFrame");
    await expect(quiz.getByRole("heading", { name: "Knowledge Check" })).toBeVisible();
    // Answer every question as its right answer says (the template marks them with .correctAnswer).
    const radios = quiz.locator(".correctAnswer input[type=radio]");
    for (let i = 0; i < (await radios.count()); i++) await radios.nth(i).check();
    const numeric = quiz.locator(".correctAnswer:has(input[type=text])");
    for (let i = 0; i < (await numeric.count()); i++) {
      const answer = (await numeric.nth(i).innerText()).match(/\((\d+)\)/)?.[1] ?? "";
      await numeric.nth(i).locator("input[type=text]").fill(answer);
    }
    await quiz.getByRole("button", { name: "Submit Answers" }).click();
    await expect(quiz.getByRole("heading", { name: "Score: 100" })).toBeVisible();

    await expect(status(page, "score")).toHaveText("100 points");
    await expect(status(page, "success")).toHaveText("Passed");
    await expect(status(page, "completion")).toHaveText("Completed");

    // Exit ends the attempt through LMSFinish; what was reported stays.
    await launchPage.locator("#butExit").click();
    await expect(page.getByText("The attempt has ended.")).toBeVisible();
    await expect(status(page, "success")).toHaveText("Passed");
  });

  test("RuntimeBasicCalls SCORM 2004: runs through window.API_1484_11 and reports a failed quiz", async ({ page }) => {
    await openLibrary(page);
    await uploadAndPreview(page, "RuntimeBasicCalls_SCORM20043rdEdition.zip");
    await expect(status(page, "initialized")).toHaveText("Yes");
    await expect(status(page, "completion")).toHaveText("Incomplete");

    const launchPage = sco(page);
    const next = launchPage.locator("#butNext");
    await nextToTheEnd(next);
    const quiz = launchPage.frameLocator("#contentFrame");
    // Nothing answered: a low score, failed (the package passes at 70).
    await quiz.getByRole("button", { name: "Submit Answers" }).click();
    await expect(status(page, "success")).toHaveText("Failed");
    await expect(status(page, "score")).toHaveText(/^\d{1,2} points$/);
    await expect(status(page, "completion")).toHaveText("Completed");
  });

  test("RuntimeMinimumCalls SCORM 1.2: a SCO that sets no status is completed when it finishes", async ({ page }) => {
    await openLibrary(page);
    await uploadAndPreview(page, "RuntimeMinimumCalls_SCORM12.zip");
    await expect(status(page, "initialized")).toHaveText("Yes");
    await expect(status(page, "completion")).toHaveText("Not attempted");
    await expect(sco(page).getByRole("heading", { name: "Play of the game" })).toBeVisible();

    await page.getByRole("button", { name: "End attempt" }).click();
    await expect(status(page, "completion")).toHaveText("Completed");
    await expect(page.getByText("The attempt has ended.")).toBeVisible();

    // Its 19 SCOs are offered in the organisation's order; choosing one launches it afresh.
    await page.getByRole("combobox", { name: "Part of the package" }).click();
    await page.getByRole("option", { name: "Par", exact: true }).click();
    await expect(sco(page).getByRole("heading", { name: "Par" })).toBeVisible();
    await expect(status(page, "completion")).toHaveText("Not attempted");
  });
});
