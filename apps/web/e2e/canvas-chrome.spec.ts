import { expect, type Locator, type Page, test } from "@playwright/test";
import { auth, tokenOf } from "./courseFactory";
import { buildOnePageCourse } from "./pageFactory";
import { CREATOR, logIn } from "./support";

// Issue 17 item 1, the last findings: fill-in-the-blanks feedback is typed on the canvas like every other
// question's; the text toolbar of a narrow block stays on one line inside the canvas; a block's name tab (keyboard
// focus) never hides the block's first words, in left-to-right and right-to-left.

const SHOTS = "/tmp/b17ui";
const FIRST_WORDS = "Narrow column text";

type Box = { x: number; y: number; width: number; height: number };
const boxOf = async (locator: Locator): Promise<Box> => {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not drawn");
  return box;
};
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Three text blocks side by side (4 of 12 columns each) over a fill-in-the-blanks question. */
/** The right edge of a word in a block's first paragraph, as the author sees it. */
function endOfWord(block: Locator, word: string) {
  return block.locator(".cw-block-frame p").evaluate((paragraph, wanted) => {
    const text = paragraph.firstChild as Text;
    const start = (text.textContent ?? "").indexOf(wanted);
    const range = document.createRange();
    range.setStart(text, start);
    range.setEnd(text, start + wanted.length);
    const rect = range.getBoundingClientRect();
    return { x: rect.right - 1, y: rect.top + rect.height / 2 };
  }, word);
}

async function openPage(page: Page, request: Parameters<typeof tokenOf>[0], lang?: "ar") {
  const token = await tokenOf(request, CREATOR);
  const narrow = (x: number, words: string) => ({
    type: 0,
    text: `<p>${words} in a narrow block of four columns, long enough to take a few lines.</p>`,
    place: [x, 0, 4, 8] as [number, number, number, number],
  });
  const ids = await buildOnePageCourse(request, token, [
    narrow(0, "First column"),
    narrow(4, "Middle column"),
    narrow(8, FIRST_WORDS),
    {
      type: 10,
      text: "<p>The capital of France is [[blank:b1]].</p>",
      place: [0, 8, 12, 20],
      settings: {
        show_correct_answer: true,
        show_answer_feedback: true,
        correct_answer_feedback: "Well done!",
        incorrect_answer_feedback: "Not quite.",
        blanks: [
          {
            id: "b1",
            options: [
              { id: "o1", text: "Paris" },
              { id: "o2", text: "Lyon" },
            ],
            correct_option_id: "o1",
          },
        ],
      },
    },
  ]);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/login");
  await logIn(page, CREATOR.email, CREATOR.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  if (lang) await page.evaluate((code) => localStorage.setItem("lang", code), lang);
  await page.goto(`/courseBuilder/${ids.courseId}`);
  await expect(page.getByTestId("canvas-block")).toHaveCount(4, { timeout: 90_000 });
  return { ...ids, token };
}

const textBlock = (page: Page, words: string) => page.getByTestId("canvas-block").filter({ hasText: words });

test.describe("the canvas's chrome around the blocks", () => {
  test.describe.configure({ timeout: 300_000 });

  test("a fill-in-the-blanks question's feedback is typed on the canvas, undone and saved", async ({
    page,
    request,
  }) => {
    const { pageId, token } = await openPage(page, request);
    const question = page
      .getByTestId("canvas-block")
      .filter({ has: page.getByTestId("block-view-quizFillBlanksDropdown") });
    await question.click({ position: { x: 6, y: 6 } });
    await expect(question).toHaveAttribute("data-selected", "true");
    // The drawer keeps the blanks' settings, and says where the sentence and the feedback went.
    const drawer = page.getByTestId("block-editor-quizFillBlanksDropdown");
    await expect(drawer.getByTestId("on-canvas-hint").filter({ hasText: /Feedback texts/ })).toHaveCount(1);
    await expect(drawer.getByTestId("on-canvas-hint").filter({ hasText: "Text with blanks" })).toHaveCount(1);
    await expect(drawer.getByRole("textbox", { name: "Feedback for a correct answer" })).toHaveCount(0);
    // The sentence is typed on the canvas too: the block offers "Edit text".
    await expect(question.getByRole("button", { name: "Edit text" })).toHaveCount(1);

    const correct = question.getByRole("textbox", { name: "Feedback for a correct answer" });
    const wrong = question.getByRole("textbox", { name: "Feedback for an incorrect answer" });
    await expect(correct).toHaveText("Well done!");
    await expect(wrong).toHaveText("Not quite.");
    await wrong.click();
    await page.keyboard.press("Control+a");
    await page.keyboard.type("Paris is the capital");
    await expect(wrong).toHaveText("Paris is the capital");
    await expect(page.getByTestId("inline-toolbar")).toBeVisible();
    await page.screenshot({ path: `${SHOTS}-fillin-feedback-1440.png` });

    // The builder's undo takes the typing back and redo brings it again.
    await page.keyboard.press("Escape");
    while (await page.getByTestId("builder-undo").isEnabled()) await page.getByTestId("builder-undo").click();
    await expect(wrong).toHaveText("Not quite.");
    while (await page.getByTestId("builder-redo").isEnabled()) await page.getByTestId("builder-redo").click();
    await expect(wrong).toHaveText("Paris is the capital");
    await page.getByTestId("builder-save").click();
    await expect(page.getByTestId("builder-unsaved")).toBeHidden({ timeout: 60_000 });
    const stored: { type: number; settings: Record<string, unknown> }[] = (
      await (await request.get(`/api/course_pages/get_full_info/${pageId}`, { headers: auth(token) })).json()
    ).data.page_blocks;
    const settings = stored.find((block) => block.type === 10)?.settings;
    expect(settings?.incorrect_answer_feedback).toBe("<p>Paris is the capital</p>");
    expect(settings?.correct_answer_feedback).toBe("Well done!");
  });

  test("the text toolbar of a narrow block stays on one line, inside the canvas, clear of the text", async ({
    page,
    request,
  }) => {
    await openPage(page, request);
    for (const width of [1440, 1024]) {
      await page.setViewportSize({ width, height: 900 });
      for (const words of ["First column", FIRST_WORDS]) {
        const block = textBlock(page, words);
        await block.click({ position: { x: 6, y: 6 } });
        await expect(block).toHaveAttribute("data-selected", "true");
        const field = block.locator(".cw-inline-field .ProseMirror").first();
        await field.click();
        const toolbar = page.getByTestId("inline-toolbar");
        await expect(toolbar).toBeVisible();
        const bar = await boxOf(toolbar);
        const canvas = await boxOf(page.locator(".cw-canvas"));
        const text = await boxOf(field);
        // One line of buttons (a wrapped toolbar was two rows, ~80 px).
        expect(bar.height).toBeLessThan(48);
        expect(bar.x).toBeGreaterThanOrEqual(canvas.x);
        expect(bar.x + bar.width).toBeLessThanOrEqual(Math.min(canvas.x + canvas.width, width));
        // Never over the words being typed: above the block, or under it for a block in the page's first row, where
        // above would cover the page's title (canvas-toolbar-place.spec.ts).
        expect(bar.y + bar.height <= text.y || bar.y >= text.y + text.height, "the toolbar clears the words").toBe(
          true,
        );
        await page.screenshot({ path: `${SHOTS}-toolbar-${words.split(" ")[0]}-${width}.png` });
        await page.keyboard.press("Escape");
        await page.keyboard.press("Escape");
      }
    }
  });

  test("one click on an unselected text block's words selects it and puts the caret where clicked", async ({
    page,
    request,
  }) => {
    await openPage(page, request);
    const block = textBlock(page, "Middle column");
    const point = await endOfWord(block, "narrow");
    await page.mouse.click(point.x, point.y);
    await expect(block).toHaveAttribute("data-selected", "true");
    const field = block.getByRole("textbox", { name: "Text" });
    await expect(field).toBeFocused();
    await page.keyboard.type("Z");
    await expect(field).toContainText("Middle column in a narrowZ block");
    await page.screenshot({ path: `${SHOTS}-click-to-type-1440.png` });

    // A press near the block's edge only selects it: Delete then removes the block, not a letter.
    await page.keyboard.press("Escape");
    await page.keyboard.press("Escape");
    const first = textBlock(page, "First column");
    await first.click({ position: { x: 6, y: 6 } });
    await expect(first).toHaveAttribute("data-selected", "true");
    await page.keyboard.press("Delete");
    await page
      .getByRole("dialog", { name: "Delete this block?" })
      .getByRole("button", { name: "Delete block" })
      .click();
    await expect(textBlock(page, "First column")).toHaveCount(0);
  });

  test("letters typed at once after that click are kept while the text editor's code is still on its way", async ({
    page,
    request,
  }) => {
    // The editor's code answered 4 s late, as on a slow network or a busy machine.
    await page.route(/\/assets\/InlineCores-[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 4000));
      await route.continue();
    });
    await openPage(page, request);
    const block = textBlock(page, "Middle column");
    const point = await endOfWord(block, "narrow");
    await page.mouse.click(point.x, point.y);
    // Typed before the editor is there: held, then typed at the caret (Backspace included, the block stays).
    await page.keyboard.type("12x");
    await page.keyboard.press("Backspace");
    await page.keyboard.type("3");
    const field = block.getByRole("textbox", { name: "Text" });
    await expect(field).toBeFocused();
    await expect(field).toContainText("Middle column in a narrow123 block");
  });

  for (const lang of [undefined, "ar"] as const) {
    test(`a block's name tab never covers its first words (${lang ?? "en"})`, async ({ page, request }) => {
      await openPage(page, request, lang);
      const block = textBlock(page, FIRST_WORDS);
      const tab = block.locator(".cw-canvas-block__select");
      const firstLine = block.locator(".cw-block-frame p").first();
      // The keyboard reaches the block through its tab: Tab from the one before it.
      await textBlock(page, "Middle column").locator(".cw-canvas-block__select").focus();
      await page.keyboard.press("Tab");
      await expect(tab).toBeFocused();
      // The English excerpt is isolated (<bdi>) so that under an Arabic type name it keeps its own order.
      await expect(tab.locator("bdi")).toHaveText(new RegExp(`^${FIRST_WORDS}`));
      const name = await boxOf(tab);
      expect(name.width).toBeGreaterThan(20);
      expect(overlaps(name, await boxOf(firstLine))).toBe(false);
      const frame = await boxOf(block);
      expect(name.y + name.height).toBeLessThanOrEqual(frame.y);
      // At the block's start edge: left in English, right in Arabic.
      if (lang === "ar") expect(Math.abs(name.x + name.width - (frame.x + frame.width))).toBeLessThan(2);
      else expect(Math.abs(name.x - frame.x)).toBeLessThan(2);
      await page.screenshot({ path: `${SHOTS}-nametab-${lang ?? "en"}-1440.png` });

      // Selected from the keyboard (Enter), its toolbar shares the row with the tab without covering it.
      await page.keyboard.press("Enter");
      await expect(block).toHaveAttribute("data-selected", "true");
      await tab.focus();
      const toolbar = block.getByTestId("block-toolbar");
      await expect(toolbar).toBeVisible();
      expect(overlaps(await boxOf(tab), await boxOf(toolbar))).toBe(false);
      // Selected, the block's words become its editor's (drawn a moment later): judged once both are drawn.
      const clearOfTab = (other: Locator) =>
        expect
          .poll(async () => {
            const [a, b] = [await tab.boundingBox(), await other.boundingBox()];
            return a && b ? overlaps(a, b) : "not drawn";
          })
          .toBe(false);
      await clearOfTab(firstLine);
      await page.setViewportSize({ width: 1024, height: 900 });
      await tab.focus();
      await clearOfTab(toolbar);
      await clearOfTab(firstLine);
      await page.screenshot({ path: `${SHOTS}-nametab-${lang ?? "en"}-1024.png` });
    });
  }
});
