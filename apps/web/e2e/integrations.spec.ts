import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { buildCourse, TITLES, tokenOf, unique } from "./courseFactory";
import { CREATOR, logIn, PNG_1X1 } from "./support";

/** The LMS that embeds the player: served by page.route on an origin of its own, allowed by the integration. */
const LMS_ORIGIN = "http://lms.e2e.test:4100";
/** A site the integration does not name. */
const OTHER_ORIGIN = "http://elsewhere.e2e.test:4100";

// The test's LMS page is "public" to Chromium (page.route answers it) while the product runs on 127.0.0.1; the
// browser's local network access checks would refuse that frame, which a real LMS and server (both public) never
// meet. Only those checks are turned off; frame-ancestors and postMessage origins work as in production.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-features=LocalNetworkAccessChecks,BlockInsecurePrivateNetworkRequests,PrivateNetworkAccessForNavigations",
    ],
  },
});

interface HostMessage {
  origin: string;
  data: { source?: string; type?: string; value?: unknown };
}

const basic = (clientId: string, secret: string) => ({
  authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString("base64")}`,
  accept: "application/json",
});

/** A host page that frames `playerUrl` and records every message the player posts to it. */
function hostPage(playerUrl: string): string {
  return `<!doctype html><html><body style="margin:0">
<iframe title="player" style="width:1200px;height:800px;border:0" src="${playerUrl}"></iframe>
<script>
  window.__messages = [];
  addEventListener("message", (event) => window.__messages.push({ origin: event.origin, data: event.data }));
</script></body></html>`;
}

/**
 * Opens the host page of `origin` in a browser context of its own (the LMS user has no Coursewright session).
 * `watch` sees the page before anything loads (to follow the embedded page's calls).
 */
async function openHost(
  browser: Browser,
  origin: string,
  playerUrl: string,
  watch: (page: Page) => void = () => {},
): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  watch(page);
  await page.route(`${origin}/host.html`, (route) =>
    route.fulfill({ contentType: "text/html", body: hostPage(playerUrl) }),
  );
  await page.goto(`${origin}/host.html`);
  return page;
}

const hostMessages = (page: Page) =>
  page.evaluate(() => (window as unknown as { __messages: HostMessage[] }).__messages);

async function createLaunch(request: APIRequestContext, credentials: Record<string, string>, courseId: number) {
  const res = await request.post("/api/external/v1/launches", {
    headers: credentials,
    data: { course_id: courseId, integration_user_id: "lms-student-7", expires_in_seconds: 600 },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data as { url: string; launch: string; expires_at: string };
}

test("an LMS embeds the player through an API integration made in the UI, and loses it when it is revoked", async ({
  page,
  browser,
  request,
}) => {
  test.slow();
  const title = `LMS ${unique()}`;

  // The creator makes the integration and reads its credentials, shown once.
  await page.goto("/login");
  await logIn(page, CREATOR.email, CREATOR.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/integrationsApi");
  await page.getByRole("link", { name: "New integration" }).click();
  await expect(page).toHaveURL(/\/integrationsApi\/create$/);
  await page.getByTestId("integration-title").fill(title);
  await page.getByTestId("integration-origin-0").fill("lms.e2e.test");
  await page.getByTestId("integration-save").click();
  await expect(page.getByText("Enter an origin such as https://lms.example.com")).toBeVisible();
  await page.getByTestId("integration-origin-0").fill(`${LMS_ORIGIN}/`);
  await page.getByTestId("integration-save").click();
  const panel = page.getByTestId("integration-secret-panel");
  await expect(panel).toBeVisible();
  await expect(panel).toContainText("This is the only time the client secret is shown");
  const clientId = (await page.getByTestId("integration-client-id").textContent()) ?? "";
  const secret = (await page.getByTestId("integration-client-secret").textContent()) ?? "";
  expect(clientId).toMatch(/^cw_/);
  expect(secret.length).toBeGreaterThan(30);
  const credentials = basic(clientId, secret);

  // The external system lists the creator's courses and makes a launch for one of its users.
  const { courseId, pageIds } = await buildCourse(request, await tokenOf(request, CREATOR), null);
  const courses = await request.get("/api/external/v1/courses", { headers: credentials });
  expect(courses.status()).toBe(200);
  expect((await courses.json()).data.map((course: { id: number }) => course.id)).toContain(courseId);
  const launch = await createLaunch(request, credentials, courseId);
  expect(new URL(launch.url).searchParams.get("progress_mode")).toBe("lms");

  // The player's HTML may be framed by the integration's origin only.
  const html = await request.get(launch.url, { headers: { accept: "text/html" } });
  const csp = html.headers()["content-security-policy"] ?? "";
  expect(csp).toContain(`frame-ancestors 'self' ${LMS_ORIGIN}`);
  expect(csp).not.toContain(OTHER_ORIGIN);
  expect(html.headers()["cache-control"]).toBe("no-store");

  // The learner plays inside the LMS page to the end; the LMS hears progress and completion. The launch's
  // sign-in is held to playing this course: none of the player's calls falls outside it.
  const outside: string[] = [];
  const host = await openHost(browser, LMS_ORIGIN, launch.url, (page) =>
    page.on("response", (res) => {
      if (res.url().includes("/api/") && res.status() === 403) outside.push(res.url());
    }),
  );
  const frame = host.frameLocator("iframe[title=player]");
  await expect(frame.getByTestId("player-page-title")).toHaveText(TITLES[0] ?? "", { timeout: 30_000 });
  for (const n of [1, 2, 3]) {
    await frame.getByRole("button", { name: `Done ${n}`, exact: true }).click();
    await frame.getByTestId("player-next").click();
    if (n < 3) await expect(frame.getByTestId("player-page-title")).toHaveText(TITLES[n] ?? "", { timeout: 30_000 });
  }
  await expect
    .poll(async () => (await hostMessages(host)).find((m) => m.data.type === "completion") ?? null, { timeout: 20_000 })
    .toEqual({
      origin: new URL(launch.url).origin,
      data: {
        source: "coursewright-player",
        type: "completion",
        value: { course_id: courseId, integration_user_id: "lms-student-7", passed: true, pass_percent: 100 },
      },
    });
  const types = (await hostMessages(host)).map((m) => m.data.type);
  expect(types[0]).toBe("initialize");
  expect(types).toContain("set_value");

  // The external API reads the same progress from the server.
  await expect
    .poll(async () => {
      const res = await request.get(
        `/api/external/v1/progress?course_id=${courseId}&integration_user_id=lms-student-7`,
        { headers: credentials },
      );
      return res.ok() ? (await res.json()).data : res.status();
    })
    .toMatchObject({ course_id: courseId, integration_user_id: "lms-student-7", completed: true, passed: true });
  expect(pageIds).toHaveLength(3);
  expect(outside).toEqual([]);
  await host.context().close();

  // A site the integration does not name cannot frame the player.
  const other = await openHost(browser, OTHER_ORIGIN, (await createLaunch(request, credentials, courseId)).url);
  await other.waitForTimeout(2000);
  await expect(other.frameLocator("iframe[title=player]").getByTestId("player-page-title")).toHaveCount(0);
  await other.context().close();

  // Revoking in the UI (with a confirmation) ends the credentials.
  await page.goto("/integrationsApi");
  const row = page.getByTestId("integration-row").filter({ hasText: title });
  await row.getByTestId("integration-row-revoke").click();
  const dialog = page.getByTestId("integration-revoke-dialog");
  await expect(dialog).toContainText(title);
  await dialog.getByTestId("integration-revoke-dialog-confirm").click();
  await expect(page.getByTestId("integration-row").filter({ hasText: title })).toHaveCount(0);
  const refused = await request.get("/api/external/v1/courses", { headers: credentials });
  expect(refused.status()).toBe(401);
});

test("a builder launch opens the course builder in the LMS as the creator, and saves name the LMS author", async ({
  browser,
  request,
}) => {
  test.slow();
  const creatorToken = await tokenOf(request, CREATOR);
  const made = await request.post("/api/integrations", {
    headers: { authorization: `Bearer ${creatorToken}`, accept: "application/json" },
    data: { title: `Authoring ${unique()}`, allowed_origins: [LMS_ORIGIN] },
  });
  expect(made.status()).toBe(201);
  const { client_id, client_secret } = (await made.json()).data;
  const { courseId } = await buildCourse(request, creatorToken, null);
  const res = await request.post("/api/external/v1/launches", {
    headers: basic(client_id, client_secret),
    data: { course_id: courseId, integration_user_id: "author-3", purpose: "builder" },
  });
  const { url } = (await res.json()).data;
  expect(new URL(url).pathname).toBe(`/courseBuilder/${courseId}`);

  // The launch's sign-in is held to this course's builder: every call the builder makes must be inside it.
  const refused: string[] = [];
  const host = await openHost(browser, LMS_ORIGIN, url, (page) =>
    page.on("response", (res) => {
      if (res.url().includes("/api/") && res.status() === 403) refused.push(res.url());
    }),
  );
  const frame = host.frameLocator("iframe[title=player]");
  await expect(frame.getByTestId("canvas-page-title")).toHaveText(TITLES[0] ?? "", { timeout: 30_000 });
  // Nothing in the bar leads out of the course's builder.
  await expect(frame.getByTestId("builder-course-title")).toBeVisible();
  for (const way of ["builder-back", "builder-share", "builder-export-scorm", "builder-export-cmi5"]) {
    await expect(frame.getByTestId(way)).toHaveCount(0);
  }
  await host.screenshot({ path: test.info().outputPath("embedded-builder.png") });
  // The LMS's 1200 px frame is below 1280 px: the drawers are rails, and the page's settings open over the canvas.
  await frame.getByTestId("rail-page").click();
  await frame.getByTestId("page-title-input").fill("Welcome, LMS");
  await frame.getByTestId("page-title-input").press("Enter");
  // The media picker lists the library and uploads into it.
  await frame.getByRole("button", { name: "Choose an image" }).click();
  const picker = frame.getByRole("dialog").filter({ has: frame.getByTestId("media-picker-choose") });
  const imageName = `lms-${unique()}.png`;
  const chooser = host.waitForEvent("filechooser");
  await picker.getByTestId("media-upload-button").first().click();
  await (await chooser).setFiles({ name: imageName, mimeType: "image/png", buffer: PNG_1X1 });
  await picker.getByRole("group", { name: imageName, exact: true }).click();
  await picker.getByTestId("media-picker-choose").click();
  await expect(picker).toBeHidden();
  await expect(frame.getByTestId("page-background-image")).toContainText(imageName);
  const save = host.waitForRequest((req) => req.url().includes(`/api/course_builder/update_course/${courseId}`));
  await frame.getByTestId("builder-save").click();
  expect((await save).postDataJSON().integration_user_id).toBe("author-3");
  await expect(frame.getByTestId("builder-unsaved")).toBeHidden();
  expect(refused).toEqual([]);
  await host.context().close();
});

test("an expired or forged launch shows the launch error screen instead of the player", async ({ page }) => {
  await page.goto("/coursePlayer/1?progress_mode=lms&launch=v1.player.1.1.1.dXNlcg.forged");
  await expect(page).toHaveURL(/\/launchError\?reason=expired$/);
  await expect(page.getByRole("heading", { name: "This link has expired" })).toBeVisible();
});
