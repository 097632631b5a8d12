import { mkdirSync } from "node:fs";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { CREATOR, logIn } from "./support";

// Issue 17, a new user's walk through /createTheme: a colour's message near the bottom is not hidden under the
// sticky save bar, the open picker hides neither the message nor the field above, and the theme's name is not
// called missing before the creator has typed in it or tried to save.

const SHOTS = "/tmp/theme-fields-shots";
const SIZES = [
  { width: 1440, height: 900, name: "1440" },
  { width: 390, height: 844, name: "390" },
] as const;

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not on screen");
  return found;
}

/** What is drawn at the middle of `locator` belongs to it (nothing lies over it). */
async function drawnOnTop(page: Page, locator: Locator): Promise<boolean> {
  const { x, y, width, height } = await box(locator);
  const handle = await locator.elementHandle();
  return page.evaluate(
    ({ px, py, element }) => {
      const top = document.elementFromPoint(px, py);
      return top !== null && element !== null && (element === top || element.contains(top));
    },
    { px: x + width / 2, py: y + height / 2, element: handle },
  );
}

async function signIn(page: Page) {
  await page.goto("/login");
  await logIn(page, CREATOR.email, CREATOR.password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

test.describe("theme editor fields", () => {
  test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

  test("the name is called missing only once typed in or after a save was tried", async ({ page }) => {
    await signIn(page);
    await page.goto("/createTheme");
    const title = page.getByTestId("theme-title");
    await expect(title).toBeFocused();
    const required = page.getByText("This field is required.");
    // Leaving the name (it had the focus on its own) is not touching it.
    await page.getByTestId("theme-color-font_color").click();
    await page.keyboard.press("Escape");
    await expect(required).toHaveCount(0);
    // Typed in and emptied: now it is.
    await title.fill("x");
    await title.fill("");
    await title.blur();
    await expect(required).toHaveCount(1);
    // A fresh form and a save tried: it is too.
    await page.reload();
    await expect(title).toBeFocused();
    await expect(required).toHaveCount(0);
    await page.getByTestId("theme-color-option_text_color").focus();
    await page.getByTestId("theme-save").click();
    await expect(required).toHaveCount(1);
  });

  for (const size of SIZES) {
    test(`a colour near the bottom keeps its message above the save bar and the field above uncovered (${size.name})`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      await signIn(page);
      await page.goto("/createTheme");
      await page.getByTestId("theme-title").fill("Bottom fields");
      const field = page.getByTestId("theme-color-option_text_color");
      await field.scrollIntoViewIfNeeded();
      await field.click();
      const dropdown = page.locator(".mantine-ColorInput-dropdown");
      await expect(dropdown).toBeVisible();
      // The picker opens under the field, so the field above it (the options' background, or the navigation's
      // icons colour beside it) stays in sight, and it fits above the save bar.
      for (const above of ["option_background_color", "navigation_icons_color"]) {
        await expect.poll(() => drawnOnTop(page, page.getByTestId(`theme-color-${above}`))).toBe(true);
      }
      expect((await box(dropdown)).y).toBeGreaterThanOrEqual((await box(field)).y);
      const picker = await box(dropdown);
      expect(picker.y + picker.height).toBeLessThanOrEqual((await box(page.getByTestId("save-bar"))).y);
      await page.screenshot({ path: `${SHOTS}/picker-${size.name}.png` });

      await field.fill("#12G");
      const message = page.getByText("This is not a colour.", { exact: false });
      await expect(message).toBeVisible();
      await expect.poll(() => drawnOnTop(page, message)).toBe(true);
      const bar = await box(page.getByTestId("save-bar"));
      expect((await box(message)).y + (await box(message)).height).toBeLessThanOrEqual(bar.y);
      await page.screenshot({ path: `${SHOTS}/bottom-error-${size.name}.png` });
    });
  }
});
