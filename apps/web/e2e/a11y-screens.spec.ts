import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
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
    await page.waitForLoadState("networkidle");
    // Skeletons give way to the screen's content before it is judged.
    await expect(page.locator(".mantine-Skeleton-root")).toHaveCount(0, { timeout: 30_000 });
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(
      serious.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(" ")} ${n.failureSummary}`).join(" | ")}`),
      `${path} at ${size.width} px`,
    ).toEqual([]);
  }
}

test.describe("every screen passes axe at 1440 and 390 px", () => {
  test.describe.configure({ timeout: 300_000 });

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

  test("the creator's screens", async ({ page, request }) => {
    const token = await tokenOf(request, CREATOR);
    const { courseId } = await buildCourse(request, token, null);
    const hub = await demoHub(request, token);
    const themes = await request.get("/api/themes", { headers: auth(token) });
    const themeId: number | undefined = themes.ok() ? (await themes.json()).data?.[0]?.id : undefined;
    await page.goto("/login");
    await logIn(page, CREATOR.email, CREATOR.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    for (const path of [
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
    ])
      await expectScreenAccessible(page, path);
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
