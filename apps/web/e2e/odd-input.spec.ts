import { expect, type Page, test } from "@playwright/test";
import { CREATOR, logIn } from "./support";

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function signInAsCreator(page: Page) {
  await page.goto("/login");
  await logIn(page, CREATOR.email, CREATOR.password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

test.describe("odd input", () => {
  test("a title the database cannot store gets the server's message under its field", async ({ page }) => {
    await signInAsCreator(page);
    await page.goto("/createCourse");
    // A NUL pasted from a broken document: the form's own checks let it through, the server refuses it.
    await page.getByRole("textbox", { name: "Title" }).fill(`Broken\u0000 paste ${unique()}`);
    await page.getByRole("button", { name: "Create course" }).click();
    await expect(page.getByText("This text contains a character that cannot be saved.")).toBeVisible();
    await expect(page).toHaveURL(/\/createCourse$/);
  });

  test("a title's bidirectional overrides are removed, so it reads as typed", async ({ page }) => {
    await signInAsCreator(page);
    const suffix = unique();
    await page.goto("/createCourse");
    await page.getByRole("textbox", { name: "Title" }).fill(`Safety\u202e 101 ${suffix}`);
    await page.getByRole("button", { name: "Create course" }).click();
    await expect(page).toHaveURL(/\/courseBuilder\/\d+(\?page=\d+)?$/);
    await page.goto("/coursesList");
    await expect(page.getByRole("link", { name: `Safety 101 ${suffix}`, exact: true })).toBeVisible();
  });
});
