import { expect, type Page, test } from "@playwright/test";
import { CREATOR, LEARNER, logIn } from "./support";

// A real 1×1 PNG (the server checks the bytes against the extension).
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
// One MPEG-1 Layer III frame header (sync bits set), repeated: enough for the server's content check.
const MP3 = Buffer.concat(
  Array.from({ length: 20 }, () => Buffer.from([0xff, 0xfb, 0x90, 0x64, ...new Array(413).fill(0)])),
);

interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const png = (name: string): UploadFile => ({ name, mimeType: "image/png", buffer: PNG });
const text = (name: string, body = "Course notes\n"): UploadFile => ({
  name,
  mimeType: "text/plain",
  buffer: Buffer.from(body),
});

async function openLibrary(page: Page) {
  await page.goto("/login");
  await logIn(page, CREATOR.email, CREATOR.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/medialibrary");
  await expect(page.getByRole("heading", { name: "Media library" })).toBeVisible();
}

async function upload(page: Page, files: UploadFile[]) {
  const chooser = page.waitForEvent("filechooser");
  await page.getByTestId("media-upload-button").click();
  await (await chooser).setFiles(files);
}

/** Drops a PNG on the page as a file dragged from the desktop would be (the whole page takes drops). */
async function dropFile(page: Page, name: string) {
  await page.evaluate(
    async ({ name, data }) => {
      const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
      const transfer = new DataTransfer();
      transfer.items.add(new File([bytes], name, { type: "image/png" }));
      const fire = (target: EventTarget, type: string) =>
        target.dispatchEvent(new DragEvent(type, { dataTransfer: transfer, bubbles: true, cancelable: true }));
      fire(document, "dragenter");
      await new Promise((resolve) => setTimeout(resolve, 200));
      const zone = document.querySelector(".cw-media-dropzone");
      if (!zone) throw new Error("no drop zone");
      fire(zone, "dragenter");
      fire(zone, "dragover");
      fire(zone, "drop");
    },
    { name, data: PNG.toString("base64") },
  );
}

const entry = (page: Page, name: string) => page.getByRole("group", { name, exact: true });
const uploadRow = (page: Page, name: string) => page.locator(`[data-testid=media-upload-row][data-name="${name}"]`);

test.describe("media library", () => {
  test("uploads several files at once, each with its own progress and outcome", async ({ page }) => {
    await openLibrary(page);
    const id = unique();
    // Hold the server's answers until each running file's progress bar has been seen.
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/api/medialibrary/upload_file", async (route) => {
      await gate;
      await route.continue();
    });
    const big = text(`handbook-${id}.txt`, "Safety first. ".repeat(30_000));
    await upload(page, [
      png(`photo-${id}.png`),
      big,
      text(`notes-${id}.txt`),
      { name: `jingle-${id}.mp3`, mimeType: "audio/mpeg", buffer: MP3 },
      { name: `fake-${id}.png`, mimeType: "image/png", buffer: Buffer.from("not an image") },
      { name: `setup-${id}.exe`, mimeType: "application/octet-stream", buffer: Buffer.from("MZ") },
    ]);
    const panel = page.getByTestId("media-upload-panel");
    await expect(panel).toBeVisible();
    // Three run at once, each with its own bar; the others wait their turn.
    for (const name of [`photo-${id}.png`, big.name, `notes-${id}.txt`]) {
      // The bar's filled part may still be 0 px wide: it is there, with its percentage under it.
      await expect(panel.getByRole("progressbar", { name: `Upload progress of ${name}` })).toBeAttached();
      await expect(uploadRow(page, name)).toContainText("uploaded");
    }
    await expect(uploadRow(page, `jingle-${id}.mp3`)).toHaveAttribute("data-status", "queued");
    release();

    for (const name of [`photo-${id}.png`, big.name, `notes-${id}.txt`, `jingle-${id}.mp3`]) {
      await expect(uploadRow(page, name)).toHaveAttribute("data-status", "done", { timeout: 30_000 });
      await expect(entry(page, name)).toBeVisible();
    }
    // The server's refusal (content is not a PNG) and ours (type not allowed) stand next to those files.
    await expect(uploadRow(page, `fake-${id}.png`)).toHaveAttribute("data-status", "failed");
    await expect(uploadRow(page, `fake-${id}.png`).getByTestId("media-upload-error")).not.toBeEmpty();
    await expect(uploadRow(page, `setup-${id}.exe`).getByTestId("media-upload-error")).toContainText(
      "cannot be uploaded",
    );
    await expect(entry(page, `fake-${id}.png`)).toHaveCount(0);
    await expect(panel).toContainText("failed: 2");
  });

  test("remembers grid or list across a reload", async ({ page }) => {
    await openLibrary(page);
    await upload(page, [png(`view-${unique()}.png`)]);
    const listing = page.getByTestId("media-listing");
    await expect(listing).toBeVisible();
    await page.getByTestId("media-display-list").click();
    await expect(listing).toHaveAttribute("data-display", "list");
    await page.reload();
    await expect(page.getByTestId("media-listing")).toHaveAttribute("data-display", "list");
    expect(await page.evaluate(() => localStorage.getItem("medialibraryDisplayType"))).toBe("list");
    await page.getByTestId("media-display-grid").click();
    await expect(page.getByTestId("media-listing")).toHaveAttribute("data-display", "grid");
    await page.reload();
    await expect(page.getByTestId("media-listing")).toHaveAttribute("data-display", "grid");
  });

  test("makes a folder, opens it, uploads into it and goes back by the breadcrumb", async ({ page }) => {
    await openLibrary(page);
    const folder = `Module ${unique()}`;
    const inside = `inside-${unique()}.png`;
    await page.getByRole("button", { name: "New folder" }).click();
    await page.getByLabel("Folder name").fill(folder);
    await page.getByRole("button", { name: "Create" }).click();
    await expect(page.getByText("The folder was created.")).toBeVisible();
    await entry(page, folder).dblclick();
    await expect(page).toHaveURL(/\?folder=\d+$/);
    const breadcrumb = page.getByTestId("media-breadcrumb");
    await expect(breadcrumb).toContainText(folder);
    await expect(page.getByTestId("media-empty")).toContainText("This folder is empty");

    await upload(page, [png(inside)]);
    await expect(entry(page, inside)).toBeVisible();

    await breadcrumb.getByRole("button", { name: "Media library" }).click();
    await expect(page).toHaveURL(/\/medialibrary$/);
    await expect(entry(page, folder)).toBeVisible();
    await expect(entry(page, inside)).toHaveCount(0);

    // Enter on a focused folder opens it too.
    await entry(page, folder).focus();
    await page.keyboard.press("Enter");
    await expect(entry(page, inside)).toBeVisible();
  });

  test("moves a file into a folder", async ({ page }) => {
    await openLibrary(page);
    const folder = `Target ${unique()}`;
    const file = `moving-${unique()}.png`;
    await page.getByRole("button", { name: "New folder" }).click();
    await page.getByLabel("Folder name").fill(folder);
    await page.getByRole("button", { name: "Create" }).click();
    await upload(page, [png(file)]);
    await expect(entry(page, file)).toBeVisible();

    await entry(page, file)
      .getByRole("checkbox", { name: `Select ${file}` })
      .click();
    await page.getByTestId("media-selection-bar").getByRole("button", { name: "Move" }).click();
    const dialog = page.getByTestId("media-move-dialog");
    await dialog.getByRole("button", { name: folder }).click();
    await dialog.getByTestId("media-move-confirm").click();
    await expect(entry(page, file)).toHaveCount(0);
    await entry(page, folder).getByRole("button", { name: folder, exact: true }).click();
    await expect(entry(page, file)).toBeVisible();
  });

  test("searches by name and deletes after a confirmation", async ({ page }) => {
    await openLibrary(page);
    const id = unique();
    await upload(page, [png(`keep-${id}.png`), png(`remove-${id}.png`)]);
    await expect(entry(page, `remove-${id}.png`)).toBeVisible();

    await page.getByTestId("media-search").fill(`remove-${id}`);
    await expect(entry(page, `remove-${id}.png`)).toBeVisible();
    await expect(entry(page, `keep-${id}.png`)).toHaveCount(0);

    // The Delete key on a focused entry asks first, like the selection bar's button.
    await entry(page, `remove-${id}.png`).focus();
    await page.keyboard.press("Delete");
    const dialog = page.getByTestId("media-delete-dialog");
    await expect(dialog).toContainText(`remove-${id}.png`);
    await dialog.getByTestId("media-delete-confirm").click();
    await expect(page.getByTestId("media-empty")).toContainText(`Nothing matches “remove-${id}”`);

    await page.getByTestId("media-search").fill("");
    await expect(entry(page, `keep-${id}.png`)).toBeVisible();
    await expect(entry(page, `remove-${id}.png`)).toHaveCount(0);
  });

  test("takes files dropped anywhere on the page", async ({ page }) => {
    await openLibrary(page);
    const name = `dropped-${unique()}.png`;
    await dropFile(page, name);
    await expect(uploadRow(page, name)).toHaveAttribute("data-status", "done");
    await expect(entry(page, name)).toBeVisible();
  });

  test("a file dropped while the listing is on its way shows once the upload is done", async ({ page }) => {
    // The first file listing is read by the server at once but answered only after the upload: its answer,
    // without the file, must not be the last word (TanStack reuses a first fetch in flight when invalidated).
    let fetched!: () => void;
    const listingRead = new Promise<void>((resolve) => (fetched = resolve));
    let release!: () => void;
    const uploaded = new Promise<void>((resolve) => (release = resolve));
    let first = true;
    await page.route(/\/api\/medialibrary\/all\?/, async (route) => {
      if (!first) return route.continue();
      first = false;
      const response = await route.fetch();
      fetched();
      await uploaded;
      // The page may have given this request up by now (that is the fix): nothing to answer then.
      await route.fulfill({ response }).catch(() => {});
    });
    await openLibrary(page);
    await listingRead;
    const name = `early-${unique()}.png`;
    await dropFile(page, name);
    await expect(uploadRow(page, name)).toHaveAttribute("data-status", "done");
    release();
    await expect(entry(page, name)).toBeVisible();
  });

  test("loads more while pages remain (30 per page)", async ({ page }) => {
    await openLibrary(page);
    const folder = `Many ${unique()}`;
    // Fill a folder through the API: 32 files need two pages.
    const folderId = await page.evaluate(async (title) => {
      const headers = { Authorization: `Bearer ${localStorage.getItem("accessToken")}` };
      const created = await fetch("/api/medialibrary/folders", {
        method: "POST",
        headers: { ...headers, "Content-Type": "application/json" },
        body: JSON.stringify({ title }),
      });
      return ((await created.json()) as { data: { id: number } }).data.id;
    }, folder);
    await page.evaluate(
      async ({ folderId, data }) => {
        const headers = { Authorization: `Bearer ${localStorage.getItem("accessToken")}` };
        const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
        for (let i = 0; i < 32; i++) {
          const form = new FormData();
          form.append("file", new File([bytes], `page-${String(i).padStart(2, "0")}.png`, { type: "image/png" }));
          form.append("folder_id", String(folderId));
          const answer = await fetch("/api/medialibrary/upload_file", { method: "POST", headers, body: form });
          if (!answer.ok) throw new Error(`upload ${i}: ${answer.status}`);
        }
      },
      { folderId, data: PNG.toString("base64") },
    );
    await page.goto(`/medialibrary?folder=${folderId}`);
    const entries = page.getByTestId("media-entry");
    await expect(entries).toHaveCount(30);
    await page.getByTestId("media-load-more").click();
    await expect(entries).toHaveCount(32);
    await expect(page.getByTestId("media-load-more")).toHaveCount(0);
  });

  test("a learner opening /medialibrary lands on the dashboard", async ({ page }) => {
    await page.goto("/login");
    await logIn(page, LEARNER.email, LEARNER.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/medialibrary");
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
