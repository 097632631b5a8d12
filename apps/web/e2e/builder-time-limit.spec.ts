import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { seriousViolations } from "./axe";
import { auth, tokenOf } from "./courseFactory";
import { buildOnePageCourse } from "./pageFactory";
import { CREATOR, logIn } from "./support";

// Issue 17 (a new user's walk): the page's time limit is kept as it is typed, like the other settings, not only
// when the field is left; a value the field cannot take is flagged while typing, saying what it takes.

const SLOW = { timeout: 30_000 };
const SHOTS = "/tmp/time-limit17";

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

async function openPageSettings(page: Page, courseId: number, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`/courseBuilder/${courseId}`);
  await expect(page.getByTestId("canvas-page")).toBeVisible(SLOW);
  await openPageTab(page, width);
}

/** At 1440 the drawer is open beside the canvas (its Page tab); below, its rail's Page button opens it. */
async function openPageTab(page: Page, width: number) {
  if (width >= 1440)
    await page
      .getByTestId("right-drawer")
      .locator("label", { hasText: /^Page$/ })
      .click();
  else await page.getByTestId("rail-page").click();
  await expect(page.getByTestId("page-time-limit-input")).toBeVisible();
}

async function storedLimit(request: APIRequestContext, token: string, pageId: number): Promise<number | null> {
  const res = await request.get(`/api/course_pages/get_full_info/${pageId}`, { headers: auth(token) });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).data.time_limit;
}

test.beforeEach(async ({ page }) => {
  // The builder's code is large and the machine the suite runs on may be busy.
  test.setTimeout(300_000);
  await page.goto("/login");
  await logIn(page, CREATOR.email, CREATOR.password);
  await expect(page).toHaveURL(/\/dashboard$/, SLOW);
});

test("a time limit typed is in the course before the field is left, and an invalid one is flagged as typed", async ({
  page,
  request,
}) => {
  const token = await tokenOf(request, CREATOR);
  const { courseId, pageId } = await buildOnePageCourse(request, token, []);
  await openPageSettings(page, courseId, 1440);
  const field = page.getByTestId("page-time-limit-input");
  await field.click();

  // Flagged while typing, with what the field takes; nothing reaches the course.
  await field.pressSequentially("1:3x");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Enter seconds (90) or minutes:seconds (1:30).")).toBeVisible();
  await expect(page.getByTestId("builder-unsaved")).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}-invalid-1440.png` });
  await expectNoSeriousViolations(page);
  await field.press("Backspace");
  await field.pressSequentially("0");
  await expect(field).not.toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("1:30 (minutes:seconds). Leave empty for no limit.")).toBeVisible();

  // The pause in typing commits it: the course is changed and the edit can be undone, the focus still in the field.
  await expect(page.getByTestId("builder-unsaved")).toBeVisible();
  await expect(page.getByTestId("builder-undo")).toBeEnabled();
  await expect(field).toBeFocused();
  await expect(field).toHaveValue("1:30");

  // Ctrl+S from the field saves it; a reload shows it.
  await field.press("ControlOrMeta+s");
  await expect(page.getByTestId("builder-unsaved")).toHaveCount(0, SLOW);
  expect(await storedLimit(request, token, pageId)).toBe(90);
  await page.reload();
  await expect(page.getByTestId("canvas-page")).toBeVisible(SLOW);
  await openPageTab(page, 1440);
  await expect(page.getByTestId("page-time-limit-input")).toHaveValue("90");

  // Out of bounds: flagged as typed too.
  await page.getByTestId("page-time-limit-input").fill("86401");
  await expect(page.getByText("The limit can be at most 24 hours (86400 seconds).")).toBeVisible();
});

test("a limit typed just before the drawer is closed with Escape (at 1024, over the canvas) is kept", async ({
  page,
  request,
}) => {
  const token = await tokenOf(request, CREATOR);
  const { courseId, pageId } = await buildOnePageCourse(request, token, []);
  await openPageSettings(page, courseId, 1024);
  const field = page.getByTestId("page-time-limit-input");
  await field.click();
  await field.pressSequentially("45");
  // No pause: Escape closes the drawer at once, the field still holding the focus.
  await field.press("Escape");
  await expect(page.getByTestId("right-drawer")).toHaveCount(0);
  await expect(page.getByTestId("builder-unsaved")).toBeVisible();
  await page.keyboard.press("ControlOrMeta+s");
  await expect(page.getByTestId("builder-unsaved")).toHaveCount(0, SLOW);
  expect(await storedLimit(request, token, pageId)).toBe(45);
  // Flagged as typed at this width too; an invalid value leaves the course as it is (nothing unsaved).
  await openPageTab(page, 1024);
  await page.getByTestId("page-time-limit-input").fill("0");
  await expect(page.getByText("The limit must be at least 1 second.")).toBeVisible();
  await page.screenshot({ path: `${SHOTS}-too-small-1024.png` });
  await expect(page.getByTestId("builder-unsaved")).toHaveCount(0);
  // The preview plays the saved page with its limit: the timer shows.
  await page.goto(`/coursePlayer/${courseId}?progress_mode=preview`);
  await expect(page.getByTestId("player-page-title")).toBeVisible(SLOW);
  await expect(page.getByTestId("player-timer")).toBeVisible();
});
