import { expect, type Frame, type Page, test } from "@playwright/test";
import { auth, tokenOf } from "./courseFactory";
import { scormCourse, scormLauncher } from "./scormCourse";
import { CREATOR, LEARNER, logIn } from "./support";

// "Start again" after a package's session has ended (issue 16): the learner ends the sequencing session from the
// SCO (adl.nav.request exitAll), starts again, and the SCO's new attempt has fresh run-time data, in the page and
// on the server (the old data is not handed back on the next launch either).

type Api2004 = { GetValue(e: string): string; SetValue(e: string, v: string): string; Terminate(p: string): string };

function cmiValue(launcher: Frame, element: string): Promise<string | undefined> {
  return launcher.evaluate((name) => (window as { API_1484_11?: Api2004 }).API_1484_11?.GetValue(name), element);
}

async function showing(page: Page, title: string): Promise<Frame> {
  await expect(page.getByTestId("scorm-sco-title")).toHaveText(title, { timeout: 30_000 });
  return scormLauncher(page);
}

test.describe("SCORM: start again after an ended session", () => {
  test.describe.configure({ timeout: 180_000 });

  test("a new attempt starts with fresh data, kept fresh on the server", async ({ page, request }) => {
    const course = await scormCourse(request, "SequencingSimpleRemediation_SCORM20043rdEdition.zip");
    const share = await request.post("/api/course_shares", {
      headers: auth(await tokenOf(request, CREATOR)),
      data: { course_id: course.courseId, kind: "email", emails: [LEARNER.email] },
    });
    expect(share.status(), await share.text()).toBe(201);
    const shareId: string = (await share.json()).data.id;
    // The content asks "resume?" when it finds a bookmark: a fresh attempt must not.
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto("/login");
    await logIn(page, LEARNER.email, LEARNER.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    const cmiRead = page.waitForRequest((r) => /\/api\/course_player\/scorm_cmi\/\d+\?/.test(r.url()));
    await page.goto(`/coursePlayer/${course.courseId}?share_id=${shareId}`);
    const blockMediaId = Number(/scorm_cmi\/(\d+)/.exec((await cmiRead).url())?.[1]);

    // The learner bookmarks a page, suspends the SCO and ends the session from it.
    const first = await showing(page, "Playing the Game");
    await first.evaluate(() => {
      const api = (window as { API_1484_11?: Api2004 }).API_1484_11 as Api2004;
      api.SetValue("cmi.location", "page-4");
      api.SetValue("cmi.suspend_data", "old answers");
      api.SetValue("cmi.exit", "suspend");
      api.SetValue("adl.nav.request", "exitAll");
      api.Terminate("");
    });
    await expect(page.getByTestId("scorm-session-note")).toHaveText("You have reached the end of this package.");
    const token = await tokenOf(request, LEARNER);
    const kept = async () => {
      const answer = await request.get(`/api/course_player/scorm_cmi/${blockMediaId}?share_id=${shareId}`, {
        headers: auth(token),
      });
      const scos = (await answer.json()).data.scos as { identifier: string; cmi: Record<string, unknown> }[];
      return scos.find((sco) => sco.identifier === "playing_item")?.cmi ?? {};
    };
    await expect.poll(async () => (await kept()).location).toBe("page-4");

    await page.getByRole("button", { name: "Start again", exact: true }).click();
    const again = await showing(page, "Playing the Game");
    await expect.poll(() => cmiValue(again, "cmi.entry")).toBe("ab-initio");
    expect(await cmiValue(again, "cmi.suspend_data")).toBe("");
    expect(dialogs.filter((message) => /resume/i.test(message))).toEqual([]);
    // adl.nav.request_valid from the block's sequencing: choice is off in this package, a jump is allowed.
    expect(await cmiValue(again, "adl.nav.request_valid.continue")).toBe("true");
    expect(await cmiValue(again, "adl.nav.request_valid.choice.{target=test_1}")).toBe("false");
    expect(await cmiValue(again, "adl.nav.request_valid.jump.{target=test_1}")).toBe("true");
    expect(await cmiValue(again, "adl.nav.request_valid.jump.{target=no_such_item}")).toBe("false");
    // On the server too: the old bookmark and suspend data are gone for good.
    await expect.poll(async () => (await kept()).suspend_data ?? "").toBe("");
    expect((await kept()).location).not.toBe("page-4");

    // The next launch (a reload) hands back the new attempt's data, never the old.
    await page.reload();
    const reloaded = await showing(page, "Playing the Game");
    await expect.poll(() => cmiValue(reloaded, "cmi.location")).not.toBe("page-4");
    expect(await cmiValue(reloaded, "cmi.suspend_data")).not.toBe("old answers");
  });
});
