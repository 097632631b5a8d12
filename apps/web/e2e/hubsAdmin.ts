import { mkdirSync } from "node:fs";
import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import { seriousViolations } from "./axe";
import { auth } from "./courseFactory";
import { CREATOR, logIn } from "./support";

// What the specs of the creator's hub screens share (hubs-admin*.spec.ts).

// Screenshots a person looks at after a run: the list and the settings' sections at 1440 and 390 px.
export const SHOTS = "/tmp/shots-hubs-admin";
export const DESKTOP = { width: 1440, height: 900 };
export const PHONE = { width: 390, height: 844 };

/** No serious or critical accessibility violation on the screen shown, at 1440 and 390 px wide. */
export async function expectAccessible(page: Page, name: string) {
  // The snackbar's notices (Mantine's close button has no name) leave before the check.
  await expect(page.locator(".mantine-Notification-root")).toHaveCount(0);
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/${name}-${size.width}.png`, fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

export async function createCourse(request: APIRequestContext, token: string, title: string): Promise<number> {
  const res = await request.post("/api/courses", { headers: auth(token), data: { title, min_pass_percent: 50 } });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()).data.id;
}

export async function createHub(request: APIRequestContext, token: string, name: string, settings: object = {}) {
  const res = await request.post("/api/course_hubs", { headers: auth(token), data: { name } });
  expect(res.status(), await res.text()).toBe(201);
  const id: number = (await res.json()).data.id;
  if (Object.keys(settings).length > 0) {
    const put = await request.put(`/api/course_hubs/${id}`, { headers: auth(token), data: settings });
    expect(put.ok(), await put.text()).toBeTruthy();
  }
  return id;
}

export async function signIn(page: Page) {
  await page.setViewportSize(DESKTOP);
  await page.goto("/login");
  await logIn(page, CREATOR.email, CREATOR.password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Picks an option of a searchable select by typing part of it. */
export async function choose(page: Page, input: Locator, typed: string, option: string | RegExp) {
  await input.click();
  await input.fill(typed);
  await page.getByRole("option", { name: option }).first().click();
}

export const section = (page: Page, name: string) => page.getByTestId(`hub-section-${name}`).click();

export async function save(page: Page) {
  await page.getByTestId("hub-save").click();
  await expect(page.getByText("The hub has been saved.").first()).toBeVisible();
  await expect(page.getByTestId("save-bar")).not.toHaveAttribute("data-dirty");
}

export const makeShotsFolder = () => mkdirSync(SHOTS, { recursive: true });
