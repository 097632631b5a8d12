import { expect, test } from "@playwright/test";
import { linkFromMail, logIn, logOut, register, sidebar, uniqueEmail } from "./support";

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
    const mails = await (await request.get("/api/dev/outbox")).json();
    expect(
      mails.data.some((m: { subject: string; text: string }) => m.text.includes("How do I add a matching question?")),
    ).toBe(true);
  });
});
