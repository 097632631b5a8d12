import { expect, test } from "@playwright/test";
import { CREATOR, LEARNER, logIn } from "./support";

test.describe("route guards", () => {
  test("a guest opening /coursesList lands on login and, after login, on /coursesList", async ({ page }) => {
    await page.goto("/coursesList");
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, CREATOR.email, CREATOR.password);
    await expect(page).toHaveURL(/\/coursesList$/);
  });

  test("a learner opening /coursesList lands on the dashboard", async ({ page }) => {
    await page.goto("/login");
    await logIn(page, LEARNER.email, LEARNER.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/coursesList");
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("a logged-in user opening a guest-only page lands on the dashboard", async ({ page }) => {
    await page.goto("/login");
    await logIn(page, LEARNER.email, LEARNER.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/registration");
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("an unknown address shows the 404 screen", async ({ page }) => {
    await page.goto("/no/such/page");
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  });
});
