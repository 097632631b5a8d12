import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { auth, BLOCK_FIELDS, emptySave, tokenOf, unique } from "./courseFactory";
import { CREATOR, logIn } from "./support";

// How the player feels to a learner (issue 17, items 9-13): what unjudged answers say, where focus goes, the
// learner's screens, time limits that say what happened, and the learner details of the reports.

const SHOTS = "/tmp/shots-learner-feel";
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** axe-core at both widths (0 serious or critical), with a full-page screenshot of each to look at. */
async function expectAccessible(page: Page, name: string) {
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await page.waitForTimeout(250);
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(" ")} ${n.failureSummary}`)}`)).toEqual(
      [],
    );
    await page.screenshot({ path: `${SHOTS}/${name}-${size.width}.png`, fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

interface PageSpec {
  title: string;
  time_limit?: number | null;
  blocks: { type: number; text: string; settings?: object; completion_required?: boolean; h?: number }[];
}

/** A course of the creator's with the given pages, saved as the builder would; answers its id and page ids. */
async function buildPages(request: APIRequestContext, token: string, pages: PageSpec[], extra: object = {}) {
  const headers = auth(token);
  const created = await request.post("/api/courses", {
    headers,
    data: { title: `Feel course ${unique()}`, with_topics: true, attempts: null, min_pass_percent: 50, ...extra },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const courseId: number = (await created.json()).data.id;
  const contents = (await (await request.get(`/api/courses/${courseId}`, { headers })).json()).data;
  const firstPage: number = contents.pages[0].id;
  const topicId: number = contents.topics[0].id;
  const pageRef = (index: number) => (index === 0 ? firstPage : -index);
  const pageFields = (spec: PageSpec, index: number) => ({
    topic_id: topicId,
    order: index,
    title: spec.title,
    time_limit: spec.time_limit ?? null,
    background_color: null,
    background_image_media_id: null,
    background_size: null,
    background_repeat: null,
    background_position: null,
  });
  let nextId = -100;
  const blocks = pages.flatMap((spec, index) => {
    let y = 0;
    return spec.blocks.map((block) => {
      const id = nextId--;
      const h = block.h ?? 22;
      const placed = {
        ...BLOCK_FIELDS,
        id,
        page_id: pageRef(index),
        type: block.type,
        text: block.text,
        settings: block.settings ?? {},
        completion_required: block.completion_required ?? true,
        displaying_settings: { x: 0, y, w: 12, h, i: String(id) },
      };
      y += h;
      return placed;
    });
  });
  const [first, ...rest] = pages;
  const saved = await request.post(`/api/course_builder/update_course/${courseId}`, {
    headers,
    data: {
      ...emptySave(),
      updated_pages: first ? [{ id: firstPage, ...pageFields(first, 0) }] : [],
      new_pages: rest.map((spec, index) => ({ id: -(index + 1), ...pageFields(spec, index + 1) })),
      new_page_blocks: blocks,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const answer = await saved.json();
  return { courseId, pageIds: answer.data.pages_order as number[], title: answer.data.title as string };
}

const TRUE_FALSE = {
  type: 7,
  text: "<p>The sun is a star.</p>",
  settings: {
    show_correct_answer: true,
    show_answer_feedback: true,
    question_counts_in_score: true,
    correct_answer: true,
    true_label: "True",
    false_label: "False",
    correct_answer_feedback: "Correct, well done!",
    incorrect_answer_feedback: "That is not correct.",
  },
};

/** An open answer as the builder made them before: the judged types' default praise stored with it. */
const OLD_OPEN_ANSWER = {
  type: 13,
  text: "<p>What will you do differently tomorrow?</p>",
  settings: {
    show_correct_answer: true,
    show_answer_feedback: true,
    correct_answer_feedback: "Correct, well done!",
    incorrect_answer_feedback: "That is not correct.",
    max_length: 300,
  },
};

async function signInAsCreator(page: Page) {
  await page.goto("/login");
  await logIn(page, CREATOR.email, CREATOR.password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

test.describe("answers and focus", () => {
  test("an open answer only says it was sent; focus follows Check answer to the feedback; headings draw no focus box", async ({
    page,
    request,
  }) => {
    const creator = await tokenOf(request, CREATOR);
    const { courseId } = await buildPages(request, creator, [
      { title: "Reflect", blocks: [TRUE_FALSE, OLD_OPEN_ANSWER] },
    ]);
    await signInAsCreator(page);
    await page.goto(`/coursePlayer/${courseId}?progress_mode=local`);
    const title = page.getByTestId("player-page-title");
    await expect(title).toHaveText("Reflect", { timeout: 30_000 });
    // Nothing is focused at load: the first page's heading is where reading starts, not a focus box.
    await expect(title).not.toBeFocused();

    // True or false with the keyboard: Enter on Check answer moves focus to the result.
    const judged = page.getByTestId("block-view-quizTrueFalse");
    await judged.getByRole("radio", { name: "True" }).focus();
    await page.keyboard.press("Space");
    await page.keyboard.press("Tab");
    await expect(judged.getByTestId("quiz-check")).toBeFocused();
    await page.keyboard.press("Enter");
    const judgedFeedback = judged.getByTestId("quiz-feedback");
    await expect(judgedFeedback).toContainText("Correct");
    await expect(judgedFeedback).toBeFocused();

    // The open answer, sent with the mouse: "Answer sent", never the praise stored with it, and focus follows.
    const open = page.getByTestId("block-view-quizOpenAnswer");
    await open.getByRole("textbox", { name: "Your answer" }).fill("Ask before I assume.");
    await open.getByRole("button", { name: "Send answer" }).click();
    const sent = open.getByTestId("quiz-feedback");
    await expect(sent).toHaveAttribute("data-result", "sent");
    await expect(sent).toHaveText("Answer sent");
    await expect(sent).not.toContainText("well done");
    await expect(sent).toBeFocused();
    await expectAccessible(page, "answered");

    // A reload restores both answers and moves focus nowhere.
    await page.reload();
    await expect(page.getByTestId("block-view-quizOpenAnswer").getByTestId("quiz-feedback")).toHaveText("Answer sent");
    await expect(page.getByTestId("quiz-feedback").first()).not.toBeFocused();

    // The finished screen focuses its heading on load, without a focus box.
    await page.getByTestId("player-next").click();
    const heading = page.getByTestId("player-finished").getByRole("heading", { level: 1 });
    await expect(heading).toBeFocused();
    await page.reload();
    await expect(heading).toBeFocused();
    expect(await heading.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe("none");
  });
});
