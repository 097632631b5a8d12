import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { LEARNER, logIn } from "./support";

const catalog = (lang: string): { nav: Record<string, string>; language: Record<string, string> } =>
  JSON.parse(
    readFileSync(new URL(`../../../packages/course-model/src/i18n/locales/${lang}/app.json`, import.meta.url), "utf8"),
  );

test.describe("languages", () => {
  test("the interface switches to German and to Arabic (right to left), and the choice is kept", async ({ page }) => {
    await page.goto("/login");
    await logIn(page, LEARNER.email, LEARNER.password);
    await expect(page).toHaveURL(/\/dashboard$/);

    const german = catalog("de");
    await page.getByRole("button", { name: "Language" }).first().click();
    await page.getByRole("menuitem", { name: "Deutsch" }).click();
    await expect(
      page.getByRole("navigation", { name: german.nav.label }).getByRole("link", { name: german.nav.upcoming_courses }),
    ).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    // German's labels fit the sidebar: none ends in an ellipsis.
    const cut = await page
      .getByRole("navigation", { name: german.nav.label })
      .locator(".mantine-NavLink-body")
      .evaluateAll((bodies) =>
        bodies.filter((body) => body.scrollWidth > body.clientWidth + 1).map((body) => body.textContent),
      );
    expect(cut).toEqual([]);

    const arabic = catalog("ar");
    await page.getByRole("button", { name: german.language.label }).first().click();
    await page.getByRole("menuitem", { name: "العربية" }).click();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    const arabicNav = page.getByRole("navigation", { name: arabic.nav.label });
    await expect(arabicNav.getByRole("link", { name: arabic.nav.completed_courses })).toBeVisible();

    // The sidebar sits on the right in a right-to-left layout.
    const box = await arabicNav.boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    expect(box && box.x + box.width / 2).toBeGreaterThan(width / 2);

    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    expect(await page.evaluate(() => localStorage.getItem("lang"))).toBe("ar");
  });
});
