import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { auth, BLOCK_FIELDS, emptySave, tokenOf, unique } from "./courseFactory";
import { CREATOR, LEARNER, logIn, showLists } from "./support";

// One question of each judged type (and an open answer) on one page of a course with 2 attempts and 60% to
// pass, played by the demo learner it is shared with: the first attempt answers everything wrong (feedback and
// the correct answers show, the text waiting for a right true/false stays hidden) and fails; start again; the
// second attempt answers everything right (the text appears) and passes, after which the course can not be
// started again (a passed course never restarts, spec 4).

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

const REVEALED = "Bonus: you judged the statement right.";

async function buildCourse(request: APIRequestContext) {
  const headers = auth(await tokenOf(request, CREATOR));
  const upload = await request.post("/api/medialibrary/upload_file", {
    headers,
    multipart: { file: { name: `shapes-${unique()}.png`, mimeType: "image/png", buffer: PNG } },
  });
  expect(upload.ok(), await upload.text()).toBeTruthy();
  const imageId: number = (await upload.json()).data.id;
  const created = await request.post("/api/courses", {
    headers,
    data: { title: `Attempts course ${unique()}`, with_topics: true, attempts: 2, min_pass_percent: 60 },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const courseId: number = (await created.json()).data.id;
  const pageId: number = (await (await request.get(`/api/courses/${courseId}`, { headers })).json()).data.pages[0].id;
  const block = (id: number, type: number, text: string, settings: Record<string, unknown>) => ({
    ...BLOCK_FIELDS,
    id,
    page_id: pageId,
    type,
    text,
    settings: type === 0 ? settings : { ...COMMON, ...settings },
    displaying_settings: { x: 0, y: (-1 - id) * 30, w: 12, h: 30, i: String(id) },
  });
  const saved = await request.post(`/api/course_builder/update_course/${courseId}`, {
    headers,
    data: {
      ...emptySave(),
      new_page_blocks: [
        block(-1, 7, "<p>Water boils at 100 °C at sea level.</p>", {
          correct_answer: true,
          true_label: "True",
          false_label: "False",
        }),
        {
          ...block(-2, 0, `<p>${REVEALED}</p>`, {}),
          display_conditions: [{ kind: "block_correctness", block_id: -1 }],
        },
        block(-3, 8, "<p>Which of these is a fruit?</p>", {
          options: [
            { id: "apple", text: "Apple", image_media_id: null, correct: true },
            { id: "carrot", text: "Carrot", image_media_id: null, correct: false },
            { id: "potato", text: "Potato", image_media_id: null, correct: false },
          ],
        }),
        block(-4, 9, "<p>Which numbers are prime?</p>", {
          options: [
            { id: "two", text: "2", image_media_id: null, correct: true },
            { id: "three", text: "3", image_media_id: null, correct: true },
            { id: "four", text: "4", image_media_id: null, correct: false },
          ],
        }),
        block(-5, 10, "<p>The capital of France is [[blank:b1]] and of Italy [[blank:b2]].</p>", {
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
        block(-6, 16, "<p>Water boils at [[blank:t1]] °C; its formula is [[blank:t2]].</p>", {
          blanks: [
            { id: "t1", accepted: ["100"] },
            { id: "t2", accepted: ["H2O"], case_sensitive: true },
          ],
        }),
        block(-7, 12, "<p>Match each country with its capital.</p>", {
          pairs: [
            { id: "p1", left: "France", right: "Paris" },
            { id: "p2", left: "Germany", right: "Berlin" },
          ],
        }),
        block(-8, 11, "<p>Name the shapes.</p>", {
          spots: [
            { id: "s1", x: 25, y: 50, label: "Square" },
            { id: "s2", x: 75, y: 50, label: "Circle" },
          ],
        }),
        block(-9, 13, "<p>Why do you want to learn this?</p>", { max_length: 200 }),
      ],
      new_page_blocks_media: [
        {
          id: -100,
          block_id: -8,
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
  const share = await request.post("/api/course_shares", {
    headers,
    data: { course_id: courseId, kind: "email", emails: [LEARNER.email] },
  });
  expect(share.status(), await share.text()).toBe(201);
  const shareId: string = (await share.json()).data.id;
  return { courseId, shareId };
}

const view = (page: Page, face: string) => page.getByTestId(`block-view-${face}`);

/** Checks a question and expects its result: "Correct" with the author's praise, or "Incorrect" with the right answer. */
async function checkAndExpect(question: ReturnType<typeof view>, right: boolean, correctAnswer: string) {
  await question.getByTestId("quiz-check").click();
  const feedback = question.getByTestId("quiz-feedback");
  await expect(feedback).toHaveAttribute("data-result", right ? "correct" : "wrong");
  await expect(feedback).toContainText(right ? "Correct" : "Incorrect");
  await expect(feedback).toContainText(right ? "Well done!" : "Not quite.");
  if (right) await expect(question.getByTestId("quiz-correct-answer")).toHaveCount(0);
  else await expect(question.getByTestId("quiz-correct-answer")).toHaveText(`Correct answer: ${correctAnswer}`);
  await expect(question.getByTestId("quiz-check")).toHaveCount(0);
}

/** Answers the whole page, every judged question right or every one wrong, and sends the open answer. */
async function answerAll(page: Page, right: boolean) {
  const trueFalse = view(page, "quizTrueFalse");
  await expect(trueFalse).toContainText("Water boils", { timeout: 30_000 });
  // A fresh attempt: nothing answered yet, the conditional text waits for a right true/false.
  await expect(page.getByTestId("quiz-feedback")).toHaveCount(0);
  await expect(page.getByText(REVEALED)).toHaveCount(0);
  await expect(page.getByTestId("player-next")).toBeDisabled();

  await trueFalse.getByRole("radio", { name: right ? "True" : "False" }).check();
  await checkAndExpect(trueFalse, right, "True");
  if (right) await expect(page.getByText(REVEALED)).toBeVisible();
  else await expect(page.getByText(REVEALED)).toHaveCount(0);

  const single = view(page, "quizSingleChoice");
  await single.getByText(right ? "Apple" : "Carrot", { exact: true }).click();
  await checkAndExpect(single, right, "Apple");
  await expect(single.getByRole("radio", { name: right ? /^Apple/ : /^Carrot/ })).toBeChecked();

  const multiple = view(page, "quizMultipleChoice");
  for (const option of right ? ["2", "3"] : ["2", "4"]) {
    await multiple.getByRole("checkbox", { name: option, exact: true }).check();
  }
  await checkAndExpect(multiple, right, "2, 3");

  const dropdown = view(page, "quizFillBlanksDropdown");
  await dropdown.getByLabel("Blank 1").selectOption({ label: right ? "Paris" : "Lyon" });
  await dropdown.getByLabel("Blank 2").selectOption({ label: right ? "Rome" : "Milan" });
  await checkAndExpect(dropdown, right, "Paris, Rome");

  const typed = view(page, "quizFillBlanksOpenAnswer");
  await typed.getByLabel("Blank 1").fill(right ? " 100 " : "90");
  await typed.getByLabel("Blank 2").fill(right ? "H2O" : "h2o");
  await checkAndExpect(typed, right, "100, H2O");

  const matching = view(page, "quizMatching");
  await showLists(matching);
  await matching.getByLabel("France").selectOption({ label: right ? "Paris" : "Berlin" });
  await matching.getByLabel("Germany").selectOption({ label: right ? "Berlin" : "Paris" });
  await checkAndExpect(matching, right, "France → Paris, Germany → Berlin");

  const diagram = view(page, "quizDiagram");
  await expect(diagram.getByRole("img", { name: "Two shapes" })).toBeVisible();
  await showLists(diagram);
  await diagram.getByLabel("Spot 1").selectOption({ label: right ? "Square" : "Circle" });
  await diagram.getByLabel("Spot 2").selectOption({ label: right ? "Circle" : "Square" });
  await checkAndExpect(diagram, right, "1: Square, 2: Circle");

  const open = view(page, "quizOpenAnswer");
  await open.getByRole("textbox", { name: "Your answer" }).fill(right ? "To build courses." : "No idea.");
  await open.getByRole("button", { name: "Send answer" }).click();
  await expect(open.getByTestId("quiz-feedback")).toContainText("Answer sent");

  // The conditional text still follows the true/false only.
  if (right) await expect(page.getByText(REVEALED)).toBeVisible();
  else await expect(page.getByText(REVEALED)).toHaveCount(0);
  const next = page.getByTestId("player-next");
  await expect(next).toHaveText("Finish");
  await expect(next).toBeEnabled();
  await next.click();
  await expect(page.getByTestId("player-finished")).toBeVisible();
}

test("a learner fails a quiz of every question type, starts again, passes, and can not start again", async ({
  page,
  request,
}) => {
  test.slow();
  const { courseId, shareId } = await buildCourse(request);
  await page.goto("/login");
  await logIn(page, LEARNER.email, LEARNER.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  // The share's entry screen (player.spec.ts follows the invitation mail there).
  await page.goto(`/courseShares/playerInitialPage/${shareId}`);
  await expect(page.getByTestId("share-entry-attempts")).toHaveText("Attempts left: 2");
  await page.getByTestId("share-entry-start").click();
  await expect(page).toHaveURL(new RegExp(`/coursePlayer/${courseId}\\?share_id=${shareId}$`));

  // Attempt 1: everything wrong.
  await answerAll(page, false);
  await expect(page.getByTestId("player-score")).toContainText("Your score: 0%");
  await expect(page.getByTestId("player-verdict")).toHaveText("Not passed: 60% is needed to pass");
  await expect(page.getByTestId("player-attempts-left")).toHaveText("Attempts left: 1");
  await expect(page.getByTestId("player-no-restart")).toHaveCount(0);
  await page.getByTestId("player-start-again").click();

  // Attempt 2 (the last): everything right.
  await answerAll(page, true);
  await expect(page.getByTestId("player-score")).toContainText("Your score: 100%");
  await expect(page.getByTestId("player-verdict")).toHaveText("Passed");
  await expect(page.getByTestId("player-start-again")).toHaveCount(0);
  await expect(page.getByTestId("player-no-restart")).toHaveText("This course cannot be started again.");

  // The server kept the same: reopening the course shows the finished screen, still passed, still final.
  await page.reload();
  await expect(page.getByTestId("player-verdict")).toHaveText("Passed", { timeout: 30_000 });
  await expect(page.getByTestId("player-score")).toContainText("Your score: 100%");
  await expect(page.getByTestId("player-start-again")).toHaveCount(0);
  await expect(page.getByTestId("player-no-restart")).toHaveText("This course cannot be started again.");
});
