import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { seriousViolations } from "./axe";
import { auth, tokenOf } from "./courseFactory";
import { scormCourse, scormLauncher } from "./scormCourse";
import { withEditedManifest } from "./scormEdit";
import { CREATOR, LEARNER, logIn } from "./support";

// A single-SCO package whose time limit ends the SCO ("exit,message") and whose manifest allows `attemptLimit`
// attempts (imsss:limitConditions): Start again is offered only while an attempt is left, the learner is told why
// when none is, and the server refuses a new attempt past the limit whatever the page sends.

const FIXTURE_2004 = "RuntimeBasicCalls_SCORM20043rdEdition.zip";
const FIRST_ITEM = /(<item identifier="item_1"[^>]*>\s*<title>[^<]*<\/title>)/;
const TIME_UP = "Your time for this activity is up, so it has ended.";

const limited = (attemptLimit: number) =>
  withEditedManifest(FIXTURE_2004, (xml) =>
    xml
      .replace(FIRST_ITEM, "$1<adlcp:timeLimitAction>exit,message</adlcp:timeLimitAction>")
      .replace(
        "<imsss:deliveryControls",
        `<imsss:limitConditions attemptLimit="${attemptLimit}" attemptAbsoluteDurationLimit="PT4S"/><imsss:deliveryControls`,
      ),
  );

async function learnerShare(request: APIRequestContext, courseId: number): Promise<string> {
  const share = await request.post("/api/course_shares", {
    headers: auth(await tokenOf(request, CREATOR)),
    data: { course_id: courseId, kind: "email", emails: [LEARNER.email] },
  });
  expect(share.status(), await share.text()).toBe(201);
  return (await share.json()).data.id;
}

async function openAsLearner(page: Page, courseId: number, shareId: string) {
  await page.goto("/login");
  await logIn(page, LEARNER.email, LEARNER.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.setViewportSize({ width: 1440, height: 900 });
  const cmiRead = page.waitForRequest((r) => /\/api\/course_player\/scorm_cmi\/\d+\?/.test(r.url()));
  await page.goto(`/coursePlayer/${courseId}?share_id=${shareId}`);
  await scormLauncher(page);
  return Number(/scorm_cmi\/(\d+)/.exec((await cmiRead).url())?.[1]);
}

test.describe("SCORM attempt limit after a time limit", () => {
  // Two or three time limits run out per test, and a reload: slow on a loaded machine.
  test.describe.configure({ timeout: 240_000 });

  test("attemptLimit=1: no Start again after the time is up, the learner told no attempts are left", async ({
    page,
    request,
  }) => {
    const course = await scormCourse(request, FIXTURE_2004, await limited(1));
    const shareId = await learnerShare(request, course.courseId);
    const blockMediaId = await openAsLearner(page, course.courseId, shareId);
    const note = page.getByTestId("scorm-time-up");
    await expect(note).toHaveText(TIME_UP, { timeout: 30_000 });
    const next = page.getByTestId("scorm-time-up-next");
    await expect(next).toHaveText(
      "This activity is not completed, and you have no attempts left: it allows 1, so it cannot be started again.",
    );
    await expect(page.getByRole("button", { name: "Start again" })).toHaveCount(0);
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await expect(next).toBeVisible();
      expect(await seriousViolations(page, { exclude: '[data-testid="scorm-frame"]' })).toEqual([]);
      await page.screenshot({ path: `/tmp/limits-no-attempts-${width}.png` });
    }

    // The server refuses the new attempt too (a reset of the SCO's data with the next generation), in words.
    const token = await tokenOf(request, LEARNER);
    const { data } = await (
      await request.get(`/api/course_player/scorm_cmi/${blockMediaId}?share_id=${shareId}`, { headers: auth(token) })
    ).json();
    expect(data.scos[0].generation).toBe(0);
    const reset = await request.post(`/api/course_player/scorm_cmi/${data.progress_id}`, {
      headers: auth(token),
      data: {
        block_media_id: blockMediaId,
        sco: data.scos[0].identifier,
        attempt_number: data.attempt_number,
        generation: 1,
        cmi: {},
      },
    });
    expect(reset.status()).toBe(409);
    expect(await reset.json()).toMatchObject({
      error: "scorm_attempt_limit",
      message:
        "You have no attempts left at this activity (it allows 1 in each attempt of the course), so it cannot be started again.",
    });

    // A reload changes nothing: the time is still up and no attempt is left.
    await page.reload();
    await expect(note).toHaveText(TIME_UP, { timeout: 30_000 });
    await expect(next).toContainText("no attempts left");
    await expect(page.getByRole("button", { name: "Start again" })).toHaveCount(0);
  });

  test("attemptLimit=2: Start again once, then no more", async ({ page, request }) => {
    const course = await scormCourse(request, FIXTURE_2004, await limited(2));
    await openAsLearner(page, course.courseId, await learnerShare(request, course.courseId));
    const note = page.getByTestId("scorm-time-up");
    await expect(note).toHaveText(TIME_UP, { timeout: 30_000 });
    await expect(page.getByTestId("scorm-time-up-next")).toHaveText(
      "This activity is not completed yet. Start it again to complete it: it starts from the beginning.",
    );
    await page.getByRole("button", { name: "Start again" }).click();
    await expect(page.getByTestId("scorm-frame")).toBeVisible();
    await expect(note).toHaveText(TIME_UP, { timeout: 30_000 });
    await expect(page.getByTestId("scorm-time-up-next")).toHaveText(
      "This activity is not completed, and you have no attempts left: it allows 2, so it cannot be started again.",
    );
    await expect(page.getByRole("button", { name: "Start again" })).toHaveCount(0);
    // The server counted the second attempt: after a reload it is still the last one.
    await page.reload();
    await expect(note).toHaveText(TIME_UP, { timeout: 30_000 });
    await expect(page.getByTestId("scorm-time-up-next")).toContainText("it allows 2");
    await expect(page.getByRole("button", { name: "Start again" })).toHaveCount(0);
  });
});
