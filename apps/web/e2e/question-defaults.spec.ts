import { mkdirSync } from "node:fs";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { seriousViolations } from "./axe";
import { tokenOf } from "./courseFactory";
import { buildOnePageCourse } from "./pageFactory";
import { CREATOR, logIn } from "./support";

// Issue 17 (new-user walk): a new question starts with a question in the course's language, so a learner never
// meets bare options; a question whose text the creator cleared is flagged on the canvas, and the player draws
// no empty question above its options.

const SHOTS = "/tmp/qdef17";
const SLOW = { timeout: 60_000 };
const SINGLE = "Which of these answers is correct?";
const FILL_IN = "Choose the right word for the gap:";

test.beforeEach(() => test.slow());

const blockOf = (page: Page, view: string) =>
  page.getByTestId("canvas-block").filter({ has: page.getByTestId(`block-view-${view}`) });

async function addFromPalette(page: Page, name: string) {
  await page
    .getByTestId("right-drawer")
    .locator("label", { hasText: /^Blocks$/ })
    .click();
  await page.getByTestId("palette").getByRole("button", { name, exact: true }).click();
}

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

async function save(page: Page) {
  await page.getByTestId("builder-save").click();
  await expect(page.getByTestId("builder-unsaved")).toBeHidden(SLOW);
}

async function shoot(page: Page, name: string, width: number) {
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width, height: 900 });
  await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
}

async function clearQuestion(page: Page, block: Locator) {
  await block.click({ position: { x: 6, y: 6 } });
  await expect(block).toHaveAttribute("data-selected", "true");
  const editor = block.locator(".cw-inline-field .ProseMirror").first();
  await editor.click();
  await page.keyboard.press("Control+a");
  await page.keyboard.press("Delete");
  await expect(editor).toHaveText("");
  // Leave the text, then the block: the warning is for the unselected block.
  await page.keyboard.press("Escape");
  await page.keyboard.press("Escape");
  await expect(block).not.toHaveAttribute("data-selected", "true");
}

test("new questions carry their question to the learner; a cleared one is flagged on the canvas", async ({
  page,
  request,
}) => {
  const token = await tokenOf(request, CREATOR);
  const { courseId } = await buildOnePageCourse(request, token, [], { language: "en" });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/login");
  await logIn(page, CREATOR.email, CREATOR.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto(`/courseBuilder/${courseId}`);
  await expect(page.getByTestId("canvas-empty")).toBeVisible(SLOW);
  await addFromPalette(page, "Single choice");
  await addFromPalette(page, "Fill in the blanks (dropdown)");
  const single = blockOf(page, "quizSingleChoice");
  const fillIn = blockOf(page, "quizFillBlanksDropdown");
  await expect(single).toContainText(SINGLE);
  await expect(fillIn).toContainText(FILL_IN);
  await expect(page.getByTestId("quiz-no-text")).toHaveCount(0);
  await save(page);

  // The learner (the creator's preview) reads both questions; the blank sits in the sentence.
  await page.goto(`/coursePlayer/${courseId}?progress_mode=preview`);
  const played = page.getByTestId("block-view-quizSingleChoice");
  await expect(played).toContainText(SINGLE, SLOW);
  const sentence = page.getByTestId("block-view-quizFillBlanksDropdown");
  await expect(sentence).toContainText(FILL_IN);
  await expect(sentence.getByRole("combobox", { name: "Blank 1" })).toBeVisible();
  await expect(page.getByText("[[blank")).toHaveCount(0);
  await shoot(page, "player-defaults", 390);
  await expectNoSeriousViolations(page);

  // The creator clears the single choice's question: unselected, the block says so, by name.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/courseBuilder/${courseId}`);
  await expect(single).toContainText(SINGLE, SLOW);
  await clearQuestion(page, single);
  const warning = single.getByTestId("quiz-no-text");
  await expect(warning).toBeVisible();
  await expect(warning).toHaveText("This question has no text");
  await expect(fillIn.getByTestId("quiz-no-text")).toHaveCount(0);
  await expectNoSeriousViolations(page);
  await shoot(page, "builder-no-text", 1440);
  // Selected again, the question is typed in place: the placeholder, not the warning.
  await single.click({ position: { x: 6, y: 6 } });
  await expect(single.getByTestId("quiz-no-text")).toHaveCount(0);
  // ...and the block's panel (open on selecting) says what is missing.
  await expect(page.getByTestId("block-properties")).toContainText("This question has no text");
  await page.keyboard.press("Escape");
  await save(page);

  // The player shows no empty question above the options, and never the builder's warning.
  await page.goto(`/coursePlayer/${courseId}?progress_mode=preview`);
  await expect(played.getByRole("radio")).toHaveCount(2, SLOW);
  await expect(played.locator(".cw-rich-text")).toHaveCount(0);
  await expect(page.getByTestId("quiz-no-text")).toHaveCount(0);
  await shoot(page, "player-no-text", 390);
});
