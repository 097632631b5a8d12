import { expect, test } from "@playwright/test";
import { CREATOR, logIn, sidebar } from "./support";

test.use({ viewport: { width: 390, height: 844 } });

test.describe("phone layout", () => {
  test("the phone header and the temporary sidebar work at 390 px", async ({ page }) => {
    await page.goto("/login");
    await logIn(page, CREATOR.email, CREATOR.password);
    await expect(page).toHaveURL(/\/dashboard$/);

    const burger = page.getByRole("button", { name: "Open navigation" });
    await expect(burger).toBeVisible();
    const header = page.getByRole("banner");
    const headerBox = await header.boundingBox();
    expect(headerBox?.height).toBe(60);
    await expect(sidebar(page)).toBeHidden();

    await burger.click();
    await expect(sidebar(page)).toBeVisible();
    await sidebar(page).getByRole("link", { name: "Support", exact: true }).click();
    await expect(page).toHaveURL(/\/support\/send_message$/);
    // Every navigation closes the temporary sidebar.
    await expect(sidebar(page)).toBeHidden();
    await expect(page.getByRole("heading", { name: "Support" })).toBeVisible();
  });
});
