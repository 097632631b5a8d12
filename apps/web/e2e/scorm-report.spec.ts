import { expect, type Locator, type Page, test } from "@playwright/test";
import { seriousViolations } from "./axe";
import { auth, tokenOf } from "./courseFactory";
import { scormCourse, scormLauncher } from "./scormCourse";
import { CREATOR, LEARNER, logIn, logOut } from "./support";

// Reports show what a real SCORM 1.2 package wrote (issue 16 item 11): the learner plays RuntimeBasicCalls to
// its test and submits it (the package sets score and failed); the creator then reads the SCO's status, score,
// time and interactions on the learner's details page.

/** The SCORM 1.2 runtime API the launcher gives its SCO (scorm-resume.spec.ts declares the reading half). */
type Writer = { LMSSetValue(element: string, value: string): string; LMSCommit(arg: string): string };

/** 0 serious or critical axe findings at 1440 and 390 px; a screenshot of what changed (the card) at each width. */
async function expectAccessible(page: Page, shown: Locator, name: string) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await seriousViolations(page)).toEqual([]);
    await shown.screenshot({ path: test.info().outputPath(`${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test.describe("SCORM in reports", () => {
  test.describe.configure({ timeout: 180_000 });

  test("the creator sees a played SCO's status, score, time and interactions on the learner details page", async ({
    page,
    request,
  }) => {
    const course = await scormCourse(request, "RuntimeBasicCalls_SCORM12.zip");
    const share = await request.post("/api/course_shares", {
      headers: auth(await tokenOf(request, CREATOR)),
      data: { course_id: course.courseId, kind: "email", emails: [LEARNER.email] },
    });
    expect(share.status(), await share.text()).toBe(201);
    const shareId: string = (await share.json()).data.id;

    await page.goto("/login");
    await logIn(page, LEARNER.email, LEARNER.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`/coursePlayer/${course.courseId}?share_id=${shareId}`);
    page.on("dialog", (dialog) => void dialog.accept());
    const api = await scormLauncher(page);
    const learnerId = await api.evaluate(() => window.API?.LMSGetValue("cmi.core.student_id") ?? "");
    const sco = api.childFrames()[0];
    if (!sco) throw new Error("no SCO frame");
    // Through the 15 pages to the package's test, which the learner submits unanswered: failed.
    for (let step = 0; step < 15; step++) await sco.locator("#butNext").click();
    await expect(sco.locator("#butNext")).toBeDisabled();
    const quiz = sco.childFrames()[0];
    if (!quiz) throw new Error("no test frame");
    await quiz.getByRole("button", { name: "Submit Answers" }).click();
    await expect.poll(() => api.evaluate(() => window.API?.LMSGetValue("cmi.core.lesson_status"))).toBe("failed");
    const raw = await api.evaluate(() => window.API?.LMSGetValue("cmi.core.score.raw"));
    expect(raw).toMatch(/^\d+$/);
    // This package records no interactions; an answered question is written as a SCO would, then committed.
    await api.evaluate(() => {
      const writer = window.API as unknown as Writer;
      const set = (element: string, value: string) => writer.LMSSetValue(element, value);
      set("cmi.interactions.0.id", "playing_1");
      set("cmi.interactions.0.type", "choice");
      set("cmi.interactions.0.student_response", "b");
      set("cmi.interactions.0.result", "wrong");
      set("cmi.interactions.0.latency", "0000:00:07");
      writer.LMSCommit("");
    });
    await sco.locator("#butExit").click();
    // The launcher saves by itself after LMSFinish: the report has the interaction once it has arrived.
    const creator = await tokenOf(request, CREATOR);
    await expect
      .poll(
        async () => {
          const answer = await request.get(`/api/reports/users/${learnerId}`, { headers: auth(creator) });
          const courses: { course_id: number; scorm: { scos: { interactions: unknown[] }[] }[] }[] = (
            await answer.json()
          ).data.courses;
          return courses.find((c) => c.course_id === course.courseId)?.scorm[0]?.scos[0]?.interactions.length;
        },
        { timeout: 15_000 },
      )
      .toBe(1);
    await page.goto("/dashboard");
    await logOut(page);

    await logIn(page, CREATOR.email, CREATOR.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`/reports/single_user_details/${learnerId}`);
    const card = page.getByTestId("learner-course").filter({ hasText: course.title });
    const row = card.getByTestId("learner-sco");
    await expect(row).toHaveCount(1, { timeout: 15_000 });
    await expect(card.getByTestId("learner-scorm-block")).toContainText("Golf");
    await expect(row).toContainText("Golf Explained");
    await expect(row).toContainText("Completed");
    await expect(row).toContainText("Failed");
    await expect(row).toContainText(`${raw} / 100`);
    await expect(row).toContainText(/sec|min/);
    const interactions = card.getByTestId("learner-sco-interactions");
    await expect(interactions.getByTestId("learner-sco-interaction")).toBeHidden();
    await interactions.locator("summary").click();
    const interaction = interactions.getByTestId("learner-sco-interaction");
    await expect(interaction).toContainText("playing_1");
    await expect(interaction).toContainText("choice");
    await expect(interaction).toContainText("Incorrect");
    await expect(interaction).toContainText("7 sec");
    await card.scrollIntoViewIfNeeded();
    await expectAccessible(page, card, "scorm-report");
  });
});
