import { expect, test } from "@playwright/test";
import { seriousViolations } from "./axe";
import { auth, BLOCK_FIELDS, emptySave, tokenOf, unique } from "./courseFactory";
import { buildOnePageCourse } from "./pageFactory";
import { CREATOR, logIn, showLists } from "./support";

// Fill in the blanks (dropdown and typed), matching and diagram, answered in the creator's preview: the
// dropdown and the matching right, the typed blanks wrong (a case-sensitive formula typed in lower case) and
// the diagram with two labels swapped. The score counts the four judged questions: 2 of 4 = 50%.

// A real 1×1 PNG (the server checks the bytes against the extension).
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

const COMMON = {
  show_correct_answer: true,
  show_answer_feedback: true,
  correct_answer_feedback: "Well done!",
  incorrect_answer_feedback: "Not quite.",
  question_counts_in_score: true,
};

test("fill-in-the-blanks, matching and diagram questions are answered and judged in the preview", async ({
  page,
  request,
}) => {
  test.slow();
  const headers = auth(await tokenOf(request, CREATOR));
  const upload = await request.post("/api/medialibrary/upload_file", {
    headers,
    multipart: { file: { name: `shapes-${unique()}.png`, mimeType: "image/png", buffer: PNG } },
  });
  expect(upload.ok(), await upload.text()).toBeTruthy();
  const imageId: number = (await upload.json()).data.id;
  const created = await request.post("/api/courses", {
    headers,
    data: { title: `Blanks course ${unique()}`, with_topics: true, attempts: null, min_pass_percent: 50 },
  });
  const courseId: number = (await created.json()).data.id;
  const pageId: number = (await (await request.get(`/api/courses/${courseId}`, { headers })).json()).data.pages[0].id;
  const block = (id: number, type: number, y: number, text: string, settings: Record<string, unknown>) => ({
    ...BLOCK_FIELDS,
    id,
    page_id: pageId,
    type,
    text,
    settings: { ...COMMON, ...settings },
    displaying_settings: { x: 0, y, w: 12, h: 30, i: String(id) },
  });
  const saved = await request.post(`/api/course_builder/update_course/${courseId}`, {
    headers,
    data: {
      ...emptySave(),
      new_page_blocks: [
        block(-1, 10, 0, "<p>The capital of France is [[blank:b1]] and of Italy [[blank:b2]].</p>", {
          blanks: [
            {
              id: "b1",
              options: [
                { id: "o1", text: "Paris" },
                { id: "o2", text: "Lyon" },
              ],
              correct_option_id: "o1",
            },
            {
              id: "b2",
              options: [
                { id: "o3", text: "Rome" },
                { id: "o4", text: "Milan" },
              ],
              correct_option_id: "o3",
            },
          ],
        }),
        block(-2, 16, 30, "<p>Water boils at [[blank:t1]] °C; its formula is [[blank:t2]].</p>", {
          blanks: [
            { id: "t1", accepted: ["100"] },
            { id: "t2", accepted: ["H2O"], case_sensitive: true },
          ],
        }),
        block(-3, 12, 60, "<p>Match each country with its capital.</p>", {
          pairs: [
            { id: "p1", left: "France", right: "Paris" },
            { id: "p2", left: "Germany", right: "Berlin" },
          ],
        }),
        block(-4, 11, 90, "<p>Name the shapes.</p>", {
          spots: [
            { id: "s1", x: 25, y: 50, label: "Square" },
            { id: "s2", x: 75, y: 50, label: "Circle" },
          ],
        }),
      ],
      new_page_blocks_media: [
        {
          id: -100,
          block_id: -4,
          medialibrary_item_id: imageId,
          alt_text: "Two shapes",
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

  await page.goto("/login");
  await logIn(page, CREATOR.email, CREATOR.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/coursePlayer/${courseId}?progress_mode=preview`);
  const view = (face: string) => page.getByTestId(`block-view-${face}`);
  await expect(view("quizDiagram")).toBeVisible({ timeout: 30_000 });

  const dropdown = view("quizFillBlanksDropdown");
  await dropdown.getByLabel("Blank 1").selectOption({ label: "Paris" });
  await dropdown.getByLabel("Blank 2").selectOption({ label: "Rome" });
  await dropdown.getByTestId("quiz-check").click();
  await expect(dropdown.getByTestId("quiz-feedback")).toContainText("Correct");

  const typed = view("quizFillBlanksOpenAnswer");
  await typed.getByLabel("Blank 1").fill(" 100 ");
  await typed.getByLabel("Blank 2").fill("h2o");
  await typed.getByLabel("Blank 2").press("Enter");
  await expect(typed.getByTestId("quiz-feedback")).toContainText("Incorrect");
  await expect(typed.getByTestId("quiz-feedback")).toContainText("H2O");

  const matching = view("quizMatching");
  // The lists: the fallback of the drag and drop (quiz-dragdrop.spec.ts drags).
  await showLists(matching);
  await matching.getByLabel("France").selectOption({ label: "Paris" });
  await matching.getByLabel("Germany").selectOption({ label: "Berlin" });
  await matching.getByTestId("quiz-check").click();
  await expect(matching.getByTestId("quiz-feedback")).toContainText("Correct");

  const diagram = view("quizDiagram");
  await showLists(diagram);
  const spots = diagram.locator("select");
  await spots.nth(0).selectOption({ label: "Circle" });
  await spots.nth(1).selectOption({ label: "Square" });
  await diagram.getByTestId("quiz-check").click();
  await expect(diagram.getByTestId("quiz-feedback")).toContainText("Incorrect");

  await page.getByTestId("player-next").click();
  await expect(page.getByTestId("player-score")).toContainText("50%");
  await expect(page.getByTestId("player-verdict")).toHaveText("Passed");
});

// Issue 17: a blank's name ("Blank 1") is the player's words in a sentence of the course's, so it is read in the
// interface's language: a French course played in the Arabic interface names its blanks in Arabic, lang="ar"
// dir="rtl", while the sentence and the dropdown's options stay French.
test("the blanks of a French course are named in the interface's language (Arabic)", async ({ page, request }) => {
  test.slow();
  const token = await tokenOf(request, CREATOR);
  const { courseId } = await buildOnePageCourse(
    request,
    token,
    [
      {
        type: 10,
        text: "<p>La capitale de la France est [[blank:b1]].</p>",
        place: [0, 0, 12, 20],
        settings: {
          ...COMMON,
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
      {
        type: 16,
        text: "<p>L'eau bout à [[blank:t1]] °C.</p>",
        place: [0, 20, 12, 20],
        settings: { ...COMMON, blanks: [{ id: "t1", accepted: ["100"] }] },
      },
    ],
    { language: "fr" },
  );
  await page.goto("/login");
  await logIn(page, CREATOR.email, CREATOR.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.evaluate(() => localStorage.setItem("lang", "ar"));
  await page.goto(`/coursePlayer/${courseId}?progress_mode=preview`);
  const select = page.getByTestId("quiz-blank-select");
  const input = page.getByTestId("quiz-blank-input");
  await expect(select).toBeVisible({ timeout: 30_000 });
  for (const field of [select, input]) {
    await expect(field).toHaveAccessibleName("الفراغ 1");
    // Named by an element of the interface's lang and dir, not by aria-label (read in the sentence's French).
    await expect(field).not.toHaveAttribute("aria-label");
    const labelId = await field.getAttribute("aria-labelledby");
    const name = page.locator(`[id="${labelId}"]`);
    await expect(name).toHaveAttribute("lang", "ar");
    await expect(name).toHaveAttribute("dir", "rtl");
    // The blank itself sits in the course's French.
    expect(await field.evaluate((element) => element.closest("[lang]")?.getAttribute("lang"))).toBe("fr");
  }
  expect(
    await select.locator("option", { hasText: "Lyon" }).evaluate((o) => o.closest("[lang]")?.getAttribute("lang")),
  ).toBe("fr");
  await select.selectOption({ label: "Paris" });
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/blanks17-fr-in-ar-${width}.png`, fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
  }
});
