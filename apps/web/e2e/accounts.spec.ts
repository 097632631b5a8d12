import { expect, type Page, test } from "@playwright/test";
import { seriousViolations } from "./axe";
import { linkFromMail, logIn, logOut, readOutbox, register, sidebar, uniqueEmail } from "./support";

/** No serious or critical accessibility violation on the screen shown, at 1440 and 390 px wide. */
async function expectAccessible(page: Page, name: string) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test.describe("accounts", () => {
  test("a content creator registers, confirms the e-mail from the outbox, logs out and in, and sees the creator items", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail("creator");
    await register(page, "creator", "Ada Author", email, "correct-horse-1");

    const banner = page.getByText("Please confirm your e-mail address");
    await expect(banner).toBeVisible();

    const link = await linkFromMail(request, email, "/validateEmail/");
    await page.goto(link);
    await expect(page.getByText("E-mail address confirmed")).toBeVisible();

    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: "Welcome, Ada Author" })).toBeVisible();
    await expect(banner).toHaveCount(0);

    await logOut(page);
    await logIn(page, email, "correct-horse-1");
    await expect(page).toHaveURL(/\/dashboard$/);
    const nav = sidebar(page);
    for (const item of [
      "Dashboard",
      "Courses",
      "Course themes",
      "Course hubs",
      "Reports",
      "Media library",
      "API integrations",
      "Support",
    ]) {
      await expect(nav.getByRole("link", { name: item, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole("link", { name: "Upcoming courses" })).toHaveCount(0);
    await expect(page.getByText("Please confirm your e-mail address")).toHaveCount(0);
  });

  test("a learner registers and sees the learner items only", async ({ page }) => {
    await register(page, "learner", "Lea Learner", uniqueEmail("learner"), "correct-horse-2");
    const nav = sidebar(page);
    await expect(nav.getByRole("link", { name: "Upcoming courses" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Completed courses" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Courses", exact: true })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Media library" })).toHaveCount(0);
  });

  test("wrong password shows an error and keeps the user on login", async ({ page }) => {
    await page.goto("/login");
    await logIn(page, "learner@example.com", "not-the-password");
    await expect(page.getByTestId("form-error")).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("a forgotten password is reset through the link in the e-mail", async ({ page, request }) => {
    const email = uniqueEmail("forgetful");
    await register(page, "learner", "Forgetful Fred", email, "old-password-1");
    await logOut(page);

    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await expect(page).toHaveURL(/\/forgotPassword$/);
    await page.getByLabel("E-mail address").fill(email);
    await page.getByRole("button", { name: "Send the reset link" }).click();
    await expect(page.getByText("Check your inbox")).toBeVisible();

    const link = await linkFromMail(request, email, "/setNewPassword/");
    await page.goto(link);
    await page.getByRole("textbox", { name: "New password", exact: true }).fill("new-password-1");
    await page.getByLabel("Repeat the password").fill("new-password-1");
    await page.getByRole("button", { name: "Save the new password" }).click();
    await expect(page).toHaveURL(/\/login$/);

    await logIn(page, email, "old-password-1");
    await expect(page.getByTestId("form-error")).toBeVisible();
    await logIn(page, email, "new-password-1");
    await expect(page).toHaveURL(/\/dashboard$/);

    // The link works once.
    await logOut(page);
    await page.goto(link);
    await page.getByRole("textbox", { name: "New password", exact: true }).fill("third-password-1");
    await page.getByLabel("Repeat the password").fill("third-password-1");
    await page.getByRole("button", { name: "Save the new password" }).click();
    await expect(page).toHaveURL(/\/setNewPassword\//);
  });

  test("a new e-mail address needs the current password, and the old address can undo the change", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail("owner");
    const newEmail = uniqueEmail("intruder");
    await register(page, "learner", "Olive Owner", email, "owners-password-1");
    await page.goto("/profile/edit");
    const currentPassword = page.getByRole("textbox", { name: "Current password" });
    // Without an address change, the current password belongs to the password section only.
    await expect(currentPassword).toHaveCount(1);
    await expect(page.getByText("Enter your current password to change your e-mail address.")).toHaveCount(0);

    await page.getByRole("textbox", { name: "E-mail address" }).fill(newEmail);
    await expect(page.getByText("Enter your current password to change your e-mail address.")).toBeVisible();
    await expect(currentPassword).toHaveCount(1);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("This field is required.")).toBeVisible();
    await currentPassword.fill("not-my-password");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("The current password is not correct.")).toBeVisible();
    await expect(currentPassword).toHaveAccessibleDescription(/The current password is not correct\./);
    await page.screenshot({ path: test.info().outputPath("profile-email-password-1440.png"), fullPage: true });
    await page.setViewportSize({ width: 390, height: 900 });
    await page.screenshot({ path: test.info().outputPath("profile-email-password-390.png"), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 720 });

    await currentPassword.fill("owners-password-1");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText(/Please confirm your new e-mail address/)).toBeVisible();
    await expect(page.getByText("Enter your current password to change your e-mail address.")).toHaveCount(0);

    // The old address is told, with a link that puts it back (mails are delivered by a background job).
    await expect.poll(async () => (await readOutbox(request, email)).length).toBeGreaterThan(0);
    const [notice] = await readOutbox(request, email);
    expect(notice?.subject).toBe("Your e-mail address was changed");
    expect(notice?.text).toContain(newEmail);
    const undo = await linkFromMail(request, email, "/undoEmailChange/");
    await page.goto(undo);
    await expect(page.getByRole("heading", { name: "Your e-mail address is back" })).toBeVisible();
    await expect(page.getByText(`Your e-mail address is ${email} again`)).toBeVisible();
    await expect(page.getByRole("link", { name: "Choose a new password" })).toBeVisible();
    await expectAccessible(page, "undo-email-change");

    // Every session was signed out, this one too; the old address signs in again.
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, newEmail, "owners-password-1");
    await expect(page.getByTestId("form-error")).toBeVisible();
    await logIn(page, email, "owners-password-1");
    await expect(page).toHaveURL(/\/dashboard$/);

    // The link works once.
    await page.goto(undo);
    await expect(page.getByRole("heading", { name: "We could not undo the change" })).toBeVisible();
    await expectAccessible(page, "undo-email-change-failed");
  });

  test("the profile is edited and a support message is sent", async ({ page, request }) => {
    const email = uniqueEmail("profile");
    await register(page, "creator", "Pat Profile", email, "correct-horse-3");

    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Profile settings" }).click();
    await expect(page).toHaveURL(/\/profile\/edit$/);
    await page.getByLabel("Full name").fill("Pat Renamed");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText("Your profile has been saved.")).toBeVisible();
    await expect(sidebar(page).getByText("Pat Renamed")).toBeVisible();

    await sidebar(page).getByRole("link", { name: "Support", exact: true }).click();
    await page.getByLabel("Subject").fill("Help with quizzes");
    await page.getByLabel("Message").fill("How do I add a matching question?");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByText(/your message has been sent/i)).toBeVisible();
    // Mails are delivered by a background job, a moment after the answer.
    await expect
      .poll(async () => {
        const mails = await (await request.get("/api/dev/outbox")).json();
        return mails.data.some((m: { text: string }) => m.text.includes("How do I add a matching question?"));
      })
      .toBe(true);
  });
});
