import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, type Page, test } from "@playwright/test";
import { seriousViolations } from "./axe";
import { auth, BLOCK_FIELDS, buildCourse, emptySave, tokenOf } from "./courseFactory";
import { CREATOR, LEARNER, logIn } from "./support";

const SHOTS = "/tmp/shots-xapi";
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const STORE = "https://lrs.example.com/data/xAPI/";
const LRS_AUTH = `Basic ${Buffer.from("e2e-key:e2e-secret").toString("base64")}`;

async function expectAccessible(page: Page, name: string) {
  await expect(page.locator(".mantine-Notification-root")).toHaveCount(0, { timeout: 10_000 });
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await expect(page.getByTestId("xapi-form")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/${name}-${size.width}.png`, fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

test("a creator sets a default learning record store and a course's own; the secret is never shown again", async ({
  page,
  request,
}) => {
  test.slow();
  const token = await tokenOf(request, CREATOR);
  const course = await buildCourse(request, token, null);

  await page.goto("/login");
  await logIn(page, CREATOR.email, CREATOR.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/integrationsApi");
  await page.getByTestId("integrations-xapi").click();
  await expect(page).toHaveURL(/\/integrationsXapi$/);
  await expect(page.getByRole("heading", { name: "Default learning record store" })).toBeVisible();
  await expectAccessible(page, "default-empty");

  // Saving without a secret the first time is refused in the form.
  await page.getByTestId("xapi-endpoint").fill(STORE);
  await page.getByTestId("xapi-key").fill("coursewright");
  await page.getByTestId("xapi-save").click();
  await expect(page.getByText("This field is required.")).toBeVisible();
  await page.getByTestId("xapi-secret").fill("very-secret-value");
  await page.getByRole("switch", { name: "Identify learners by e-mail address" }).check();
  await page.getByTestId("xapi-save").click();
  await expect(page.getByText("The learning record store settings were saved.")).toBeVisible();
  await expect(page.getByTestId("xapi-status")).toContainText("Nothing delivered yet");
  await expect(page.getByTestId("xapi-secret")).toHaveValue("");
  await expect(page.getByText("A secret is set.", { exact: false })).toBeVisible();
  expect(await page.content()).not.toContain("very-secret-value");
  await expectAccessible(page, "default-set");

  // The course falls back to the default until it gets a store of its own.
  await page.goto(`/editCourse/${course.courseId}`);
  await expect(page.getByTestId("xapi-inherited")).toContainText(STORE);
  await expectAccessible(page, "course-inherits");
  await page.getByTestId("xapi-endpoint").fill("https://other-lrs.example.com/xapi/");
  await page.getByTestId("xapi-key").fill("course-key");
  await page.getByTestId("xapi-secret").fill("course-secret");
  await page.getByTestId("xapi-save").click();
  await expect(page.getByTestId("xapi-status")).toBeVisible();
  await expect(page.getByTestId("xapi-inherited")).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId("xapi-endpoint")).toHaveValue("https://other-lrs.example.com/xapi/");
  await page.getByTestId("xapi-remove").click();
  await expect(page.getByTestId("xapi-inherited")).toContainText(STORE);

  // The default goes too, so other tests' courses report nowhere.
  await page.goto("/integrationsXapi");
  await page.getByTestId("xapi-remove").click();
  await expect(page.getByTestId("xapi-remove")).toHaveCount(0);
  await expect(page.getByTestId("xapi-endpoint")).toHaveValue("");
});

type Kept = {
  verb: { id: string };
  object: { id: string; definition?: { interactionType?: string; correctResponsesPattern?: string[] } };
  result?: { duration?: string; response?: string };
  context: { registration: string; extensions?: Record<string, unknown> };
};

/**
 * A learning record store the test runs, for the server to post the statements to. Keeps what is posted to
 * /xapi/statements with the right credentials and version header; refuses the rest. On a port the system picks: a
 * fixed one was shared with ltiDeepLinking.spec.ts's key set (E2E_PORT + 8), which answers 200 to anything, so
 * with two workers the "failing" delivery after this store closed could reach that server and succeed.
 */
async function startLrs(): Promise<{ statements: Kept[]; endpoint: string; port: number; close(): Promise<void> }> {
  const statements: Kept[] = [];
  const read = async (request: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(Buffer.from(chunk));
    return JSON.parse(Buffer.concat(chunks).toString("utf8"));
  };
  const server: Server = createServer((request, response) => {
    void (async () => {
      const valid =
        request.method === "POST" &&
        request.url === "/xapi/statements" &&
        request.headers.authorization === LRS_AUTH &&
        request.headers["x-experience-api-version"] === "1.0.3";
      if (!valid) return response.writeHead(400).end();
      const batch: Kept[] = await read(request);
      statements.push(...batch);
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(batch.map(() => "ok")));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    statements,
    port,
    endpoint: `http://127.0.0.1:${port}/xapi/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

test("a learner's play through the player arrives in the course's learning record store", async ({ page, request }) => {
  test.slow();
  const lrs = await startLrs();
  try {
    const creator = await tokenOf(request, CREATOR);
    const { courseId, pageIds } = await buildCourse(request, creator, null);
    // A true/false question under the first page's text: the player times it.
    const question = await request.post(`/api/course_builder/update_course/${courseId}`, {
      headers: auth(creator),
      data: {
        ...emptySave(),
        new_page_blocks: [
          {
            ...BLOCK_FIELDS,
            id: -30,
            page_id: pageIds[0],
            type: 7,
            text: "<p>Is the sky blue?</p>",
            settings: {
              correct_answer: true,
              true_label: "True",
              false_label: "False",
              show_correct_answer: true,
              show_answer_feedback: true,
              question_counts_in_score: true,
            },
            displaying_settings: { x: 0, y: 10, w: 12, h: 30, i: "-30" },
          },
        ],
      },
    });
    expect(question.status(), await question.text()).toBe(200);
    const stored = await request.put(`/api/xapi/courses/${courseId}/settings`, {
      headers: auth(creator),
      data: { endpoint: lrs.endpoint, key: "e2e-key", secret: "e2e-secret", use_mbox: false },
    });
    expect(stored.status(), await stored.text()).toBe(200);
    const share = await request.post("/api/course_shares", {
      headers: auth(creator),
      data: { course_id: courseId, kind: "email", emails: [LEARNER.email] },
    });
    expect(share.status(), await share.text()).toBe(201);
    const shareId: string = (await share.json()).data.id;

    await page.goto("/login");
    await logIn(page, LEARNER.email, LEARNER.password);
    await expect(page).not.toHaveURL(/\/login$/);
    await page.goto(`/coursePlayer/${courseId}?share_id=${shareId}`);
    const quiz = page.getByTestId("block-view-quizTrueFalse");
    await quiz.getByRole("radio", { name: "True" }).check();
    // At least a second and a half on the question before the answer is checked.
    const shownAt = Date.now();
    await expect.poll(() => Date.now() - shownAt >= 1_500).toBe(true);
    await quiz.getByRole("button", { name: "Check answer" }).click();
    await expect(quiz.getByTestId("quiz-feedback")).toContainText("Correct");
    for (const n of [1, 2, 3]) {
      await page.getByRole("button", { name: `Done ${n}`, exact: true }).click();
      await page.getByTestId("player-next").click();
    }
    await expect(page.getByTestId("player-finished")).toBeVisible();

    const course = `/xapi/activities/course/${courseId}`;
    const verbs = () =>
      lrs.statements.filter((s) => s.object.id.includes(course)).map((s) => s.verb.id.split("/").at(-1));
    await expect.poll(verbs, { timeout: 30_000 }).toContain("terminated");
    const seen = verbs();
    expect(seen.slice(0, 2)).toEqual(["launched", "initialized"]);
    expect(seen.filter((verb) => verb === "experienced")).toHaveLength(3);
    // The answer carries the time the learner spent on the question, as ISO 8601.
    const answered = lrs.statements.find((s) => s.object.id.includes(course) && s.verb.id.endsWith("/answered"));
    const seconds = Number(/^PT(\d+(?:\.\d+)?)S$/.exec(answered?.result?.duration ?? "")?.[1] ?? Number.NaN);
    expect(seconds).toBeGreaterThanOrEqual(1.5);
    expect(seconds).toBeLessThan(120);
    // As xAPI writes a true-false answer ("true", not the label), with the right one as the pattern.
    expect(answered?.result?.response).toBe("true");
    expect(answered?.object.definition).toMatchObject({
      interactionType: "true-false",
      correctResponsesPattern: ["true"],
    });
    // The first attempt is attempt 1, as the reports say.
    expect(Object.values(answered?.context.extensions ?? {})).toEqual([1]);
    expect(seen.slice(-3)).toEqual(["completed", "passed", "terminated"]);
    expect(
      new Set(lrs.statements.filter((s) => s.object.id.includes(course)).map((s) => s.context.registration)).size,
    ).toBe(1);
  } finally {
    await lrs.close();
  }
});

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test("a course's own store: https:// alone is called incomplete, Enter saves and keeps the focus, and on a phone the notice clears the menu button", async ({
  page,
  request,
}) => {
  test.slow();
  const token = await tokenOf(request, CREATOR);
  const course = await buildCourse(request, token, null);
  await page.goto("/login");
  await logIn(page, CREATOR.email, CREATOR.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.setViewportSize(PHONE);
  await page.goto(`/editCourse/${course.courseId}`);
  const endpoint = page.getByTestId("xapi-endpoint");
  await expect(endpoint).toBeVisible({ timeout: 30_000 });

  // Just the scheme: the form says the address is incomplete, not that it must start with https://.
  await endpoint.fill("https://");
  await page.getByTestId("xapi-key").fill("course-key");
  await page.getByTestId("xapi-secret").fill("course-secret");
  await endpoint.press("Enter");
  const fieldError = page.getByText("This address is incomplete", { exact: false });
  await expect(fieldError).toBeVisible();
  await expect(page.getByText("starts with http", { exact: false })).toHaveCount(0);
  // The server says the same when the form's check is bypassed.
  const refused = await request.put(`/api/xapi/courses/${course.courseId}/settings`, {
    headers: auth(token),
    data: { endpoint: "https://", key: "k", secret: "s", use_mbox: false },
  });
  expect(refused.status()).toBe(422);
  expect((await refused.json()).errors.endpoint[0]).toContain("incomplete");

  // Saved with Enter: the notice shows at the bottom, clear of the menu button, and the field keeps the focus.
  await endpoint.fill("https://course-lrs.example.com/xapi/");
  await endpoint.press("Enter");
  const notice = page.locator(".mantine-Notification-root");
  await expect(notice).toContainText("The learning record store settings were saved.");
  await expect(page.getByTestId("xapi-status")).toBeVisible();
  await expect(endpoint).toBeFocused();
  await expect(notice).toHaveAttribute("role", /alert|status/);
  const burger = page.getByRole("button", { name: "Open navigation" });
  await expect(burger).toBeVisible();
  const [noticeBox, burgerBox] = [await notice.boundingBox(), await burger.boundingBox()];
  if (!noticeBox || !burgerBox) throw new Error("no box");
  expect(overlaps(noticeBox, burgerBox)).toBe(false);
  expect(noticeBox.y + noticeBox.height).toBeLessThanOrEqual(PHONE.height);
  expect(noticeBox.y).toBeGreaterThan(PHONE.height / 2);
  await page.screenshot({ path: `${SHOTS}/notice-390.png` });
  await expect(notice).toHaveCount(0, { timeout: 15_000 });

  // At 1440 the notice keeps its place at the top; saving by the button keeps the focus on it.
  await page.setViewportSize(DESKTOP);
  await page.getByTestId("xapi-key").fill("course-key-2");
  await page.getByTestId("xapi-save").click();
  await expect(notice).toContainText("The learning record store settings were saved.");
  await expect(page.getByTestId("xapi-save")).toBeFocused();
  await page.screenshot({ path: `${SHOTS}/notice-1440.png` });
  await page.getByTestId("xapi-remove").click();
  await expect(page.getByTestId("xapi-remove")).toHaveCount(0);
});

test("the panel says when statements were last delivered, to the minute, and why a delivery fails in words", async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const lrs = await startLrs();
  let open = true;
  try {
    const creator = await tokenOf(request, CREATOR);
    const { courseId } = await buildCourse(request, creator, null);
    const stored = await request.put(`/api/xapi/courses/${courseId}/settings`, {
      headers: auth(creator),
      data: { endpoint: lrs.endpoint, key: "e2e-key", secret: "e2e-secret", use_mbox: false },
    });
    expect(stored.status(), await stored.text()).toBe(200);
    const share = await request.post("/api/course_shares", {
      headers: auth(creator),
      data: { course_id: courseId, kind: "email", emails: [LEARNER.email] },
    });
    const shareId: string = (await share.json()).data.id;
    await page.goto("/login");
    await logIn(page, LEARNER.email, LEARNER.password);
    await expect(page).not.toHaveURL(/\/login$/);
    await page.goto(`/coursePlayer/${courseId}?share_id=${shareId}`);
    const course = `/xapi/activities/course/${courseId}`;
    await expect
      .poll(() => lrs.statements.filter((s) => s.object.id.includes(course)).length, { timeout: 30_000 })
      .toBeGreaterThan(0);
    // The store goes away: the next statements find nothing listening at its address.
    await lrs.close();
    open = false;
    await page.getByRole("button", { name: "Done 1", exact: true }).click();
    await page.getByTestId("player-next").click();

    const creatorPage = await (await browser.newContext()).newPage();
    await creatorPage.goto("/login");
    await logIn(creatorPage, CREATOR.email, CREATOR.password);
    await expect(creatorPage).toHaveURL(/\/dashboard$/);
    await expect
      .poll(
        async () => {
          await creatorPage.goto(`/editCourse/${courseId}`);
          // count() does not wait: judged once the panel is drawn, or a slow page reads as "no failure yet".
          await creatorPage.getByTestId("xapi-status").waitFor({ timeout: 20_000 });
          return creatorPage.getByTestId("xapi-error-cause").count();
        },
        { timeout: 60_000 },
      )
      .toBe(1);
    await expect(creatorPage.getByTestId("xapi-status")).toContainText(
      /Last delivered on \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2}/,
    );
    await expect(creatorPage.getByTestId("xapi-error-cause")).toHaveText(
      `127.0.0.1:${lrs.port} refused the connection: nothing answers at that address and port. Check the endpoint and that the store is running.`,
    );
    await expect(creatorPage.getByTestId("xapi-error")).toContainText("ECONNREFUSED");
    await expectAccessible(creatorPage, "course-failing");
    await request.delete(`/api/xapi/courses/${courseId}/settings`, { headers: auth(creator) });
  } finally {
    if (open) await lrs.close();
  }
});
