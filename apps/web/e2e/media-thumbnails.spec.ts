import type { MediaItem } from "@coursewright/course-model";
import { expect, test } from "@playwright/test";
import { CREATOR, logIn } from "./support";

// A 48×32 PNG: small enough to inline, a real image for the thumbnail job to decode.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAADAAAAAgCAIAAADbtmxLAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAASUlEQVRYhe2WAQkAQAwCF9EM9s9wfIw942ABRPTcpHx1s64gCkKHaoZiy1jHTwQjOlQzFFvGOoTig4YO1QzFliGHEIx1OnJ4XB9ejSCXU7+47QAAAABJRU5ErkJggg==",
  "base64",
);

test("an uploaded image's thumbnail, made by a background job, appears in the library", async ({ page }) => {
  await page.goto("/login");
  await logIn(page, CREATOR.email, CREATOR.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/medialibrary");
  await expect(page.getByRole("heading", { name: "Media library" })).toBeVisible();

  const name = `thumb-${Date.now().toString(36)}.png`;
  const answer = page.waitForResponse("**/api/medialibrary/upload_file");
  const chooser = page.waitForEvent("filechooser");
  await page.getByTestId("media-upload-button").click();
  await (await chooser).setFiles([{ name, mimeType: "image/png", buffer: PNG }]);
  // The upload answers before the thumbnail exists: the job makes it afterwards.
  const item: MediaItem = (await (await answer).json()).data;
  expect(item.thumb_url).toBeNull();
  expect(item.custom_properties.thumbnail).toBe("pending");

  const entry = page.getByRole("group", { name, exact: true });
  const thumbnail = entry.locator('img[src*="thumb=1"]');
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(entry.getByRole("status")).toHaveCount(0);
  await page.screenshot({ path: "test-results/media-thumbnail.png" });
});
