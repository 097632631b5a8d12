import { gzipSync } from "node:zlib";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { seriousViolations } from "./axe";
import { auth, buildCourse, TITLES, tokenOf } from "./courseFactory";
import { addEvent, type BuiltHub, buildHub, demoHub, homePath, putHubCourses } from "./hubFactory";
import { CREATOR, logIn, uniqueEmail } from "./support";

// The hub landing pages (issue 21): their own page (hub.html), what a visitor sees and does on them, in other
// languages, for crawlers, with the keyboard and for screen readers.

const BUDGET_KB = 120;

/** No serious or critical accessibility violation on the page shown, at 1440 and 390 px wide; screenshots of both. */
async function expectAccessible(page: Page, name: string) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await seriousViolations(page), `${name} at ${width} px`).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

async function registerLearner(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post("/api/register", {
    data: { name: "Hub Visitor", email, password: "visitor-pass-1", password_confirmation: "visitor-pass-1" },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()).access_token;
}

/** A public hub of the demo creator in German with a course at €1,234.50 and an evening event in Berlin. */
async function germanHub(request: APIRequestContext, token: string) {
  const { courseId } = await buildCourse(request, token, null);
  const hub = await buildHub(request, token, `Akademie ${Date.now()}`, {
    language: "de",
    currency: "EUR",
    visibility: "public",
    published: true,
    description: "<p>Kurse für alle.</p>",
  });
  await putHubCourses(request, token, hub.id, [{ course_id: courseId, price: 123450, featured: true }]);
  await addEvent(request, token, hub.id, {
    title: "Abendrunde",
    starts_at: "2031-03-06T18:00",
    ends_at: "2031-03-06T19:30",
    time_zone: "Europe/Berlin",
  });
  return hub;
}

test.describe("hub landing pages", () => {
  let creator: string;
  let demo: BuiltHub;

  test.beforeAll(async ({ request }) => {
    creator = await tokenOf(request, CREATOR);
    demo = await demoHub(request, creator);
  });

  test("a visitor browses the hub, filters the catalogue, registers, enrols in the free course and plays it", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(homePath(demo));
    await expect(page.getByRole("heading", { level: 1, name: demo.name })).toBeVisible();
    await expect(page.getByRole("region", { name: "News from the hub" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Featured courses" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Live Q&A: your first course" })).toBeVisible();
    await expect(page.getByText("a hub by Demo Creator")).toBeVisible();
    // The landing's own page: neither the app's router nor the builder or player came with it.
    expect(scripts.some((path) => /\/assets\/hub-[\w-]+\.js$/.test(path))).toBe(true);
    expect(scripts.filter((path) => /startApp|english|CourseBuilder|player|index-/.test(path))).toEqual([]);

    // The catalogue, filtered by price then by search; the filters live in the address.
    await page.getByRole("link", { name: "Browse the courses" }).click();
    await expect(page).toHaveURL(new RegExp(`/hubs/landing/courses/${demo.id}/${demo.slug}$`));
    await expect(page.getByRole("status").filter({ hasText: "Courses found" })).toHaveText("Courses found: 2");
    await page.getByLabel("Price").selectOption("paid");
    await expect(page).toHaveURL(/\?price=paid$/);
    await expect(page.getByRole("status").filter({ hasText: "Courses found" })).toHaveText("Courses found: 1");
    await expect(page.getByRole("heading", { name: "Writing good quiz questions" })).toBeVisible();
    await page.getByLabel("Price").selectOption("free");
    await page.getByLabel("Tag").selectOption({ label: "Beginner" });
    await page.getByLabel("Search").fill("tour");
    await expect(page).toHaveURL(/[?&]q=tour/);
    await expect(page).toHaveURL(/price=free/);
    await expect(page.getByRole("heading", { name: "Getting started with Coursewright" })).toBeVisible();
    await page.getByLabel("Search").fill("no such course");
    await expect(page.getByText("No course matches these filters.")).toBeVisible();
    await page.getByRole("button", { name: "Clear the filters" }).click();
    await expect(page).toHaveURL(new RegExp(`/hubs/landing/courses/${demo.id}/${demo.slug}$`));

    // The course page: contents, time, price; Enrol offers a visitor without an account the short registration,
    // or to log in (or register) first.
    await page.getByRole("link", { name: "Getting started with Coursewright" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Getting started with Coursewright" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "The basics" })).toBeVisible();
    await expect(page.getByText("Check what you know")).toBeVisible();
    await page.getByRole("button", { name: "Enrol for free" }).click();
    await page.getByRole("dialog", { name: "Enrol for free" }).getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole("link", { name: "Create a learner account" }).click();
    const email = uniqueEmail("hub-visitor");
    await page.getByLabel("Full name").fill("Hub Visitor");
    await page.getByLabel("E-mail address").fill(email);
    await page.getByRole("textbox", { name: "Password", exact: true }).fill("visitor-pass-1");
    await page.getByLabel("Repeat the password").fill("visitor-pass-1");
    await page.getByRole("button", { name: "Create account" }).click();

    // Back on the course page (the landing's own page again), enrolled, and the course plays.
    await expect(page.getByText("You are enrolled. The course is in your upcoming courses.")).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/hubs/landing/${demo.id}/${demo.slug}/course/\\d+$`));
    expect(await page.locator("#hub-landing-data").count()).toBe(1);
    await page.getByRole("link", { name: "Start the course" }).click();
    await expect(page).toHaveURL(/\/courseShares\/playerInitialPage\//);
    await page.getByRole("link", { name: "Start the course" }).click();
    await expect(page.getByTestId("player-page-title")).toHaveText("Welcome");

    // The hub knows them now: the course is theirs.
    await page.goto(homePath(demo));
    await expect(page.getByRole("article").filter({ hasText: "Getting started" }).getByText("Enrolled")).toBeVisible();
    await expect(page.getByRole("link", { name: "My courses" })).toBeVisible();
  });

  test("a priced course and a bundle show their price and Add to cart; a signed-in learner plays a course they hold", async ({
    page,
  }) => {
    await page.goto(homePath(demo));
    await page.getByRole("link", { name: "Writing good quiz questions" }).click();
    await expect(page.getByText("€19.00", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Add to cart: Writing good quiz questions" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Enrol for free" })).toHaveCount(0);
    await page.getByRole("link", { name: "The complete starter kit" }).click();
    await expect(page).toHaveURL(new RegExp(`/hubs/landing/${demo.id}/bundles/\\d+/courses$`));
    await expect(page.getByText("€15.00", { exact: true })).toBeVisible();
    await expect(page.getByText("€19.00 when bought one by one")).toBeVisible();
    await page.getByRole("link", { name: "Getting started with Coursewright" }).click();
    await expect(page).toHaveURL(new RegExp(`/hubs/landing/${demo.id}/${demo.slug}/bundle/\\d+/courses/\\d+$`));
    await expect(page.getByRole("navigation", { name: "You are here" })).toContainText("The complete starter kit");
  });

  test("a private hub shows its name and the way in: log in, then ask for access, then pending", async ({
    page,
    request,
  }) => {
    const hub = await buildHub(request, creator, `Private circle ${Date.now()}`, { published: true });
    const email = uniqueEmail("asker");
    await registerLearner(request, email);

    await page.goto(homePath(hub));
    await expect(page.getByRole("heading", { level: 1, name: hub.name })).toBeVisible();
    await expect(page.getByText("This hub is private")).toBeVisible();
    await expectAccessible(page, "private-anonymous");
    await page.getByRole("button", { name: "Log in" }).last().click();
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, email, "visitor-pass-1");

    await expect(page).toHaveURL(new RegExp(`${homePath(hub)}$`));
    await page.getByLabel("Message to the creator (optional)").fill("I work on the team.");
    await page.getByRole("button", { name: "Ask for access" }).click();
    await expect(page.getByText("Your request has been sent. The creator has not answered yet.")).toBeVisible();
    await expectAccessible(page, "private-pending");
    // The server keeps it: a new visit still says pending.
    await page.reload();
    await expect(page.getByText("Your request has been sent. The creator has not answered yet.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Ask for access" })).toHaveCount(0);
  });

  test("a German visitor and an Arabic one read the pages in their language, prices and dates written for them", async ({
    browser,
    request,
  }) => {
    const hub = await germanHub(request, creator);

    const german = await browser.newContext({ locale: "de-DE", timezoneId: "Europe/Berlin" });
    const page = await german.newPage();
    await page.goto(homePath(hub));
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(page.getByRole("navigation", { name: "Seiten des Hubs" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Empfohlene Kurse" })).toBeVisible();
    await expect(page.getByText("€1.234,50")).toBeVisible();
    await expect(page.getByText("Do., 6. März 2031")).toBeVisible();
    await expect(page.getByText(/18:00\s*[–-]\s*19:30( Uhr)? MEZ/)).toBeVisible();
    await expectAccessible(page, "german-home");
    await page.getByRole("link", { name: "Veranstaltungen", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Veranstaltungen" })).toBeVisible();
    await expect(page.getByText("Online", { exact: true })).toBeVisible();
    await expect(page.getByText("meet.example.com")).toHaveCount(0);
    await german.close();

    const arabic = await browser.newContext({ locale: "ar", timezoneId: "Asia/Riyadh" });
    const other = await arabic.newPage();
    await other.goto(homePath(hub));
    await other.getByLabel("Sprache").selectOption({ label: "العربية" });
    await expect(other.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(other.locator("html")).toHaveAttribute("lang", "ar");
    await expect(other.getByRole("heading", { name: "دورات مميّزة" })).toBeVisible();
    const arabicPrice = await other.evaluate(() =>
      new Intl.NumberFormat("ar", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(1234.5),
    );
    await expect(other.getByText(`€${arabicPrice}`)).toBeVisible();
    // 18:00 in Berlin is 20:00 in Riyadh, written in Arabic (the month's Arabic name).
    await expect(other.getByText(/مارس/).first()).toBeVisible();
    await expectAccessible(other, "arabic-home");
    // The choice stays on the next page and the next visit.
    await other.getByRole("link", { name: "الدورات", exact: true }).click();
    await expect(other.getByRole("heading", { level: 1, name: "الدورات" })).toBeVisible();
    await other.reload();
    await expect(other.locator("html")).toHaveAttribute("dir", "rtl");
    await expectAccessible(other, "arabic-catalogue");
    await arabic.close();
  });

  test("crawlers get the head in the first answer; a wrong slug lands on the canonical address", async ({
    page,
    request,
  }) => {
    const raw = await request.get(homePath(demo), { headers: { accept: "text/html" } });
    expect(raw.status()).toBe(200);
    expect(raw.headers().etag).toBeTruthy();
    const html = await raw.text();
    expect(html).toContain(`<title>${demo.name}</title>`);
    expect(html).toMatch(/<meta property="og:title" content="Coursewright Academy" \/>/);
    expect(html).toMatch(/<meta name="twitter:card" content="summary_large_image" \/>/);
    expect(html).toContain(`<link rel="canonical" href="http://127.0.0.1:`);
    const jsonLd = html.match(/<script type="application\/ld\+json">(.*?)<\/script>/s)?.[1] ?? "";
    expect(jsonLd).toContain('"@type":"ItemList"');
    expect(jsonLd).toContain('"@type":"Course"');
    expect(jsonLd).toContain('"@type":"Event"');
    expect(html).toContain('<script type="application/json" id="hub-landing-data">');
    expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/hub-[\w-]+\.js">/);

    const wrong = await request.get(`/hubs/landing/${demo.id}/old-name/bundles`, { maxRedirects: 0 });
    expect(wrong.status()).toBe(301);
    await page.goto(`/hubs/landing/courses/${demo.id}/an-old-slug?price=free`);
    await expect(page).toHaveURL(new RegExp(`/hubs/landing/courses/${demo.id}/${demo.slug}\\?price=free$`));
    await expect(page.getByRole("heading", { level: 1, name: "Courses" })).toBeVisible();

    await page.goto("/hubs/landing/999999/nothing-here");
    await expect(page.getByRole("heading", { level: 1, name: "This page does not exist" })).toBeVisible();
    await expectAccessible(page, "not-found");
  });

  // Seven pages, each scanned and photographed whole at two widths, made one test that ran out of its 60 s on a
  // loaded machine: the pages are split in two tests, which each start from the home page.
  test("the home, catalogue and course landing pages pass axe at 1440 and 390 px", async ({ page }) => {
    await page.goto(homePath(demo));
    await expectAccessible(page, "home");
    await page.getByRole("link", { name: "Courses", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Courses" })).toBeVisible();
    await expectAccessible(page, "catalogue");
    await page.getByRole("link", { name: "Getting started with Coursewright" }).click();
    await expect(page.getByRole("heading", { name: "The basics" })).toBeVisible();
    await expectAccessible(page, "course");
  });

  test("the events, bundles and bundle landing pages pass axe at 1440 and 390 px", async ({ page }) => {
    await page.goto(homePath(demo));
    await page.getByRole("link", { name: "Events", exact: true }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Live Q&A: your first course" })).toBeVisible();
    await expectAccessible(page, "events");
    await page.getByRole("link", { name: "Past" }).click();
    await expect(page.getByText("There have been no events yet.")).toBeVisible();
    await page.getByRole("link", { name: "Bundles", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Bundles" })).toBeVisible();
    await expectAccessible(page, "bundles");
    await page.getByRole("link", { name: "The complete starter kit" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "The complete starter kit" })).toBeVisible();
    await expectAccessible(page, "bundle");
    await page.getByRole("link", { name: "Writing good quiz questions" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Writing good quiz questions" })).toBeVisible();
    await expectAccessible(page, "bundle-course");
  });

  test("works with the keyboard alone: skip link, visible focus, the banner carousel", async ({ page }) => {
    await page.goto(homePath(demo));
    const skip = page.getByRole("link", { name: "Skip to content" });
    // The page is drawn by its script: a Tab pressed before that has nothing on the page to go to.
    await expect(page.locator("main")).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();

    const carousel = page.getByRole("region", { name: "News from the hub" });
    const pause = carousel.getByRole("button", { name: "Stop the slides" });
    await pause.focus();
    const outline = await pause.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe("none");
    await page.keyboard.press("Enter");
    await expect(carousel.getByRole("button", { name: "Start the slides" })).toBeFocused();
    const first = carousel.getByRole("group", { name: "1 of 2" });
    const second = carousel.getByRole("group", { name: "2 of 2" });
    await expect(first).toBeVisible();
    await expect(second).toBeHidden();
    await page.keyboard.press("ArrowRight");
    await expect(second).toBeVisible();
    await expect(first).toBeHidden();
    await page.keyboard.press("Tab");
    await expect(carousel.getByRole("button", { name: "Previous slide" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(first).toBeVisible();

    // Through the header to the catalogue, and on to a course, with Tab and Enter only.
    await page.getByRole("link", { name: "Courses", exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Courses" })).toBeFocused();
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press("Tab");
      const name = await page.evaluate(() => document.activeElement?.textContent ?? "");
      if (name === "Writing good quiz questions") break;
    }
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Writing good quiz questions" })).toBeFocused();
  });

  test(`the landing page loads under ${BUDGET_KB} KB of JavaScript and CSS (gzip)`, async ({ page }) => {
    const sizes: Promise<number>[] = [];
    page.on("response", (response) => {
      const type = response.request().resourceType();
      if (type === "script" || type === "stylesheet") {
        sizes.push(response.body().then((body) => gzipSync(body, { level: 9 }).length));
      }
    });
    await page.goto(homePath(demo));
    await expect(page.getByRole("heading", { level: 1, name: demo.name })).toBeVisible();
    await page.waitForLoadState("networkidle");
    const total = (await Promise.all(sizes)).reduce((sum, n) => sum + n, 0) / 1024;
    console.log(`landing page JavaScript and CSS: ${total.toFixed(1)} KB gzip`);
    expect(total).toBeGreaterThan(20);
    expect(total).toBeLessThan(BUDGET_KB);
  });
});

test("a creator previews their draft hub; nobody else sees it", async ({ page, request }) => {
  const creator = await tokenOf(request, CREATOR);
  const { courseId } = await buildCourse(request, creator, null);
  const hub = await buildHub(request, creator, `Draft ${Date.now()}`, { visibility: "public" });
  await putHubCourses(request, creator, hub.id, [{ course_id: courseId, price: 0 }]);
  const raw = await request.get(homePath(hub), { headers: { accept: "text/html" } });
  expect(await raw.text()).not.toContain(hub.name);

  await page.goto(homePath(hub));
  await expect(page.getByRole("heading", { level: 1, name: "This page does not exist" })).toBeVisible();
  await page.goto("/login");
  await logIn(page, CREATOR.email, CREATOR.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(homePath(hub));
  await expect(page.getByRole("heading", { level: 1, name: hub.name })).toBeVisible();
  const course = await (await request.get(`/api/courses/${courseId}`, { headers: auth(creator) })).json();
  await page.getByRole("link", { name: course.data.title }).first().click();
  await expect(page.getByText("This is one of your own courses.")).toBeVisible();
  await expect(page.getByRole("heading", { name: TITLES[0] ?? "" }).or(page.getByText(TITLES[0] ?? ""))).toBeVisible();
});
