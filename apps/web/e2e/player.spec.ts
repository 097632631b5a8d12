import { expect, type Page, test } from "@playwright/test";
import { auth, BLOCK_FIELDS, buildCourse, emptySave, TITLES, tokenOf } from "./courseFactory";
import { CREATOR, LEARNER, linkFromMail, logIn } from "./support";

const player = (page: Page) => ({
  title: page.getByTestId("player-page-title"),
  next: page.getByTestId("player-next"),
  previous: page.getByTestId("player-previous"),
  button: (n: number) => page.getByRole("button", { name: `Done ${n}`, exact: true }),
});

async function expectOnPage(page: Page, index: number) {
  await expect(player(page).title).toHaveText(TITLES[index] ?? "");
  await expect(page.getByTestId("player-page-of")).toHaveText(`Page ${index + 1} of 3`);
}

test.describe("course player", () => {
  test("a learner invited by e-mail plays, resumes after a reload, finishes, starts again until attempts run out", async ({
    page,
    request,
  }) => {
    test.slow();
    const creator = await tokenOf(request, CREATOR);
    const { courseId, pageIds, buttonIds, title } = await buildCourse(request, creator, 2);
    const share = await request.post("/api/course_shares", {
      headers: auth(creator),
      data: { course_id: courseId, kind: "email", emails: [LEARNER.email] },
    });
    expect(share.status(), await share.text()).toBe(201);
    const shareId: string = (await share.json()).data.id;

    // The invitation mail leads to the share's entry screen, which asks a guest to log in and comes back.
    const link = await linkFromMail(request, LEARNER.email, "/courseShares/playerInitialPage/");
    expect(link).toBe(`/courseShares/playerInitialPage/${shareId}`);
    await page.goto(link);
    await expect(page.getByTestId("share-entry-title")).toHaveText(title);
    await page.getByTestId("share-entry-login").getByRole("button", { name: "Log in" }).click();
    await logIn(page, LEARNER.email, LEARNER.password);
    await expect(page).toHaveURL(new RegExp(`/courseShares/playerInitialPage/${shareId}$`));
    await expect(page.getByTestId("share-entry-attempts")).toHaveText("Attempts left: 2");
    await page.getByTestId("share-entry-start").click();
    await expect(page).toHaveURL(new RegExp(`/coursePlayer/${courseId}\\?share_id=${shareId}$`));

    // Page 1: next waits for the required button, and says why.
    const p = player(page);
    await expectOnPage(page, 0);
    await expect(p.next).toBeDisabled();
    await expect(page.getByTestId("player-next-hint")).toBeVisible();
    await expect(p.previous).toBeDisabled();
    await p.button(1).click();
    await expect(p.next).toBeEnabled();
    await p.next.click();
    await expectOnPage(page, 1);
    await expect(p.title).toBeFocused();
    await p.button(2).click();
    await expect(p.next).toBeEnabled();

    // Closing the tab mid-way loses nothing: the pending write goes as a beacon.
    await page.reload();
    await expectOnPage(page, 1);
    await expect(p.next).toBeEnabled();

    // The page list ticks the done pages.
    await page.getByTestId("player-page-list-open").click();
    const items = page.getByTestId("player-page-list-item");
    await expect(items).toHaveCount(3);
    await expect(items.nth(0)).toHaveAttribute("data-done", "true");
    await expect(items.nth(1)).toHaveAttribute("data-done", "true");
    // The first page not done yet is the furthest one the list opens.
    await expect(items.nth(2)).not.toHaveAttribute("data-done", "true");
    await expect(items.nth(2)).toBeEnabled();
    await page.keyboard.press("Escape");

    await p.next.click();
    await expectOnPage(page, 2);
    await expect(p.next).toHaveText("Finish");
    await p.button(3).click();
    await p.next.click();
    const finished = page.getByTestId("player-finished");
    await expect(finished).toBeVisible();
    await expect(page.getByTestId("player-score")).toContainText("Your score: 100%");
    await expect(page.getByTestId("player-verdict")).toHaveText("Passed");
    // Passed: the lifecycle refuses another attempt (spec 4), in the learner's language.
    await expect(page.getByTestId("player-start-again")).toHaveCount(0);
    await expect(page.getByTestId("player-no-restart")).toHaveText("This course cannot be started again.");

    await page.getByTestId("player-back").click();
    await page.goto("/completedCourses");
    await expect(page.getByTestId("learner-course").filter({ hasText: title })).toContainText("Passed");

    // A failed attempt may start again while attempts remain. The server scores attempts itself from the
    // answers, so the creator adds a question (not required) to the last page, and the learner's attempts are
    // sent with a wrong answer to it, claiming it right: the server judges it wrong all the same. Every
    // required button is pressed: the server stores a completed attempt only when all its pages are complete.
    const added = await request.post(`/api/course_builder/update_course/${courseId}`, {
      headers: auth(creator),
      data: {
        ...emptySave(),
        new_page_blocks: [
          {
            ...BLOCK_FIELDS,
            id: -50,
            page_id: pageIds[2],
            type: 8,
            text: "<p>Pick the right one.</p>",
            completion_required: false,
            settings: {
              options: [
                { id: "right", text: "Right", image_media_id: null, correct: true },
                { id: "wrong", text: "Wrong", image_media_id: null, correct: false },
              ],
            },
            displaying_settings: { x: 0, y: 10, w: 6, h: 20, i: "-50" },
          },
        ],
      },
    });
    expect(added.status(), await added.text()).toBe(200);
    const questionId: number = (await added.json()).blocks_id_map["-50"];
    const learner = await page.evaluate(() => localStorage.getItem("accessToken"));
    const progress = await request.get(`/api/course_player/get_progress/${courseId}?share_id=${shareId}`, {
      headers: auth(learner ?? ""),
    });
    const row = (await progress.json()).data;
    const fail = async (attempt: number) => {
      const res = await request.post(`/api/course_player/update_progress/${row.id}`, {
        headers: auth(learner ?? ""),
        data: {
          current_page_id: null,
          completed: true,
          passed: false,
          pass_percent: 0,
          met_display_conditions: [],
          current_attempt_number: attempt,
          desired_pages_order: row.desired_pages_order,
          pages_progresses: [],
          blocks_progresses: [
            ...buttonIds.map((block_id) => ({
              block_id,
              completed: true,
              correct: true,
              user_answer: "",
              position: null,
            })),
            { block_id: questionId, completed: true, correct: true, user_answer: "wrong", position: null },
          ],
        },
      });
      expect(res.status(), await res.text()).toBe(200);
    };
    await fail(0);
    await page.goto(`/coursePlayer/${courseId}?share_id=${shareId}`);
    await expect(page.getByTestId("player-verdict")).toHaveText("Not passed: 50% is needed to pass");
    await expect(page.getByTestId("player-attempts-left")).toHaveText("Attempts left: 1");
    await page.getByTestId("player-start-again").click();
    await expectOnPage(page, 0);
    await expect(p.next).toBeDisabled();

    // The second attempt is the last: failing it leaves no way to start again.
    await fail(1);
    await page.reload();
    await expect(page.getByTestId("player-verdict")).toHaveText("Not passed: 50% is needed to pass");
    await expect(page.getByTestId("player-start-again")).toHaveCount(0);
    await expect(page.getByTestId("player-no-restart")).toHaveText("This course cannot be started again.");
  });

  test("local mode keeps progress in the browser; standalone preview keeps nothing", async ({ page, request }) => {
    const creator = await tokenOf(request, CREATOR);
    const { courseId } = await buildCourse(request, creator, null);
    await page.goto("/login");
    await logIn(page, CREATOR.email, CREATOR.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    const p = player(page);

    await page.goto(`/coursePlayer/${courseId}?progress_mode=local`);
    await expectOnPage(page, 0);
    await p.button(1).click();
    await p.next.click();
    await expectOnPage(page, 1);
    await page.reload();
    await expectOnPage(page, 1);
    const stored = await page.evaluate((key) => localStorage.getItem(key), `course_progress_${courseId}`);
    expect(JSON.parse(stored ?? "null")).toMatchObject({ currentPageId: expect.any(Number), completed: false });

    await page.goto(`/coursePlayer/${courseId}?progress_mode=standalone_preview`);
    await expectOnPage(page, 0);
    await expect(page.getByTestId("player-preview-badge")).toBeVisible();
    await p.button(1).click();
    await p.next.click();
    await expectOnPage(page, 1);
    await page.reload();
    await expectOnPage(page, 0);
    await expect(p.next).toBeDisabled();
  });
});
