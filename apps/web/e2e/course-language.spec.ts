import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { seriousViolations } from "./axe";
import { auth, tokenOf } from "./courseFactory";
import { buildOnePageCourse } from "./pageFactory";
import { CREATOR, logIn } from "./support";

// Issue 17: a course's language decides its content's direction and lang (builder canvas and player), while
// the chrome around it follows the interface. Also: the page title on the content's start side, text and
// question blocks with the same inset.

const SHOTS = "/tmp/lang17";
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const ENGLISH = "Wear the helmet on site";
const ARABIC = "ارتد الخوذة في الموقع";
const SLOW = { timeout: 60_000 };

test.beforeEach(() => test.slow());

type Box = { x: number; y: number; width: number; height: number };
async function box(locator: Locator): Promise<Box> {
  const found = await locator.boundingBox();
  if (!found) throw new Error("no box");
  return found;
}

/** Where a text's glyphs are drawn (an element's box is as wide as its line; its words sit at one end). */
const textBox = (locator: Locator): Promise<Box> =>
  locator.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    const { x, y, width, height } = range.getBoundingClientRect();
    return { x, y, width, height };
  });

const direction = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).direction);

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

/** A page of a text block at the start (x 0) and a question after it (x 6), in the course's language. */
async function courseIn(request: APIRequestContext, token: string, language: "en" | "ar", words: string) {
  return buildOnePageCourse(
    request,
    token,
    [
      { type: 0, text: `<p>${words}</p>`, place: [0, 0, 6, 12] },
      {
        type: 8,
        text: `<p>${words}?</p>`,
        place: [6, 0, 6, 20],
        settings: {
          show_correct_answer: true,
          show_answer_feedback: true,
          options: [
            { id: "a", text: `${words} A`, image_media_id: null, correct: true },
            { id: "b", text: `${words} B`, image_media_id: null, correct: false },
          ],
        },
      },
    ],
    { language },
  );
}

async function signIn(page: Page, lang: "en" | "ar") {
  await page.setViewportSize(DESKTOP);
  await page.goto("/login");
  await logIn(page, CREATOR.email, CREATOR.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.evaluate((code) => localStorage.setItem("lang", code), lang);
}

/** The text block's words are on the content's start side of the question's, and the title on that side too. */
async function expectLaidOut(page: Page, words: string, rtl: boolean, surface: Locator, title: Locator) {
  // Inside the blocks' frames (on the canvas a block's select button repeats its first words).
  const frames = page.getByTestId("block-frame");
  const text = frames.getByText(words, { exact: true }).first();
  const question = frames.getByText(`${words}?`, { exact: true }).first();
  await expect(text).toBeVisible(SLOW);
  const [textAt, questionAt] = [await box(text), await box(question)];
  if (rtl) expect(textAt.x).toBeGreaterThan(questionAt.x);
  else expect(textAt.x).toBeLessThan(questionAt.x);
  expect(await direction(text)).toBe(rtl ? "rtl" : "ltr");
  expect(await direction(frames.getByText(`${words} A`, { exact: true }).first())).toBe(rtl ? "rtl" : "ltr");
  // The title's words start where the content starts (item 2): within a few pixels of the surface's start edge.
  const [titleAt, area] = [await textBox(title), await box(surface)];
  const gap = rtl ? area.x + area.width - (titleAt.x + titleAt.width) : titleAt.x - area.x;
  expect(gap).toBeGreaterThanOrEqual(-1);
  expect(gap).toBeLessThan(60);
}

for (const { ui, language, words, rtl } of [
  { ui: "ar", language: "en", words: ENGLISH, rtl: false },
  { ui: "en", language: "ar", words: ARABIC, rtl: true },
] as const) {
  test(`an ${language} course in the ${ui} interface: content ${rtl ? "right to left" : "left to right"}, chrome the interface's`, async ({
    page,
    request,
  }) => {
    const token = await tokenOf(request, CREATOR);
    const { courseId } = await courseIn(request, token, language, words);
    await signIn(page, ui);
    const chrome = ui === "ar" ? "rtl" : "ltr";
    const bcp47 = language === "en" ? "en-GB" : "ar";

    await page.goto(`/courseBuilder/${courseId}`);
    await expect(page.getByTestId("canvas-block")).toHaveCount(2, SLOW);
    await expectLaidOut(page, words, rtl, page.getByTestId("canvas-grid"), page.getByTestId("canvas-page-title"));
    await expect(page.getByTestId("canvas-page-title")).toHaveAttribute("lang", bcp47);
    await expect(page.getByTestId("block-frame").first()).toHaveAttribute("lang", bcp47);
    // Selected, the block's words typed in place keep the course's direction; its toolbar is the interface's.
    const block = page.getByTestId("canvas-block").first();
    await block.click({ position: { x: 6, y: 6 } });
    await expect(block).toHaveAttribute("data-selected", "true");
    expect(await direction(block.locator(".ProseMirror").first())).toBe(rtl ? "rtl" : "ltr");
    expect(await direction(block.getByTestId("block-toolbar"))).toBe(chrome);
    expect(await direction(page.getByTestId("builder-save"))).toBe(chrome);
    await page.keyboard.press("Escape");
    await page.screenshot({ path: `${SHOTS}-builder-${language}-in-${ui}.png` });
    await expectNoSeriousViolations(page);

    await page.goto(`/coursePlayer/${courseId}?progress_mode=preview`);
    const content = page.getByTestId("player-page");
    await expect(content).toHaveAttribute("lang", bcp47, SLOW);
    await expect(content).toHaveAttribute("dir", rtl ? "rtl" : "ltr");
    await expectLaidOut(page, words, rtl, page.getByTestId("player-grid"), page.getByTestId("player-page-title"));
    expect(await direction(page.getByTestId("player-course-title"))).toBe(rtl ? "rtl" : "ltr");
    await expect(page.getByTestId("player-course-title")).toHaveAttribute("lang", bcp47);
    expect(await direction(page.locator(".cw-player-header"))).toBe(chrome);
    await page.screenshot({ path: `${SHOTS}-player-${language}-in-${ui}-1440.png` });
    await expectNoSeriousViolations(page);

    await page.setViewportSize(PHONE);
    const stackedText = page.getByText(words, { exact: true }).first();
    await expect(stackedText).toBeVisible();
    expect(await direction(stackedText)).toBe(rtl ? "rtl" : "ltr");
    await page.screenshot({ path: `${SHOTS}-player-${language}-in-${ui}-390.png`, fullPage: true });
    await expectNoSeriousViolations(page);
  });
}

test("course settings: a new course is in the interface's language; another is chosen and saved", async ({
  page,
  request,
}) => {
  await signIn(page, "ar");
  await page.goto("/createCourse");
  const field = page.getByTestId("course-language");
  await expect(field).toHaveValue("العربية", SLOW);
  await page.locator("#course-title").fill(`Language ${Date.now().toString(36)}`);
  await field.click();
  await page.getByRole("option", { name: "English (UK)" }).click();
  await expect(field).toHaveValue("English (UK)");
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: `${SHOTS}-settings-1440.png`, fullPage: true });
  await page.setViewportSize(PHONE);
  await expectNoSeriousViolations(page);
  await page.screenshot({ path: `${SHOTS}-settings-390.png`, fullPage: true });
  await page.getByTestId("course-save").click();
  await expect(page).toHaveURL(/\/courseBuilder\/\d+/, SLOW);
  const courseId = Number(/\/courseBuilder\/(\d+)/.exec(page.url())?.[1]);
  const token = await tokenOf(request, CREATOR);
  const stored = await (await request.get(`/api/courses/${courseId}`, { headers: auth(token) })).json();
  expect(stored.data.language).toBe("en");
});

test("text and question blocks have the same inset on the canvas and in the player (item 3)", async ({
  page,
  request,
}) => {
  const token = await tokenOf(request, CREATOR);
  const { courseId } = await courseIn(request, token, "en", ENGLISH);
  await signIn(page, "en");
  /** How far a block's first words sit from its frame's start and top edges. */
  const inset = (words: string) =>
    page
      .getByTestId("block-frame")
      .getByText(words, { exact: true })
      .first()
      .evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        const at = range.getBoundingClientRect();
        const frame = element.closest("[data-testid=block-frame]")?.getBoundingClientRect();
        if (!frame) throw new Error("not in a block frame");
        return { start: Math.round(at.left - frame.left), top: Math.round(at.top - frame.top) };
      });
  for (const url of [`/courseBuilder/${courseId}`, `/coursePlayer/${courseId}?progress_mode=preview`]) {
    await page.goto(url);
    await expect(page.getByText(`${ENGLISH}?`, { exact: true }).first()).toBeVisible(SLOW);
    const text = await inset(ENGLISH);
    const question = await inset(`${ENGLISH}?`);
    expect(Math.abs(text.start - question.start)).toBeLessThanOrEqual(1);
    expect(Math.abs(text.top - question.top)).toBeLessThanOrEqual(1);
    expect(text.start).toBeGreaterThan(0);
  }
});

test("after a course is made from a template, the notice never covers the page title (item 4)", async ({ page }) => {
  await signIn(page, "en");
  await page.goto("/createCourse");
  const card = page.getByTestId("course-template-welcome");
  await expect(card).toBeVisible(SLOW);
  // Every frame, from the click until the notice has gone: were the notice and the builder's title both on
  // screen, and did their boxes ever overlap? (The notice lives 3 s: a frame-by-frame watch sees all of it.)
  await page.evaluate(() => {
    const seen = { both: 0, overlaps: 0 };
    (window as unknown as { __noticeWatch: typeof seen }).__noticeWatch = seen;
    const watch = () => {
      const notice = document.querySelector(".mantine-Notification-root");
      const title = document.querySelector("[data-testid=canvas-page-title]");
      if (notice && title) {
        const [a, b] = [notice.getBoundingClientRect(), title.getBoundingClientRect()];
        seen.both++;
        if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) seen.overlaps++;
      }
      requestAnimationFrame(watch);
    };
    requestAnimationFrame(watch);
  });
  await card.click();
  await page.getByTestId("course-template-use").click(SLOW);
  await expect(page).toHaveURL(/\/courseBuilder\/\d+/, SLOW);
  const notice = page.locator(".mantine-Notification-root");
  await expect(page.getByTestId("canvas-page-title")).toBeVisible(SLOW);
  // The notice may come a moment after the title (the notices' code loads on first use): wait for it to come, then
  // to go, so the watch saw its whole life.
  await expect(notice).toHaveCount(1, SLOW);
  await page.screenshot({ path: `${SHOTS}-template-notice-1440.png` });
  await expect(notice).toHaveCount(0, { timeout: 15_000 });
  const seen = await page.evaluate(
    () => (window as unknown as { __noticeWatch: { both: number; overlaps: number } }).__noticeWatch,
  );
  expect(seen.both).toBeGreaterThan(0);
  expect(seen.overlaps).toBe(0);
});

/** The lang an element is read in: its own, else its nearest ancestor's. */
const langOf = (locator: Locator) =>
  locator.evaluate((element) => element.closest("[lang]")?.getAttribute("lang") ?? null);

for (const { ui, uiLang, uiDir } of [
  { ui: "en", uiLang: "en-GB", uiDir: "ltr" },
  { ui: "ar", uiLang: "ar", uiDir: "rtl" },
] as const) {
  test(`a French course played in the ${ui} interface: the question reads in French, its button and result in the interface's language (item 1)`, async ({
    page,
    request,
  }) => {
    const token = await tokenOf(request, CREATOR);
    const { courseId } = await buildOnePageCourse(
      request,
      token,
      [
        {
          type: 8,
          text: "<p>Où porter le casque ?</p>",
          place: [0, 0, 8, 20],
          settings: {
            show_correct_answer: true,
            show_answer_feedback: true,
            options: [
              { id: "a", text: "Sur le chantier", image_media_id: null, correct: true },
              { id: "b", text: "Au bureau", image_media_id: null, correct: false },
            ],
          },
        },
      ],
      { language: "fr" },
    );
    await signIn(page, ui);
    await page.goto(`/coursePlayer/${courseId}?progress_mode=preview`);
    const question = page.getByText("Où porter le casque ?", { exact: true });
    await expect(question).toBeVisible(SLOW);
    expect(await langOf(question)).toBe("fr");
    expect(await langOf(page.getByText("Au bureau", { exact: true }))).toBe("fr");
    // The options' group is named in the interface's language (a hidden label of its own, not aria-label).
    const labelId = await page.getByRole("radiogroup").getAttribute("aria-labelledby");
    expect(await page.locator(`[id="${labelId}"]`).getAttribute("lang")).toBe(uiLang);
    const check = page.getByTestId("quiz-check");
    await expect(check).toHaveAttribute("lang", uiLang);
    await expect(check).toHaveAttribute("dir", uiDir);
    await page.getByText("Au bureau", { exact: true }).click();
    await check.click();
    const result = page.getByTestId("quiz-feedback-result");
    await expect(result).toBeVisible();
    await expect(result).toHaveAttribute("lang", uiLang);
    await expect(result).toHaveAttribute("dir", uiDir);
    expect(await direction(result)).toBe(uiDir);
    // The marks on the options are the player's words too; the options themselves stay French.
    for (const mark of await page.locator(".cw-quiz-option-mark").all()) expect(await langOf(mark)).toBe(uiLang);
    expect(await langOf(page.getByText("Sur le chantier", { exact: true }))).toBe("fr");
    await page.screenshot({ path: `${SHOTS}-chrome-fr-in-${ui}-1440.png` });
    await expectNoSeriousViolations(page);
    await page.setViewportSize(PHONE);
    await page.screenshot({ path: `${SHOTS}-chrome-fr-in-${ui}-390.png`, fullPage: true });
    await expectNoSeriousViolations(page);
  });
}

test("English interface, German course: a new question's default words are German (item 2)", async ({
  page,
  request,
}) => {
  const token = await tokenOf(request, CREATOR);
  const { courseId, pageId } = await buildOnePageCourse(request, token, [], { language: "de" });
  await signIn(page, "en");
  await page.goto(`/courseBuilder/${courseId}`);
  await expect(page.getByTestId("palette-text")).toBeVisible(SLOW);
  await page.getByTestId("palette-text").click();
  await expect(page.getByTestId("canvas-block")).toHaveCount(1, SLOW);
  // Adding a block shows its properties: back to the palette for the next one.
  await page.getByRole("complementary", { name: "Blocks and properties" }).getByText("Blocks", { exact: true }).click();
  await page.getByTestId("palette-quiz_multiple_choice").click();
  await expect(page.getByTestId("canvas-block")).toHaveCount(2, SLOW);
  // Written on the canvas where the learner reads it: the question's feedback, in German.
  await expect(page.getByText("Richtig, gut gemacht!").first()).toBeVisible();
  // The empty text block's hint is the builder's own words: the interface's lang inside the German block.
  await expect(page.getByText("Select the block to write your text")).toHaveAttribute("lang", "en-GB");
  await page.screenshot({ path: `${SHOTS}-defaults-de-in-en-1440.png` });
  await page.keyboard.press("ControlOrMeta+s");
  await expect(page.getByTestId("builder-unsaved")).toHaveCount(0, { timeout: 20_000 });
  const stored = (
    await (await request.get(`/api/course_pages/get_full_info/${pageId}`, { headers: auth(token) })).json()
  ).data.page_blocks as { type: number; text: string | null; settings: Record<string, unknown> }[];
  const text = stored.find((block) => block.type === 0);
  const question = stored.find((block) => block.type === 9);
  // A text block starts empty (its hint is the interface's and is not content); the question's words are German.
  expect(text?.text ?? null).toBeNull();
  expect(question?.settings.correct_answer_feedback).toBe("Richtig, gut gemacht!");
  expect(question?.settings.incorrect_answer_feedback).toBe("Das ist leider nicht richtig.");
});
