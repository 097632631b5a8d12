import { expect, type Page, test } from "@playwright/test";
import { CREATOR, LEARNER, logIn, register, uniqueEmail } from "./support";

// A real 1×1 PNG (the server checks the bytes against the extension).
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function signInAsCreator(page: Page) {
  await page.goto("/login");
  await logIn(page, CREATOR.email, CREATOR.password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

const card = (page: Page, title: string) =>
  page.getByTestId("course-card").filter({ has: page.getByRole("link", { name: title, exact: true }) });

const snackbar = (page: Page, text: string) => page.getByText(text).first();

/** Creates a course with only a title; the app then opens its builder. */
async function createCourse(page: Page, title: string): Promise<number> {
  await page.goto("/createCourse");
  await page.getByRole("textbox", { name: "Title" }).fill(title);
  await page.getByRole("button", { name: "Create course" }).click();
  await expect(page).toHaveURL(/\/courseBuilder\/\d+(\?page=\d+)?$/);
  return Number(new URL(page.url()).pathname.split("/").pop());
}

test.describe("courses list and settings", () => {
  test("a new creator is invited to create a first course", async ({ page }) => {
    await register(page, "creator", "Ada Author", uniqueEmail("first-course"), "correct horse battery");
    await page.goto("/coursesList");
    await expect(page.getByRole("heading", { name: "Create your first course" })).toBeVisible();
    await page.getByRole("link", { name: "Create a course" }).click();
    await expect(page).toHaveURL(/\/createCourse$/);
    await expect(page.getByRole("heading", { name: "New course" })).toBeVisible();
  });

  test("creates a course with its settings and finds it in the list", async ({ page }) => {
    // Many steps (an upload among them): on a busy machine this runs past the default minute.
    test.slow();
    await signInAsCreator(page);
    const title = `Safety essentials ${unique()}`;
    await page.goto("/coursesList");
    await page.getByRole("link", { name: "New course" }).click();
    await expect(page).toHaveURL(/\/createCourse$/);

    // The schema's checks run before anything is sent.
    await page.getByRole("button", { name: "Create course" }).click();
    await expect(page.getByText("This field is required.")).toBeVisible();

    await page.getByRole("textbox", { name: "Title" }).fill(title);
    await page.getByRole("textbox", { name: "Description" }).fill("What every new colleague needs to know.");
    // From the keyboard: the form's sticky save bar may lie over the switch.
    await page.getByLabel("Group pages into topics").focus();
    await page.keyboard.press("Space");
    await expect(page.getByLabel("Group pages into topics")).toBeChecked();
    await page.getByRole("textbox", { name: "Pages shown to each learner" }).fill("5");
    await page.locator("label", { hasText: "Presentation" }).click();
    await expect(page.getByText("quizzes are not scored")).toBeVisible();
    await page.getByRole("textbox", { name: "Pass mark (%)" }).fill("80");
    await page.getByRole("textbox", { name: "Attempts" }).fill("3");
    await expect(page.getByTestId("course-theme")).toHaveValue("Default theme");

    // The preview image comes from the media library: upload one in the picker and choose it.
    await page.getByTestId("preview-choose").click();
    const picker = page.getByRole("dialog", { name: "Choose a preview image" });
    await expect(picker).toBeVisible();
    const imageName = `cover-${unique()}.png`;
    const chooser = page.waitForEvent("filechooser");
    await picker.getByTestId("media-upload-button").first().click();
    await (await chooser).setFiles({ name: imageName, mimeType: "image/png", buffer: PNG });
    await picker.getByRole("group", { name: imageName, exact: true }).click();
    await picker.getByTestId("media-picker-choose").click();
    await expect(picker).toBeHidden();
    await expect(page.getByTestId("preview-image").locator("img")).toHaveAttribute("src", /\/media\//);

    await page.getByRole("button", { name: "Create course" }).click();
    await expect(page).toHaveURL(/\/courseBuilder\/\d+(\?page=\d+)?$/);
    await expect(snackbar(page, "Course created.")).toBeVisible();
    const courseId = Number(new URL(page.url()).pathname.split("/").pop());

    // The list shows it with its mode and its first page; the search finds it and keeps itself in the address.
    await page.goto("/coursesList");
    await expect(card(page, title)).toBeVisible();
    await expect(card(page, title).getByTestId("course-mode")).toHaveText("Presentation");
    await expect(card(page, title).getByTestId("course-pages")).toContainText("1");
    await expect(card(page, title).locator("img")).toHaveAttribute("src", /\/media\//);
    await page.getByTestId("courses-search").fill(title.split(" ").pop() ?? title);
    await expect(page).toHaveURL(/search=/);
    await expect(page.getByTestId("course-card")).toHaveCount(1);
    await page.reload();
    await expect(page.getByTestId("courses-search")).toHaveValue(title.split(" ").pop() ?? title);
    await expect(page.getByTestId("course-card")).toHaveCount(1);
    await page.getByTestId("courses-search").fill(`no such course ${unique()}`);
    await expect(page.getByRole("heading", { name: /No course matches/ })).toBeVisible();
    await page.getByRole("button", { name: "Clear the search" }).first().click();
    await expect(card(page, title)).toBeVisible();

    // The card's main click opens the course in the builder.
    await card(page, title).getByRole("link", { name: title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/courseBuilder/${courseId}(\\?page=\\d+)?$`));
  });

  test("edits a course's settings, keeps them after a reload, and asks before dropping unsaved changes", async ({
    page,
  }) => {
    test.slow();
    await signInAsCreator(page);
    const title = `Code of conduct ${unique()}`;
    const courseId = await createCourse(page, title);
    await page.goto(`/coursesList?search=${encodeURIComponent(title)}`);

    // Settings open from the card and show what was saved (the defaults of a new course).
    await card(page, title)
      .getByRole("link", { name: `Settings of ${title}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/editCourse/${courseId}$`));
    await expect(page.getByRole("textbox", { name: "Title" })).toHaveValue(title);
    await expect(page.getByLabel("Group pages into topics")).not.toBeChecked();
    await expect(page.getByRole("textbox", { name: "Pages shown to each learner" })).toHaveValue("");
    await expect(page.getByRole("radio", { name: "Learning" })).toBeChecked();
    await expect(page.getByRole("textbox", { name: "Pass mark (%)" })).toHaveValue("100");
    await expect(page.getByRole("textbox", { name: "Attempts" })).toHaveValue("");

    await page.getByLabel("Shuffle the pages").check({ force: true });
    await page.getByRole("textbox", { name: "Pages shown to each learner" }).fill("4");
    await page.locator("label", { hasText: "Presentation" }).click();
    await page.getByRole("textbox", { name: "Pass mark (%)" }).fill("70");
    await page.getByRole("textbox", { name: "Attempts" }).fill("2");
    await expect(page.getByTestId("unsaved-badge")).toBeVisible();
    await page.getByRole("button", { name: "Save settings" }).click();
    await expect(snackbar(page, "Settings saved.")).toBeVisible();
    await expect(page.getByTestId("unsaved-badge")).toBeHidden();
    await page.reload();
    await expect(page.getByLabel("Shuffle the pages")).toBeChecked();
    await expect(page.getByRole("textbox", { name: "Pages shown to each learner" })).toHaveValue("4");
    await expect(page.getByRole("radio", { name: "Presentation" })).toBeChecked();
    await expect(page.getByRole("textbox", { name: "Pass mark (%)" })).toHaveValue("70");
    await expect(page.getByRole("textbox", { name: "Attempts" })).toHaveValue("2");

    // Emptying a number field means "no limit" again.
    await page.getByRole("textbox", { name: "Attempts" }).fill("");
    await page.keyboard.press("ControlOrMeta+s");
    await expect(snackbar(page, "Settings saved.")).toBeVisible();
    await page.reload();
    await expect(page.getByRole("textbox", { name: "Attempts" })).toHaveValue("");
    await expect(page.getByRole("textbox", { name: "Attempts" })).toHaveAttribute("placeholder", "Unlimited");

    // Unsaved changes: leaving asks first; staying keeps the edit, leaving drops it.
    await page.getByRole("textbox", { name: "Title" }).fill(`${title} (draft)`);
    await page.getByRole("link", { name: "All courses" }).click();
    const leave = page.getByRole("dialog", { name: "Leave without saving?" });
    await expect(leave).toBeVisible();
    await leave.getByRole("button", { name: "Stay on this page" }).click();
    await expect(page).toHaveURL(new RegExp(`/editCourse/${courseId}$`));
    await expect(page.getByRole("textbox", { name: "Title" })).toHaveValue(`${title} (draft)`);
    await page.getByRole("link", { name: "Open builder" }).click();
    await leave.getByRole("button", { name: "Leave without saving" }).click();
    await expect(page).toHaveURL(new RegExp(`/courseBuilder/${courseId}(\\?page=\\d+)?$`));
    await page.goto(`/editCourse/${courseId}`);
    await expect(page.getByRole("textbox", { name: "Title" })).toHaveValue(title);
  });

  test("duplicates a course and deletes the copy after confirming", async ({ page }) => {
    await signInAsCreator(page);
    const title = `Fire drill ${unique()}`;
    await createCourse(page, title);
    await page.goto(`/coursesList?search=${encodeURIComponent(title)}`);
    await expect(card(page, title)).toBeVisible();

    await card(page, title)
      .getByRole("button", { name: `More actions for ${title}` })
      .click();
    await page.getByRole("menuitem", { name: "Duplicate" }).click();
    const copy = `${title} (copy)`;
    await expect(snackbar(page, `Copy created: ${copy}`)).toBeVisible();
    await expect(card(page, copy)).toBeVisible();
    await expect(page.getByTestId("course-card")).toHaveCount(2);

    // Cancelling keeps the course; confirming deletes only the copy.
    await card(page, copy)
      .getByRole("button", { name: `More actions for ${copy}` })
      .click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete this course?" });
    await expect(dialog.getByTestId("course-delete-name")).toHaveText(copy);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await expect(card(page, copy)).toBeVisible();

    await card(page, copy)
      .getByRole("button", { name: `More actions for ${copy}` })
      .click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await page.getByTestId("course-delete-confirm").click();
    await expect(snackbar(page, `Course deleted: ${copy}`)).toBeVisible();
    await expect(card(page, copy)).toHaveCount(0);
    await expect(card(page, title)).toBeVisible();
    await page.reload();
    await expect(page.getByTestId("course-card")).toHaveCount(1);
  });

  test("a learner opening /coursesList lands on the dashboard", async ({ page }) => {
    await page.goto("/login");
    await logIn(page, LEARNER.email, LEARNER.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/coursesList");
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
