import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";

export const DEMO_PASSWORD = "demo-password";
export const CREATOR = { email: "creator@example.com", password: DEMO_PASSWORD };
export const LEARNER = { email: "learner@example.com", password: DEMO_PASSWORD };

/** A real 1×1 PNG (the server checks the bytes against the extension). */
export const PNG_1X1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Mails the product sent to `to`, newest first (the e2e server runs with EXPOSE_OUTBOX=true). */
export async function readOutbox(request: APIRequestContext, to: string): Promise<OutboxMail[]> {
  const res = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(res.ok()).toBeTruthy();
  const body: { data: OutboxMail[] } = await res.json();
  return body.data;
}

/** The path of the first product link starting with `pathPrefix` in the newest mail to `to` that has one. */
export async function linkFromMail(request: APIRequestContext, to: string, pathPrefix: string): Promise<string> {
  let link = "";
  await expect
    .poll(async () => {
      for (const mail of await readOutbox(request, to)) {
        const match = mail.text.match(new RegExp(`https?://[^\\s"'<>]*?(${pathPrefix}[^\\s"'<>]+)`));
        if (match?.[1]) {
          link = match[1];
          return true;
        }
      }
      return false;
    })
    .toBe(true);
  return link;
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

export async function logIn(page: Page, email: string, password: string) {
  // The URL says /login before React has shown the login page (the router renders in a transition): the page left
  // may still be on screen, and its own "E-mail address" field (a hub entry's short registration) would be filled.
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back" })).toBeVisible();
  await page.getByLabel("E-mail address").fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  await page.getByRole("button", { name: "Log in" }).click();
}

export async function logOut(page: Page) {
  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** Fills and sends one of the two registration forms; the new account is signed in at once. */
export async function register(page: Page, kind: "learner" | "creator", name: string, email: string, password: string) {
  await page.goto(kind === "creator" ? "/content_creator_registration" : "/registration");
  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("E-mail address").fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  await page.getByLabel("Repeat the password").fill(password);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

export function sidebar(page: Page) {
  return page.getByRole("navigation", { name: "Main navigation" });
}

/**
 * Shows a matching or diagram question's lists (the drag and drop's fallback). The choice is remembered in the
 * browser, so after one question was switched the next ones already open on their lists.
 */
export async function showLists(question: Locator) {
  const mode = question.getByTestId("quiz-answer-mode");
  await expect(mode).toHaveText(/^(Use lists instead|Use drag and drop)$/, { timeout: 30_000 });
  if ((await mode.textContent()) === "Use lists instead") await mode.click();
  await expect(mode).toHaveText("Use drag and drop");
}
