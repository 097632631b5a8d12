import { mkdirSync } from "node:fs";
import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { auth, BLOCK_FIELDS, emptySave, tokenOf, unique } from "./courseFactory";
import { CREATOR, logIn } from "./support";

// Issue 17, a new user's walk: the floating text toolbar of a text block at the top of a page was drawn over the
// page's title. With no room above the block it goes below it, and it stays inside the canvas.

const SHOTS = "/tmp/toolbar-place-shots";

/** A course whose first page holds a text block in its first row and another text lower down. */
async function buildPage(request: APIRequestContext, token: string): Promise<number> {
  const headers = auth(token);
  const created = await request.post("/api/courses", {
    headers,
    data: { title: `Toolbar place ${unique()}`, with_topics: false, attempts: null, min_pass_percent: 50 },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const courseId: number = (await created.json()).data.id;
  const contents = (await (await request.get(`/api/courses/${courseId}`, { headers })).json()).data;
  const pageId: number = contents.pages[0].id;
  const block = (id: number, text: string, y: number) => ({
    ...BLOCK_FIELDS,
    id,
    page_id: pageId,
    type: 0,
    text,
    settings: {},
    displaying_settings: { x: 0, y, w: 6, h: 8, i: String(id) },
  });
  const saved = await request.post(`/api/course_builder/update_course/${courseId}`, {
    headers,
    data: { ...emptySave(), new_page_blocks: [block(-1, "<p>At the top</p>", 0), block(-2, "<p>Lower down</p>", 20)] },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return courseId;
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not on screen");
  return found;
}

async function typeIn(page: Page, text: string) {
  const block = page
    .getByTestId("canvas-block")
    .filter({ has: page.getByText(text, { exact: true }) })
    .first();
  await block.click({ position: { x: 6, y: 6 } });
  await expect(block).toHaveAttribute("data-selected", "true");
  await block.locator(".cw-inline-field .ProseMirror").first().click();
  await expect(page.getByTestId("inline-toolbar")).toBeVisible();
  return block;
}

test("the text toolbar of a block at the top of a page goes below it, never over the page's title", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  mkdirSync(SHOTS, { recursive: true });
  const courseId = await buildPage(request, await tokenOf(request, CREATOR));
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/login");
  await logIn(page, CREATOR.email, CREATOR.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/courseBuilder/${courseId}`);
  await expect(page.getByTestId("canvas-block")).toHaveCount(2, { timeout: 90_000 });

  const top = await typeIn(page, "At the top");
  const toolbar = page.getByTestId("inline-toolbar");
  const title = await box(page.getByTestId("canvas-page-title"));
  const bar = await box(toolbar);
  await page.screenshot({ path: `${SHOTS}/top-block-1440.png` });
  // Not over the title, and not over the block's own text: below the block.
  expect(bar.y).toBeGreaterThanOrEqual(title.y + title.height);
  const block = await box(top);
  expect(bar.y).toBeGreaterThanOrEqual(block.y + block.height);
  // Inside the canvas.
  const canvas = await box(page.locator(".cw-canvas"));
  expect(bar.x).toBeGreaterThanOrEqual(canvas.x);
  expect(bar.x + bar.width).toBeLessThanOrEqual(canvas.x + canvas.width);
  // The toolbar still works where it went.
  await page.keyboard.press("Control+a");
  await toolbar.getByRole("button", { name: "Bold" }).click();
  await expect(top.locator(".ProseMirror strong")).toHaveText("At the top");

  // A block with room above it keeps its toolbar above, where the block's own toolbar was.
  const lower = await typeIn(page, "Lower down");
  const lowerBar = await box(toolbar);
  expect(lowerBar.y + lowerBar.height).toBeLessThanOrEqual((await box(lower)).y);
  await page.screenshot({ path: `${SHOTS}/lower-block-1440.png` });
});
