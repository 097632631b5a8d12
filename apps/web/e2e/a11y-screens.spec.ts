import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { seriousViolations } from "./axe";
import { auth, buildCourse, tokenOf } from "./courseFactory";
import { demoHub, homePath } from "./hubFactory";
import { CREATOR, LEARNER, logIn } from "./support";

// Issue 17, "Accessibility, everywhere": every screen of the app, opened at its address as a user arrives there,
// has no serious or critical axe-core finding at 1440 and at 390 px. The feature specs check their own states
// (dialogs, drawers, answers); this one makes sure no screen is left out.

const SIZES = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

async function expectScreenAccessible(page: Page, path: string) {
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.goto(path);
    // A settling hint only (the fallback and skeleton checks below are the real waits): bounded, because a screen
    // that keeps fetching in the background must not hold the test until its timeout.
    await page.waitForLoadState("networkidle", { timeout: 20_000 }).catch(() => undefined);
    // The page's code and then its skeletons give way to the screen's content before it is judged.
    await expect(page.getByTestId("route-fallback")).toHaveCount(0, { timeout: 30_000 });
    await expect(page.locator(".mantine-Skeleton-root")).toHaveCount(0, { timeout: 30_000 });
    expect(await seriousViolations(page), `${path} at ${size.width} px`).toEqual([]);
  }
}

test.describe("every screen passes axe at 1440 and 390 px", () => {
  test.describe.configure({ mode: "parallel", timeout: 300_000 });

  test("the screens of a visitor who is not signed in", async ({ page, request }) => {
    const hub = await demoHub(request, await tokenOf(request, CREATOR));
    for (const path of [
      "/login",
      "/registration",
      "/content_creator_registration",
      "/forgotPassword",
      "/accessDenied",
      "/appInMaintenance",
      "/ieNotSupported",
      "/unavailable_course",
      "/launchError",
      "/404",
      homePath(hub),
    ])
      await expectScreenAccessible(page, path);
  });

  // The creator's screens in two halves, so that each fits its five minutes when CI's two workers share two cores.
  async function creatorScreens(page: Page, request: APIRequestContext, half: 0 | 1) {
    const token = await tokenOf(request, CREATOR);
    const { courseId } = await buildCourse(request, token, null);
    const hub = await demoHub(request, token);
    const themes = await request.get("/api/themes", { headers: auth(token) });
    const themeId: number | undefined = themes.ok() ? (await themes.json()).data?.[0]?.id : undefined;
    await page.goto("/login");
    await logIn(page, CREATOR.email, CREATOR.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    const paths = [
      "/dashboard",
      "/createCourse",
      `/editCourse/${courseId}`,
      "/coursesList",
      "/reports/main",
      "/course_hubs",
      "/course_hubs/orders",
      `/course_hubs/settings/${hub.id}`,
      "/medialibrary",
      "/integrationsApi",
      "/integrationsApi/create",
      "/themesList",
      "/createTheme",
      ...(themeId ? [`/editTheme/${themeId}`] : []),
      "/support/send_message",
      "/profile/edit",
      // Below 1024 px the builder says why it needs a larger screen; that notice is judged too.
      `/courseBuilder/${courseId}`,
    ];
    const middle = Math.ceil(paths.length / 2);
    for (const path of half === 0 ? paths.slice(0, middle) : paths.slice(middle))
      await expectScreenAccessible(page, path);
  }

  test("the creator's screens, first half", async ({ page, request }) => {
    await creatorScreens(page, request, 0);
  });

  test("the creator's screens, second half", async ({ page, request }) => {
    await creatorScreens(page, request, 1);
  });

  test("the learner's screens", async ({ page }) => {
    await page.goto("/login");
    await logIn(page, LEARNER.email, LEARNER.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    for (const path of [
      "/dashboard",
      "/upcomingCourses",
      "/completedCourses",
      "/events/get_bookings",
      "/course_hubs/shared_to_me",
      "/profile/edit",
      "/support/send_message",
    ])
      await expectScreenAccessible(page, path);
  });
});
