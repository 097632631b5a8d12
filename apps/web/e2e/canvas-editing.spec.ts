import { mkdirSync } from "node:fs";
import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { seriousViolations } from "./axe";
import { auth, BLOCK_FIELDS, emptySave, tokenOf, unique } from "./courseFactory";
import { CREATOR, logIn } from "./support";

// Issue 17 item 1: texts are typed on the canvas, in the selected block (TipTap inline, floating toolbar), and
// the builder's undo takes back typing a pause at a time. Block shortcuts never fire while typing.

const SHOTS = "/tmp/inline-shots";
const DESKTOP = { width: 1440, height: 900 };

/** A course whose first page holds a text and a single choice question, built through the save. */
async function buildPage(request: APIRequestContext, token: string): Promise<number> {
  const headers = auth(token);
  const created = await request.post("/api/courses", {
    headers,
    data: { title: `Canvas editing ${unique()}`, with_topics: false, attempts: null, min_pass_percent: 50 },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const courseId: number = (await created.json()).data.id;
  const contents = (await (await request.get(`/api/courses/${courseId}`, { headers })).json()).data;
  const pageId: number = contents.pages[0].id;
  const block = (id: number, type: number, text: string, y: number, h: number, settings = {}) => ({
    ...BLOCK_FIELDS,
    id,
    page_id: pageId,
    type,
    text,
    settings,
    displaying_settings: { x: 0, y, w: 12, h, i: String(id) },
  });
  const saved = await request.post(`/api/course_builder/update_course/${courseId}`, {
    headers,
    data: {
      ...emptySave(),
      new_page_blocks: [
        block(-1, 0, "<p>Start</p>", 0, 8),
        block(-2, 8, "<p>Which colour?</p>", 8, 24, {
          show_correct_answer: true,
          show_answer_feedback: true,
          options: [
            { id: "red", text: "Red", image_media_id: null, correct: true },
            { id: "green", text: "Green", image_media_id: null, correct: false },
          ],
        }),
      ],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return courseId;
}

/** A course whose first page holds a button, an accordion and a question with feedback; returns its ids. */
async function buildMixedPage(
  request: APIRequestContext,
  token: string,
): Promise<{ courseId: number; pageId: number }> {
  const headers = auth(token);
  const created = await request.post("/api/courses", {
    headers,
    data: { title: `Canvas editing more ${unique()}`, with_topics: false, attempts: null, min_pass_percent: 50 },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const courseId: number = (await created.json()).data.id;
  const contents = (await (await request.get(`/api/courses/${courseId}`, { headers })).json()).data;
  const pageId: number = contents.pages[0].id;
  const block = (id: number, type: number, text: string | null, y: number, h: number, settings = {}) => ({
    ...BLOCK_FIELDS,
    id,
    page_id: pageId,
    type,
    text,
    settings,
    displaying_settings: { x: 0, y, w: 12, h, i: String(id) },
  });
  const saved = await request.post(`/api/course_builder/update_course/${courseId}`, {
    headers,
    data: {
      ...emptySave(),
      new_page_blocks: [
        block(-1, 6, "Go", 0, 6),
        block(-2, 15, null, 6, 20, { items: [{ id: "a1", title: "Step one", text: "<p>First</p>" }] }),
        block(-3, 8, "<p>Which colour?</p>", 26, 24, {
          show_correct_answer: true,
          show_answer_feedback: true,
          correct_answer_feedback: "Well done",
          incorrect_answer_feedback: "Not quite",
          options: [
            { id: "red", text: "Red", image_media_id: null, correct: true },
            { id: "green", text: "Green", image_media_id: null, correct: false },
          ],
        }),
      ],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return { courseId, pageId };
}

async function openBuilder(page: Page, request: APIRequestContext): Promise<number> {
  const courseId = await buildPage(request, await tokenOf(request, CREATOR));
  await page.setViewportSize(DESKTOP);
  await page.goto("/login");
  await logIn(page, CREATOR.email, CREATOR.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/courseBuilder/${courseId}`);
  await expect(page.getByTestId("canvas-block")).toHaveCount(2, { timeout: 90_000 });
  return courseId;
}

const blockOf = (page: Page, view: string) =>
  page.getByTestId("canvas-block").filter({ has: page.getByTestId(`block-view-${view}`) });
const textBlock = (page: Page) => page.getByTestId("canvas-block").filter({ has: page.getByTestId("block-view-text") });
const questionBlock = (page: Page) =>
  page.getByTestId("canvas-block").filter({ has: page.getByTestId("block-view-quizSingleChoice") });
const editorOf = (block: Locator) => block.locator(".cw-inline-field .ProseMirror").first();

async function selectBlock(block: Locator) {
  await block.click({ position: { x: 6, y: 6 } });
  await expect(block).toHaveAttribute("data-selected", "true");
}

async function expectAccessible(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1440, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize(DESKTOP);
}

test.describe("editing on the canvas", () => {
  test.describe.configure({ timeout: 480_000 });

  test("types rich text in place, bolds it from the floating toolbar, undoes, redoes, saves and reloads", async ({
    page,
    request,
  }) => {
    const courseId = await openBuilder(page, request);
    const block = textBlock(page);
    await selectBlock(block);
    // The drawer keeps the settings and says where the text went.
    await expect(page.getByTestId("on-canvas-hint")).toBeVisible();

    const editor = editorOf(block);
    await editor.click();
    await page.keyboard.press("Control+End");
    await page.keyboard.type(" more words");
    await expect(editor).toHaveText("Start more words");
    const toolbar = page.getByTestId("inline-toolbar");
    await expect(toolbar).toBeVisible();
    // While typing, the block's own toolbar steps aside for the text's.
    await expect(block.getByTestId("block-toolbar")).toBeHidden();

    // Delete and Backspace edit the text; the block stays.
    await page.keyboard.press("Backspace");
    // Each key's effect seen before the next (under CI's load a key sent while the editor re-rendered was lost).
    await expect(editor).toHaveText("Start more word");
    await page.keyboard.press("ArrowLeft");
    // The editor learns of a caret moved by an arrow from the page's next selectionchange event; a Delete sent
    // before that task runs deletes at the old caret (a person's keys are never that close together).
    await page.evaluate(() => new Promise((done) => setTimeout(done, 0)));
    await page.keyboard.press("Delete");
    await expect(editor).toHaveText("Start more wor");
    await page.keyboard.type("ds");
    await expect(editor).toHaveText("Start more words");
    await expect(page.getByTestId("canvas-block")).toHaveCount(2);
    await expect(page.getByRole("dialog")).toHaveCount(0);

    // Escape hands the typing to the builder and leaves the text; Enter goes back in.
    await page.keyboard.press("Escape");
    await expect(block.locator(".cw-canvas-block__select")).toBeFocused();
    await expect(toolbar).toHaveCount(0);
    await page.keyboard.press("Enter");
    await expect(editor).toBeFocused();
    await page.keyboard.press("Control+End");
    await page.keyboard.type(" again");
    await page.keyboard.press("Shift+Control+ArrowLeft");
    await toolbar.getByRole("button", { name: "Bold" }).click();
    await expect(editor.locator("strong")).toHaveText("again");
    await expectAccessible(page, "text-editing");

    // Undo takes back the bold, then the typing (a pause at a time: on a busy machine the keys may come in more
    // than one pause); redo brings all back, in the builder's one history.
    await editor.click();
    await page.keyboard.press("Control+z");
    await expect(editor.locator("strong")).toHaveCount(0);
    await expect(editor).toHaveText("Start more words again");
    let undone = 0;
    while ((await editor.textContent()) !== "Start more words" && undone < 6) {
      await page.keyboard.press("Control+z");
      undone += 1;
      await expect(editor).not.toHaveText("Start more words again");
    }
    await expect(editor).toHaveText("Start more words");
    await expect(page.getByTestId("builder-redo")).toBeEnabled();
    await page.keyboard.press("Control+Shift+z");
    await expect(editor).not.toHaveText("Start more words");
    while (await page.getByTestId("builder-redo").isEnabled()) await page.getByTestId("builder-redo").click();
    await expect(editor).toHaveText("Start more words again");
    await expect(editor.locator("strong")).toHaveText("again");

    await page.getByTestId("builder-save").click();
    await expect(page.getByTestId("builder-unsaved")).toBeHidden({ timeout: 60_000 });
    await page.goto(`/courseBuilder/${courseId}`);
    await expect(page.getByTestId("canvas-block")).toHaveCount(2, { timeout: 90_000 });
    const reloaded = textBlock(page).getByTestId("block-view-text");
    await expect(reloaded).toHaveText("Start more words again");
    await expect(reloaded.locator("strong")).toHaveText("again");
  });

  test("edits a question and an option in place, and the keyboard goes in and out of the text", async ({
    page,
    request,
  }) => {
    const courseId = await openBuilder(page, request);
    const block = questionBlock(page);

    // Keyboard alone: Enter on the block selects it, Enter again puts the caret in its first text.
    const selectButton = block.locator(".cw-canvas-block__select");
    await selectButton.focus();
    await page.keyboard.press("Enter");
    await expect(block.getByTestId("block-toolbar")).toBeVisible();
    await expect(block.getByRole("button", { name: "Edit text" })).toBeVisible();
    await page.keyboard.press("Enter");
    const question = editorOf(block);
    await expect(question).toBeFocused();
    await page.keyboard.press("Control+a");
    await page.keyboard.type("Which colour is the sky?");
    await expect(question).toHaveText("Which colour is the sky?");

    // Escape leaves the text (focus back on the block), a second Escape deselects it.
    await page.keyboard.press("Escape");
    await expect(selectButton).toBeFocused();
    await expect(block.getByTestId("block-toolbar")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(block.getByTestId("block-toolbar")).toHaveCount(0);

    // An option: one line (Enter adds no line), typed in its card.
    await selectBlock(block);
    const option = block.getByTestId("quiz-option").nth(1).locator(".ProseMirror");
    await option.click();
    await page.keyboard.press("Control+a");
    await page.keyboard.type("Blue");
    await page.keyboard.press("Enter");
    await expect(option).toHaveText("Blue");
    await expect(option.locator("p")).toHaveCount(1);
    // C and V while typing are letters, not copy and paste of the block.
    await page.keyboard.type(" cv");
    await expect(option).toHaveText("Blue cv");
    await page.keyboard.press("Backspace");
    await page.keyboard.press("Backspace");
    await page.keyboard.press("Backspace");
    await expect(page.getByTestId("canvas-block")).toHaveCount(2);
    await expectAccessible(page, "option-editing");

    // "Edit text" from the toolbar goes back into the question; Ctrl+S saves what was just typed.
    await page.keyboard.press("Escape");
    await block.getByRole("button", { name: "Edit text" }).click();
    await expect(question).toBeFocused();
    await page.keyboard.press("Control+End");
    await page.keyboard.type(" Pick one.");
    await page.keyboard.press("Control+s");
    await expect(page.getByTestId("builder-unsaved")).toBeHidden({ timeout: 60_000 });

    await page.goto(`/courseBuilder/${courseId}`);
    await expect(page.getByTestId("canvas-block")).toHaveCount(2, { timeout: 90_000 });
    const reloaded = questionBlock(page);
    await expect(reloaded.getByTestId("block-view-quizSingleChoice")).toContainText(
      "Which colour is the sky? Pick one.",
    );
    await expect(reloaded.getByTestId("quiz-option").nth(1)).toHaveText("Blue");
    await expect(reloaded.getByTestId("quiz-option").nth(0)).toHaveText("Red");
  });

  test("types a button's label, an accordion's title and text and a question's feedback in place", async ({
    page,
    request,
  }) => {
    const token = await tokenOf(request, CREATOR);
    const { courseId, pageId } = await buildMixedPage(request, token);
    await page.setViewportSize(DESKTOP);
    await page.goto("/login");
    await logIn(page, CREATOR.email, CREATOR.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`/courseBuilder/${courseId}`);
    await expect(page.getByTestId("canvas-block")).toHaveCount(3, { timeout: 90_000 });

    // The button: Enter on the selected block goes into its label, typed in the button itself.
    const button = blockOf(page, "button");
    await selectBlock(button);
    await expect(button.getByRole("button", { name: "Edit text" })).toBeVisible();
    await button.locator(".cw-canvas-block__select").focus();
    await page.keyboard.press("Enter");
    const label = button.getByRole("textbox", { name: "Button label" });
    await expect(label).toBeFocused();
    await page.keyboard.press("Control+a");
    await page.keyboard.type("Start the tour");
    await page.keyboard.press("Enter");
    await expect(label).toHaveText("Start the tour");
    await expect(label.locator("p")).toHaveCount(1);
    // The builder's undo takes the typing back (a pause at a time) and redo brings it again.
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("builder-undo")).toBeEnabled();
    // All the history since loading is this typing.
    while (await page.getByTestId("builder-undo").isEnabled()) await page.getByTestId("builder-undo").click();
    await expect(label).toHaveText("Go");
    while (await page.getByTestId("builder-redo").isEnabled()) await page.getByTestId("builder-redo").click();
    await expect(label).toHaveText("Start the tour");
    await expectAccessible(page, "button-editing");

    // The accordion: its item open, the title and the text typed where they show.
    const accordion = blockOf(page, "accordion");
    await selectBlock(accordion);
    const title = accordion.getByRole("textbox", { name: "Title of item 1" });
    await title.click();
    await page.keyboard.press("Control+a");
    await page.keyboard.type("First step");
    await expect(title).toHaveText("First step");
    const content = accordion.getByRole("textbox", { name: "Text of item 1" });
    await content.click();
    await page.keyboard.press("Control+a");
    await page.keyboard.type("Open the map");
    await expect(content).toHaveText("Open the map");
    await expect(page.getByTestId("inline-toolbar")).toBeVisible();
    await expectAccessible(page, "accordion-editing");

    // The question: its feedback texts under it, in the panels the learner sees.
    const question = questionBlock(page);
    await selectBlock(question);
    // The drawer says where the question and its feedback went.
    await expect(page.getByTestId("on-canvas-hint")).toHaveCount(2);
    const correct = question.getByRole("textbox", { name: "Feedback for a correct answer" });
    await expect(question.getByRole("textbox", { name: "Feedback for an incorrect answer" })).toHaveText("Not quite");
    await correct.click();
    await page.keyboard.press("Control+a");
    await page.keyboard.type("Right, the sky is blue");
    await expect(correct).toHaveText("Right, the sky is blue");
    await expectAccessible(page, "feedback-editing");
    await correct.click();
    await page.keyboard.press("Control+s");
    await expect(page.getByTestId("builder-unsaved")).toBeHidden({ timeout: 60_000 });

    const stored: { type: number; text: string | null; settings: Record<string, unknown> }[] = (
      await (await request.get(`/api/course_pages/get_full_info/${pageId}`, { headers: auth(token) })).json()
    ).data.page_blocks;
    expect(stored.find((b) => b.type === 6)?.text).toBe("Start the tour");
    expect(stored.find((b) => b.type === 15)?.settings.items).toEqual([
      { id: "a1", title: "First step", text: "<p>Open the map</p>" },
    ]);
    const feedback = stored.find((b) => b.type === 8)?.settings;
    expect(feedback?.correct_answer_feedback).toBe("<p>Right, the sky is blue</p>");
    expect(feedback?.incorrect_answer_feedback).toBe("Not quite");

    await page.goto(`/courseBuilder/${courseId}`);
    await expect(page.getByTestId("canvas-block")).toHaveCount(3, { timeout: 90_000 });
    await expect(blockOf(page, "button").getByTestId("block-view-button")).toHaveText("Start the tour");
    await expect(blockOf(page, "accordion").getByTestId("block-view-accordion")).toContainText("First step");
  });
});
