import { expect, type Frame, type Page, test } from "@playwright/test";
import { seriousViolations } from "./axe";
import { auth, tokenOf } from "./courseFactory";
import { scormCourse, scormLauncher } from "./scormCourse";
import { CREATOR, LEARNER, logIn } from "./support";

// IMS Simple Sequencing in a SCORM block (issue 16 items 5 and 6), on the real SequencingSimpleRemediation package
// played by a learner: content, then tests; a failed test sends the learner back to the content it covers, passed
// objectives are skipped, and the block completes once every test is passed (the root activity's rollup). The
// package's organization shows as a tree with each activity's status; previous / next follow its sequencing.

/** The SCO shown now, once it has initialised; its title is in the navigation bar. */
async function showing(page: Page, title: string): Promise<Frame> {
  await expect(page.getByTestId("scorm-sco-title")).toHaveText(title, { timeout: 30_000 });
  const launcher = await scormLauncher(page);
  await expect.poll(() => launcher.url()).toContain("scorm-player.html");
  return launcher;
}

/** The test SCO records a score as its quiz page would (70 and above passes). */
async function takeTest(launcher: Frame, score: number): Promise<void> {
  const sco = launcher.childFrames()[0];
  if (!sco) throw new Error("no SCO frame");
  await expect.poll(() => sco.evaluate(() => typeof (window as { RecordTest?: unknown }).RecordTest)).toBe("function");
  await sco.evaluate((value) => (window as unknown as { RecordTest(s: number): void }).RecordTest(value), score);
}

/** A 2004 run-time value of the SCO shown, read from the launcher's API. */
function cmiValue(launcher: Frame, element: string): Promise<string | undefined> {
  return launcher.evaluate(
    (name) => (window as { API_1484_11?: { GetValue(e: string): string } }).API_1484_11?.GetValue(name),
    element,
  );
}

async function next(page: Page): Promise<void> {
  const button = page.getByTestId("block-view-scorm").getByRole("button", { name: "Next in the package", exact: true });
  await expect(button).toBeEnabled();
  await button.click();
}

test.describe("SCORM sequencing in a course", () => {
  test.describe.configure({ timeout: 240_000 });

  test("remediation: a failed test sends the learner back to its content; passing every test completes the block", async ({
    page,
    request,
  }) => {
    const course = await scormCourse(request, "SequencingSimpleRemediation_SCORM20043rdEdition.zip");
    const share = await request.post("/api/course_shares", {
      headers: auth(await tokenOf(request, CREATOR)),
      data: { course_id: course.courseId, kind: "email", emails: [LEARNER.email] },
    });
    expect(share.status(), await share.text()).toBe(201);
    const shareId: string = (await share.json()).data.id;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/login");
    await logIn(page, LEARNER.email, LEARNER.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`/coursePlayer/${course.courseId}?share_id=${shareId}`);

    // The tree: the invisible wrapper is left out, its items show; choice is off in this package.
    const tree = page.getByRole("navigation", { name: "Package contents" });
    await showing(page, "Playing the Game");
    await expect(tree.getByText("Remediation Wrapper")).toHaveCount(0);
    await expect(tree.getByText("Having Fun Quiz")).toBeVisible();
    await expect(tree.getByRole("button")).toHaveCount(0);
    await expect(
      page.getByTestId("block-view-scorm").getByRole("button", { name: "Previous in the package", exact: true }),
    ).toBeDisabled();
    expect(await seriousViolations(page, { exclude: '[data-testid="scorm-frame"]' })).toEqual([]);
    await page.screenshot({ path: "/tmp/seq16-tree-1440.png" });

    // The content asks "resume?" (confirm) when it finds a bookmark at launch: a new attempt must have none.
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    for (const title of ["Etiquette", "Handicapping", "Having Fun", "Playing Quiz"]) {
      await next(page);
      await showing(page, title);
    }
    await takeTest(await showing(page, "Playing Quiz"), 30);
    for (const title of ["Etiquette Quiz", "Handicapping Quiz", "Having Fun Quiz"]) {
      await next(page);
      await takeTest(await showing(page, title), 100);
    }
    await expect(page.getByTestId("player-next")).toBeDisabled();

    // The failed Playing objective: back to its content, the failed quiz marked so in the tree.
    await next(page);
    const again = await showing(page, "Playing the Game");
    // A new attempt on the content (it left with exit ""): fresh run-time data, as SCORM 2004 and SCORM Cloud do.
    await expect.poll(() => cmiValue(again, "cmi.entry"), { timeout: 30_000 }).toBe("ab-initio");
    // Its first page sets the bookmark after the launch's resume question would have been asked.
    await expect.poll(() => cmiValue(again, "cmi.location"), { timeout: 30_000 }).toBe("0");
    expect(dialogs.filter((message) => /resume/i.test(message))).toEqual([]);
    await expect(tree.getByText("Playing Quiz")).toBeVisible();
    await expect(tree.getByRole("listitem").filter({ hasText: "Playing Quiz" })).toContainText("Failed");
    await expect(tree.getByRole("listitem").filter({ hasText: "Etiquette Quiz" })).toContainText("Passed");
    await page.screenshot({ path: "/tmp/seq16-remediation-1440.png" });

    // Passed content and tests are skipped: the Playing quiz comes next, then the last test (it always runs).
    await next(page);
    const playingQuiz = await showing(page, "Playing Quiz");
    // 390 px: the SCO's title has a line of its own above the buttons, whole (not cut to "Pl…").
    await page.setViewportSize({ width: 390, height: 844 });
    const barTitle = page.getByTestId("scorm-sco-title");
    await expect(barTitle).toBeVisible();
    expect(await barTitle.evaluate((e) => e.scrollWidth <= e.clientWidth && e.scrollHeight <= e.clientHeight)).toBe(
      true,
    );
    await page.screenshot({ path: "/tmp/seq16-bar-390.png" });
    await page.setViewportSize({ width: 1440, height: 900 });
    await takeTest(playingQuiz, 100);
    await next(page);
    await takeTest(await showing(page, "Having Fun Quiz"), 100);
    await next(page);
    await expect(page.getByTestId("scorm-session-note")).toHaveText("You have reached the end of this package.");
    await expect(page.getByTestId("player-next")).toBeEnabled({ timeout: 30_000 });

    // 390 px: the tree is a drawer.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("button", { name: "Contents", exact: true }).click();
    const drawer = page.getByRole("dialog", { name: "Package contents" });
    await expect(drawer.getByText("Having Fun Quiz")).toBeVisible();
    expect(await seriousViolations(page, { exclude: '[data-testid="scorm-frame"]' })).toEqual([]);
    await page.screenshot({ path: "/tmp/seq16-drawer-390.png" });
  });
});
