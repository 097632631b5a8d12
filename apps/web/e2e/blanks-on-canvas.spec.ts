import { mkdirSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { seriousViolations } from "./axe";
import { tokenOf } from "./courseFactory";
import { buildOnePageCourse } from "./pageFactory";
import { CREATOR, logIn } from "./support";

// Issue 17 item 1, fill in the blanks: the sentence is typed on the canvas like every question's text, its blanks
// as numbered chips, "Add blank" in the floating toolbar putting one at the caret; the builder's undo covers it.

const SHOTS = "/tmp/blankcanvas";
const SLOW = { timeout: 60_000 };

test.beforeEach(() => test.slow());

async function addFromPalette(page: Page, name: string) {
  await page
    .getByTestId("right-drawer")
    .locator("label", { hasText: /^Blocks$/ })
    .click();
  await page.getByTestId("palette").getByRole("button", { name, exact: true }).click();
}

test("a fill-in sentence is typed on the canvas, a blank put in at the caret, undone once, saved and played", async ({
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
  await addFromPalette(page, "Fill in the blanks (typed)");
  const block = page
    .getByTestId("canvas-block")
    .filter({ has: page.getByTestId("block-view-quizFillBlanksOpenAnswer") });
  await expect(block).toContainText("Type the missing word:");

  // Selected, the block's sentence is an editor on the page, its blank a chip ("Blank 1"), never the token.
  await block.click({ position: { x: 6, y: 6 } });
  await expect(block).toHaveAttribute("data-selected", "true");
  const sentence = block.getByTestId("inline-blanks").locator(".ProseMirror");
  const chips = sentence.locator(".cw-blank-chip");
  await expect(chips).toHaveCount(1);
  await expect(sentence).toHaveText("Type the missing word: ");
  await expect(page.getByText("[[blank")).toHaveCount(0);
  await expect(block.getByTestId("quiz-blank-input")).toHaveCount(0);
  // The properties keep the blank's answers and say where the sentence is.
  const drawer = page.getByTestId("block-editor-quizFillBlanksOpenAnswer");
  await expect(drawer.getByTestId("on-canvas-hint").filter({ hasText: "Text with blanks" })).toBeVisible();
  await expect(drawer.getByTestId("quiz-blank-editor")).toHaveCount(1);

  // Typing at the end, a blank at the caret from the floating toolbar, more typing.
  await sentence.click();
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.type("The capital of France is");
  await expect(page.getByTestId("inline-toolbar")).toBeVisible();
  await page.getByTestId("inline-add-blank").click();
  await expect(chips).toHaveCount(2);
  await expect(chips.nth(1)).toHaveText("");
  await expect(drawer.getByTestId("quiz-blank-editor")).toHaveCount(2);
  await page.keyboard.type(" and so on");
  await expect(sentence).toHaveText("Type the missing word: The capital of France is and so on");
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/editing-1440.png` });
  expect(await seriousViolations(page)).toEqual([]);

  // One undo takes back the last words typed; the blank and the words before it stay.
  await page.keyboard.press("ControlOrMeta+z");
  await expect(sentence).toHaveText("Type the missing word: The capital of France is");
  await expect(chips).toHaveCount(2);

  // Escape leaves the text (focus on the block), Enter goes back into it.
  await page.keyboard.press("Escape");
  await expect(sentence).not.toBeFocused();
  await expect(page.getByTestId("inline-toolbar")).toHaveCount(0);
  await page.keyboard.press("Enter");
  await expect(sentence).toBeFocused();
  await page.keyboard.press("Escape");

  // The new blank's answer is set in the properties, as before.
  const answer = drawer.getByTestId("quiz-blank-editor").nth(1).getByRole("textbox").first();
  await answer.fill("Paris");
  await answer.press("Tab");
  await page.getByTestId("builder-save").click();
  await expect(page.getByTestId("builder-unsaved")).toBeHidden(SLOW);
  await page.reload();
  await expect(block).toContainText("The capital of France is", SLOW);
  await expect(block.getByTestId("quiz-blank-input")).toHaveCount(2);
  // One click on the words of the block (not selected yet) selects it and puts the caret in its sentence.
  await block.getByText("The capital of France is").click();
  await expect(block).toHaveAttribute("data-selected", "true");
  await expect(sentence).toBeFocused();
  await expect(chips).toHaveCount(2);
  await expect(sentence).toHaveText("Type the missing word: The capital of France is");

  // The learner meets a text field in each blank, the new one at the end of the sentence.
  await page.goto(`/coursePlayer/${courseId}?progress_mode=preview`);
  const played = page.getByTestId("block-view-quizFillBlanksOpenAnswer");
  await expect(played).toContainText("The capital of France is", SLOW);
  await expect(played.getByRole("textbox", { name: "Blank 2" })).toBeVisible();
  await expect(played.getByTestId("quiz-blank-input")).toHaveCount(2);
  await expect(page.getByText("[[blank")).toHaveCount(0);
});
