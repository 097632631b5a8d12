import { mkdirSync } from "node:fs";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { unique } from "./courseFactory";
import { CREATOR, logIn } from "./support";

// Issue 17, a new user's walk: the builder names the page it opened in the address at once (a reload comes back
// to it), and the drawers follow the window across 1440 px, not only on a fresh load.

const SHOTS = "/tmp/builder-opening-shots";

async function signIn(page: Page) {
  await page.goto("/login");
  await logIn(page, CREATOR.email, CREATOR.password);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
}

/** "Create course" with only a title, as a new creator does; the app then opens the builder. */
async function createBlankCourse(page: Page): Promise<number> {
  await page.goto("/createCourse");
  const title = `Blank ${unique()}`;
  await page.getByRole("textbox", { name: "Title" }).fill(title);
  await page.getByRole("button", { name: "Create course" }).click();
  await expect(page).toHaveURL(/\/courseBuilder\/\d+/, { timeout: 30_000 });
  await expect(page.getByTestId("canvas-page")).toBeVisible({ timeout: 30_000 });
  return Number(new URL(page.url()).pathname.split("/").pop());
}

async function width(locator: Locator): Promise<number> {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not on screen");
  return found.width;
}

test.describe("builder opening", () => {
  test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

  test("a new blank course's builder puts its page in the address at once, without a history entry", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page);
    const courseId = await createBlankCourse(page);
    // Nothing edited, nothing saved: the page opened is named already.
    await expect(page).toHaveURL(new RegExp(`/courseBuilder/${courseId}\\?page=\\d+$`));
    const pageId = new URL(page.url()).searchParams.get("page");
    // Replaced, not pushed: Back leaves the builder instead of landing on the same builder without ?page=.
    await page.goBack();
    await expect(page).not.toHaveURL(new RegExp(`/courseBuilder/${courseId}$`));

    // Opening the builder's plain address (a course card's link) names the page too, and a reload keeps it.
    await page.goto(`/courseBuilder/${courseId}`);
    await expect(page).toHaveURL(new RegExp(`/courseBuilder/${courseId}\\?page=${pageId}$`), { timeout: 30_000 });
    await page.reload();
    await expect(page.getByTestId("canvas-page")).toBeVisible({ timeout: 30_000 });
    await expect(page).toHaveURL(new RegExp(`/courseBuilder/${courseId}\\?page=${pageId}$`));
  });

  test("drawers fold to rails when the window narrows below 1440 px and open again when it widens", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signIn(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    const courseId = await createBlankCourse(page);
    const drawers = () => [page.getByTestId("left-drawer"), page.getByTestId("right-drawer")];
    for (const drawer of drawers()) await expect(drawer).toBeVisible();

    for (const narrow of [1366, 1280]) {
      await page.setViewportSize({ width: 1440, height: 900 });
      for (const drawer of drawers()) await expect(drawer).toBeVisible();
      await page.setViewportSize({ width: narrow, height: 900 });
      for (const drawer of drawers()) await expect(drawer).toHaveCount(0);
      await expect(page.getByTestId("left-rail")).toBeVisible();
      await expect(page.getByTestId("right-rail")).toBeVisible();
      // The canvas's column takes the width the drawers gave up (only the two rails beside it).
      expect(await width(page.locator(".cw-builder-main"))).toBeGreaterThan(narrow - 2 * 60);
      await page.screenshot({ path: `${SHOTS}/resized-${narrow}.png` });
    }

    // A drawer the creator opens after the resize stays open while the window keeps narrow.
    await page.getByTestId("rail-palette").click();
    await expect(page.getByTestId("palette")).toBeVisible();
    await page.setViewportSize({ width: 1300, height: 900 });
    await expect(page.getByTestId("palette")).toBeVisible();

    // A fresh load at 1366 and at 1280 starts folded too.
    for (const narrow of [1366, 1280]) {
      await page.setViewportSize({ width: narrow, height: 900 });
      await page.goto(`/courseBuilder/${courseId}`);
      await expect(page.getByTestId("canvas-page")).toBeVisible({ timeout: 30_000 });
      for (const drawer of drawers()) await expect(drawer).toHaveCount(0);
      await expect(page.getByTestId("left-rail")).toBeVisible();
    }
  });
});
