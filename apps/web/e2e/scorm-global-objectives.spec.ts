import { expect, type Frame, type Locator, type Page, test } from "@playwright/test";
import { seriousViolations } from "./axe";
import { unique } from "./courseFactory";
import { scormLauncher } from "./scormCourse";
import { manifest, packagesCourse, packageZip } from "./scormTestPackages";
import { CREATOR, LEARNER, logIn } from "./support";

// Global objectives shared across a learner's packages (issue 16, adlseq:objectivesGlobalToSystem, true by
// default): two packages of one course map the same global objective. Passing the pretest (package 1) satisfies
// it; package 2 then skips its check (a precondition rule on the satisfied global) and its next SCO's
// cmi.objectives start with the global's status; all of it stays after a reload.

interface Api2004 {
  isInitialized(): boolean;
  GetValue(element: string): string;
  SetValue(element: string, value: string): string;
  Terminate(value: string): string;
}
type Runtimes = { API_1484_11?: Api2004 };

/** The pretest (writes the global) and the lesson (its check skipped once the global is satisfied). */
function packages(target: string, intro = false) {
  const introItem = intro ? `<item identifier="intro" identifierref="intro_res"><title>Intro</title></item>` : "";
  const flow = `<imsss:sequencing><imsss:controlMode choice="true" flow="true"/></imsss:sequencing>`;
  const pretest = manifest(
    "Pretest",
    `<item identifier="pretest" identifierref="pretest_res"><title>The pretest</title><imsss:sequencing>
      <imsss:objectives><imsss:primaryObjective objectiveID="pretest_passed">
        <imsss:mapInfo targetObjectiveID="${target}" readSatisfiedStatus="false" writeSatisfiedStatus="true"/>
      </imsss:primaryObjective></imsss:objectives></imsss:sequencing></item>`,
    { pretest: "The pretest" },
    flow,
  );
  const lesson = manifest(
    "Lesson",
    `${introItem}<item identifier="check" identifierref="check_res"><title>The check</title><imsss:sequencing>
      <imsss:sequencingRules><imsss:preConditionRule>
        <imsss:ruleConditions><imsss:ruleCondition condition="satisfied"/></imsss:ruleConditions>
        <imsss:ruleAction action="skip"/>
      </imsss:preConditionRule></imsss:sequencingRules>
      <imsss:objectives><imsss:primaryObjective objectiveID="check_passed">
        <imsss:mapInfo targetObjectiveID="${target}" readSatisfiedStatus="true" writeSatisfiedStatus="false"/>
      </imsss:primaryObjective></imsss:objectives></imsss:sequencing></item>
    <item identifier="more" identifierref="more_res"><title>After the check</title><imsss:sequencing>
      <imsss:objectives><imsss:primaryObjective objectiveID="more_done"/>
        <imsss:objective objectiveID="pretest_known">
          <imsss:mapInfo targetObjectiveID="${target}" readSatisfiedStatus="true" writeSatisfiedStatus="false"/>
        </imsss:objective></imsss:objectives></imsss:sequencing></item>`,
    lessonScos(intro),
    flow,
  );
  return {
    pretest: packageZip(pretest, { pretest: "The pretest" }),
    lesson: packageZip(lesson, lessonScos(intro)),
  };
}

const lessonScos = (intro: boolean): Record<string, string> => ({
  ...(intro ? { intro: "Intro" } : {}),
  check: "The check",
  more: "After the check",
});

/** The SCO's cmi.objectives entry `id` (its success status), or null. */
async function objectiveStatus(frame: Frame, id: string): Promise<string | null> {
  return frame.evaluate((wanted) => {
    const api = (window as Runtimes).API_1484_11 as Api2004;
    const count = Number(api.GetValue("cmi.objectives._count"));
    for (let n = 0; n < count; n++) {
      if (api.GetValue(`cmi.objectives.${n}.id`) === wanted) return api.GetValue(`cmi.objectives.${n}.success_status`);
    }
    return null;
  }, id);
}

/** The SCO reports the pretest passed and terminates. */
async function pass(pretest: Frame): Promise<void> {
  await pretest.evaluate(() => {
    const api = (window as Runtimes).API_1484_11 as Api2004;
    api.SetValue("cmi.completion_status", "completed");
    api.SetValue("cmi.success_status", "passed");
    api.Terminate("");
  });
}

/** Package 2 (the next page): its check is skipped, the SCO after it knows the pretest was passed; after a reload too. */
async function lessonSkipsItsCheck(page: Page, screenshot?: string): Promise<void> {
  await page.getByTestId("player-next").click();
  await expect(page.getByTestId("player-page-title")).toHaveText("Package 2");
  let more = await showing(page, "After the check");
  expect(await objectiveStatus(more, "pretest_known")).toBe("passed");
  if (screenshot) {
    expect(await seriousViolations(page, { exclude: '[data-testid="scorm-frame"]' })).toEqual([]);
    await page.screenshot({ path: screenshot });
  }
  await page.reload();
  await expect(page.getByTestId("player-page-title")).toHaveText("Package 2", { timeout: 30_000 });
  more = await showing(page, "After the check");
  expect(await objectiveStatus(more, "pretest_known")).toBe("passed");
}

/** The launcher frame of one block of the page, once its SCO has initialised the runtime. */
async function launcherIn(block: Locator): Promise<Frame> {
  const frame = await (await block.getByTestId("scorm-frame").elementHandle({ timeout: 30_000 }))?.contentFrame();
  if (!frame) throw new Error("no launcher frame");
  await expect
    .poll(() => frame.evaluate(() => Boolean((window as Runtimes).API_1484_11?.isInitialized())).catch(() => false), {
      timeout: 30_000,
    })
    .toBe(true);
  return frame;
}

async function showing(page: Page, title: string): Promise<Frame> {
  await expect(page.getByTestId("scorm-sco-title")).toHaveText(title, { timeout: 30_000 });
  return scormLauncher(page);
}

test.describe("SCORM global objectives shared across a learner's packages", () => {
  test.describe.configure({ timeout: 180_000 });

  test("passing package 1's pretest satisfies the global: package 2 skips its check, kept after a reload", async ({
    page,
    request,
  }) => {
    const zips = packages(`urn:coursewright:e2e:${unique()}`);
    const course = await packagesCourse(request, [await zips.pretest, await zips.lesson]);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/login");
    await logIn(page, LEARNER.email, LEARNER.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(course.url);

    // Package 1: the learner passes the pretest. Its sequencing state goes to the server with the global. One SCO
    // that maps a global objective plays through the sequencing (its tree and Previous / Next); at 390 px a drawer.
    const pretest = await showing(page, "The pretest");
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole("button", { name: "Contents", exact: true })).toBeVisible();
    expect(await seriousViolations(page, { exclude: '[data-testid="scorm-frame"]' })).toEqual([]);
    await page.screenshot({ path: "/tmp/glob16-pretest-390.png" });
    await page.setViewportSize({ width: 1440, height: 900 });
    const kept = page.waitForResponse(
      (response) =>
        response.url().includes("/api/course_player/scorm_cmi/") &&
        (response.request().postData() ?? "").includes('"global_objectives"'),
    );
    await pass(pretest);
    expect((await kept).ok()).toBe(true);
    await lessonSkipsItsCheck(page, "/tmp/glob16-globals-1440.png");
  });

  test("local mode keeps them in the browser: the creator's second package skips its check after a reload", async ({
    page,
    request,
  }) => {
    const target = `urn:coursewright:e2e:${unique()}`;
    const zips = packages(target);
    const course = await packagesCourse(request, [await zips.pretest, await zips.lesson]);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/login");
    await logIn(page, CREATOR.email, CREATOR.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`/coursePlayer/${course.courseId}?progress_mode=local`);
    await pass(await showing(page, "The pretest"));
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("coursewright.scorm.globals:local")), { timeout: 30_000 })
      .toContain(target);
    await lessonSkipsItsCheck(page);
  });

  test("two packages on one page: the lesson already running skips its check once the pretest above is passed", async ({
    page,
    request,
  }) => {
    const zips = packages(`urn:coursewright:e2e:${unique()}`, true);
    const course = await packagesCourse(request, [await zips.pretest, await zips.lesson], true);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/login");
    await logIn(page, LEARNER.email, LEARNER.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(course.url);
    const blocks = page.getByTestId("block-view-scorm");
    await expect(blocks).toHaveCount(2, { timeout: 30_000 });
    const lesson = blocks.nth(1);
    await expect(lesson.getByTestId("scorm-sco-title")).toHaveText("Intro", { timeout: 30_000 });
    await launcherIn(lesson);

    await pass(await launcherIn(blocks.nth(0)));
    await lesson.getByRole("button", { name: "Next in the package", exact: true }).click();
    await expect(lesson.getByTestId("scorm-sco-title")).toHaveText("After the check", { timeout: 30_000 });
    expect(await objectiveStatus(await launcherIn(lesson), "pretest_known")).toBe("passed");
  });
});
