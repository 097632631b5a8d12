import { type APIRequestContext, expect, type Frame, type Page, test } from "@playwright/test";
import { auth, tokenOf } from "./courseFactory";
import { scormCourse, scormLauncher } from "./scormCourse";
import { CREATOR, LEARNER, logIn } from "./support";

// SCORM data kept between launches (issue 16 items 1 and 3), on real packages played by a learner: a SCO that
// bookmarks resumes at its bookmark after the page is left and opened again; switching SCO unloads the one
// shown first, so what its unload handlers send (LMSFinish) is kept and handed back when it is opened again.

type Cmi = { core?: Record<string, string> };

/** The course shared with the demo learner, the learner signed in on the player. */
async function playAsLearner(page: Page, request: APIRequestContext, fixture: string) {
  const course = await scormCourse(request, fixture);
  const creator = await tokenOf(request, CREATOR);
  const share = await request.post("/api/course_shares", {
    headers: auth(creator),
    data: { course_id: course.courseId, kind: "email", emails: [LEARNER.email] },
  });
  expect(share.status(), await share.text()).toBe(201);
  const shareId: string = (await share.json()).data.id;
  const learner = await tokenOf(request, LEARNER);
  const pageAnswer = await request.get(
    `/api/course_player/get_single_page_full_info/${course.pageIds[0]}?share_id=${shareId}`,
    { headers: auth(learner) },
  );
  const blockMediaId: number = (await pageAnswer.json()).data.page_blocks[0].media[0].id;
  await page.goto("/login");
  await logIn(page, LEARNER.email, LEARNER.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/coursePlayer/${course.courseId}?share_id=${shareId}`);
  /** What the server keeps of one SCO, as the next launch gets it. */
  const stored = async (sco: string): Promise<Cmi> => {
    const answer = await request.get(`/api/course_player/scorm_cmi/${blockMediaId}?share_id=${shareId}`, {
      headers: auth(learner),
    });
    expect(answer.status()).toBe(200);
    const scos: { identifier: string; cmi: Cmi }[] = (await answer.json()).data.scos;
    return scos.find((entry) => entry.identifier === sco)?.cmi ?? {};
  };
  return { stored };
}

/** Seconds of a SCORM 1.2 time span (HHHH:MM:SS.SS). */
const seconds = (span: string | undefined) => {
  const [h = "0", m = "0", s = "0"] = (span ?? "").split(":");
  return Number(h) * 3600 + Number(m) * 60 + Number(s);
};

/** A session long enough for its time to show in whole seconds (the packages round to them). */
async function playForASecond(frame: Frame) {
  const started = await frame.evaluate(() => Date.now());
  await expect.poll(() => frame.evaluate(() => Date.now()), { intervals: [250] }).toBeGreaterThan(started + 1100);
}

const getValue = (frame: Frame, element: string) => frame.evaluate((name) => window.API?.LMSGetValue(name), element);

declare global {
  interface Window {
    API?: { isInitialized(): boolean; LMSGetValue(element: string): string };
  }
}

test.describe("SCORM data between launches", () => {
  test.describe.configure({ timeout: 120_000 });

  test("a SCO's bookmark survives leaving the page: it resumes where the learner was", async ({ page, request }) => {
    const { stored } = await playAsLearner(page, request, "RuntimeBasicCalls_SCORM12.zip");
    // The package asks "resume where you left off?" when it finds a bookmark: the learner says yes.
    page.on("dialog", (dialog) => void dialog.accept());
    const first = await scormLauncher(page);
    expect(await getValue(first, "cmi.core.entry")).toBe("ab-initio");
    expect(await getValue(first, "cmi.core.student_name")).toBe("Demo Learner");
    const sco = first.childFrames()[0];
    if (!sco) throw new Error("no SCO frame");
    for (let step = 0; step < 3; step++) await sco.locator("#butNext").click();
    await expect.poll(() => getValue(first, "cmi.core.lesson_location")).toBe("3");

    await playForASecond(first);

    // Leaving: the package's unload handler sets its session time and exit=suspend, then LMSFinish; all of it is
    // kept though the whole page goes, so the next launch has the time accumulated.
    await page.reload();
    await expect.poll(async () => (await stored("item_1")).core?.entry, { timeout: 15_000 }).toBe("resume");
    const kept = (await stored("item_1")).core ?? {};
    expect(kept.lesson_location).toBe("3");
    expect(seconds(kept.total_time)).toBeGreaterThanOrEqual(1);

    const again = await scormLauncher(page);
    expect(await getValue(again, "cmi.core.entry")).toBe("resume");
    expect(seconds(await getValue(again, "cmi.core.total_time"))).toBe(seconds(kept.total_time));
    expect(await getValue(again, "cmi.core.lesson_location")).toBe("3");
    // The SCO opened its fourth page (Playing/OtherScoring.html), where the learner was.
    await expect
      .poll(() => again.childFrames()[0]?.locator("#contentFrame").getAttribute("src"), { timeout: 15_000 })
      .toContain("OtherScoring.html");
  });

  test("switching SCO unloads the one shown first: its LMSFinish is kept and handed back", async ({
    page,
    request,
  }) => {
    const { stored } = await playAsLearner(page, request, "RuntimeMinimumCalls_SCORM12.zip");
    const first = await scormLauncher(page);
    expect(await getValue(first, "cmi.core.entry")).toBe("ab-initio");

    const tree = page.getByRole("navigation", { name: "Package contents" });
    await tree.getByRole("button", { name: /^Par\s*,/ }).click();
    const second = await scormLauncher(page);
    expect(second).not.toBe(first);
    // The first SCO calls LMSFinish from its unload handler only: it was let go before the switch.
    await expect.poll(async () => (await stored("playing_playing_item")).core?.lesson_status).toBe("completed");

    await tree.getByRole("button", { name: /^How to Play\s*,/ }).click();
    await expect.poll(async () => getValue(await scormLauncher(page), "cmi.core.lesson_status")).toBe("completed");
    const back = await scormLauncher(page);
    // Not a first launch any more: an LMS hands back "" after a normal exit.
    expect(await getValue(back, "cmi.core.entry")).toBe("");
  });

  test("closing the course ends the SCO's session: its LMSFinish and the time measured are kept", async ({
    page,
    request,
  }) => {
    const { stored } = await playAsLearner(page, request, "RuntimeMinimumCalls_SCORM12.zip");
    const first = await scormLauncher(page);
    await playForASecond(first);
    // The app removes the player's frame: the SCO calls LMSFinish from its unload handler only, and reports no
    // session time, so the launcher measures it.
    await page.getByRole("link", { name: "Close the course" }).click();
    await expect(page.getByTestId("scorm-frame")).toHaveCount(0);
    await expect.poll(async () => (await stored("playing_playing_item")).core?.lesson_status).toBe("completed");
    expect(seconds((await stored("playing_playing_item")).core?.total_time)).toBeGreaterThanOrEqual(1);
  });

  test("the creator's preview keeps SCO data for the page view: coming back to a SCO resumes it", async ({
    page,
    request,
  }) => {
    const course = await scormCourse(request, "RuntimeMinimumCalls_SCORM12.zip");
    await page.goto("/login");
    await logIn(page, CREATOR.email, CREATOR.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`/coursePlayer/${course.courseId}?progress_mode=preview&page=${course.pageIds[0]}`);
    const first = await scormLauncher(page);
    expect(await getValue(first, "cmi.core.entry")).toBe("ab-initio");
    expect(await getValue(first, "cmi.core.student_name")).toBe("Demo Creator");

    const tree = page.getByRole("navigation", { name: "Package contents" });
    await tree.getByRole("button", { name: /^Par\s*,/ }).click();
    await expect.poll(async () => (await scormLauncher(page)) !== first).toBe(true);
    await tree.getByRole("button", { name: /^How to Play\s*,/ }).click();
    await expect.poll(async () => getValue(await scormLauncher(page), "cmi.core.lesson_status")).toBe("completed");
    expect(await getValue(await scormLauncher(page), "cmi.core.entry")).toBe("");
  });
});
