import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { seriousViolations } from "./axe";
import { auth, buildCourse, TITLES, tokenOf } from "./courseFactory";
import { CREATOR, DEMO_PASSWORD, LEARNER, linkFromMail, logIn, sidebar, uniqueEmail } from "./support";

// The learner's side of course hubs (issue 21): hubs shared with them, a hub's courses, a hub share's entry page,
// access requests and event bookings. Hubs are built through the API as the demo creator ("Demo Creator").

const OWNER = "Demo Creator";
/** The e2e server's HUBS_HIDDEN_FOR_EMAIL (playwright.config.ts). */
const HUBS_HIDDEN_EMAIL = "hubs-hidden@example.com";

/** No serious or critical accessibility violation at 1440 and 390 px; a screenshot of each width to look at. */
async function expectAccessible(page: Page, name: string) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

interface Learner {
  name: string;
  email: string;
  password: string;
  token: string;
}

async function registerLearner(request: APIRequestContext, name: string, email = uniqueEmail("hub-learner")) {
  const res = await request.post("/api/register", {
    data: { name, email, password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const token: string = (await res.json()).access_token;
  return { name, email, password: DEMO_PASSWORD, token } satisfies Learner;
}

/** The demo hub's logo and cover: pictures of the demo creator's library, so the hubs built here look real. */
async function demoPictures(request: APIRequestContext, token: string) {
  const res = await request.get("/api/course_hubs", { headers: auth(token), params: { search: "Coursewright" } });
  expect(res.ok(), await res.text()).toBeTruthy();
  const hub = (await res.json()).data.find((h: { name: string }) => h.name === "Coursewright Academy");
  return { logo_media_id: hub?.logo?.media_id ?? null, cover_media_id: hub?.cover?.media_id ?? null };
}

interface BuiltHub {
  id: number;
  name: string;
  free: { courseId: number; title: string };
  priced: { courseId: number; title: string };
}

/** A published hub of the demo creator with a free course and one at €19.00. */
async function buildHub(
  request: APIRequestContext,
  token: string,
  visibility: "public" | "private" | "unlisted",
): Promise<BuiltHub> {
  const headers = auth(token);
  const name = `Hub ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const free = await buildCourse(request, token, null);
  const priced = await buildCourse(request, token, null);
  const created = await request.post("/api/course_hubs", { headers, data: { name } });
  expect(created.status(), await created.text()).toBe(201);
  const id: number = (await created.json()).data.id;
  const courses = await request.put(`/api/course_hubs/${id}/courses`, {
    headers,
    data: {
      courses: [
        { course_id: free.courseId, price: 0, featured: true },
        { course_id: priced.courseId, price: 1900 },
      ],
    },
  });
  expect(courses.ok(), await courses.text()).toBeTruthy();
  const settings = await request.put(`/api/course_hubs/${id}`, {
    headers,
    data: { published: true, visibility, currency: "EUR", ...(await demoPictures(request, token)) },
  });
  expect(settings.ok(), await settings.text()).toBeTruthy();
  return { id, name, free, priced };
}

async function shareHub(
  request: APIRequestContext,
  token: string,
  hubId: number,
  data: { kind: "public" } | { kind: "email"; emails: string[] },
): Promise<string> {
  const res = await request.post(`/api/course_hubs/${hubId}/shares`, { headers: auth(token), data });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data.id;
}

/** The creator answers the learner's pending access request to the hub. */
async function decideRequest(
  request: APIRequestContext,
  token: string,
  hubId: number,
  email: string,
  action: "accept" | "refuse",
) {
  const list = await request.get(`/api/course_hubs/${hubId}/access_requests`, { headers: auth(token) });
  expect(list.ok(), await list.text()).toBeTruthy();
  const found = (await list.json()).data.find(
    (r: { user: { email: string }; status: string }) => r.user.email === email && r.status === "pending",
  );
  expect(found, `a pending request of ${email}`).toBeTruthy();
  const res = await request.post(`/api/course_hubs/${hubId}/access_requests/${found.id}/${action}`, {
    headers: auth(token),
  });
  expect(res.ok(), await res.text()).toBeTruthy();
}

async function accessOf(request: APIRequestContext, token: string, hubId: number): Promise<string> {
  const res = await request.get(`/api/course_hubs/landing/get_hub/${hubId}`, { headers: auth(token) });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()).data.access;
}

async function signIn(page: Page, learner: { email: string; password: string }) {
  await page.goto("/login");
  await logIn(page, learner.email, learner.password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

const hubCard = (page: Page, name: string) => page.getByTestId("shared-hub").filter({ hasText: name });

test.describe("a learner's course hubs", () => {
  test("an invited learner finds the hub, enrols in its free course, plays it and finds it under Upcoming courses", async ({
    page,
    request,
  }) => {
    test.slow();
    const creator = await tokenOf(request, CREATOR);
    const learner = await registerLearner(request, "Hub Invitee");
    const hub = await buildHub(request, creator, "private");
    const shareId = await shareHub(request, creator, hub.id, { kind: "email", emails: [learner.email] });
    // The invitation mail carries the hub share's entry page.
    expect(await linkFromMail(request, learner.email, "/hubs/share_initial_page/")).toBe(
      `/hubs/share_initial_page/${shareId}`,
    );

    // From the dashboard and the sidebar to the hubs shared with them.
    await signIn(page, learner);
    await expect(sidebar(page).getByRole("link", { name: "My event bookings" })).toBeVisible();
    await page.getByTestId("dashboard-learner").getByRole("link", { name: "Hubs shared with me" }).click();
    await expect(page).toHaveURL(/\/course_hubs\/shared_to_me$/);
    await expect(sidebar(page).getByRole("link", { name: "Hubs shared with me" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const card = hubCard(page, hub.name);
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(`By ${OWNER}`);
    await expect(card).toContainText("Courses: 2");
    await expect(card.getByRole("link", { name: `Visit the hub's site: ${hub.name}` })).toHaveAttribute(
      "href",
      new RegExp(`^/hubs/landing/${hub.id}/hub-`),
    );
    await expectAccessible(page, "shared-to-me");

    // The hub's courses: the free one to enrol in, the priced one with its price.
    await card.getByRole("link", { name: `See the courses: ${hub.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/course_hubs/shared_hub_courses/${hub.id}$`));
    await expect(page.getByTestId("hub-title")).toHaveText(hub.name);
    const free = page.getByTestId("hub-course").filter({ hasText: hub.free.title });
    const priced = page.getByTestId("hub-course").filter({ hasText: hub.priced.title });
    await expect(free.getByTestId("hub-course-price")).toHaveText("Free");
    await expect(priced.getByTestId("hub-course-price")).toHaveText("€19.00");
    await expect(priced.getByTestId("hub-course-enrol")).toHaveCount(0);
    await expect(priced.getByTestId("hub-course-details")).toHaveAttribute(
      "href",
      new RegExp(`/hubs/landing/${hub.id}/[^/]+/course/${hub.priced.courseId}$`),
    );
    await expectAccessible(page, "shared-hub-courses");

    // Enrol, then the course's entry page starts it.
    await free.getByRole("button", { name: `Enrol: ${hub.free.title}` }).click();
    await expect(page).toHaveURL(/\/courseShares\/playerInitialPage\/[\w-]+$/);
    await expect(page.getByTestId("share-entry-title")).toHaveText(hub.free.title);
    await page.getByTestId("share-entry-start").click();
    await expect(page.getByTestId("player-page-title")).toHaveText(TITLES[0] ?? "");
    await page.getByRole("button", { name: "Done 1", exact: true }).click();
    await page.getByTestId("player-next").click();
    await expect(page.getByTestId("player-page-title")).toHaveText(TITLES[1] ?? "");

    // Under Upcoming courses, and on the hub's page as held, to continue.
    await page.goto("/upcomingCourses");
    const upcoming = page.getByTestId("learner-course").filter({ hasText: hub.free.title });
    await expect(upcoming.getByTestId("learner-course-open")).toHaveText("Continue");
    await page.goto(`/course_hubs/shared_hub_courses/${hub.id}`);
    const held = page.getByTestId("hub-courses-held").getByTestId("hub-course");
    await expect(held).toHaveCount(1);
    await expect(held).toContainText("In progress");
    await expect(held.getByTestId("hub-course-play")).toHaveText("Continue");
    await held.getByTestId("hub-course-play").click();
    await expect(page).toHaveURL(/\/courseShares\/playerInitialPage\/[\w-]+$/);
    await expect(page.getByTestId("share-entry-start")).toHaveText("Resume where you left off");
  });

  test("a link share opened anonymously asks to log in, then opens the hub, which is then shared with them", async ({
    page,
    request,
  }) => {
    const creator = await tokenOf(request, CREATOR);
    const learner = await registerLearner(request, "Link Follower");
    const hub = await buildHub(request, creator, "private");
    const shareId = await shareHub(request, creator, hub.id, { kind: "public" });

    await page.goto(`/hubs/share_initial_page/${shareId}`);
    const entry = page.getByTestId("hub-entry");
    await expect(entry).toHaveAttribute("data-access", "login_required");
    await expect(page.getByTestId("hub-entry-title")).toHaveText(hub.name);
    await expectAccessible(page, "hub-entry-login");
    await page.getByTestId("hub-entry-login").getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, learner.email, learner.password);
    // Back to the entry page, which opens the hub.
    await expect(page).toHaveURL(new RegExp(`/course_hubs/shared_hub_courses/${hub.id}$`));
    await expect(page.getByTestId("hub-title")).toHaveText(hub.name);
    await expect(page.getByTestId("hub-course")).toHaveCount(2);

    await sidebar(page).getByRole("link", { name: "Hubs shared with me" }).click();
    await expect(hubCard(page, hub.name)).toHaveCount(1);
  });

  test("a link share opened anonymously: the short registration makes the account and opens the hub", async ({
    page,
    request,
  }) => {
    const creator = await tokenOf(request, CREATOR);
    const hub = await buildHub(request, creator, "private");
    const shareId = await shareHub(request, creator, hub.id, { kind: "public" });

    await page.goto(`/hubs/share_initial_page/${shareId}`);
    const form = page.getByTestId("hub-entry-short-registration");
    // An address that has an account is asked to log in, nothing more.
    await form.getByLabel("Your name").fill("Quick Visitor");
    await form.getByLabel("E-mail address").fill(LEARNER.email);
    await form.getByRole("button", { name: "Open the hub" }).click();
    await expect(form.getByRole("alert")).toContainText("This address already has an account.");
    await expectAccessible(page, "hub-entry-short-registration");
    const email = uniqueEmail("quick-visitor");
    await form.getByLabel("E-mail address").fill(email);
    await form.getByRole("button", { name: "Open the hub" }).click();
    await expect(page).toHaveURL(new RegExp(`/course_hubs/shared_hub_courses/${hub.id}$`));
    await expect(page.getByTestId("hub-title")).toHaveText(hub.name);
    expect(await linkFromMail(request, email, "/setNewPassword/")).toMatch(/^\/setNewPassword\//);
  });

  test("a private hub's access request: accepted, the hub is shared with them; refused, they see it refused", async ({
    page,
    request,
  }) => {
    test.slow();
    const creator = await tokenOf(request, CREATOR);
    const learner = await registerLearner(request, "Access Seeker");
    const accepted = await buildHub(request, creator, "private");
    const refused = await buildHub(request, creator, "private");
    await signIn(page, learner);

    // Not shared: the hub's courses page says whose hub it is and asks for access.
    await page.goto(`/course_hubs/shared_hub_courses/${accepted.id}`);
    const access = page.getByTestId("hub-access");
    await expect(access).toHaveAttribute("data-access", "request");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(accepted.name);
    await expectAccessible(page, "hub-no-access");
    await page.getByLabel("Message (optional)").fill("I am on the safety team.");
    await page.getByRole("button", { name: `Ask ${OWNER} for access` }).click();
    await expect(access).toHaveAttribute("data-access", "pending");
    await expect(access).toContainText(`Your request is waiting for an answer from ${OWNER}`);
    expect(await accessOf(request, learner.token, accepted.id)).toBe("pending");
    await expectAccessible(page, "hub-pending");

    await decideRequest(request, creator, accepted.id, learner.email, "accept");
    await page.goto("/course_hubs/shared_to_me");
    await expect(hubCard(page, accepted.name)).toHaveCount(1);
    await hubCard(page, accepted.name).getByTestId("shared-hub-courses").click();
    await expect(page.getByTestId("hub-title")).toHaveText(accepted.name);

    // Refused: the learner sees it, may ask again, and the hub is not theirs.
    await page.goto(`/course_hubs/shared_hub_courses/${refused.id}`);
    await page.getByRole("button", { name: `Ask ${OWNER} for access` }).click();
    await expect(access).toHaveAttribute("data-access", "pending");
    await decideRequest(request, creator, refused.id, learner.email, "refuse");
    expect(await accessOf(request, learner.token, refused.id)).toBe("refused");
    await page.reload();
    await expect(access).toHaveAttribute("data-access", "refused");
    await expect(access).toContainText("Request declined");
    await expect(access).toContainText(`${OWNER} declined your request`);
    await expect(page.getByRole("button", { name: "Ask again" })).toBeVisible();
    await expectAccessible(page, "hub-refused");
    await page.goto("/course_hubs/shared_to_me");
    await expect(hubCard(page, accepted.name)).toHaveCount(1);
    await expect(hubCard(page, refused.name)).toHaveCount(0);
  });

  test("a learner who was not invited is told so, signed in as whom, and whom to ask", async ({ page, request }) => {
    const creator = await tokenOf(request, CREATOR);
    const invited = uniqueEmail("someone-else");
    const stranger = await registerLearner(request, "Not Invited");
    const hub = await buildHub(request, creator, "private");
    const shareId = await shareHub(request, creator, hub.id, { kind: "email", emails: [invited] });

    await signIn(page, stranger);
    await page.goto(`/hubs/share_initial_page/${shareId}`);
    await expect(page.getByTestId("hub-entry")).toHaveAttribute("data-access", "not_invited");
    const notice = page.getByTestId("hub-entry-not-invited").getByRole("alert");
    await expect(notice).toContainText("This invitation is for another address");
    await expect(notice).toContainText(`you are signed in as ${stranger.email}`);
    await expect(notice).toContainText(`ask ${OWNER}, who shares this hub`);
    await expect(page.getByTestId("hub-access")).toHaveAttribute("data-access", "request");
    await expectAccessible(page, "hub-entry-not-invited");

    // A withdrawn link says so instead.
    const revoked = await request.delete(`/api/course_hubs/${hub.id}/shares/${shareId}`, { headers: auth(creator) });
    expect(revoked.ok(), await revoked.text()).toBeTruthy();
    await page.reload();
    await expect(page.getByTestId("hub-entry-unavailable")).toContainText("This hub link no longer works");
    await expectAccessible(page, "hub-entry-unavailable");
  });

  test("a new learner sees the empty states of shared hubs and of event bookings", async ({ page, request }) => {
    const learner = await registerLearner(request, "New Learner");
    await signIn(page, learner);
    await sidebar(page).getByRole("link", { name: "Hubs shared with me" }).click();
    await expect(page.getByTestId("shared-hubs-empty")).toContainText("No hubs shared with you yet");
    await expectAccessible(page, "shared-to-me-empty");

    await sidebar(page).getByRole("link", { name: "My event bookings" }).click();
    await expect(page).toHaveURL(/\/events\/get_bookings$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("My event bookings");
    await expect(page.getByTestId("bookings-empty-upcoming")).toContainText("No bookings yet");
    await expectAccessible(page, "bookings-upcoming");
    await page.getByRole("tab", { name: "Past" }).click();
    await expect(page).toHaveURL(/\/events\/get_bookings\?when=past$/);
    await expect(page.getByTestId("bookings-empty-past")).toContainText("No past events");
    await expectAccessible(page, "bookings-past");
    await page.getByRole("tab", { name: "Upcoming" }).click();
    await page.getByRole("link", { name: "Browse the hubs shared with you" }).click();
    await expect(page).toHaveURL(/\/course_hubs\/shared_to_me$/);
  });

  test("an Arabic learner reads a hub's courses right to left, prices still written left to right", async ({
    page,
    request,
  }) => {
    const creator = await tokenOf(request, CREATOR);
    const learner = await registerLearner(request, "قارئ عربي");
    const hub = await buildHub(request, creator, "unlisted");
    await shareHub(request, creator, hub.id, { kind: "email", emails: [learner.email] });
    await signIn(page, learner);
    await page.evaluate(() => localStorage.setItem("lang", "ar"));
    await page.goto("/course_hubs/shared_to_me");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("المراكز المشتركة معي");
    await expectAccessible(page, "shared-to-me-ar");
    await hubCard(page, hub.name).getByTestId("shared-hub-courses").click();
    const priced = page.getByTestId("hub-course").filter({ hasText: hub.priced.title });
    await expect(priced.getByTestId("hub-course-price")).toHaveText("€19.00");
    await expect(priced.getByTestId("hub-course-price")).toHaveAttribute("dir", "ltr");
    const free = page.getByTestId("hub-course").filter({ hasText: hub.free.title });
    await expect(free.getByTestId("hub-course-price")).toHaveText("مجانية");
    // The logo sits at the start of the line: on the right.
    const header = page.locator(".cw-hub-header");
    const [logo, box] = [await header.locator(".cw-hub-logo").boundingBox(), await header.boundingBox()];
    if (!logo || !box) throw new Error("no boxes");
    expect(logo.x + logo.width / 2).toBeGreaterThan(box.x + box.width / 2);
    await expectAccessible(page, "shared-hub-courses-ar");
  });

  test("a creator's dashboard leads to My event bookings too", async ({ page }) => {
    await signIn(page, CREATOR);
    await page.getByTestId("dashboard-creator").getByRole("link", { name: "My event bookings" }).click();
    await expect(page).toHaveURL(/\/events\/get_bookings$/);
    await expect(page.getByTestId("bookings-empty-upcoming")).toBeVisible();
    await expect(sidebar(page).getByRole("link", { name: "My event bookings" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    // Hubs shared with learners are not a creator's sidebar item (spec 2).
    await expect(sidebar(page).getByRole("link", { name: "Hubs shared with me" })).toHaveCount(0);
  });

  test("the account hubs are hidden for sees neither hub entry, in the sidebar or on the dashboard", async ({
    page,
    request,
  }) => {
    const hidden = await registerLearner(request, "Hubs Hidden", HUBS_HIDDEN_EMAIL);
    await signIn(page, hidden);
    await expect(page.getByTestId("dashboard-learner").getByRole("link")).toHaveCount(2);
    await expect(sidebar(page).getByRole("link", { name: "Upcoming courses" })).toBeVisible();
    await expect(sidebar(page).getByRole("link", { name: "Hubs shared with me" })).toHaveCount(0);
    await expect(sidebar(page).getByRole("link", { name: "My event bookings" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Hubs shared with me" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "My event bookings" })).toHaveCount(0);
  });
});
