import { expect, type Page, test } from "@playwright/test";
import { buildCourse, TITLES, tokenOf } from "./courseFactory";
import { CREATOR, logIn } from "./support";

interface PlayerMessage {
  source: string;
  type: string;
  key?: string;
  value?: unknown;
}

/**
 * A stand-in for the system that embeds the player (an LMS, or the SCORM package's launcher): it frames the
 * player in `mode`, keeps what the player sets, answers its reads from that store, and records every message.
 * Served on the product's own origin so the player's frame-ancestors policy lets it in.
 */
function hostPage(courseId: number, mode: "lms" | "scorm", store: Record<string, unknown>): string {
  return `<!doctype html><html><body style="margin:0">
<iframe title="player" style="width:1200px;height:800px;border:0"
  src="/coursePlayer/${courseId}?progress_mode=${mode}&integration_user_id=host-user-1"></iframe>
<script>
  window.__messages = [];
  window.__store = ${JSON.stringify(store)};
  addEventListener("message", (event) => {
    const m = event.data;
    if (!m || m.source !== "coursewright-player") return;
    window.__messages.push(m);
    if (m.type === "set_value") {
      // The LMS keeps the learner's progress; the player reads back the progress itself.
      window.__store[m.key] = m.key === "course_progress" && m.value && m.value.progress ? m.value.progress : m.value;
    }
    if (m.type === "get_value") {
      event.source.postMessage({ source: "coursewright-host", type: "value", key: m.key, value: window.__store[m.key] ?? "" }, "*");
    }
  });
</script></body></html>`;
}

async function openHost(page: Page, courseId: number, mode: "lms" | "scorm", store: Record<string, unknown>) {
  await page.route("**/e2e-host.html", (route) =>
    route.fulfill({ contentType: "text/html", body: hostPage(courseId, mode, store) }),
  );
  await page.goto("/e2e-host.html");
  return page.frameLocator("iframe[title=player]");
}

const messages = (page: Page) => page.evaluate(() => (window as unknown as { __messages: PlayerMessage[] }).__messages);
const hostStore = (page: Page) =>
  page.evaluate(() => (window as unknown as { __store: Record<string, unknown> }).__store);

test.describe("player embedded by a host window", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/login");
    await logIn(page, CREATOR.email, CREATOR.password);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("SCORM mode keeps progress in the host: session start values, suspend data, resume, completion", async ({
    page,
    request,
  }) => {
    test.slow();
    const { courseId, pageIds } = await buildCourse(request, await tokenOf(request, CREATOR), null);
    let frame = await openHost(page, courseId, "scorm", {});
    await expect(frame.getByTestId("player-page-title")).toHaveText(TITLES[0] ?? "", { timeout: 30_000 });

    // Start: initialize, score range 0-100, incomplete, success unknown (spec 4 SCORM session).
    await expect
      .poll(async () =>
        (await messages(page)).map((m) =>
          [m.type, m.key, typeof m.value === "object" ? undefined : m.value]
            .filter((part) => part !== undefined)
            .join(" "),
        ),
      )
      .toEqual(
        expect.arrayContaining([
          "initialize",
          "get_value cmi.suspend_data",
          "set_value cmi.score.min 0",
          "set_value cmi.score.max 100",
          "set_value cmi.completion_status incomplete",
          "set_value cmi.success_status unknown",
        ]),
      );

    await frame.getByRole("button", { name: "Done 1", exact: true }).click();
    await frame.getByTestId("player-next").click();
    await expect(frame.getByTestId("player-page-title")).toHaveText(TITLES[1] ?? "", { timeout: 30_000 });
    // Saved as compact suspend data (cw1: and a positional array, current page first) after the 1000 ms write
    // delay, with the session time as an ISO duration.
    await expect
      .poll(async () => {
        const data = (await hostStore(page))["cmi.suspend_data"];
        return typeof data === "string" && data.startsWith("cw1:") ? JSON.parse(data.slice(4))[0] : null;
      })
      .toBe(pageIds[1]);
    expect((await hostStore(page))["cmi.session_time"]).toMatch(/^PT\d{4}H\d{2}M\d{2}S$/);

    // A new session in the same host resumes on the second page.
    const kept = await hostStore(page);
    await page.unroute("**/e2e-host.html");
    frame = await openHost(page, courseId, "scorm", kept);
    await expect(frame.getByTestId("player-page-title")).toHaveText(TITLES[1] ?? "", { timeout: 30_000 });

    for (const n of [2, 3]) {
      await frame.getByRole("button", { name: `Done ${n}`, exact: true }).click();
      await frame.getByTestId("player-next").click();
    }
    await expect
      .poll(async () => {
        const store = await hostStore(page);
        return [
          store["cmi.completion_status"],
          store["cmi.success_status"],
          store["cmi.score.raw"],
          store["cmi.score.scaled"],
        ];
      })
      .toEqual(["completed", "passed", "100", "1"]);
  });

  test("LMS mode reads and writes the learner's progress through the host and reports completion", async ({
    page,
    request,
  }) => {
    test.slow();
    const { courseId, pageIds } = await buildCourse(request, await tokenOf(request, CREATOR), null);
    let frame = await openHost(page, courseId, "lms", {});
    await expect(frame.getByTestId("player-page-title")).toHaveText(TITLES[0] ?? "", { timeout: 30_000 });
    await frame.getByRole("button", { name: "Done 1", exact: true }).click();
    await frame.getByTestId("player-next").click();
    await expect
      .poll(async () => {
        const saved = (await hostStore(page)).course_progress as { currentPageId?: number } | undefined;
        return saved?.currentPageId ?? null;
      })
      .toBe(pageIds[1]);
    const initialize = (await messages(page)).find((m) => m.type === "initialize");
    expect(initialize?.value).toEqual({ course_id: courseId, integration_user_id: "host-user-1" });

    const kept = await hostStore(page);
    await page.unroute("**/e2e-host.html");
    frame = await openHost(page, courseId, "lms", kept);
    await expect(frame.getByTestId("player-page-title")).toHaveText(TITLES[1] ?? "", { timeout: 30_000 });
    for (const n of [2, 3]) {
      await frame.getByRole("button", { name: `Done ${n}`, exact: true }).click();
      await frame.getByTestId("player-next").click();
    }
    await expect
      .poll(async () => (await messages(page)).find((m) => m.type === "completion")?.value ?? null)
      .toEqual({ course_id: courseId, integration_user_id: "host-user-1", passed: true, pass_percent: 100 });
  });
});
