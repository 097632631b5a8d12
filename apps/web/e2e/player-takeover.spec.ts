import { expect, type Page, test } from "@playwright/test";
import { auth, buildCourse, TITLES, tokenOf } from "./courseFactory";
import { CREATOR, LEARNER, logIn } from "./support";

// A write of progress the server refuses as stale (409 progress_stale: the learner started again or finished in
// another window) makes the player take over what the server keeps, and say so.

const pageTitle = (page: Page) => page.getByTestId("player-page-title");
const done = (page: Page, n: number) => page.getByRole("button", { name: `Done ${n}`, exact: true });

test("a learner who started again or finished in another window goes on with that progress here, and is told", async ({
  page,
  request,
}) => {
  test.slow();
  const creator = await tokenOf(request, CREATOR);
  const { courseId } = await buildCourse(request, creator, 3);
  const share = await request.post("/api/course_shares", {
    headers: auth(creator),
    data: { course_id: courseId, kind: "email", emails: [LEARNER.email] },
  });
  expect(share.status(), await share.text()).toBe(201);
  const shareId: string = (await share.json()).data.id;
  const playerUrl = `/coursePlayer/${courseId}?share_id=${shareId}`;

  await page.goto("/login");
  await logIn(page, LEARNER.email, LEARNER.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(playerUrl);
  await expect(pageTitle(page)).toHaveText(TITLES[0] ?? "");
  await done(page, 1).click();
  await page.getByTestId("player-next").click();
  await expect(pageTitle(page)).toHaveText(TITLES[1] ?? "");

  // Meanwhile the learner starts the course again elsewhere (here: straight through the API).
  const learner = await tokenOf(request, LEARNER);
  const progress = (
    await (
      await request.get(`/api/course_player/get_progress/${courseId}?share_id=${shareId}`, { headers: auth(learner) })
    ).json()
  ).data;
  expect(progress.current_attempt_number).toBe(0);
  const restarted = await request.post(`/api/course_player/start_again/${progress.id}`, { headers: auth(learner) });
  expect(restarted.status(), await restarted.text()).toBe(200);

  // This window's next write belongs to the old attempt: refused, and the new attempt is played from its start.
  const refused = page.waitForResponse(
    (response) => response.url().includes("/api/course_player/update_progress/") && response.status() === 409,
  );
  await done(page, 2).click();
  await refused;
  await expect(
    page.getByText("You started this course again in another window: you go on with that attempt here."),
  ).toBeVisible();
  await expect(pageTitle(page)).toHaveText(TITLES[0] ?? "");
  await expect(page.getByTestId("player-page-of")).toHaveText("Page 1 of 3");
  await expect(page.getByTestId("player-next")).toBeDisabled();
  // Writes of the new attempt are taken again.
  const kept = page.waitForResponse(
    (response) => response.url().includes("/api/course_player/update_progress/") && response.status() === 200,
  );
  await done(page, 1).click();
  await kept;

  // A second tab finishes the course; the first one, still on its first page, takes the finished state over.
  const other = await page.context().newPage();
  await other.goto(playerUrl);
  await expect(pageTitle(other)).toHaveText(TITLES[0] ?? "");
  await other.getByTestId("player-next").click();
  await expect(pageTitle(other)).toHaveText(TITLES[1] ?? "");
  await done(other, 2).click();
  await other.getByTestId("player-next").click();
  await done(other, 3).click();
  await other.getByTestId("player-next").click();
  await expect(other.getByTestId("player-verdict")).toHaveText("Passed");
  await other.close();

  const refusedAgain = page.waitForResponse(
    (response) => response.url().includes("/api/course_player/update_progress/") && response.status() === 409,
  );
  await page.getByTestId("player-next").click();
  await expect(pageTitle(page)).toHaveText(TITLES[1] ?? "");
  await done(page, 2).click();
  await refusedAgain;
  await expect(page.getByText("You finished this course in another window: here is your result.")).toBeVisible();
  await expect(page.getByTestId("player-finished")).toBeVisible();
  await expect(page.getByTestId("player-score")).toContainText("Your score: 100%");
  await expect(page.getByTestId("player-verdict")).toHaveText("Passed");
  // No "server request failed" state was left behind by the refusals.
  await page.getByTestId("player-back").click();
  await expect(page).toHaveURL(/\/upcomingCourses$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("The server request failed")).toHaveCount(0);
});
