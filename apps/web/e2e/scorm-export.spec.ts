import { type APIRequestContext, expect, type FrameLocator, test } from "@playwright/test";
import { auth, BLOCK_FIELDS, emptySave, tokenOf, unique } from "./courseFactory";
import { closeSco, lmsData, lmsWrites, type ScormVersion, startTestLms, type TestLms, unzip } from "./scormPackage";
import { CREATOR, logIn, showLists } from "./support";

// The SCORM export played in a real SCORM runtime: a test LMS (scorm-again's Scorm12API / Scorm2004API)
// launches the exported package, whose launcher opens this server's player. Session 1 answers the questions of
// page 1 (audio and video recorded too), moves to page 2 and leaves at once, inside the launcher's write delay;
// session 2 is a fresh LMS page seeded with the stored suspend data, resumes on page 2, answers its questions
// and finishes. The LMS data is checked after each: status, score, session time, exit, and every answer as an
// interaction. Run: E2E_PORT=3202 npx playwright test scorm-export.

// Chromium's fake camera and microphone stand in for the learner's devices (as in quiz-recording.spec.ts), so
// page 1's audio and video questions are recorded inside the package, through the LMS's frames.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
    ],
  },
});

// A real 1×1 PNG (the server checks the bytes against the extension).
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const COMMON = { show_correct_answer: true, show_answer_feedback: true, question_counts_in_score: true };
const PAGE_FIELDS = {
  time_limit: null,
  background_color: null,
  background_image_media_id: null,
  background_size: null,
  background_repeat: null,
  background_position: null,
};
const PAGE_TITLES = ["Questions one", "Questions two"];
const LEARNER_ID = "lms-learner-7";

/**
 * Two pages: true/false, single and multiple choice, open answer, audio and video answers (not in the score);
 * then both blanks, matching and diagram.
 */
async function buildCourse(request: APIRequestContext, token: string) {
  const headers = auth(token);
  const upload = await request.post("/api/medialibrary/upload_file", {
    headers,
    multipart: { file: { name: `shapes-${unique()}.png`, mimeType: "image/png", buffer: PNG } },
  });
  expect(upload.ok(), await upload.text()).toBeTruthy();
  const imageId: number = (await upload.json()).data.id;
  const created = await request.post("/api/courses", {
    headers,
    data: { title: `SCORM course ${unique()}`, with_topics: true, attempts: null, min_pass_percent: 50 },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const courseId: number = (await created.json()).data.id;
  const contents = (await (await request.get(`/api/courses/${courseId}`, { headers })).json()).data;
  const firstPage: number = contents.pages[0].id;
  const topicId: number = contents.topics[0].id;
  let y = 0;
  const block = (id: number, pageId: number, type: number, text: string, settings: Record<string, unknown>) => {
    y += 30;
    return {
      ...BLOCK_FIELDS,
      id,
      page_id: pageId,
      type,
      text,
      settings: { ...COMMON, ...settings },
      displaying_settings: { x: 0, y, w: 12, h: 30, i: String(id) },
    };
  };
  const saved = await request.post(`/api/course_builder/update_course/${courseId}`, {
    headers,
    data: {
      ...emptySave(),
      updated_pages: [{ id: firstPage, topic_id: topicId, order: 0, title: PAGE_TITLES[0], ...PAGE_FIELDS }],
      new_pages: [{ id: -1, topic_id: topicId, order: 1, title: PAGE_TITLES[1], ...PAGE_FIELDS }],
      new_page_blocks: [
        block(-10, firstPage, 7, "<p>Water boils at 100 °C at sea level.</p>", {
          correct_answer: true,
          true_label: "True",
          false_label: "False",
        }),
        block(-11, firstPage, 8, "<p>Which of these is a fruit?</p>", {
          options: [
            { id: "apple", text: "Apple", image_media_id: null, correct: true },
            { id: "carrot", text: "Carrot", image_media_id: null, correct: false },
          ],
        }),
        block(-12, firstPage, 9, "<p>Which numbers are prime?</p>", {
          options: [
            { id: "two", text: "2", image_media_id: null, correct: true },
            { id: "three", text: "3", image_media_id: null, correct: true },
            { id: "four", text: "4", image_media_id: null, correct: false },
          ],
        }),
        block(-13, firstPage, 13, "<p>Why do you want to learn this?</p>", { max_length: 200 }),
        block(-14, firstPage, 14, "<p>Say hello.</p>", { max_seconds: 30, question_counts_in_score: false }),
        block(-15, firstPage, 18, "<p>Wave at the camera.</p>", { max_seconds: 30, question_counts_in_score: false }),
        block(-20, -1, 10, "<p>The capital of France is [[blank:b1]] and of Italy [[blank:b2]].</p>", {
          blanks: [
            {
              id: "b1",
              options: [
                { id: "o1", text: "Paris" },
                { id: "o2", text: "Lyon" },
              ],
              correct_option_id: "o1",
            },
            {
              id: "b2",
              options: [
                { id: "o3", text: "Rome" },
                { id: "o4", text: "Milan" },
              ],
              correct_option_id: "o3",
            },
          ],
        }),
        block(-21, -1, 16, "<p>Water boils at [[blank:t1]] °C; its formula is [[blank:t2]].</p>", {
          blanks: [
            { id: "t1", accepted: ["100"] },
            { id: "t2", accepted: ["H2O"], case_sensitive: true },
          ],
        }),
        block(-22, -1, 12, "<p>Match each country with its capital.</p>", {
          pairs: [
            { id: "p1", left: "France", right: "Paris" },
            { id: "p2", left: "Germany", right: "Berlin" },
          ],
        }),
        block(-23, -1, 11, "<p>Name the shapes.</p>", {
          spots: [
            { id: "s1", x: 25, y: 50, label: "Square" },
            { id: "s2", x: 75, y: 50, label: "Circle" },
          ],
        }),
      ],
      new_page_blocks_media: [
        {
          id: -100,
          block_id: -23,
          medialibrary_item_id: imageId,
          alt_text: "Two shapes",
          text: null,
          title: null,
          order: 0,
          settings: {},
          background_color: null,
        },
      ],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const pageIds: number[] = (await saved.json()).data.pages_order;
  return { courseId, pageIds };
}

/**
 * Records an answer with the fake device and sends it (the upload goes through the launch's share); returns
 * the answer file's id, which the player then plays back and the interaction names.
 */
async function record(player: FrameLocator, face: string, media: "audio" | "video"): Promise<string> {
  const view = player.getByTestId(`block-view-${face}`);
  await view.getByRole("button", { name: "Start recording" }).click();
  await expect(view.getByRole("timer")).toContainText(/0:(0[1-9]|[1-2][0-9]) of/, { timeout: 10_000 }); // a second or more recorded (a loaded machine may skip 0:01)
  await view.getByRole("button", { name: "Stop recording" }).click();
  await expect(view.locator(`${media}[controls]`)).toHaveAttribute("src", /^blob:/);
  await view.getByRole("button", { name: "Send answer" }).click();
  await expect(view.getByTestId("quiz-feedback")).toContainText("Answer sent", { timeout: 15_000 });
  await expect(view.locator(`${media}[controls]`)).toHaveAttribute("src", /\/api\/course_player\/answer_files\/\d+/);
  const src = (await view.locator(`${media}[controls]`).getAttribute("src")) ?? "";
  return src.match(/answer_files\/(\d+)/)?.[1] ?? "";
}

async function answerPageOne(player: FrameLocator): Promise<Recordings> {
  const view = (face: string) => player.getByTestId(`block-view-${face}`);
  const trueFalse = view("quizTrueFalse");
  await trueFalse.getByRole("radio", { name: "True" }).check();
  await trueFalse.getByRole("button", { name: "Check answer" }).click();
  await expect(trueFalse.getByTestId("quiz-feedback")).toContainText("Correct");
  const single = view("quizSingleChoice");
  await single.getByText("Apple").click();
  await single.getByRole("button", { name: "Check answer" }).click();
  await expect(single.getByTestId("quiz-feedback")).toContainText("Correct");
  const multiple = view("quizMultipleChoice");
  await multiple.getByRole("checkbox", { name: "2", exact: true }).check();
  await multiple.getByRole("button", { name: "Check answer" }).click();
  await expect(multiple.getByTestId("quiz-feedback")).toContainText("Incorrect");
  const open = view("quizOpenAnswer");
  await open.getByRole("textbox", { name: "Your answer" }).fill("To build better courses.");
  await open.getByRole("button", { name: "Send answer" }).click();
  await expect(open.getByTestId("quiz-feedback")).toContainText("Answer sent");
  const audio = await record(player, "quizAudioAnswer", "audio");
  const video = await record(player, "quizVideoAnswer", "video");
  return { audio, video };
}

async function answerPageTwo(player: FrameLocator) {
  const view = (face: string) => player.getByTestId(`block-view-${face}`);
  const dropdown = view("quizFillBlanksDropdown");
  await dropdown.getByLabel("Blank 1").selectOption({ label: "Paris" });
  await dropdown.getByLabel("Blank 2").selectOption({ label: "Rome" });
  await dropdown.getByTestId("quiz-check").click();
  await expect(dropdown.getByTestId("quiz-feedback")).toContainText("Correct");
  const typed = view("quizFillBlanksOpenAnswer");
  await typed.getByLabel("Blank 1").fill("100");
  await typed.getByLabel("Blank 2").fill("h2o");
  await typed.getByLabel("Blank 2").press("Enter");
  await expect(typed.getByTestId("quiz-feedback")).toContainText("Incorrect");
  const matching = view("quizMatching");
  await showLists(matching);
  await matching.getByLabel("France").selectOption({ label: "Paris" });
  await matching.getByLabel("Germany").selectOption({ label: "Berlin" });
  await matching.getByTestId("quiz-check").click();
  await expect(matching.getByTestId("quiz-feedback")).toContainText("Correct");
  const diagram = view("quizDiagram");
  await showLists(diagram);
  await diagram.locator("select").nth(0).selectOption({ label: "Circle" });
  await diagram.locator("select").nth(1).selectOption({ label: "Square" });
  await diagram.getByTestId("quiz-check").click();
  await expect(diagram.getByTestId("quiz-feedback")).toContainText("Incorrect");
}

type Cmi = Record<string, unknown>;
const cmiOf = async (page: Parameters<typeof lmsData>[0]) => (await lmsData(page)).cmi as Cmi;
const at = (value: unknown, ...path: (string | number)[]): unknown =>
  path.reduce<unknown>((node, key) => (node && typeof node === "object" ? (node as Cmi)[key] : undefined), value);

/** Interactions as [type, learner response, correct pattern, result], in the order they were written. */
function interactionsOf(cmi: Cmi, version: ScormVersion): string[][] {
  const list = at(cmi, "interactions");
  const entries = Array.isArray(list) ? list : Object.values((list ?? {}) as Cmi).filter((v) => typeof v === "object");
  return entries.map((entry) => [
    String(at(entry, "id")).replace(/\d+$/, "N"),
    String(at(entry, "type")),
    String(at(entry, version === "1.2" ? "student_response" : "learner_response") ?? ""),
    String(at(entry, "correct_responses", 0, "pattern") ?? at(entry, "correct_responses", "0", "pattern") ?? ""),
    String(at(entry, "result")),
  ]);
}

/** The answer files of page 1's audio and video answers. */
interface Recordings {
  audio: string;
  video: string;
}

// An audio or video answer's interaction names its recording (the answer file's id); 1.2 has no type
// "other" and no long-fill-in, so there they are fill-in.
const EXPECTED: Record<ScormVersion, { one: (r: Recordings) => string[][]; two: string[][] }> = {
  "2004": {
    one: (r) => [
      ["question_N", "true-false", "true", "true", "correct"],
      ["question_N", "choice", "apple", "apple", "correct"],
      ["question_N", "choice", "two", "two[,]three", "incorrect"],
      ["question_N", "long-fill-in", "To build better courses.", "", "neutral"],
      ["question_N", "other", r.audio, "", "neutral"],
      ["question_N", "other", r.video, "", "neutral"],
    ],
    two: [
      ["question_N", "fill-in", "Paris[,]Rome", "Paris[,]Rome", "correct"],
      ["question_N", "fill-in", "100[,]h2o", "{case_matters=true}100[,]H2O", "incorrect"],
      ["question_N", "matching", "p1[.]p1[,]p2[.]p2", "p1[.]p1[,]p2[.]p2", "correct"],
      ["question_N", "matching", "s1[.]s2[,]s2[.]s1", "s1[.]s1[,]s2[.]s2", "incorrect"],
    ],
  },
  "1.2": {
    one: (r) => [
      ["question_N", "true-false", "t", "t", "correct"],
      ["question_N", "choice", "apple", "apple", "correct"],
      ["question_N", "choice", "two", "two,three", "wrong"],
      ["question_N", "fill-in", "To build better courses.", "", "neutral"],
      ["question_N", "fill-in", r.audio, "", "neutral"],
      ["question_N", "fill-in", r.video, "", "neutral"],
    ],
    two: [
      ["question_N", "fill-in", "Paris,Rome", "Paris,Rome", "correct"],
      ["question_N", "fill-in", "100,h2o", "100,H2O", "wrong"],
      ["question_N", "matching", "p1.p1,p2.p2", "p1.p1,p2.p2", "correct"],
      ["question_N", "matching", "s1.s2,s2.s1", "s1.s1,s2.s2", "wrong"],
    ],
  },
};

/** The last session time the content wrote, and whether the runtime accepted every write. */
async function writesOf(page: Parameters<typeof lmsWrites>[0], version: ScormVersion) {
  const writes = await lmsWrites(page);
  const key = version === "1.2" ? "cmi.core.session_time" : "cmi.session_time";
  return {
    sessionTime: writes.filter(([element]) => element === key).at(-1)?.[1],
    refused: writes.filter(([, , result]) => result !== "true"),
  };
}

/** The page the suspend data resumes on (cw1: then a positional array whose first field is the current page). */
const suspendedPage = (cmi: Cmi) => {
  const data = String(at(cmi, "suspend_data") ?? "");
  return data.startsWith("cw1:") ? JSON.parse(data.slice(4))[0] : null;
};

let lms: TestLms;
test.beforeAll(async () => {
  lms = await startTestLms();
});
test.afterAll(async () => {
  await lms.close();
});

for (const version of ["2004", "1.2"] as const) {
  test(`SCORM ${version}: the exported package plays in an LMS runtime, records every answer and resumes`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    // An uncaught error in the launcher or the player (any frame) fails the test, with its message.
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));
    // The recordings' uploads: [share_id, HTTP status]; they go through the share the launch redeemed.
    const uploads: [string | null, number][] = [];
    // The package's sign-in is held to playing this course: none of the player's calls may fall outside it.
    const refused: string[] = [];
    page.on("response", (response) => {
      const url = new URL(response.url());
      if (url.pathname.endsWith("/upload_answer_file"))
        uploads.push([url.searchParams.get("share_id"), response.status()]);
      if (url.pathname.startsWith("/api/") && response.status() === 403) refused.push(url.pathname);
    });
    const token = await tokenOf(request, CREATOR);
    const { courseId, pageIds } = await buildCourse(request, token);
    const exported = await request.get(`/api/courses/${courseId}/export/scorm?version=${version}`, {
      headers: auth(token),
    });
    expect(exported.status(), await exported.text()).toBe(200);
    const files = await unzip(await exported.body());
    const is12 = version === "1.2";
    const learner = is12
      ? { core: { student_id: LEARNER_ID, student_name: "Learner, Seven" } }
      : { learner_id: LEARNER_ID, learner_name: "Learner Seven" };

    // Session 1: page 1's questions, then on to page 2, then the learner leaves.
    let player = await lms.open(page, version, files, learner);
    // Until the player shows its first page; an uncaught error on the way is the answer instead.
    const started = async () =>
      pageErrors.length > 0 ? pageErrors : (await player.getByTestId("player-page-title").count()) > 0 ? "started" : "";
    await expect.poll(started, { timeout: 30_000 }).toBe("started");
    await expect(player.getByTestId("player-page-title")).toHaveText(PAGE_TITLES[0] ?? "");
    const recordings = await answerPageOne(player);
    expect(recordings.audio).toMatch(/^\d+$/);
    expect(recordings.video).toMatch(/^\d+$/);
    expect(recordings.video).not.toBe(recordings.audio);
    expect(uploads).toHaveLength(2);
    expect(uploads[0]?.[0]).toMatch(/\S/);
    expect(uploads.map(([share, status]) => [share, status < 300])).toEqual([
      [uploads[0]?.[0], true],
      [uploads[0]?.[0], true],
    ]);
    await player.getByTestId("player-next").click();
    await expect(player.getByTestId("player-page-title")).toHaveText(PAGE_TITLES[1] ?? "", { timeout: 30_000 });
    // The learner leaves at once, within the launcher's 1000 ms write delay: it writes the progress still
    // waiting (page 2) before exit, commit and terminate, so nothing of the session is lost.
    await closeSco(page);
    let cmi = await cmiOf(page);
    expect(suspendedPage(cmi)).toBe(pageIds[1]);
    expect(at(cmi, ...(is12 ? ["core", "exit"] : ["exit"]))).toBe("suspend");
    const order = (await lmsWrites(page)).map(([element]) => element);
    expect(order.lastIndexOf(is12 ? "cmi.core.exit" : "cmi.exit")).toBe(order.length - 1);
    expect(interactionsOf(cmi, version)).toEqual(EXPECTED[version].one(recordings));
    if (is12) {
      expect(at(cmi, "core", "lesson_status")).toBe("incomplete");
      expect([at(cmi, "core", "score", "min"), at(cmi, "core", "score", "max")]).toEqual(["0", "100"]);
    } else {
      expect([at(cmi, "completion_status"), at(cmi, "success_status")]).toEqual(["incomplete", "unknown"]);
      expect([at(cmi, "score", "min"), at(cmi, "score", "max")]).toEqual(["0", "100"]);
    }
    // The session time as the content wrote it (scorm-again keeps 1.2's as HH:MM:SS), and nothing refused.
    let writes = await writesOf(page, version);
    expect(writes.sessionTime).toMatch(is12 ? /^\d{4}:\d{2}:\d{2}\.\d{2}$/ : /^PT\d{4}H\d{2}M\d{2}S$/);
    expect(writes.refused).toEqual([]);
    expect(String(at(cmi, "suspend_data")).length).toBeLessThanOrEqual(is12 ? 4096 : 64_000);
    const stored = String(at(cmi, "suspend_data"));

    // Session 2: a fresh LMS page with what the LMS stored; the player resumes on page 2.
    player = await lms.open(page, version, files, { ...learner, suspend_data: stored });
    await expect(player.getByTestId("player-page-title")).toHaveText(PAGE_TITLES[1] ?? "", { timeout: 30_000 });
    await answerPageTwo(player);
    await player.getByTestId("player-next").click();
    await expect(player.getByTestId("player-finished")).toBeVisible({ timeout: 30_000 });
    await expect(player.getByTestId("player-verdict")).toHaveText("Passed");
    const percent = Number((await player.getByTestId("player-score").innerText()).match(/(\d+)%/)?.[1]);
    expect(percent).toBeGreaterThan(50);

    await expect
      .poll(async () => {
        const now = await cmiOf(page);
        return is12 ? at(now, "core", "lesson_status") : [at(now, "completion_status"), at(now, "success_status")];
      })
      .toEqual(is12 ? "passed" : ["completed", "passed"]);
    cmi = await cmiOf(page);
    expect(interactionsOf(cmi, version)).toEqual(EXPECTED[version].two);
    if (is12) {
      expect(at(cmi, "core", "score", "raw")).toBe(String(percent));
    } else {
      expect(at(cmi, "score", "raw")).toBe(String(percent));
      expect(Number(at(cmi, "score", "scaled"))).toBeCloseTo(percent / 100, 5);
    }
    writes = await writesOf(page, version);
    expect(writes.sessionTime).toMatch(is12 ? /^\d{4}:\d{2}:\d{2}\.\d{2}$/ : /^PT\d{4}H\d{2}M\d{2}S$/);
    expect(writes.refused).toEqual([]);
    await closeSco(page);
    // A completed course is not suspended.
    expect(at(await cmiOf(page), ...(is12 ? ["core", "exit"] : ["exit"]))).not.toBe("suspend");
    expect(pageErrors).toEqual([]);
    expect(refused).toEqual([]);

    // The server kept the progress too, through the package's integration: the creator's reports show the LMS
    // learner as an integration learner who passed with the same score.
    await expect
      .poll(async () => {
        const answer = await request.get(`/api/reports/learners?course_id=${courseId}`, { headers: auth(token) });
        const rows: Record<string, unknown>[] = answer.ok() ? (await answer.json()).data : [];
        return rows.map((row) => [
          row.integration_user_id,
          row.integration_title,
          row.learner_source,
          row.status,
          row.score,
        ]);
      })
      .toEqual([[LEARNER_ID, `SCORM ${version} package`, "scorm_package", "passed", percent]]);
  });
}

test("the package says so when it is opened outside an LMS", async ({ page, request }) => {
  const token = await tokenOf(request, CREATOR);
  const { courseId } = await buildCourse(request, token);
  const exported = await request.get(`/api/courses/${courseId}/export/scorm?version=2004`, { headers: auth(token) });
  const files = await unzip(await exported.body());
  // The launch file opened on its own, with no LMS around it.
  lms.serve(files);
  await page.goto(`${lms.origin}/package/index.html`);
  await expect(page.getByRole("alert")).toContainText("could not find the learning management system");
});

test("the package says so when the server cannot be reached", async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = await tokenOf(request, CREATOR);
  const { courseId } = await buildCourse(request, token);
  const exported = await request.get(`/api/courses/${courseId}/export/scorm?version=1.2`, { headers: auth(token) });
  const files = await unzip(await exported.body());
  // The player's address fails as it does when the Coursewright server is down.
  await page.route(/\/coursePlayer\//, (route) => route.abort("connectionrefused"));
  await lms.open(page, "1.2", files, { core: { student_id: LEARNER_ID } });
  // The launcher waits 20 s for the player to say initialize, then explains.
  await expect(page.frameLocator("#sco").getByRole("alert")).toContainText("could not be loaded from its server", {
    timeout: 30_000,
  });
});

test("the creator downloads the package from the course card, in either version", async ({ page, request }) => {
  const token = await tokenOf(request, CREATOR);
  const { courseId } = await buildCourse(request, token);
  const title = (await (await request.get(`/api/courses/${courseId}`, { headers: auth(token) })).json()).data.title;
  await page.goto("/login");
  await logIn(page, CREATOR.email, CREATOR.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/coursesList?search=${encodeURIComponent(title)}`);
  const card = page.getByTestId("course-card").filter({ has: page.getByRole("link", { name: title, exact: true }) });
  await card.getByTestId("course-menu").click();
  await page.getByTestId("course-export-scorm").click();
  const dialog = page.getByRole("dialog", { name: "Export as a SCORM package" });
  await expect(dialog).toContainText("loads the course from this server");
  await expect(dialog.getByRole("radio", { name: /SCORM 2004/ })).toBeChecked();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 860 });
    await page.screenshot({ path: test.info().outputPath(`scorm-export-dialog-${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 860 });
  await dialog.getByRole("radio", { name: "SCORM 1.2" }).check();
  const download = page.waitForEvent("download");
  await dialog.getByTestId("scorm-download").click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^SCORM course .+ SCORM 1\.2\.zip$/);
  await expect(dialog).toBeHidden();
  const files = await unzip(Buffer.from(await (await file.createReadStream()).toArray().then((c) => Buffer.concat(c))));
  expect(files.get("imsmanifest.xml")?.toString("utf8")).toContain("<schemaversion>1.2</schemaversion>");
});

test("reports mark the package's learners, and the creator rotates its launch so old copies stop", async ({
  page,
  request,
}) => {
  const token = await tokenOf(request, CREATOR);
  const { courseId } = await buildCourse(request, token);
  const title = (await (await request.get(`/api/courses/${courseId}`, { headers: auth(token) })).json()).data.title;
  const exported = await request.get(`/api/courses/${courseId}/export/scorm?version=2004`, { headers: auth(token) });
  const page1 = (await unzip(await exported.body())).get("index.html")?.toString("utf8") ?? "";
  const config = /<script type="application\/json" id="coursewright-config">([^<]*)<\/script>/.exec(page1)?.[1];
  const { launch } = JSON.parse(config ?? "{}") as { launch: string };
  const redeem = (user: string) =>
    request.post("/api/integration_launches/redeem", { data: { launch, integration_user_id: user } });
  const signedIn = await redeem("lms-copy-1");
  expect(signedIn.status()).toBe(200);
  const { access_token, share_id } = (await signedIn.json()).data;
  const progress = await request.get(`/api/course_player/get_progress/${courseId}?share_id=${share_id}`, {
    headers: auth(access_token),
  });
  expect(progress.status()).toBe(200);

  await page.goto("/login");
  await logIn(page, CREATOR.email, CREATOR.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/reports/main?course=${courseId}`);
  const row = page.getByTestId("report-learners").getByRole("row").filter({ hasText: "lms-copy-1" });
  await expect(row.getByTestId("lms-package-badge")).toHaveText("Reported by the LMS package");
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await row.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`reports-lms-package-${width}.png`) });
  }
  await row.getByRole("link", { name: "lms-copy-1" }).click();
  await expect(page.getByTestId("lms-package-badge")).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("report-learner-lms-package-390.png") });

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/coursesList?search=${encodeURIComponent(title)}`);
  const card = page.getByTestId("course-card").filter({ has: page.getByRole("link", { name: title, exact: true }) });
  await card.getByTestId("course-menu").click();
  await page.getByTestId("course-export-scorm").click();
  const dialog = page.getByRole("dialog", { name: "Export as a SCORM package" });
  await dialog.getByTestId("scorm-rotate").click();
  await expect(dialog).toContainText("Every SCORM 2004 package of this course exported so far stops working");
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`scorm-rotate-${width}.png`), fullPage: true });
  }
  await dialog.getByTestId("scorm-rotate-confirm").click();
  await expect(page.getByText("The SCORM 2004 packages exported so far no longer work.")).toBeVisible();
  // The copies in circulation stop: no new learner signs in with them, and the signed-in one is ended.
  expect((await redeem("lms-copy-2")).status()).toBe(404);
  const ended = await request.get(`/api/course_player/get_course/${courseId}?share_id=${share_id}`, {
    headers: auth(access_token),
  });
  expect(ended.status()).toBe(401);
});
