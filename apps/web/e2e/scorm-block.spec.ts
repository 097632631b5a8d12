import { expect, test } from "@playwright/test";
import { scormCourse } from "./scormCourse";
import { CREATOR, logIn } from "./support";

// A SCORM block in a course (issue 16): an asset-only package (its resources are scormtype="asset" and make no
// API call) completes its block once each asset has been launched, so a learner is never stuck on its page; the package's frame
// lets its confirm() and alerts through and its handouts download.

test.describe("a SCORM package in a course", () => {
  test.describe.configure({ timeout: 120_000 });

  test("an asset-only package completes its required block once launched, and its frame allows dialogs", async ({
    page,
    request,
  }) => {
    const course = await scormCourse(request, "ContentPackagingOneFilePerSCO_SCORM12.zip");
    await page.goto("/login");
    await logIn(page, CREATOR.email, CREATOR.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto(`/coursePlayer/${course.courseId}?progress_mode=preview&page=${course.pageIds[0]}`);

    const frame = page.getByTestId("scorm-frame");
    await expect(frame).toBeVisible({ timeout: 30_000 });
    const sandbox = ((await frame.getAttribute("sandbox")) ?? "").split(/\s+/);
    expect(sandbox).toEqual(expect.arrayContaining(["allow-scripts", "allow-modals", "allow-downloads"]));

    // The package's first item shows in the launcher. Without sequencing, the block is done once every item has
    // been launched (an asset counts as completed then): the learner goes through its 19 items with the block's Next.
    await expect(frame.contentFrame().locator("#sco")).toBeAttached({ timeout: 30_000 });
    const blockNext = page
      .getByTestId("block-view-scorm")
      .getByRole("button", { name: "Next in the package", exact: true });
    for (let item = 1; item < 19; item++) {
      await expect(page.getByTestId("player-next")).toBeDisabled();
      await expect(blockNext).toBeEnabled({ timeout: 30_000 });
      await blockNext.click();
    }
    await expect(page.getByTestId("player-next")).toBeEnabled({ timeout: 30_000 });
    await page.getByTestId("player-next").click();
    await expect(page.getByTestId("player-page-title")).toHaveText("After the package");
    await expect(page.getByText("You are through the package.")).toBeVisible();
  });
});
