import { expect, test } from "@playwright/test";
import { CREATOR, LEARNER, logIn } from "./support";

// What `npm start` gives a first visitor: the demo course in the creator's list and the learner's Upcoming courses.
const DEMO_TITLE = "Getting started with Coursewright";

test("the demo learner opens the demo course from Upcoming courses and reaches its questions", async ({ page }) => {
  await page.goto("/login");
  await logIn(page, LEARNER.email, LEARNER.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/upcomingCourses");
  const card = page.getByTestId("learner-course").filter({ hasText: DEMO_TITLE });
  await expect(card).toBeVisible();
  await card.getByTestId("learner-course-open").click();

  await expect(page.getByTestId("player-page-title")).toHaveText("Welcome");
  await expect(page.getByTestId("player-page-of")).toHaveText("Page 1 of 3");
  await expect(page.getByTestId("player-next")).toBeDisabled();
  await page.getByRole("button", { name: "Continue", exact: true }).click();
  await page.getByTestId("player-next").click();
  await expect(page.getByTestId("player-page-title")).toHaveText("Check what you know");
  await expect(page.getByRole("radio", { name: "12" })).toBeVisible();
  await expect(page.getByRole("radio", { name: "True" })).toBeVisible();
});

test("the demo creator finds the demo course in the course list", async ({ page }) => {
  await page.goto("/login");
  await logIn(page, CREATOR.email, CREATOR.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/coursesList?search=${encodeURIComponent("Getting started")}`);
  await expect(page.getByTestId("course-card").filter({ hasText: DEMO_TITLE })).toBeVisible();
});
