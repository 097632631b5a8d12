import type { MediaItem } from "@coursewright/course-model";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { seriousViolations } from "./axe";
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

/** The test product's job runner (EXPOSE_OUTBOX): a held kind of job is stored but waits until released. */
async function holdThumbnails(request: APIRequestContext, held: boolean) {
  const res = await request.post("/api/dev/jobs/hold", { data: { name: "media-thumbnail", held } });
  expect(res.status()).toBe(204);
}

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

test("the placeholder shown while the thumbnail job runs is accessible at 1440 and 390 px", async ({
  page,
  request,
}) => {
  // Two axe runs and a thumbnail job on a shared machine.
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/login");
  await logIn(page, CREATOR.email, CREATOR.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/medialibrary");
  await expect(page.getByRole("heading", { name: "Media library" })).toBeVisible();

  await holdThumbnails(request, true);
  try {
    const name = `held-${Date.now().toString(36)}.png`;
    const answer = page.waitForResponse("**/api/medialibrary/upload_file");
    const chooser = page.waitForEvent("filechooser");
    await page.getByTestId("media-upload-button").click();
    await (await chooser).setFiles([{ name, mimeType: "image/png", buffer: PNG }]);
    expect(((await (await answer).json()).data as MediaItem).custom_properties.thumbnail).toBe("pending");

    // The job is held: the item keeps its placeholder, named for screen readers, while axe looks at the screen.
    const entry = page.getByRole("group", { name, exact: true });
    const placeholder = entry.getByRole("status", { name: "Preparing the preview…" });
    await expect(placeholder).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: "test-results/media-thumbnail-pending-1440.png" });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(placeholder).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: "test-results/media-thumbnail-pending-390.png" });

    // Released, the job runs and the thumbnail takes the placeholder's place.
    await holdThumbnails(request, false);
    await expect(entry.locator('img[src*="thumb=1"]')).toBeVisible({ timeout: 30_000 });
    await expect(placeholder).toHaveCount(0);
  } finally {
    await holdThumbnails(request, false);
  }
});
