import { expect, type Locator, type Page, test } from "@playwright/test";
import { tokenOf } from "./courseFactory";
import { buildOnePageCourse } from "./pageFactory";
import { CREATOR, logIn } from "./support";

// Issue 17: a course's content takes its own language's direction, not the interface's. In the Arabic
// interface an English course reads left to right and an Arabic one right to left, on the builder's canvas as
// in the player, while the chrome around them (toolbars, drawers, the player's bars) stays right to left.
// These courses name no language (as courses made before the setting): each block's own words decide. Courses
// that name theirs are in course-language.spec.ts.

const SHOTS = "/tmp/b17ui";
const ENGLISH = "Welcome to the safety course";
const ARABIC = "مرحبا بكم في دورة السلامة";

const direction = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).direction);

async function courseIn(request: Parameters<typeof tokenOf>[0], words: string): Promise<number> {
  const token = await tokenOf(request, CREATOR);
  const { courseId } = await buildOnePageCourse(request, token, [
    { type: 0, text: `<p>${words}</p>`, place: [0, 0, 8, 8] },
    {
      type: 8,
      text: `<p>${words}?</p>`,
      place: [0, 8, 12, 20],
      settings: {
        show_correct_answer: true,
        show_answer_feedback: true,
        options: [
          { id: "a", text: `${words} A`, image_media_id: null, correct: true },
          { id: "b", text: `${words} B`, image_media_id: null, correct: false },
        ],
      },
    },
  ]);
  return courseId;
}

async function expectContent(page: Page, words: string, dir: "ltr" | "rtl", where: string) {
  const paragraph = page.getByText(words, { exact: true }).first();
  await expect(paragraph).toBeVisible();
  expect(await direction(paragraph)).toBe(dir);
  expect(await direction(page.getByText(`${words} A`, { exact: true }).first())).toBe(dir);
  await page.screenshot({ path: `${SHOTS}-direction-${where}-${dir}.png` });
}

test("in the Arabic interface a course's content keeps its own direction, the chrome stays right to left", async ({
  page,
  request,
}) => {
  test.slow();
  const english = await courseIn(request, ENGLISH);
  const arabic = await courseIn(request, ARABIC);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/login");
  await logIn(page, CREATOR.email, CREATOR.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.evaluate(() => localStorage.setItem("lang", "ar"));

  for (const [courseId, words, dir] of [
    [english, ENGLISH, "ltr"],
    [arabic, ARABIC, "rtl"],
  ] as const) {
    await page.goto(`/courseBuilder/${courseId}`);
    await expect(page.getByTestId("canvas-block")).toHaveCount(2, { timeout: 90_000 });
    await expectContent(page, words, dir, "builder");
    // The selected block's texts, typed in place, keep the same direction; its toolbar is the interface's.
    const block = page.getByTestId("canvas-block").first();
    await block.click({ position: { x: 6, y: 6 } });
    await expect(block).toHaveAttribute("data-selected", "true");
    expect(await direction(block.locator(".ProseMirror").first())).toBe(dir);
    expect(await direction(block.getByTestId("block-toolbar"))).toBe("rtl");
    expect(await direction(page.getByTestId("builder-save"))).toBe("rtl");

    await page.goto(`/coursePlayer/${courseId}?progress_mode=preview`);
    await expectContent(page, words, dir, "player");
    await page.setViewportSize({ width: 390, height: 844 });
    await expectContent(page, words, dir, "player-390");
    await page.setViewportSize({ width: 1440, height: 900 });
  }
});
