import { expect, type Page, test } from "@playwright/test";
import { auth, BLOCK_FIELDS, buildCourse, emptySave, TITLES, tokenOf, unique } from "./courseFactory";
import { CREATOR, logIn } from "./support";

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/** Waits until the image shown on the page has loaded (a URL that no longer works leaves it broken). */
async function expectImageLoaded(page: Page, title: string) {
  const image = page.getByTestId("block-view-image").getByRole("img", { name: title });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
}

// Media URLs given to the player run out within MEDIA_URL_TTL_SECONDS (10 minutes here: each read's URLs work at
// least 5 minutes), so the player reads a page again before showing it once its URLs may run out, and keeps the
// page shown fresh. The browser's clock is moved on and the server's is not: what is checked is that the player
// asks again at the right times, and that what it shows then loads.
test("the player reads pages again for fresh media URLs before they run out", async ({ page, request }) => {
  const creator = await tokenOf(request, CREATOR);
  const { courseId, pageIds } = await buildCourse(request, creator, null);
  const upload = await request.post("/api/medialibrary/upload_file", {
    headers: auth(creator),
    multipart: { file: { name: `dot-${unique()}.png`, mimeType: "image/png", buffer: PNG } },
  });
  expect(upload.ok(), await upload.text()).toBeTruthy();
  const imageId: number = (await upload.json()).data.id;
  const [first, second] = pageIds;
  if (first === undefined || second === undefined) throw new Error("no pages");
  const saved = await request.post(`/api/course_builder/update_course/${courseId}`, {
    headers: auth(creator),
    data: {
      ...emptySave(),
      new_page_blocks: [first, second].map((pageId, index) => ({
        ...BLOCK_FIELDS,
        id: -1 - index,
        page_id: pageId,
        type: 1,
        text: null,
        completion_required: false,
        displaying_settings: { x: 0, y: 10, w: 4, h: 8, i: String(-1 - index) },
      })),
      new_page_blocks_media: [first, second].map((_, index) => ({
        id: -100 - index,
        block_id: -1 - index,
        medialibrary_item_id: imageId,
        alt_text: `Dot ${index + 1}`,
        text: null,
        title: null,
        order: 0,
        settings: {},
        background_color: null,
      })),
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  const reads = new Map<number, number>();
  page.on("request", (sent) => {
    const match = sent.url().match(/\/api\/course_player\/get_single_page_full_info\/(\d+)/);
    if (match) reads.set(Number(match[1]), (reads.get(Number(match[1])) ?? 0) + 1);
  });
  await page.clock.install();
  await page.goto("/login");
  await logIn(page, CREATOR.email, CREATOR.password);
  await expect(page).not.toHaveURL(/\/login$/);
  await page.goto(`/coursePlayer/${courseId}?progress_mode=preview`);
  await expect(page.getByTestId("player-page-title")).toHaveText(TITLES[0] ?? "");
  await expectImageLoaded(page, "Dot 1");
  // Page 2 came with the prefetch.
  await expect.poll(() => reads.get(second)).toBe(1);
  expect(reads.get(first)).toBe(1);

  // Four and a half minutes on page 1: its URLs may run out within the minute, so the player reads it again.
  await page.clock.fastForward("04:30");
  await expect.poll(() => reads.get(first)).toBe(2);
  await expectImageLoaded(page, "Dot 1");
  // Page 2's prefetched URLs are as old: going there reads it again before it is shown.
  expect(reads.get(second)).toBe(1);
  await page.getByRole("button", { name: "Done 1", exact: true }).click();
  await page.getByTestId("player-next").click();
  await expect(page.getByTestId("player-page-title")).toHaveText(TITLES[1] ?? "");
  expect(reads.get(second)).toBe(2);
  await expectImageLoaded(page, "Dot 2");

  // Fresh URLs are not asked for again: back to page 1 (read a moment ago) reads nothing.
  await page.getByTestId("player-previous").click();
  await expect(page.getByTestId("player-page-title")).toHaveText(TITLES[0] ?? "");
  expect(reads.get(first)).toBe(2);
});
