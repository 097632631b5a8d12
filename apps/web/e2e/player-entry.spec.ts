import { gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { auth, buildCourse, TITLES, tokenOf } from "./courseFactory";
import { buildOnePageCourse } from "./pageFactory";
import { CREATOR, LEARNER, logIn } from "./support";

// The player's own page (player.html): a learner's first page loads none of the app's code; leaving the player
// hands the page over to the app; a failed start shows its retry, unstyled when even that code cannot load.

test("a guest sent to log in from the player comes back to it after logging in", async ({ page, request }) => {
  const creator = await tokenOf(request, CREATOR);
  const { courseId } = await buildCourse(request, creator, null);
  const share = await request.post("/api/course_shares", {
    headers: auth(creator),
    data: { course_id: courseId, kind: "email", emails: [LEARNER.email] },
  });
  expect(share.status(), await share.text()).toBe(201);
  const shareId: string = (await share.json()).data.id;
  await page.goto(`/coursePlayer/${courseId}?share_id=${shareId}`);
  // The player hands the page to the app for its login screen; the player's address is kept in memory.
  await expect(page).toHaveURL(/\/login$/);
  await logIn(page, LEARNER.email, LEARNER.password);
  await expect(page).toHaveURL(new RegExp(`/coursePlayer/${courseId}\\?share_id=${shareId}$`));
  await expect(page.getByTestId("player-page-title")).toHaveText(TITLES[0] ?? "");
});

test.describe("the course player's own page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/login");
    await logIn(page, CREATOR.email, CREATOR.password);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("plays without the app's code and hands over to the app when the creator leaves", async ({ page, request }) => {
    const creator = await tokenOf(request, CREATOR);
    const { courseId } = await buildCourse(request, creator, null);
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(`/coursePlayer/${courseId}?progress_mode=preview`);
    await expect(page.getByTestId("player-page-title")).toHaveText(TITLES[0] ?? "");
    await page.waitForLoadState("networkidle");
    expect(scripts.some((path) => /\/assets\/player-[\w-]+\.js$/.test(path))).toBe(true);
    // Neither the router, the query client nor the builder came with it.
    expect(
      scripts.filter((path) =>
        /startApp|english|CourseBuilderPage|RichTextEditor|lottie|MediaBrowser|MediaLibrary/.test(path),
      ),
    ).toEqual([]);

    // The close button leads to the builder, drawn by the app on the same page.
    await page.getByRole("link", { name: "Close the course" }).click();
    await expect(page).toHaveURL(new RegExp(`/courseBuilder/${courseId}(\\?page=\\d+)?$`));
    await expect(page.getByTestId("course-builder")).toBeVisible();
    // Back in the browser's history: the app draws the player as one of its routes.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/coursePlayer/${courseId}`));
    await expect(page.getByTestId("player-page-title")).toHaveText(TITLES[0] ?? "");
  });

  // Issue 5's budget for the player's first load (bench/RESULTS.md measures it on a larger course): a module that
  // drags zod or a Mantine component into it shows here, not only when someone runs the benchmark.
  test("a page of text and buttons loads under 150 KB of JavaScript and CSS (gzip)", async ({ page, request }) => {
    const creator = await tokenOf(request, CREATOR);
    const { courseId } = await buildCourse(request, creator, null);
    const sizes: Promise<number>[] = [];
    page.on("response", (response) => {
      const type = response.request().resourceType();
      if (type === "script" || type === "stylesheet") {
        sizes.push(response.body().then((body) => gzipSync(body, { level: 9 }).length));
      }
    });
    await page.goto(`/coursePlayer/${courseId}?progress_mode=preview`);
    await expect(page.getByTestId("player-page-title")).toHaveText(TITLES[0] ?? "");
    await page.waitForLoadState("networkidle");
    const total = (await Promise.all(sizes)).reduce((sum, n) => sum + n, 0) / 1024;
    console.log(`player first load JavaScript and CSS: ${total.toFixed(1)} KB gzip`);
    expect(total).toBeGreaterThan(50);
    expect(total).toBeLessThan(150);
  });

  // A one-page course's first page is also its last: the finished screen is the next screen from the start. Its
  // code is fetched once the page is drawn and the browser is idle, not among what the first title waits for.
  test("a one-page course asks for the finished screen's code only after its first title is drawn", async ({
    page,
    request,
  }) => {
    const creator = await tokenOf(request, CREATOR);
    const { courseId } = await buildOnePageCourse(request, creator, [
      { type: 0, text: "<p>The only page.</p>", place: [0, 0, 12, 10] },
    ]);
    // The page's own clock: the frame that draws the title (the first animation frame after it stood in the
    // document). Code asked for before that moment is part of what the first title waited for.
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector('[data-testid="player-page-title"]')?.textContent) return;
        observer.disconnect();
        requestAnimationFrame(() => {
          (window as unknown as { __titleAt: number }).__titleAt = performance.now();
        });
      });
      observer.observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.goto(`/coursePlayer/${courseId}?progress_mode=preview`);
    await expect(page.getByTestId("player-page-title")).toBeVisible();
    // The prefetch still happens, after the title.
    const finishedChunk = () =>
      page.evaluate(() => {
        const entry = performance
          .getEntriesByType("resource")
          .find((e) => /\/assets\/FinishedScreen-[\w-]+\.js$/.test(new URL(e.name).pathname));
        return entry ? entry.startTime : null;
      });
    await expect.poll(finishedChunk, { timeout: 15_000 }).not.toBeNull();
    const titleAt = await page.evaluate(() => (window as unknown as { __titleAt?: number }).__titleAt ?? null);
    expect(titleAt).not.toBeNull();
    expect(await finishedChunk()).toBeGreaterThan(titleAt ?? Number.POSITIVE_INFINITY);
    // And the finished screen comes at once when reached, from the code already here.
    const asked: string[] = [];
    page.on("request", (r) => asked.push(new URL(r.url()).pathname));
    await page.getByTestId("player-next").click();
    await expect(page.getByTestId("player-finished")).toBeVisible();
    expect(asked.filter((path) => /FinishedScreen/.test(path))).toEqual([]);
  });

  test("a failed start offers a retry, unstyled when even the failure screen's code cannot be downloaded", async ({
    page,
    request,
  }) => {
    const creator = await tokenOf(request, CREATOR);
    const { courseId } = await buildCourse(request, creator, null);
    const url = `/coursePlayer/${courseId}?progress_mode=preview`;

    // The server fails: the failure screen, then a retry that works.
    await page.route("**/api/course_player/get_course/**", (route) => route.fulfill({ status: 500, body: "{}" }));
    await page.goto(url);
    const failure = page.getByTestId("player-load-error");
    await expect(failure).toContainText("The course could not be opened");
    await page.unroute("**/api/course_player/get_course/**");
    await failure.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByTestId("player-page-title")).toHaveText(TITLES[0] ?? "");

    // Offline: neither the course nor the failure screen's code arrives; its message and retry still show.
    await page.route("**/api/course_player/get_course/**", (route) => route.abort());
    await page.route(/\/assets\/(LoadFailed|extras)-[\w-]+\.(js|css)$/, (route) => route.abort());
    await page.goto(url);
    await expect(failure).toContainText("Something went wrong while loading the course");
    await expect(failure).not.toContainText("The course could not be opened");
    await expect(failure.getByRole("button", { name: "Try again" })).toBeVisible();
    await page.unroute("**/api/course_player/get_course/**");
    await failure.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByTestId("player-page-title")).toHaveText(TITLES[0] ?? "");
  });
});
