import { expect, type Locator, test } from "@playwright/test";
import { buildCourse, tokenOf } from "./courseFactory";
import { CREATOR, logIn } from "./support";

const left = async (locator: Locator) => (await locator.boundingBox())?.x ?? Number.NaN;

// A block at x 0 starts the line: on the right in Arabic, in the builder's canvas as in the player's grid.
test("in a right-to-left language the builder's canvas places blocks where the player shows them", async ({
  page,
  request,
}) => {
  const token = await tokenOf(request, CREATOR);
  const { courseId } = await buildCourse(request, token, null);
  await page.goto("/login");
  await logIn(page, CREATOR.email, CREATOR.password);
  await page.waitForURL(/dashboard/);
  await page.evaluate(() => localStorage.setItem("lang", "ar"));
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.goto(`/courseBuilder/${courseId}`);
  const canvas = page.getByTestId("canvas-grid");
  // The text block (x 0, 8 columns) and the button (x 8, 4 columns) of the first page.
  const text = canvas.locator(".cw-canvas-item", { hasText: "Text of page 1" });
  const button = canvas.locator(".cw-canvas-item", { hasText: "Done 1" });
  await expect(text).toBeVisible();
  await expect(button).toBeVisible();
  const canvasBox = await canvas.boundingBox();
  const textBox = await text.boundingBox();
  if (!canvasBox || !textBox) throw new Error("no boxes");
  expect(await left(text)).toBeGreaterThan(await left(button));
  // The text's 8 columns end at the canvas's right edge.
  expect(Math.abs(textBox.x + textBox.width - (canvasBox.x + canvasBox.width))).toBeLessThan(2);
  await expect(text).toHaveAttribute("dir", "rtl");

  await page.goto(`/coursePlayer/${courseId}?progress_mode=preview`);
  const playedText = page.getByText("Text of page 1");
  const playedButton = page.getByRole("button", { name: "Done 1" });
  await expect(playedText).toBeVisible();
  expect(await left(playedText)).toBeGreaterThan(await left(playedButton));
});
