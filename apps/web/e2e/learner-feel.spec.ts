import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { seriousViolations } from "./axe";
import { auth, BLOCK_FIELDS, buildCourse, emptySave, tokenOf, unique } from "./courseFactory";
import { CREATOR, LEARNER, logIn, register, uniqueEmail } from "./support";

// How the player feels to a learner (issue 17, items 9-13): what unjudged answers say, where focus goes, the
// learner's screens, time limits that say what happened, and the learner details of the reports.

const SHOTS = "/tmp/shots-learner-feel";
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** axe-core at both widths (0 serious or critical), with a full-page screenshot of each to look at. */
async function expectAccessible(page: Page, name: string) {
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    expect(await seriousViolations(page)).toEqual([]);
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

async function signIn(page: Page, who: { email: string; password: string } = CREATOR) {
  await page.goto("/login");
  await logIn(page, who.email, who.password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** No badge on the screen has lost letters to an ellipsis ("IN PROGR…"). */
async function expectWholeBadges(page: Page) {
  const cut = await page.locator(".mantine-Badge-root, .cw-player-badge").evaluateAll((badges) =>
    badges
      .filter((badge) => badge.getClientRects().length > 0)
      .filter((badge) => {
        const label = badge.querySelector(".mantine-Badge-label") ?? badge;
        return label.scrollWidth > label.clientWidth + 1 || badge.scrollWidth > badge.clientWidth + 1;
      })
      .map((badge) => badge.textContent),
  );
  expect(cut).toEqual([]);
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
    await signIn(page);
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

test.describe("learner screens", () => {
  test("a new learner who has started nothing finds the courses shared with them on the dashboard, to start", async ({
    page,
    request,
  }) => {
    const email = uniqueEmail("new-learner");
    await register(page, "learner", "New Learner", email, "a-long-password-1");
    const creator = await tokenOf(request, CREATOR);
    const { courseId, title } = await buildCourse(request, creator, null);
    const share = await request.post("/api/course_shares", {
      headers: auth(creator),
      data: { course_id: courseId, kind: "email", emails: [email] },
    });
    expect(share.status(), await share.text()).toBe(201);

    await page.goto("/dashboard");
    const section = page.getByTestId("dashboard-continue");
    // The subtitle says what the dashboard holds instead of repeating the section's heading, and the link beside
    // the heading is named for the list it opens (every course not finished, started or not).
    await expect(page.getByText("Your courses, results, course hubs and event bookings.")).toBeVisible();
    await expect(page.getByText("Pick up where you left off")).toHaveCount(0);
    await section.getByRole("link", { name: "All courses not finished yet" }).click();
    await expect(page).toHaveURL(/\/upcomingCourses$/);
    await expect(page.getByRole("heading", { name: "Upcoming courses" })).toBeVisible();
    await page.goto("/dashboard");
    await expect(section.getByTestId("dashboard-continue-waiting")).toHaveText(
      "You have not started a course yet. These courses are waiting for you:",
    );
    await expect(section.getByTestId("dashboard-continue-empty")).toHaveCount(0);
    const card = section.getByTestId("learner-course").filter({ hasText: title });
    await expect(card).toBeVisible();
    await expectAccessible(page, "dashboard-new-learner");
    await card.getByRole("link", { name: `Start: ${title}` }).click();
    await expect(page.getByTestId("player-page-title")).toHaveText("Welcome");
    await page.goto("/dashboard");
    await expect(section.getByTestId("dashboard-continue-waiting")).toHaveCount(0);
  });

  test("the dashboard lists courses in progress with Continue; Upcoming never shows 100 % before the end; the entry page drops attempts after a pass", async ({
    page,
    request,
  }) => {
    test.slow();
    const creator = await tokenOf(request, CREATOR);
    const { courseId, title } = await buildCourse(request, creator, 2);
    const share = await request.post("/api/course_shares", {
      headers: auth(creator),
      data: { course_id: courseId, kind: "email", emails: [LEARNER.email] },
    });
    expect(share.status(), await share.text()).toBe(201);
    const shareId: string = (await share.json()).data.id;

    // The learner does every page's button without pressing Finish: all pages done, the course not finished.
    await signIn(page, LEARNER);
    await page.goto(`/coursePlayer/${courseId}?share_id=${shareId}`);
    for (const n of [1, 2, 3]) {
      await page.getByRole("button", { name: `Done ${n}`, exact: true }).click();
      if (n < 3) await page.getByTestId("player-next").click();
    }
    await expect(page.getByTestId("player-next")).toHaveText("Finish");
    await expect(page.getByTestId("player-next")).toBeEnabled();
    // Leaving the player sends what is pending (a beacon on pagehide).

    await page.goto("/dashboard");
    const continuing = page.getByTestId("dashboard-continue");
    await expect(continuing.getByRole("heading", { name: "Continue where you left off" })).toBeVisible();
    const card = continuing.getByTestId("learner-course").filter({ hasText: title });
    await expect(card).toBeVisible();
    await expect(card.getByRole("link", { name: `Continue: ${title}` })).toBeVisible();
    await expect(card).toContainText("Progress: 99%");
    await expectWholeBadges(page);
    await expectAccessible(page, "dashboard");

    const upcoming = async () => {
      await page.goto("/upcomingCourses");
      return page.getByTestId("learner-course").filter({ hasText: title });
    };
    const listed = await upcoming();
    await expect(listed).toContainText("Progress: 99%");
    await expect(listed.getByRole("progressbar")).not.toHaveAttribute("aria-valuenow", "100");

    // Continue opens the course where it was left; Finish passes it.
    await page.goto("/dashboard");
    await card.getByRole("link", { name: `Continue: ${title}` }).click();
    await expect(page.getByTestId("player-page-title")).toHaveText("The end");
    await page.getByTestId("player-next").click();
    await expect(page.getByTestId("player-verdict")).toHaveText("Passed");

    // Passed: no restart, so the entry page says nothing of attempts left.
    await page.goto(`/courseShares/playerInitialPage/${shareId}`);
    await expect(page.getByTestId("share-entry-start")).toHaveText("See your result");
    await expect(page.getByTestId("share-entry-attempts")).toHaveCount(0);
    await expectWholeBadges(page);
    await expectAccessible(page, "entry-passed");
  });

  test("a learner opening a course not shared with them is told so, then goes to the dashboard", async ({
    page,
    request,
  }) => {
    const creator = await tokenOf(request, CREATOR);
    const { courseId } = await buildCourse(request, creator, null);
    await signIn(page, LEARNER);
    await page.goto(`/coursePlayer/${courseId}`);
    const screen = page.getByTestId("player-not-shared");
    await expect(screen.getByRole("heading", { name: "This course is not shared with you" })).toBeFocused();
    await expect(screen).toContainText("ask its author to share it");
    // It stays until the learner has read it.
    await page.waitForTimeout(1000);
    await expect(page).toHaveURL(new RegExp(`/coursePlayer/${courseId}$`));
    await expectAccessible(page, "not-shared");
    await screen.getByRole("link", { name: "Go to the dashboard" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("the preview's finished screen can start again; the Arabic player lines titles up on the right; badges stay whole", async ({
    page,
    request,
  }) => {
    const creator = await tokenOf(request, CREATOR);
    const { courseId } = await buildCourse(request, creator, 1);
    await signIn(page);
    await page.goto(`/coursePlayer/${courseId}?progress_mode=preview`);
    for (const n of [1, 2, 3]) {
      await page.getByRole("button", { name: `Done ${n}`, exact: true }).click();
      await page.getByTestId("player-next").click();
    }
    await expect(page.getByTestId("player-verdict")).toHaveText("Passed");
    // A learner could not start again (passed, one attempt); the author can, and is told the difference.
    await expect(page.getByTestId("player-preview-restart")).toContainText("A learner could not start again now");
    await expectAccessible(page, "preview-finished");
    await page.getByTestId("player-start-again").click();
    await expect(page.getByTestId("player-page-title")).toHaveText("Welcome");
    await expect(page.getByTestId("player-next")).toBeDisabled();

    // A long course title on a phone leaves the Preview badge whole.
    await page.setViewportSize(PHONE);
    await expectWholeBadges(page);
    await page.setViewportSize(DESKTOP);

    // In Arabic the (Latin) page and course titles sit on the right, where the interface starts.
    await page.evaluate(() => localStorage.setItem("lang", "ar"));
    await page.goto(`/coursePlayer/${courseId}?progress_mode=preview`);
    const pageTitle = page.getByTestId("player-page-title");
    await expect(pageTitle).toHaveText("Welcome");
    const gap = await pageTitle.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return element.getBoundingClientRect().right - range.getBoundingClientRect().right;
    });
    expect(gap).toBeLessThan(2);
    const header = await page.locator(".cw-player-header").boundingBox();
    const courseTitle = await page.getByTestId("player-course-title").boundingBox();
    if (!header || !courseTitle) throw new Error("no boxes");
    expect(courseTitle.x).toBeGreaterThan(header.x + header.width / 2);
    await expectWholeBadges(page);
    await expectAccessible(page, "arabic-player");
    await page.evaluate(() => localStorage.setItem("lang", "en"));
  });
});

test.describe("time limits", () => {
  test("the timer is read out at half time, one minute and ten seconds; when it runs out the learner is told which questions were not checked in time", async ({
    page,
    request,
  }) => {
    const creator = await tokenOf(request, CREATOR);
    const single = {
      type: 8,
      text: "<p>Which planet is closest to the sun?</p>",
      settings: {
        show_correct_answer: true,
        show_answer_feedback: true,
        question_counts_in_score: true,
        options: [
          { id: "mercury", text: "Mercury", image_media_id: null, correct: true },
          { id: "venus", text: "Venus", image_media_id: null, correct: false },
        ],
      },
    };
    const { courseId } = await buildPages(request, creator, [
      { title: "Quick quiz", time_limit: 130, blocks: [TRUE_FALSE, single] },
      { title: "After the quiz", blocks: [{ type: 0, text: "<p>Well done for getting here.</p>" }] },
    ]);
    await signIn(page);
    await page.clock.install();
    await page.goto(`/coursePlayer/${courseId}?progress_mode=preview`);
    await expect(page.getByTestId("player-page-title")).toHaveText("Quick quiz", { timeout: 30_000 });
    const timer = page.getByTestId("player-timer");
    await expect(timer).toHaveText(/^2:\d\d$/);
    // Time stands still from here: the test moves it, to the second.
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 1000);
    const [minutes, secs] = ((await timer.textContent()) ?? "").split(":").map(Number);
    let left = (minutes ?? 0) * 60 + (secs ?? 0);
    const until = async (target: number) => {
      await page.clock.runFor((left - target) * 1000);
      left = target;
      await expect(timer).toHaveText(`${Math.floor(target / 60)}:${String(target % 60).padStart(2, "0")}`);
    };
    // The visible timer is not a live region: it would speak every second.
    await expect(timer).not.toHaveAttribute("aria-live", /polite|assertive/);
    const spoken = page.getByTestId("player-timer-announcement");
    await expect(spoken).toHaveAttribute("aria-live", "polite");
    await expect(spoken).toHaveText("");

    await page.getByTestId("block-view-quizTrueFalse").getByRole("radio", { name: "True" }).check();
    await page.getByTestId("block-view-quizTrueFalse").getByTestId("quiz-check").click();

    // 130 s: half at 65 s left, then one minute, then ten seconds; nothing in between.
    await until(66);
    await expect(spoken).toHaveText("");
    await until(64);
    await expect(spoken).toHaveText("Half of the time for this page has passed.");
    await until(61);
    await expect(spoken).toHaveText("Half of the time for this page has passed.");
    await until(59);
    await expect(spoken).toHaveText("One minute left on this page.");
    await until(9);
    await expect(spoken).toHaveText("Ten seconds left on this page.");

    // An answer chosen but never checked: the dialog says it was not checked in time, not that it was skipped.
    await page.getByRole("radio", { name: "Venus" }).check();
    await page.clock.runFor(left * 1000 + 1000);
    const notice = page.getByRole("dialog", { name: "Time is up" });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText("Time ran out before these questions were checked");
    await expect(notice).toContainText("an answer chosen but not checked is not kept");
    await expect(notice).not.toContainText("unanswered");
    const listed = notice.getByTestId("player-time-up-questions").getByRole("listitem");
    await expect(listed).toHaveText(["Which planet is closest to the sun?"]);
    // The player waits for the learner: the page is still the timed one underneath.
    await expect(page.getByTestId("player-page-title")).toHaveText("Quick quiz");
    // Time runs again (the dialog's transition and axe use timers); the page has ended, nothing else ticks.
    await page.clock.resume();
    await expect(notice.getByRole("button", { name: "Continue" })).toBeFocused();
    await expectAccessible(page, "time-up");
    await notice.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByTestId("player-page-title")).toHaveText("After the quiz");
  });
});

test.describe("reports", () => {
  test("learner details show the pages dealt to the learner and every attempt, the earlier ones folded", async ({
    page,
    request,
  }) => {
    test.slow();
    const creator = await tokenOf(request, CREATOR);
    const question = (n: number) => ({
      type: 8,
      text: `<p>Question of page ${n}</p>`,
      settings: {
        show_correct_answer: true,
        show_answer_feedback: true,
        question_counts_in_score: true,
        options: [
          { id: "right", text: "Right", image_media_id: null, correct: true },
          { id: "wrong", text: "Wrong", image_media_id: null, correct: false },
        ],
      },
    });
    // Three pages, two dealt to each attempt, shuffled (a course that does not shuffle deals its first two).
    const { courseId, pageIds, title } = await buildPages(
      request,
      creator,
      [1, 2, 3].map((n) => ({ title: `Chapter ${n}`, blocks: [question(n)] })),
      { attempts: 3, limit_pages_number: 2, randomize_pages_order: true, min_pass_percent: 100 },
    );
    const contents = (await (await request.get(`/api/courses/${courseId}`, { headers: auth(creator) })).json()).data;
    const blockOf = new Map<number, number>();
    for (const pageId of pageIds) {
      const full = await request.get(`/api/course_player/get_single_page_full_info/${pageId}`, {
        headers: auth(creator),
      });
      blockOf.set(pageId, (await full.json()).data.page_blocks[0].id);
    }
    expect(contents.pages).toHaveLength(3);
    const share = await request.post("/api/course_shares", {
      headers: auth(creator),
      data: { course_id: courseId, kind: "email", emails: [LEARNER.email] },
    });
    expect(share.status(), await share.text()).toBe(201);
    const shareId: string = (await share.json()).data.id;

    // The learner's two attempts, sent as the player sends them: the first dealt chapters 3 and 1 and failed
    // (chapter 3 wrong), the second dealt chapters 2 and 3 and passed.
    const learner = await tokenOf(request, LEARNER);
    const row = (
      await (
        await request.get(`/api/course_player/get_progress/${courseId}?share_id=${shareId}`, {
          headers: auth(learner),
        })
      ).json()
    ).data;
    const [one, two, three] = pageIds as [number, number, number];
    const play = async (attempt: number, dealt: number[], answers: string[]) => {
      const res = await request.post(`/api/course_player/update_progress/${row.id}`, {
        headers: auth(learner),
        data: {
          current_page_id: null,
          completed: true,
          passed: true,
          pass_percent: 100,
          met_display_conditions: [],
          current_attempt_number: attempt,
          desired_pages_order: dealt,
          pages_progresses: dealt.map((page_id) => ({ page_id, completed: true, finish_limit: null })),
          blocks_progresses: dealt.map((pageId, index) => ({
            block_id: blockOf.get(pageId),
            completed: true,
            correct: true,
            user_answer: answers[index],
            position: null,
          })),
        },
      });
      expect(res.status(), await res.text()).toBe(200);
    };
    await play(0, [three, one], ["wrong", "right"]);
    const again = await request.post(`/api/course_player/start_again/${row.id}`, { headers: auth(learner) });
    expect(again.status(), await again.text()).toBe(200);
    await play(1, [two, three], ["right", "right"]);

    await signIn(page);
    await page.goto(`/reports/main?course=${courseId}`);
    await page.getByTestId("report-learners").getByRole("link").first().click();
    await expect(page).toHaveURL(/\/reports\/single_user_details\/\d+$/);
    const card = page.getByTestId("learner-course").filter({ hasText: title });
    await expect(card).toContainText("Passed");
    // The current attempt: only the two chapters it dealt, in its order.
    const current = card.getByTestId("learner-pages").first().getByTestId("learner-page");
    await expect(current).toHaveCount(2);
    await expect(current.nth(0)).toContainText("1. Chapter 2");
    await expect(current.nth(1)).toContainText("2. Chapter 3");

    // The first attempt, folded: its result in the summary, its own pages and answers inside.
    const past = card.getByTestId("learner-past-attempt");
    await expect(past).toHaveCount(1);
    await expect(past).toContainText("Attempt 1");
    await expect(past).toContainText("Failed");
    await expect(past).toContainText("50 %");
    await expect(past.getByTestId("learner-pages")).toBeHidden();
    await past.locator("summary").click();
    const earlier = past.getByTestId("learner-page");
    await expect(earlier).toHaveCount(2);
    await expect(earlier.nth(0)).toContainText("1. Chapter 3");
    await expect(earlier.nth(1)).toContainText("2. Chapter 1");
    await expect(past).toContainText("Question of page 3");
    await expect(past.getByRole("img", { name: "Wrong" })).toHaveCount(1);
    await expect(card.getByTestId("learner-past-missing")).toHaveCount(0);
    await expectAccessible(page, "report-learner");
  });
});
