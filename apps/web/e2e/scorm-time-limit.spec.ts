import { type APIRequestContext, expect, type Frame, type Page, test } from "@playwright/test";
import { seriousViolations } from "./axe";
import { auth, tokenOf } from "./courseFactory";
import { scormCourse, scormLauncher } from "./scormCourse";
import { withEditedManifest } from "./scormEdit";
import { CREATOR, LEARNER, logIn } from "./support";

// A SCO's time limit acted on as Moodle and SCORM Cloud do (issue 16): real packages given a limit in their
// manifest. "exit,message" tells the learner and ends the SCO when its time runs out, and the time counts across
// launches (the total time kept on the server); "continue,message" tells the learner and lets the SCO go on.

type Runtime = { isInitialized(): boolean; isTerminated(): boolean };
type Runtimes = { API?: Runtime; API_1484_11?: Runtime };
/** The SCORM 1.2 API the launcher gives its SCO. */
type ScormApi = {
  API: {
    LMSGetValue(element: string): string;
    LMSSetValue(element: string, value: string): string;
    LMSCommit(x: ""): string;
  };
};

const FIXTURE_12 = "RuntimeBasicCalls_SCORM12.zip";
const FIXTURE_2004 = "RuntimeBasicCalls_SCORM20043rdEdition.zip";
const FIRST_ITEM = /(<item identifier="item_1"[^>]*>\s*<title>[^<]*<\/title>)/;

async function learnerShare(request: APIRequestContext, courseId: number): Promise<string> {
  const share = await request.post("/api/course_shares", {
    headers: auth(await tokenOf(request, CREATOR)),
    data: { course_id: courseId, kind: "email", emails: [LEARNER.email] },
  });
  expect(share.status(), await share.text()).toBe(201);
  return (await share.json()).data.id;
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto("/login");
  await logIn(page, email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** The launcher's runtime: initialised, and ended (LMSFinish / Terminate) or not. */
const runtimeState = (launcher: Frame) =>
  launcher
    .evaluate(() => {
      const api = (window as Runtimes).API ?? (window as Runtimes).API_1484_11;
      return api ? { initialized: api.isInitialized(), terminated: api.isTerminated() } : null;
    })
    .catch(() => null);

test.describe("SCORM time limits", () => {
  test.describe.configure({ timeout: 120_000 });

  test("exit,message: told and ended when the time runs out, the time counted across launches", async ({
    page,
    request,
  }) => {
    const bytes = await withEditedManifest(FIXTURE_12, (xml) =>
      xml.replace(
        FIRST_ITEM,
        "$1<adlcp:maxtimeallowed>0000:00:05</adlcp:maxtimeallowed><adlcp:timelimitaction>exit,message</adlcp:timelimitaction>",
      ),
    );
    const course = await scormCourse(request, FIXTURE_12, bytes);
    const shareId = await learnerShare(request, course.courseId);
    await signIn(page, LEARNER.email, LEARNER.password);
    const cmiRead = page.waitForRequest((r) => /\/api\/course_player\/scorm_cmi\/\d+\?/.test(r.url()));
    await page.goto(`/coursePlayer/${course.courseId}?share_id=${shareId}`);

    const launcher = await scormLauncher(page);
    const started = Date.now();
    // The learner turns a page (bookmark "1") before the time runs out.
    const sco = launcher.childFrames()[0];
    if (!sco) throw new Error("no SCO frame");
    await expect.poll(() => sco.evaluate(() => typeof (window as { doNext?: unknown }).doNext)).toBe("function");
    await sco.evaluate(() => (window as unknown as { doNext(): void }).doNext());
    const note = page.getByTestId("scorm-time-up");
    await expect(note).toHaveText("Your time for this activity is up, so it has ended.", { timeout: 30_000 });
    // Not at once: the SCO had its five seconds (less the time it took to see it had initialised).
    expect(Date.now() - started).toBeGreaterThanOrEqual(4000);
    await expect(page.getByTestId("scorm-frame")).toBeHidden();
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await expect(note).toBeVisible();
      expect(await seriousViolations(page, { exclude: '[data-testid="scorm-frame"]' })).toEqual([]);
      await page.screenshot({ path: `/tmp/rt16-time-up-exit-${width}.png` });
    }
    // The SCO was ended as leaving it would: its runtime finished, its session time kept on the server.
    await expect.poll(async () => (await runtimeState(launcher))?.terminated).toBe(true);
    const token = await tokenOf(request, LEARNER);
    const blockMediaId = Number(/scorm_cmi\/(\d+)/.exec((await cmiRead).url())?.[1]);
    const kept = async () => {
      const answer = await request.get(`/api/course_player/scorm_cmi/${blockMediaId}?share_id=${shareId}`, {
        headers: auth(token),
      });
      const { core } = (await answer.json()).data.scos[0].cmi as {
        core: { total_time?: string; lesson_location?: string };
      };
      const [, h, m, s] = /^(\d+):(\d+):([\d.]+)$/.exec(core.total_time ?? "") ?? [];
      return { location: core.lesson_location, seconds: Number(h ?? 0) * 3600 + Number(m ?? 0) * 60 + Number(s ?? 0) };
    };
    await expect.poll(kept, { timeout: 15_000 }).toMatchObject({ location: "1" });
    const before = (await kept()).seconds;
    expect(before).toBeGreaterThanOrEqual(4);

    // The next launch has no time left: it is told and ended right after it starts, so the session the SCO
    // itself measured and reported (from its page's load to its unload) adds far less than another five seconds.
    // (Its "resume?" question is dismissed: it starts again at page 0 and bookmarks it, which marks its save.)
    await page.reload();
    await expect(note).toHaveText("Your time for this activity is up, so it has ended.", { timeout: 30_000 });
    await expect.poll(kept, { timeout: 15_000 }).toMatchObject({ location: "0" });
    expect((await kept()).seconds - before).toBeLessThan(3);

    // Not stuck: the required block is not done, the learner is told so and offered a new attempt of the SCO.
    await expect(page.getByTestId("scorm-time-up-next")).toHaveText(
      "This activity is not completed yet. Start it again to complete it: it starts from the beginning.",
    );
    await expect(page.getByTestId("player-next")).toBeDisabled();
    await page.getByRole("button", { name: "Start again" }).click();
    // A fresh attempt: ab-initio, nothing kept, the whole five seconds again.
    await expect(page.getByTestId("scorm-frame")).toBeVisible();
    const again = await scormLauncher(page);
    const restarted = Date.now();
    await expect.poll(async () => (await runtimeState(again))?.initialized, { timeout: 30_000 }).toBe(true);
    expect(await again.evaluate(() => (window as unknown as ScormApi).API.LMSGetValue("cmi.core.entry"))).toBe(
      "ab-initio",
    );
    await expect(note).toBeHidden();
    await expect(note).toHaveText("Your time for this activity is up, so it has ended.", { timeout: 30_000 });
    expect(Date.now() - restarted).toBeGreaterThanOrEqual(3500);
  });

  test("exit,message: a SCO that reported completion before its time ran out completes its block", async ({
    page,
    request,
  }) => {
    const bytes = await withEditedManifest(FIXTURE_12, (xml) =>
      xml.replace(
        FIRST_ITEM,
        "$1<adlcp:maxtimeallowed>0000:00:05</adlcp:maxtimeallowed><adlcp:timelimitaction>exit,message</adlcp:timelimitaction>",
      ),
    );
    const course = await scormCourse(request, FIXTURE_12, bytes);
    const shareId = await learnerShare(request, course.courseId);
    await signIn(page, LEARNER.email, LEARNER.password);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/coursePlayer/${course.courseId}?share_id=${shareId}`);
    const launcher = await scormLauncher(page);
    await expect.poll(async () => (await runtimeState(launcher))?.initialized, { timeout: 30_000 }).toBe(true);
    // The package reports completion (as a SCO does on its last page), then its time runs out.
    await launcher.evaluate(() => {
      const { API } = window as unknown as ScormApi;
      API.LMSSetValue("cmi.core.lesson_status", "completed");
      API.LMSCommit("");
    });
    const note = page.getByTestId("scorm-time-up");
    await expect(note).toHaveText("Your time for this activity is up, so it has ended.", { timeout: 30_000 });
    await expect(page.getByTestId("scorm-time-up-next")).toHaveText(
      "This activity is completed. You can go on with the course, or start it again.",
    );
    await expect(page.getByTestId("player-next")).toBeEnabled();
    await expect(page.getByRole("button", { name: "Start again" })).toBeVisible();
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      expect(await seriousViolations(page, { exclude: '[data-testid="scorm-frame"]' })).toEqual([]);
      await page.screenshot({ path: `/tmp/rt16-time-up-done-${width}.png` });
    }
  });

  test("the media library's preview acts on the time limit as the course does", async ({ page }) => {
    const bytes = await withEditedManifest(FIXTURE_12, (xml) =>
      xml.replace(
        FIRST_ITEM,
        "$1<adlcp:maxtimeallowed>0000:00:05</adlcp:maxtimeallowed><adlcp:timelimitaction>exit,message</adlcp:timelimitaction>",
      ),
    );
    await signIn(page, CREATOR.email, CREATOR.password);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/medialibrary");
    const name = `TimeLimit-${Date.now().toString(36)}.zip`;
    const chooser = page.waitForEvent("filechooser");
    await page.getByTestId("media-upload-button").click();
    await (await chooser).setFiles({ name, mimeType: "application/zip", buffer: bytes });
    await expect(page.locator(`[data-testid=media-upload-row][data-name="${name}"]`)).toHaveAttribute(
      "data-status",
      "done",
      { timeout: 30_000 },
    );
    await page.getByRole("group", { name, exact: true }).getByRole("button", { name, exact: true }).click();
    const dialog = page.getByRole("dialog", { name });
    const launcher = await scormLauncher(page);
    await expect.poll(async () => (await runtimeState(launcher))?.initialized, { timeout: 30_000 }).toBe(true);
    const started = Date.now();
    const note = dialog.getByTestId("scorm-time-up");
    await expect(note).toHaveText("Your time for this activity is up, so it has ended.", { timeout: 30_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(3500);
    await expect(dialog.getByTestId("scorm-frame")).toBeHidden();
    await expect.poll(async () => (await runtimeState(launcher))?.terminated).toBe(true);
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await expect(note).toBeVisible();
      expect(await seriousViolations(page, { exclude: '[data-testid="scorm-frame"]' })).toEqual([]);
      await page.screenshot({ path: `/tmp/rt16-time-up-preview-${width}.png` });
    }
    // As in the course, a new attempt starts afresh.
    await dialog.getByRole("button", { name: "Start again" }).click();
    await expect(dialog.getByTestId("scorm-frame")).toBeVisible();
    await expect(note).toBeHidden();
  });

  test("continue,message: told, and the SCO goes on", async ({ page, request }) => {
    const bytes = await withEditedManifest(FIXTURE_2004, (xml) =>
      xml
        .replace(FIRST_ITEM, "$1<adlcp:timeLimitAction>continue,message</adlcp:timeLimitAction>")
        .replace(
          "<imsss:deliveryControls",
          '<imsss:limitConditions attemptAbsoluteDurationLimit="PT3S"/><imsss:deliveryControls',
        ),
    );
    const course = await scormCourse(request, FIXTURE_2004, bytes);
    await signIn(page, CREATOR.email, CREATOR.password);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`/coursePlayer/${course.courseId}?progress_mode=preview&page=${course.pageIds[0]}`);
    const launcher = await scormLauncher(page);
    const alert = page.getByRole("alert").filter({ hasText: "Your time for this activity is up. You can carry on." });
    await expect(alert).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId("scorm-frame")).toBeVisible();
    expect(await runtimeState(launcher)).toEqual({ initialized: true, terminated: false });

    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await expect(alert).toBeVisible();
      expect(await seriousViolations(page, { exclude: '[data-testid="scorm-frame"]' })).toEqual([]);
      await page.screenshot({ path: `/tmp/rt16-time-up-${width}.png` });
    }
    await alert.getByRole("button", { name: "Close" }).click();
    await expect(alert).toBeHidden();
    expect(await runtimeState(launcher)).toEqual({ initialized: true, terminated: false });
  });
});
