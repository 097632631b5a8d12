import { mkdirSync } from "node:fs";
import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { seriousViolations } from "./axe";
import { auth, emptySave, tokenOf, unique } from "./courseFactory";
import { buildOnePageCourse, type PageBlockSpec } from "./pageFactory";
import { CREATOR, logIn, PNG_1X1, showLists } from "./support";

// What a new creator met on the canvas (issue 17 walk): an empty text block typed into with one click, Enter
// editing a block a click selected, an image's caption typed under it and shown to the learner, a diagram's
// placed answers apart, and a block moved with the arrows keeping its toolbar in sight.

const SHOTS = "/tmp/quick-edit-shots";
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const TEXT = 0;
const IMAGE = 1;
const DIAGRAM = 11;

async function uploadImage(request: APIRequestContext, token: string): Promise<number> {
  const upload = await request.post("/api/medialibrary/upload_file", {
    headers: auth(token),
    multipart: { file: { name: `picture-${unique()}.png`, mimeType: "image/png", buffer: PNG_1X1 } },
  });
  expect(upload.ok(), await upload.text()).toBeTruthy();
  return (await upload.json()).data.id;
}

/** Sets a library image on a block of a saved course (one media row), through the builder's save. */
async function attachImage(
  request: APIRequestContext,
  token: string,
  target: { courseId: number; pageId: number },
  blockIndex: number,
) {
  const headers = auth(token);
  const imageId = await uploadImage(request, token);
  const { courseId, pageId } = target;
  const contents = (await (await request.get(`/api/course_pages/get_full_info/${pageId}`, { headers })).json()).data;
  const ordered = [...contents.page_blocks].sort(
    (a: { displaying_settings: { y: number } }, b: { displaying_settings: { y: number } }) =>
      a.displaying_settings.y - b.displaying_settings.y,
  );
  const blockId: number = ordered[blockIndex].id;
  const saved = await request.post(`/api/course_builder/update_course/${courseId}`, {
    headers,
    data: {
      ...emptySave(),
      new_page_blocks_media: [
        {
          id: -100,
          block_id: blockId,
          medialibrary_item_id: imageId,
          alt_text: "A test picture",
          text: null,
          title: null,
          order: 0,
          settings: {},
          background_color: null,
        },
      ],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

async function openBuilder(page: Page, courseId: number, blocks: number) {
  await page.setViewportSize(DESKTOP);
  await page.goto("/login");
  await logIn(page, CREATOR.email, CREATOR.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/courseBuilder/${courseId}`);
  await expect(page.getByTestId("canvas-block")).toHaveCount(blocks, { timeout: 90_000 });
}

async function expectAccessible(page: Page, name: string, sizes = [DESKTOP, PHONE]) {
  mkdirSync(SHOTS, { recursive: true });
  for (const size of sizes) {
    await page.setViewportSize(size);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/${name}-${size.width}.png`, fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

const editorOf = (block: Locator) => block.locator(".cw-inline-field [contenteditable='true']").first();

/** Whether two boxes share any area. */
function intersect(a: { x: number; y: number; width: number; height: number }, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test.describe("quick editing on the canvas", () => {
  test.describe.configure({ timeout: 300_000 });

  test("one click types into a new, empty text block; Enter edits a block a click selected", async ({
    page,
    request,
  }) => {
    const token = await tokenOf(request, CREATOR);
    const { courseId } = await buildOnePageCourse(request, token, [
      { type: TEXT, text: "<p>Start</p>", place: [0, 0, 12, 8] },
    ]);
    await openBuilder(page, courseId, 1);

    await page
      .getByTestId("right-drawer")
      .locator("label", { hasText: /^Blocks$/ })
      .click();
    await page.getByTestId("palette").getByRole("button", { name: "Text", exact: true }).click();
    await expect(page.getByTestId("canvas-block")).toHaveCount(2);
    const fresh = page.getByTestId("canvas-block").nth(1);
    // Still selected from the palette: a click in its middle, below the editor's one line, types into it too.
    await expect(fresh).toHaveAttribute("data-selected", "true");
    // Its editor comes a moment after the block (as the person's eyes move to it).
    await expect(editorOf(fresh)).toBeAttached();
    const box = await fresh.boundingBox();
    if (!box) throw new Error("no box for the new block");
    await page.mouse.click(box.x + box.width / 2, box.y + box.height * 0.7);
    await page.keyboard.type("First words");
    await expect(editorOf(fresh)).toHaveText("First words");
    await page.keyboard.press("Control+a");
    await page.keyboard.press("Delete");
    await expect(editorOf(fresh)).toHaveText("");
    // Away from it first (the palette left it selected): the author comes back to it with one click.
    await page.getByTestId("canvas-page-title").click();
    await expect(fresh).not.toHaveAttribute("data-selected", "true");

    // One click on its placeholder, then typing: the words land in the block.
    await fresh.getByText("Select the block to write your text").click();
    await page.keyboard.type("Typed at once");
    await expect(editorOf(fresh)).toHaveText("Typed at once");

    // A click on the other block's edge only selects it (the focus stays on the page); Enter goes into its text.
    const start = page.getByTestId("canvas-block").first();
    await start.click({ position: { x: 6, y: 6 } });
    await expect(start).toHaveAttribute("data-selected", "true");
    await expect(editorOf(start)).not.toBeFocused();
    await page.keyboard.press("Enter");
    await expect(editorOf(start)).toBeFocused();
    await page.keyboard.press("Control+End");
    await page.keyboard.type(" and more");
    await expect(editorOf(start)).toHaveText("Start and more");
    await expectAccessible(page, "empty-text-typed", [DESKTOP]);
  });

  test("a block moved with the arrows keeps itself and its toolbar in sight, clear of the top bar", async ({
    page,
    request,
  }) => {
    const token = await tokenOf(request, CREATOR);
    const blocks: PageBlockSpec[] = Array.from({ length: 6 }, (_, index) => ({
      type: TEXT,
      text: `<p>Block ${index + 1}</p>`,
      place: [0, index * 20, 12, 20],
    }));
    const { courseId } = await buildOnePageCourse(request, token, blocks);
    await openBuilder(page, courseId, 6);
    const moved = page.getByTestId("canvas-block").filter({ hasText: "Block 1" });
    const toolbar = moved.getByTestId("block-toolbar");

    // The toolbar's middle is the toolbar itself (nothing of the builder's chrome over it) and on screen.
    const toolbarInSight = () =>
      toolbar.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const main = element.closest(".cw-builder-main")?.getBoundingClientRect();
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        const hit = document.elementFromPoint(x, y);
        return Boolean(main && box.top >= main.top && box.bottom <= main.bottom && hit && element.contains(hit));
      });

    await moved.locator(".cw-canvas-block__select").focus();
    for (let i = 0; i < 60; i += 1) await page.keyboard.press("ArrowDown");
    await expect(page.getByTestId("builder-unsaved")).toBeVisible();
    await expect.poll(toolbarInSight, { timeout: 10_000 }).toBe(true);
    await expect(moved).toBeInViewport();

    // Back up: the view follows the block upwards and its toolbar is not left under the top edge.
    for (let i = 0; i < 60; i += 1) await page.keyboard.press("ArrowUp");
    await expect.poll(toolbarInSight, { timeout: 10_000 }).toBe(true);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/moved-by-keys-1440.png` });
  });

  test("a diagram's two placed answers sit apart, each shown whole, at the block's default size", async ({
    page,
    request,
  }) => {
    const token = await tokenOf(request, CREATOR);
    // The default spots of a new diagram (course-model quizDiagram), at the default size: 4 columns, 20 rows.
    const { courseId, pageId } = await buildOnePageCourse(request, token, [
      {
        type: DIAGRAM,
        text: "<p>Name the parts.</p>",
        place: [0, 0, 4, 20],
        settings: {
          show_correct_answer: true,
          show_answer_feedback: true,
          spots: [
            { id: "s1", x: 25, y: 30, label: "Option 1" },
            { id: "s2", x: 75, y: 70, label: "Option 2" },
          ],
        },
      },
    ]);
    await attachImage(request, token, { courseId, pageId }, 0);
    await page.setViewportSize(DESKTOP);
    await page.goto("/login");
    await logIn(page, CREATOR.email, CREATOR.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`/coursePlayer/${courseId}?progress_mode=preview&page=${pageId}`);
    const diagram = page.getByTestId("block-view-quizDiagram");
    await showLists(diagram);
    const spots = diagram.locator("select");
    await spots.nth(0).selectOption({ label: "Option 1" });
    await spots.nth(1).selectOption({ label: "Option 2" });

    for (const size of [DESKTOP, PHONE]) {
      await page.setViewportSize(size);
      const placed = diagram.locator(".cw-diagram-placed");
      await expect(placed).toHaveCount(2);
      await expect(placed.nth(0)).toHaveText("Option 1");
      const [first, second] = [await placed.nth(0).boundingBox(), await placed.nth(1).boundingBox()];
      if (!first || !second) throw new Error("a placed answer is not drawn");
      expect(intersect(first, second)).toBe(false);
      // Neither is cut to "Optio…": each shows its whole text.
      for (const label of await placed.all()) {
        expect(await label.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      }
    }
    await expectAccessible(page, "diagram-placed");
  });

  test("the creator types an image's caption under it on the canvas; the learner sees it as its figure's caption", async ({
    page,
    request,
  }) => {
    const token = await tokenOf(request, CREATOR);
    const { courseId, pageId } = await buildOnePageCourse(
      request,
      token,
      [
        { type: TEXT, text: "<p>Bienvenue</p>", place: [0, 0, 12, 8] },
        { type: IMAGE, text: null, place: [0, 8, 6, 30] },
      ],
      { language: "fr" },
    );
    await attachImage(request, token, { courseId, pageId }, 1);
    await openBuilder(page, courseId, 2);

    const image = page.getByTestId("canvas-block").filter({ has: page.getByTestId("block-view-image") });
    await image.click({ position: { x: 6, y: 6 } });
    await expect(image).toHaveAttribute("data-selected", "true");
    // Enter goes into its one text, the caption under the picture.
    await page.keyboard.press("Enter");
    const caption = editorOf(image);
    await expect(caption).toBeFocused();
    await page.keyboard.type("Un phare au crépuscule");
    await expect(caption).toHaveText("Un phare au crépuscule");

    // Back to it later with the pointer: a click in the caption's centre, right above the middle of the block's
    // bottom edge, edits it. The bottom edge's resize handle is not over it (issue 17), and nothing is resized.
    await page.getByTestId("canvas-page-title").click();
    await expect(image).not.toHaveAttribute("data-selected", "true");
    await image.click({ position: { x: 6, y: 6 } });
    await expect(image).toHaveAttribute("data-selected", "true");
    const captionBox = await image.getByTestId("image-caption").boundingBox();
    const blockBefore = await image.boundingBox();
    if (!captionBox || !blockBefore) throw new Error("no caption or block box");
    const centre = { x: captionBox.x + captionBox.width / 2, y: captionBox.y + captionBox.height / 2 };
    const hit = await page.evaluate(
      ({ x, y }) => Boolean(document.elementFromPoint(x, y)?.closest('[data-testid="image-caption"]')),
      centre,
    );
    expect(hit, "the caption, not a resize handle, is under its centre").toBe(true);
    await page.mouse.click(centre.x, centre.y);
    await expect(caption).toBeFocused();
    await page.keyboard.press("End");
    await page.keyboard.type(", en hiver");
    await expect(caption).toHaveText("Un phare au crépuscule, en hiver");
    expect(await image.boundingBox()).toEqual(blockBefore);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/image-caption-selected-1440.png` });
    await expectAccessible(page, "image-caption-builder", [DESKTOP]);
    await page.getByTestId("builder-save").click();
    await expect(page.getByTestId("builder-unsaved")).toBeHidden({ timeout: 60_000 });

    await page.goto(`/coursePlayer/${courseId}?progress_mode=preview&page=${pageId}`);
    const figure = page.locator("figure").filter({ has: page.getByRole("img", { name: "A test picture" }) });
    await expect(figure.locator("figcaption")).toHaveText("Un phare au crépuscule, en hiver");
    // In the course's language, as the rest of its content.
    expect(await figure.evaluate((element) => element.closest("[lang]")?.getAttribute("lang"))).toMatch(/^fr/);
    await expectAccessible(page, "image-caption-player");
  });
});
