import { mkdirSync } from "node:fs";
import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { seriousViolations } from "./axe";
import { auth, tokenOf, unique } from "./courseFactory";
import { CREATOR, logIn, PNG_1X1 } from "./support";

// Issue 17, a canvas you can see: the drawers fold to icon rails below 1440 px, open over the canvas one at a
// time below 1280 px, and below 1024 px the builder says why it needs a larger screen. Empty blocks are drop
// zones, an empty page says how to start, and the whole builder works from the keyboard.

const SHOTS = "/tmp/rails-shots";

async function signIn(page: Page, request: APIRequestContext): Promise<string> {
  await page.goto("/login");
  await logIn(page, CREATOR.email, CREATOR.password);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
  return tokenOf(request, CREATOR);
}

/** A new course of the creator's: one topic and its first page, empty. */
async function emptyCourse(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.post("/api/courses", {
    headers: auth(token),
    data: { title: `Rails ${unique()}`, with_topics: true },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()).data.id;
}

async function firstPage(request: APIRequestContext, token: string, courseId: number) {
  const res = await request.get(`/api/courses/${courseId}`, { headers: auth(token) });
  const pageId = (await res.json()).data.pages[0].id as number;
  const full = await request.get(`/api/course_pages/get_full_info/${pageId}`, { headers: auth(token) });
  return (await full.json()).data as {
    page_blocks: {
      type: number;
      text: string | null;
      displaying_settings: { x: number; y: number; w: number; h: number };
    }[];
  };
}

async function expectAccessible(page: Page, name: string) {
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not on screen");
  return found;
}

async function openBuilder(page: Page, courseId: number, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.goto(`/courseBuilder/${courseId}`);
  // The machine the suite runs on may be busy: the builder's code is large.
  await expect(page.getByTestId("canvas-page")).toBeVisible({ timeout: 30_000 });
}

test.describe("builder drawers, rails and small screens", () => {
  test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

  test("1440 opens both drawers; 1280 folds them to rails and a rail opens its drawer beside the canvas", async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const token = await signIn(page, request);
    const courseId = await emptyCourse(request, token);

    // 1440: tree, canvas and drawer side by side, no rails.
    await openBuilder(page, courseId, 1440);
    await expect(page.getByTestId("left-drawer")).toBeVisible();
    await expect(page.getByTestId("right-drawer")).toBeVisible();
    await expect(page.getByTestId("left-rail")).toHaveCount(0);
    await expect(page.getByTestId("right-rail")).toHaveCount(0);
    // An empty page says how to start.
    await expect(page.getByTestId("canvas-empty")).toContainText("Add the first block");
    await expectAccessible(page, "builder-1440");

    // 1280: the drawers start as rails and the canvas takes the width; a rail button opens its drawer beside it.
    await openBuilder(page, courseId, 1280);
    await expect(page.getByTestId("left-rail")).toBeVisible();
    await expect(page.getByTestId("right-rail")).toBeVisible();
    await expect(page.getByTestId("left-drawer")).toHaveCount(0);
    await expect(page.getByTestId("right-drawer")).toHaveCount(0);
    const wide = await box(page.locator(".cw-builder-main"));
    expect(wide.width).toBeGreaterThan(1280 - 2 * 60);
    await page.screenshot({ path: `${SHOTS}/builder-1280.png` });
    await page.getByTestId("rail-palette").click();
    await expect(page.getByTestId("palette")).toBeVisible();
    // Beside the canvas the open drawer takes its rail's place (the bar's button folds it again).
    await expect(page.getByTestId("right-rail")).toHaveCount(0);
    // Nothing covers the canvas: it narrows.
    await expect.poll(async () => (await box(page.locator(".cw-builder-main"))).width).toBeLessThan(wide.width - 200);
    await expect(page.locator(".cw-builder-scrim")).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/builder-1280-palette.png` });
  });

  test("1024 opens one drawer at a time over the canvas; Escape and a press outside close it", async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const token = await signIn(page, request);
    const courseId = await emptyCourse(request, token);
    // 1024: one drawer at a time, over the canvas.
    await openBuilder(page, courseId, 1024);
    await expect(page.getByTestId("right-drawer")).toHaveCount(0);
    const canvas = await box(page.locator(".cw-builder-main"));
    await page.getByTestId("rail-tree").click();
    const tree = page.getByTestId("left-drawer");
    await expect(tree).toBeVisible();
    // Over the canvas: the canvas keeps its width and the drawer lies on it.
    expect((await box(page.locator(".cw-builder-main"))).width).toBe(canvas.width);
    const treeBox = await box(tree);
    expect(treeBox.width).toBeGreaterThan(300);
    expect(treeBox.x + treeBox.width).toBeGreaterThan(canvas.x + 100);
    await expectAccessible(page, "builder-1024-tree");
    // Opening the other drawer closes the first.
    await page.getByTestId("rail-palette").click();
    await expect(page.getByTestId("palette")).toBeVisible();
    expect((await box(page.getByTestId("right-drawer"))).width).toBeGreaterThan(300);
    await expect(tree).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/builder-1024-palette.png` });
    // Escape closes it and gives the focus back to the rail button that opened it.
    await page.getByTestId("palette").getByRole("button").first().focus();
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("right-drawer")).toHaveCount(0);
    await expect(page.getByTestId("rail-palette")).toBeFocused();
    // A press outside closes it too.
    await page.getByTestId("rail-tree").click();
    await expect(tree).toBeVisible();
    await page.mouse.click(canvas.x + canvas.width - 80, canvas.y + canvas.height - 40);
    await expect(tree).toHaveCount(0);
    // From the keyboard: the rail button opens the drawer with the focus in it.
    await page.getByTestId("rail-tree").focus();
    await page.keyboard.press("Enter");
    await expect(tree).toBeVisible();
    await expect.poll(() => tree.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    await page.keyboard.press("Escape");
    await expect(tree).toHaveCount(0);
    await expect(page.getByTestId("rail-tree")).toBeFocused();
  });

  test("an open drawer's rail button shows no tooltip over the drawer; a folded one's still does", async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const token = await signIn(page, request);
    const courseId = await emptyCourse(request, token);
    // The tooltips open after a delay: the test clock runs it out instead of waiting.
    await page.clock.install();
    await openBuilder(page, courseId, 1100);
    // After the press the pointer rests on the button, beside the drawer's tabs.
    await page.getByTestId("rail-palette").click();
    await expect(page.getByTestId("palette")).toBeVisible();
    await page.clock.fastForward(1000);
    await expect(page.getByRole("tooltip")).toHaveCount(0);
    // A folded drawer's button still says what it opens.
    await page.getByTestId("rail-page").hover();
    await page.clock.fastForward(1000);
    await expect(page.getByRole("tooltip", { name: "Page settings" })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/builder-1100-rail-tooltip.png` });
  });

  test("below 1024 px the builder says why it needs a larger screen, with the way back and the preview", async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const token = await signIn(page, request);
    const courseId = await emptyCourse(request, token);
    await page.setViewportSize({ width: 900, height: 900 });
    await page.goto(`/courseBuilder/${courseId}`);
    await expect(page.getByRole("heading", { name: "Open the builder on a computer" })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText("at least 1024 px wide")).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to courses" })).toHaveAttribute("href", "/coursesList");
    await expect(page.getByRole("link", { name: "Preview the course" })).toHaveAttribute(
      "href",
      `/coursePlayer/${courseId}?progress_mode=preview`,
    );
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole("heading", { name: "Open the builder on a computer" })).toBeVisible();
    await expectAccessible(page, "builder-390");
  });

  test("an empty image block is a drop zone: its button opens the media library, a dropped file is set", async ({
    page,
    request,
  }) => {
    test.slow();
    const token = await signIn(page, request);
    const courseId = await emptyCourse(request, token);
    await openBuilder(page, courseId, 1440);
    await page.getByTestId("palette-image").click();
    const zone = page.getByTestId("canvas-block").getByTestId("empty-block-zone");
    await expect(zone).toContainText("Drop an image here or choose one");
    await page.screenshot({ path: `${SHOTS}/empty-image-1440.png` });

    await zone.getByRole("button", { name: "Choose from the media library" }).click();
    const picker = page.getByRole("dialog").filter({ has: page.getByTestId("media-picker-choose") });
    await expect(picker).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(picker).toBeHidden();

    // A file dropped from the desktop is uploaded to the library and becomes the block's image.
    const name = `dropped-${unique()}.png`;
    const files = await page.evaluateHandle(
      ({ base64, fileName }) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const transfer = new DataTransfer();
        transfer.items.add(new File([bytes], fileName, { type: "image/png" }));
        return transfer;
      },
      { base64: PNG_1X1.toString("base64"), fileName: name },
    );
    await zone.dispatchEvent("dragenter", { dataTransfer: files });
    await zone.dispatchEvent("dragover", { dataTransfer: files });
    await zone.dispatchEvent("drop", { dataTransfer: files });
    await expect(page.getByTestId("canvas-block").locator('[data-testid="block-view-image"] img')).toBeVisible();
    await expect(zone).toHaveCount(0);
    const listed = await request.get("/api/medialibrary/images", {
      headers: auth(token),
      params: { search: name },
    });
    expect(JSON.stringify(await listed.json())).toContain(name);
  });

  test("keyboard alone: add a block, move and resize it with the arrows, type its text, save", async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const token = await signIn(page, request);
    const courseId = await emptyCourse(request, token);
    await openBuilder(page, courseId, 1440);
    const announcer = page.getByTestId("builder-announcer");

    // The empty page's button takes the keyboard to the palette.
    await page.getByTestId("canvas-empty-add").focus();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("palette-text")).toBeFocused();
    await page.keyboard.press("Enter");
    // The new block takes the focus, on its select button.
    const select = page.locator("[data-canvas-block] .cw-canvas-block__select");
    await expect(select).toBeFocused();
    await expect(select).toHaveAccessibleDescription(/Arrow keys move the block/);

    // Arrows move it one cell at a time; Shift+arrows resize it; each step is read out.
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(announcer).toHaveText("Block moved: column 3, row 1.");
    await page.keyboard.press("ArrowDown");
    await expect(announcer).toHaveText("Block moved: column 3, row 2.");
    await page.keyboard.press("Shift+ArrowRight");
    await expect(announcer).toHaveText("Block size: 5 columns wide, 20 rows high.");
    await page.keyboard.press("Shift+ArrowDown");
    await expect(announcer).toHaveText("Block size: 5 columns wide, 21 rows high.");
    // The page's edge stops it, and says so.
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await expect(announcer).toHaveText("The block cannot move further that way.");

    // A second block, put where the first is, pushes it down as a drop would.
    // Back to the palette: the drawer's panel switch, from the keyboard.
    await page.getByTestId("right-drawer-tabs").getByRole("radio", { name: "Block", exact: true }).focus();
    await page.keyboard.press("ArrowLeft");
    await page.getByTestId("palette-button").focus();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("canvas-block")).toHaveCount(2);
    const second = page.locator("[data-canvas-block] .cw-canvas-block__select").nth(1);
    await expect(second).toBeFocused();
    // Up to the top row and across to the start of the line, over the first block's cells.
    for (let step = 0; step < 25; step++) await page.keyboard.press("ArrowUp");
    await expect(announcer).toHaveText("The block cannot move further that way.");
    for (let step = 0; step < 12; step++) await page.keyboard.press("ArrowLeft");
    await expect(announcer).toHaveText("The block cannot move further that way.");

    // Enter selects the text block, a second Enter puts the caret in its text on the canvas.
    const textBlock = page.locator("[data-canvas-block]").filter({ has: page.getByTestId("block-view-text") });
    await textBlock.locator(".cw-canvas-block__select").focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    const editor = textBlock.locator(".ProseMirror");
    await expect(editor).toBeFocused();
    await page.keyboard.type("Typed without a mouse");
    await page.keyboard.press("Control+s");
    await expect(page.getByTestId("builder-unsaved")).toBeHidden();

    const stored = await firstPage(request, token, courseId);
    const text = stored.page_blocks.find((block) => block.type === 0);
    const button = stored.page_blocks.find((block) => block.type !== 0);
    expect(text?.text).toContain("Typed without a mouse");
    expect(text?.displaying_settings).toMatchObject({ x: 2, w: 5, h: 21 });
    // The button went to the top row; the text moved down out of its way, so they share no cell.
    expect(button?.displaying_settings).toMatchObject({ x: 0, y: 0 });
    expect(text?.displaying_settings.y).toBeGreaterThanOrEqual(button?.displaying_settings.h ?? 99);

    await page.reload();
    await expect(page.getByTestId("canvas-page")).toContainText("Typed without a mouse");
  });
});
