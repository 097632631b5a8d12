import { mkdirSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { animationsDone } from "./axe";
import { auth, BLOCK_FIELDS, emptySave, tokenOf, unique } from "./courseFactory";
import { CREATOR, logIn } from "./support";

// Content that fits (issue 17, item 2): a block's grid height is its minimum. Long text, a question with many
// options and long feedback are shown whole, in the player and on the canvas, with no nested scroll box; a
// block hidden by a display condition leaves no empty band; on a phone blocks take their content's height.

const SHOTS = "/tmp/fit-shots";
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

const SENTENCE = "A block's grid height is the least it takes, never a cage that cuts its words off halfway.";
const LONG_TEXT = Array.from({ length: 14 }, (_, i) => `<p>Paragraph ${i + 1}. ${SENTENCE}</p>`).join("");
const LONG_FEEDBACK = `<p>${Array.from({ length: 8 }, () => "Well done: this feedback runs long on purpose.").join(" ")}</p>`;
const OPTIONS = Array.from({ length: 10 }, (_, i) => ({
  id: `o${i}`,
  text: `Option ${i + 1}: an answer worded at some length, so that the list of options needs many rows of the grid`,
  image_media_id: null,
  correct: i < 2,
}));

/** One page: long text beside a short one, a question, a text shown only once it is answered, and an ending. */
async function fitsCourse(request: APIRequestContext) {
  const token = await tokenOf(request, CREATOR);
  const headers = auth(token);
  const created = await request.post("/api/courses", {
    headers,
    data: { title: `Fits ${unique()}`, with_topics: true, attempts: null, min_pass_percent: 50 },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const courseId: number = (await created.json()).data.id;
  const pageId: number = (await (await request.get(`/api/courses/${courseId}`, { headers })).json()).data.pages[0].id;
  const block = (id: number, type: number, place: { x: number; y: number; w: number; h: number }, text: string) => ({
    ...BLOCK_FIELDS,
    id,
    page_id: pageId,
    type,
    text,
    displaying_settings: { ...place, i: String(id) },
  });
  const saved = await request.post(`/api/course_builder/update_course/${courseId}`, {
    headers,
    data: {
      ...emptySave(),
      new_page_blocks: [
        block(-1, 0, { x: 0, y: 0, w: 6, h: 20 }, LONG_TEXT),
        block(-2, 0, { x: 6, y: 0, w: 6, h: 20 }, "<p>A short neighbour.</p>"),
        {
          ...block(-3, 9, { x: 0, y: 20, w: 12, h: 24 }, "<p>Which of these are right? Pick every one.</p>"),
          randomize_options_order: false,
          settings: {
            options: OPTIONS,
            show_correct_answer: true,
            show_answer_feedback: true,
            correct_answer_feedback: LONG_FEEDBACK,
            incorrect_answer_feedback: LONG_FEEDBACK,
          },
        },
        {
          ...block(-4, 0, { x: 0, y: 44, w: 12, h: 20 }, "<p>Shown once the question is answered.</p>"),
          display_conditions: [{ kind: "block_interacted", block_id: -3 }],
        },
        block(-5, 0, { x: 0, y: 64, w: 12, h: 6 }, "<p>The end of the page.</p>"),
      ],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const ids: Record<string, number> = (await saved.json()).blocks_id_map;
  return { courseId, pageId, token, textId: ids["-1"] as number };
}

/**
 * Every block in `cellSelector` shows all of its content: no element in it with an overflow other than visible
 * has more to scroll than it shows (hidden-from-sight helpers of 1 px and closed panels aside), its content
 * ends inside the block, and no two blocks overlap (so a block's bottom is above the next row's top).
 */
async function expectFits(page: Page, cellSelector: string) {
  const problems = await page.evaluate(async (selector) => {
    // Measured once the layout has settled: fonts loaded and the blocks' boxes the same two frames running. A
    // content change the page has not drawn yet (a lazy view that just arrived) is measured in the next frame
    // (useContentRows), so a check made between the two would see a block the product has not grown yet.
    await document.fonts.ready;
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const boxesNow = () =>
      Array.from(document.querySelectorAll(selector), (cell) => {
        const { x, y, width, height } = cell.getBoundingClientRect();
        return `${x},${y},${width},${height}`;
      }).join(";");
    let before = "";
    for (let frames = 0, still = 0; frames < 120 && still < 2; frames += 1) {
      await frame();
      const now = boxesNow();
      still = now === before ? still + 1 : 0;
      before = now;
    }
    const out: string[] = [];
    const cells = Array.from(document.querySelectorAll(selector)) as HTMLElement[];
    if (cells.length === 0) out.push("no blocks");
    for (const [index, cell] of cells.entries()) {
      for (const element of [cell, ...(Array.from(cell.querySelectorAll("*")) as HTMLElement[])]) {
        const style = getComputedStyle(element);
        if (style.overflowY === "visible" && style.overflowX === "visible") continue;
        // Out of sight on purpose: read-out-only text and the canvas's keyboard-only select button.
        if (element.clientHeight <= 1 || element.clientWidth <= 1 || style.clipPath !== "none") continue;
        if (element.scrollHeight > element.clientHeight + 1) {
          out.push(`block ${index}: ${element.className} shows ${element.clientHeight} of ${element.scrollHeight} px`);
        }
      }
      const content = cell.querySelector(".cw-block-frame__content") as HTMLElement | null;
      if (!content) continue;
      const box = cell.getBoundingClientRect();
      const top = content.getBoundingClientRect().top;
      const bottom = top + Math.max(content.scrollHeight, content.offsetHeight);
      if (bottom > box.bottom + 1) out.push(`block ${index}: content ends ${bottom - box.bottom} px below it`);
    }
    const boxes = cells.map((cell) => cell.getBoundingClientRect());
    for (const [i, a] of boxes.entries()) {
      for (const [j, b] of boxes.entries()) {
        if (j <= i) continue;
        const apart = a.right <= b.left + 1 || b.right <= a.left + 1 || a.bottom <= b.top + 1 || b.bottom <= a.top + 1;
        if (!apart) out.push(`blocks ${i} and ${j} overlap`);
      }
    }
    return out;
  }, cellSelector);
  expect(problems).toEqual([]);
}

/** axe on the page, or on the part named (the builder's canvas: its drawers are other screens' checks). */
async function expectAccessible(page: Page, within?: string) {
  await animationsDone(page);
  const axe = new AxeBuilder({ page });
  const { violations } = await (within ? axe.include(within) : axe).analyze();
  expect(violations.map((v) => v.id)).not.toContain("scrollable-region-focusable");
  const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

const PLAYER_CELLS = "[data-testid=player-block]";

test.describe("content that fits", () => {
  // The builder and axe are slow on a busy machine.
  test.describe.configure({ timeout: 240_000 });
  test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

  test("the player shows long text, many options and long feedback whole, and a hidden block leaves no band", async ({
    page,
    request,
  }) => {
    const { courseId } = await fitsCourse(request);
    await page.setViewportSize(DESKTOP);
    await page.goto("/login");
    await logIn(page, CREATOR.email, CREATOR.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`/coursePlayer/${courseId}?progress_mode=preview`);
    const cells = page.locator(PLAYER_CELLS);
    await expect(cells).toHaveCount(4);
    await expect(page.getByText("Paragraph 14.")).toBeVisible();
    await expect(page.getByRole("checkbox")).toHaveCount(10);
    await expectFits(page, PLAYER_CELLS);

    // The long text needs more than its 20 rows (276 px): it is drawn taller, its short neighbour with it.
    const [text, neighbour, question, ending] = await Promise.all([0, 1, 2, 3].map((i) => cells.nth(i).boundingBox()));
    if (!text || !neighbour || !question || !ending) throw new Error("a block is not on screen");
    expect(text.height).toBeGreaterThan(300);
    expect(neighbour.height).toBeCloseTo(text.height, 0);
    expect(question.y).toBeGreaterThanOrEqual(text.y + text.height);
    // The hidden block's 20 rows are not left empty: the ending follows the question after one row gap.
    expect(ending.y - (question.y + question.height)).toBeLessThan(6);
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/player-1440.png`, fullPage: true });

    // Answered: the feedback shows whole and the block the condition waited for appears, pushing the ending down.
    await page.getByRole("checkbox").nth(0).check();
    await page.getByRole("checkbox").nth(5).check();
    await page.getByTestId("quiz-check").click();
    await expect(page.getByTestId("quiz-feedback-text")).toBeVisible();
    await expect(cells).toHaveCount(5);
    await expect(page.getByText("Shown once the question is answered.")).toBeVisible();
    await expectFits(page, PLAYER_CELLS);
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/player-answered-1440.png`, fullPage: true });

    // A phone: one column, each block as tall as its content, still nothing cut.
    await page.setViewportSize(PHONE);
    await expect(page.getByTestId("player-stack")).toBeVisible();
    await expectFits(page, PLAYER_CELLS);
    const ends = await page.locator(PLAYER_CELLS).last().boundingBox();
    // "The end of the page." takes its one line, not its 6 rows' worth of a grid that is not there.
    expect(ends?.height ?? 0).toBeLessThan(80);
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/player-390.png`, fullPage: true });
  });

  test("a phone shows a fresh page whole: the question unanswered, the hidden block leaving no gap", async ({
    page,
    request,
  }) => {
    const { courseId } = await fitsCourse(request);
    await page.setViewportSize(PHONE);
    await page.goto("/login");
    await logIn(page, CREATOR.email, CREATOR.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`/coursePlayer/${courseId}?progress_mode=preview`);
    await expect(page.getByTestId("player-stack")).toBeVisible();
    await expect(page.locator(PLAYER_CELLS)).toHaveCount(4);
    await expectFits(page, PLAYER_CELLS);
    await expectAccessible(page);
    await page.screenshot({ path: `${SHOTS}/player-fresh-390.png`, fullPage: true });
  });

  test("the canvas draws blocks as tall as their content, pushes the blocks below down, and stores the author's h", async ({
    page,
    request,
  }) => {
    const { courseId, pageId, token, textId } = await fitsCourse(request);
    await page.setViewportSize(DESKTOP);
    await page.goto("/login");
    await logIn(page, CREATOR.email, CREATOR.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`/courseBuilder/${courseId}`);
    const items = ".react-grid-item.cw-canvas-item";
    await expect(page.getByTestId("canvas-block")).toHaveCount(5, { timeout: 30_000 });
    await expect(page.getByTestId("canvas-grid").getByText("Paragraph 14.")).toBeVisible();
    await expect(async () => expectFits(page, items)).toPass({ timeout: 10_000 });
    const text = await page.locator(items).first().boundingBox();
    // Taller than its stored 20 rows (276 px): drawn as the content needs.
    expect(text?.height ?? 0).toBeGreaterThan(300);
    // Selected, its view is swapped for the one edited in place: still as tall as its content.
    const first = page.getByTestId("canvas-block").first();
    await first.click({ position: { x: 6, y: 6 } });
    await expect(first).toHaveAttribute("data-selected", "true");
    await expect(first.locator(".cw-inline-field")).toBeVisible();
    await expect(async () => expectFits(page, items)).toPass({ timeout: 10_000 });
    await expectAccessible(page, "[data-testid=canvas-grid]");
    await page.screenshot({ path: `${SHOTS}/builder-1440.png`, fullPage: true });

    // What is stored is still the author's minimum.
    const full = await request.get(`/api/course_pages/get_full_info/${pageId}`, { headers: auth(token) });
    const stored = (await full.json()).data.page_blocks.find((b: { id: number }) => b.id === textId);
    expect(stored.displaying_settings).toMatchObject({ y: 0, h: 20 });

    await page.setViewportSize(PHONE);
    await page.screenshot({ path: `${SHOTS}/builder-390.png`, fullPage: true });
  });
});
