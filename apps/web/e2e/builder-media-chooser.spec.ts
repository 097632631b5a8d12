import { expect, test } from "@playwright/test";
import { seriousViolations } from "./axe";
import { auth, tokenOf, unique } from "./courseFactory";
import { CREATOR, logIn } from "./support";

// The block panel's "Choose from the media library" button (a SCORM block's, the longest label in English) fits the
// panel at 1440 px: its label wraps instead of being cut at the panel's edge.
test("the media chooser's button fits the block panel", async ({ page, request }) => {
  const created = await request.post("/api/courses", {
    headers: auth(await tokenOf(request, CREATOR)),
    data: { title: `Chooser ${unique()}`, with_topics: true },
  });
  expect(created.ok()).toBeTruthy();
  const courseId: number = (await created.json()).data.id;
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/login");
  await logIn(page, CREATOR.email, CREATOR.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/courseBuilder/${courseId}`);
  const drawer = page.getByTestId("right-drawer");
  await drawer.locator("label", { hasText: /^Blocks$/ }).click();
  await page.getByTestId("palette").getByRole("button", { name: "SCORM package", exact: true }).click();
  const block = page.getByTestId("canvas-block").filter({ has: page.getByTestId("block-view-scorm") });
  await block.click({ position: { x: 6, y: 6 } });
  const button = page.getByTestId("block-editor-scorm").getByRole("button", { name: "Choose from the media library" });
  // 1440 px: the narrowest width with the panel open beside the canvas (below it starts folded to a rail).
  for (const width of [1440]) {
    await expect(button).toBeVisible();
    // Nothing of the label is hidden: the label is as wide as its text, and the button stays inside the panel.
    const fit = await button.evaluate((element) => {
      const label = element.querySelector(".mantine-Button-label") as HTMLElement;
      const panel = element.closest('[data-testid="block-properties"]') as HTMLElement;
      const box = element.getBoundingClientRect();
      const outer = panel.getBoundingClientRect();
      return {
        labelCut: label.scrollWidth > label.clientWidth + 1,
        inside: box.left >= outer.left - 1 && box.right <= outer.right + 1,
      };
    });
    expect(fit).toEqual({ labelCut: false, inside: true });
    expect(await seriousViolations(page, { include: '[data-testid="block-properties"]' })).toEqual([]);
    await page.screenshot({ path: `/tmp/fix16-chooser-${width}.png` });
  }
});
