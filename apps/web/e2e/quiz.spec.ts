import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { auth, BLOCK_FIELDS, tokenOf, unique } from "./courseFactory";
import { CREATOR, logIn } from "./support";

// Question blocks on one page, answered in the creator's preview: true/false (right, keyboard alone), single
// choice (right, mouse), multiple choice (wrong: feedback and the correct answer show) and an open answer (sent,
// not judged). The score counts the three judged questions: 2 of 3 right = 66%.

const COMMON = {
  show_correct_answer: true,
  show_answer_feedback: true,
  correct_answer_feedback: "Well done!",
  incorrect_answer_feedback: "Not quite.",
};

const QUESTIONS = [
  {
    type: 7,
    text: "<p>Water boils at 100 °C at sea level.</p>",
    settings: {
      ...COMMON,
      question_counts_in_score: true,
      correct_answer: true,
      true_label: "True",
      false_label: "False",
    },
  },
  {
    type: 8,
    text: "<p>Which of these is a fruit?</p>",
    settings: {
      ...COMMON,
      question_counts_in_score: true,
      options: [
        { id: "apple", text: "Apple", image_media_id: null, correct: true },
        { id: "carrot", text: "Carrot", image_media_id: null, correct: false },
        { id: "potato", text: "Potato", image_media_id: null, correct: false },
      ],
    },
  },
  {
    type: 9,
    text: "<p>Which numbers are prime?</p>",
    settings: {
      ...COMMON,
      question_counts_in_score: true,
      options: [
        { id: "two", text: "2", image_media_id: null, correct: true },
        { id: "three", text: "3", image_media_id: null, correct: true },
        { id: "four", text: "4", image_media_id: null, correct: false },
      ],
    },
  },
  {
    type: 13,
    text: "<p>Why do you want to learn this?</p>",
    settings: { ...COMMON, max_length: 200 },
  },
];

const HEIGHT = 22;

// A real 1×1 PNG (the server checks the bytes against the extension).
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

async function buildQuizCourse(request: APIRequestContext, token: string) {
  const headers = auth(token);
  const created = await request.post("/api/courses", {
    headers,
    data: { title: `Quiz course ${unique()}`, with_topics: true, attempts: null, min_pass_percent: 50 },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const courseId: number = (await created.json()).data.id;
  const contents = (await (await request.get(`/api/courses/${courseId}`, { headers })).json()).data;
  // The right option of the single choice shows a picture from the creator's library.
  const upload = await request.post("/api/medialibrary/upload_file", {
    headers,
    multipart: { file: { name: `apple-${unique()}.png`, mimeType: "image/png", buffer: PNG } },
  });
  expect(upload.ok(), await upload.text()).toBeTruthy();
  const appleImage: number = (await upload.json()).data.id;
  const pageId: number = contents.pages[0].id;
  const empty = Object.fromEntries(
    ["topics", "pages", "page_blocks", "page_blocks_media"].flatMap((kind) => [
      [`new_${kind}`, []],
      [`updated_${kind}`, []],
      [`deleted_${kind}`, []],
    ]),
  );
  const blocks = QUESTIONS.map((question, index) => ({
    ...BLOCK_FIELDS,
    ...question,
    ...("options" in question.settings && question.type === 8
      ? {
          settings: {
            ...question.settings,
            options: question.settings.options.map((option) =>
              option.id === "apple" ? { ...option, image_media_id: appleImage } : option,
            ),
          },
        }
      : {}),
    id: -10 - index,
    page_id: pageId,
    displaying_settings: {
      x: (index % 2) * 6,
      y: Math.floor(index / 2) * HEIGHT,
      w: 6,
      h: HEIGHT,
      i: String(-10 - index),
    },
  }));
  const saved = await request.post(`/api/course_builder/update_course/${courseId}`, {
    headers,
    data: { ...empty, integration_user_id: null, new_page_blocks: blocks },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return courseId;
}

const question = (page: Page, face: string) => page.getByTestId(`block-view-${face}`);

test.describe("quiz questions", () => {
  let courseId = 0;

  test.beforeEach(async ({ page, request }) => {
    courseId = await buildQuizCourse(request, await tokenOf(request, CREATOR));
    await page.goto("/login");
    await logIn(page, CREATOR.email, CREATOR.password);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("the creator answers each question in the preview, sees feedback and the score of the judged ones", async ({
    page,
  }) => {
    await page.goto(`/coursePlayer/${courseId}?progress_mode=preview`);
    const next = page.getByTestId("player-next");
    await expect(next).toHaveText("Finish", { timeout: 30_000 });
    await expect(next).toBeDisabled();

    // True or false with the keyboard alone: focus the first answer, Space picks it, Tab reaches Check answer.
    const trueFalse = question(page, "quizTrueFalse");
    await expect(trueFalse).toContainText("Water boils");
    const check = trueFalse.getByRole("button", { name: "Check answer" });
    await expect(check).toBeDisabled();
    await trueFalse.getByRole("radio", { name: "True" }).focus();
    await page.keyboard.press("Space");
    await expect(trueFalse.getByRole("radio", { name: "True" })).toBeChecked();
    await expect(check).toBeEnabled();
    await page.keyboard.press("Tab");
    await expect(check).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(trueFalse.getByTestId("quiz-feedback")).toContainText("Correct");
    await expect(trueFalse.getByTestId("quiz-feedback")).toContainText("Well done!");
    await expect(trueFalse.getByTestId("quiz-correct-answer")).toHaveCount(0);
    await expect(check).toHaveCount(0);
    await expect(trueFalse.getByRole("radio", { name: /True/ })).toBeDisabled();

    // Single choice with the mouse.
    const single = question(page, "quizSingleChoice");
    const picture = single.getByTestId("quiz-option").filter({ hasText: "Apple" }).locator("img");
    await expect(picture).toHaveAttribute("src", /^\/media\/\d+\/.+\?exp=\d+&sig=/);
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await single.getByText("Apple").click();
    await single.getByRole("button", { name: "Check answer" }).click();
    await expect(single.getByTestId("quiz-feedback")).toContainText("Correct");
    await expect(single.getByRole("radio", { name: /Apple/ })).toBeChecked();

    // Multiple choice answered wrong: one of the two primes only.
    const multiple = question(page, "quizMultipleChoice");
    await multiple.getByRole("checkbox", { name: "2", exact: true }).check();
    await multiple.getByRole("button", { name: "Check answer" }).click();
    const feedback = multiple.getByTestId("quiz-feedback");
    await expect(feedback).toContainText("Incorrect");
    await expect(feedback).toContainText("Not quite.");
    await expect(multiple.getByTestId("quiz-correct-answer")).toHaveText("Correct answer: 2, 3");
    await expect(multiple.getByRole("checkbox", { name: /^2/ })).toBeChecked();
    await expect(multiple.getByRole("checkbox", { name: /^3/ })).not.toBeChecked();

    // Open answer: written, sent, not judged.
    const open = question(page, "quizOpenAnswer");
    const send = open.getByRole("button", { name: "Send answer" });
    await expect(send).toBeDisabled();
    await open.getByRole("textbox", { name: "Your answer" }).fill("To build better courses.");
    await send.click();
    await expect(open.getByTestId("quiz-feedback")).toContainText("Answer sent");
    await expect(open.getByRole("textbox", { name: "Your answer" })).toHaveValue("To build better courses.");

    await expect(next).toBeEnabled();
    await next.click();
    await expect(page.getByTestId("player-finished")).toBeVisible();
    await expect(page.getByTestId("player-score")).toContainText("66%");
    await expect(page.getByTestId("player-verdict")).toHaveText("Passed");
  });
});
