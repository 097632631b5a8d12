import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { CREATOR, logIn } from "./support";

// A real 1×1 PNG (the server checks the bytes against the extension).
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/** The palette's 14 content types, by the names the author sees, with the view each one draws. */
const CONTENT_TYPES = [
  ["Text", "text"],
  ["Image", "image"],
  ["Video file", "videoFile"],
  ["YouTube or Vimeo video", "videoEmbed"],
  ["Loom video", "loomVideo"],
  ["Audio", "audioFile"],
  ["Carousel", "carousel"],
  ["Image with hotspots", "clickImageShowText"],
  ["Button", "button"],
  ["Accordion", "accordion"],
  ["Attached files", "attachedFiles"],
  ["SCORM package", "scorm"],
  ["Animation", "jsonAnimation"],
  ["Clickable animation", "clickableJsonAnimation"],
] as const;
const CODES = [0, 1, 2, 3, 23, 17, 4, 5, 6, 15, 20, 19, 21, 22];

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

interface StoredBlock {
  id: number;
  type: number;
  text: string | null;
  displaying_settings: { x: number; y: number; w: number; h: number };
  video_embed_link_id: string | null;
  actions: { type: string; page_id?: number }[];
  display_conditions: { kind: string; block_id: number }[];
  media: { alt_text: string | null; medialibrary_item_id: number }[];
  settings: Record<string, unknown>;
}
interface StoredPage {
  id: number;
  title: string;
  time_limit: number | null;
  page_blocks: StoredBlock[];
}

async function signIn(page: Page): Promise<string> {
  await page.goto("/login");
  await logIn(page, CREATOR.email, CREATOR.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const token = await page.evaluate(() => localStorage.getItem("accessToken"));
  if (!token) throw new Error("no token after login");
  return token;
}

const api = (request: APIRequestContext, token: string) => {
  const headers = { authorization: `Bearer ${token}`, accept: "application/json" };
  return {
    async course(id: number) {
      const res = await request.get(`/api/courses/${id}`, { headers });
      expect(res.ok()).toBeTruthy();
      return (await res.json()).data as { pages: { id: number; title: string }[]; topics: { id: number }[] };
    },
    async page(id: number): Promise<StoredPage> {
      const res = await request.get(`/api/course_pages/get_full_info/${id}`, { headers });
      expect(res.ok()).toBeTruthy();
      return (await res.json()).data;
    },
    async create(title: string): Promise<number> {
      const res = await request.post("/api/courses", { headers, data: { title, with_topics: true } });
      expect(res.ok()).toBeTruthy();
      return (await res.json()).data.id;
    },
    async save(courseId: number, body: Record<string, unknown>) {
      const empty = Object.fromEntries(
        ["topics", "pages", "page_blocks", "page_blocks_media"].flatMap((kind) => [
          [`new_${kind}`, []],
          [`updated_${kind}`, []],
          [`deleted_${kind}`, []],
        ]),
      );
      const res = await request.post(`/api/course_builder/update_course/${courseId}`, {
        headers,
        data: { ...empty, integration_user_id: null, ...body },
      });
      expect(res.status(), await res.text()).toBe(200);
      return res.json();
    },
  };
};

const canvasBlocks = (page: Page) => page.getByTestId("canvas-block");
const canvasBlock = (page: Page, view: string) =>
  canvasBlocks(page).filter({ has: page.getByTestId(`block-view-${view}`) });
const drawerTab = (page: Page, name: "Blocks" | "Block" | "Page") =>
  page.getByTestId("right-drawer").locator("label", { hasText: new RegExp(`^${name}$`) });

async function select(page: Page, block: Locator) {
  // The top left corner: the middle of a block may hold a control (a button, a video) of the view.
  await block.click({ position: { x: 6, y: 6 } });
  await expect(page.getByTestId("block-properties")).toBeVisible();
}

async function addFromPalette(page: Page, name: string) {
  await drawerTab(page, "Blocks").click();
  await page.getByTestId("palette").getByRole("button", { name, exact: true }).click();
}

test.describe("course builder", () => {
  // The width at which both drawers open beside the canvas (below 1440 px they start folded to rails:
  // builder-rails.spec.ts).
  test.use({ viewport: { width: 1440, height: 900 } });

  test("builds a page with every content block, edits, moves, copies, undoes, saves and reloads", async ({
    page,
    request,
  }) => {
    test.slow();
    const token = await signIn(page);
    const server = api(request, token);
    const courseId = await server.create(`Builder tour ${unique()}`);
    await page.goto(`/courseBuilder/${courseId}`);
    await expect(page.getByTestId("canvas-empty")).toBeVisible();

    // One block of each content type, each placed where spec 4 says (the canvas shows all of them).
    for (const [name, view] of CONTENT_TYPES) {
      await addFromPalette(page, name);
      await expect(canvasBlock(page, view)).toHaveCount(1);
    }
    await expect(canvasBlocks(page)).toHaveCount(CONTENT_TYPES.length);
    await expect(page.getByTestId("builder-unsaved")).toBeVisible();

    // Properties: rich text, a button label, an image from the media library with alt text, a video link,
    // an accordion item, and the page's own settings.
    await select(page, canvasBlock(page, "text"));
    // Typed on the canvas, in the selected block (issue 17).
    const editor = canvasBlock(page, "text").locator(".cw-inline-field .ProseMirror");
    await editor.click();
    await page.keyboard.type("Welcome to the course");
    await expect(canvasBlock(page, "text")).toContainText("Welcome to the course");

    await select(page, canvasBlock(page, "button"));
    await page.getByRole("textbox", { name: "Label", exact: true }).fill("Continue");
    await page.keyboard.press("Tab");
    await expect(canvasBlock(page, "button")).toContainText("Continue");

    await select(page, canvasBlock(page, "image"));
    await page.getByTestId("block-editor-image").getByTestId("media-chooser").getByRole("button").click();
    const picker = page.getByRole("dialog").filter({ has: page.getByTestId("media-picker-choose") });
    const imageName = `square-${unique()}.png`;
    const chooser = page.waitForEvent("filechooser");
    await picker.getByTestId("media-upload-button").first().click();
    await (await chooser).setFiles({ name: imageName, mimeType: "image/png", buffer: PNG });
    await picker.getByRole("group", { name: imageName, exact: true }).click();
    await picker.getByTestId("media-picker-choose").click();
    await expect(picker).toBeHidden();
    await page.getByRole("textbox", { name: "Alt text", exact: true }).fill("A tiny square");
    await page.keyboard.press("Tab");
    await expect(canvasBlock(page, "image").getByRole("img", { name: "A tiny square" })).toBeVisible();

    await select(page, canvasBlock(page, "videoEmbed"));
    await page.getByRole("textbox", { name: "YouTube or Vimeo link" }).fill("https://youtu.be/dQw4w9WgXcQ");
    await page.keyboard.press("Tab");
    await expect(canvasBlock(page, "videoEmbed").locator("iframe")).toHaveAttribute("src", /dQw4w9WgXcQ/);

    await select(page, canvasBlock(page, "accordion"));
    await page.getByRole("button", { name: "Add an item" }).click();
    await page.getByTestId("accordion-item-editor").getByRole("textbox", { name: "Title" }).fill("First step");
    await page.keyboard.press("Tab");
    await expect(canvasBlock(page, "accordion")).toContainText("First step");

    await drawerTab(page, "Page").click();
    await page.getByTestId("page-title-input").fill("Welcome");
    await page.keyboard.press("Enter");
    await page.getByTestId("page-time-limit-input").fill("90");
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("canvas-page-title")).toHaveText("Welcome");

    // Ctrl+S saves everything at once.
    await page.getByTestId("canvas-page-title").click();
    await page.keyboard.press("Control+s");
    await expect(page.getByText("Course saved").first()).toBeVisible();
    await expect(page.getByTestId("builder-unsaved")).toBeHidden();
    const pageId = (await server.course(courseId)).pages[0]?.id ?? 0;
    const saved = await server.page(pageId);
    expect(saved.page_blocks.map((b) => b.type).sort((a, b) => a - b)).toEqual([...CODES].sort((a, b) => a - b));
    const buttonBefore = saved.page_blocks.find((b) => b.type === 6);
    const textBefore = saved.page_blocks.find((b) => b.type === 0);
    if (!buttonBefore || !textBefore) throw new Error("button or text block missing");

    // Move the button two columns (left when there is no room on its right) and make the text block wider and taller by its corner handle.
    await select(page, canvasBlock(page, "button"));
    const grid = await page.getByTestId("canvas-grid").boundingBox();
    const button = await canvasBlock(page, "button").boundingBox();
    if (!grid || !button) throw new Error("no boxes");
    const column = grid.width / 12;
    const shift = buttonBefore.displaying_settings.x + buttonBefore.displaying_settings.w + 2 <= 12 ? 2 : -2;
    await page.mouse.move(button.x + 8, button.y + 8);
    await page.mouse.down();
    await page.mouse.move(button.x + 8 + (shift / 2) * column, button.y + 8, { steps: 5 });
    await page.mouse.move(button.x + 8 + shift * column, button.y + 8, { steps: 5 });
    await page.mouse.up();

    await select(page, canvasBlock(page, "text"));
    const handle = canvasBlock(page, "text").locator("xpath=..").locator(".react-resizable-handle-se");
    const corner = await handle.boundingBox();
    if (!corner) throw new Error("no resize handle");
    await page.mouse.move(corner.x + corner.width / 2, corner.y + corner.height / 2);
    await page.mouse.down();
    await page.mouse.move(corner.x + column, corner.y + 40, { steps: 5 });
    await page.mouse.move(corner.x + 2 * column, corner.y + 80, { steps: 5 });
    await page.mouse.up();

    // Copy and paste the button (the copy keeps label and place rules), then undo and redo the paste.
    await select(page, canvasBlock(page, "button"));
    await page.keyboard.press("Control+c");
    await page.keyboard.press("Control+v");
    await expect(canvasBlock(page, "button")).toHaveCount(2);
    await expect(canvasBlock(page, "button").nth(1)).toContainText("Continue");
    await page.getByTestId("builder-undo").click();
    await expect(canvasBlock(page, "button")).toHaveCount(1);
    await page.getByTestId("builder-redo").click();
    await expect(canvasBlock(page, "button")).toHaveCount(2);
    await page.keyboard.press("Control+z");
    await page.keyboard.press("Control+Shift+z");
    await expect(canvasBlock(page, "button")).toHaveCount(2);

    await page.getByTestId("builder-save").click();
    await expect(page.getByTestId("builder-unsaved")).toBeHidden();

    // A reload shows everything as it was left.
    await page.reload();
    await expect(canvasBlocks(page)).toHaveCount(CONTENT_TYPES.length + 1);
    await expect(page.getByTestId("canvas-page-title")).toHaveText("Welcome");
    await expect(canvasBlock(page, "text")).toContainText("Welcome to the course");
    await expect(canvasBlock(page, "button")).toHaveCount(2);
    await expect(canvasBlock(page, "image").getByRole("img", { name: "A tiny square" })).toBeVisible();
    await expect(canvasBlock(page, "accordion")).toContainText("First step");
    await drawerTab(page, "Page").click();
    await expect(page.getByTestId("page-time-limit-input")).toHaveValue(/^(90|1:30)$/);

    const reloaded = await server.page(pageId);
    expect(reloaded.title).toBe("Welcome");
    expect(reloaded.time_limit).toBe(90);
    const buttons = reloaded.page_blocks.filter((b) => b.type === 6);
    expect(buttons.map((b) => b.text)).toEqual(["Continue", "Continue"]);
    const moved = reloaded.page_blocks.find((b) => b.id === buttonBefore.id);
    expect(moved?.displaying_settings.x).toBe(buttonBefore.displaying_settings.x + shift);
    const resized = reloaded.page_blocks.find((b) => b.id === textBefore.id);
    expect(resized?.displaying_settings.w).toBeGreaterThan(textBefore.displaying_settings.w);
    expect(resized?.displaying_settings.h).toBeGreaterThan(textBefore.displaying_settings.h);
    expect(reloaded.page_blocks.find((b) => b.type === 1)?.media[0]?.alt_text).toBe("A tiny square");
    expect(reloaded.page_blocks.find((b) => b.type === 3)?.video_embed_link_id).toBe("dQw4w9WgXcQ");
    expect(reloaded.page_blocks.find((b) => b.type === 15)?.settings.items).toEqual([
      expect.objectContaining({ title: "First step" }),
    ]);
  });

  test("deleting a page takes its blocks and the actions and conditions pointing at it", async ({ page, request }) => {
    const token = await signIn(page);
    const server = api(request, token);
    const courseId = await server.create(`Delete a page ${unique()}`);
    const start = await server.course(courseId);
    const firstPage = start.pages[0]?.id ?? 0;
    const topicId = start.topics[0]?.id ?? 0;
    const blockFields = {
      video_embed_link: null,
      video_embed_link_id: null,
      settings: {},
      completion_required: true,
      animation: null,
      display_conditions_combine_type: 0,
      background_color: null,
      text_vertical_align: 0,
      border_is_visible: false,
      autoplay: false,
      animation_delay: 0,
      randomize_options_order: true,
      loop_playback: false,
      text_color: null,
      horizontal_align: 0,
      pause_automatically: false,
      embed: null,
      embed_link_id: null,
    };
    const pageFields = {
      time_limit: null,
      background_color: null,
      background_image_media_id: null,
      background_size: null,
      background_repeat: null,
      background_position: null,
    };
    // Page 1: a button linking to "Extra" and a text shown after the button on "Extra" was clicked.
    const answer = await server.save(courseId, {
      new_pages: [{ id: -1, topic_id: topicId, order: 1, title: "Extra", ...pageFields }],
      new_page_blocks: [
        {
          id: -2,
          page_id: -1,
          type: 6,
          text: "Extra button",
          displaying_settings: { x: 0, y: 0, w: 4, h: 4, i: "-2" },
          actions: [],
          display_conditions: [],
          ...blockFields,
        },
        {
          id: -3,
          page_id: firstPage,
          type: 6,
          text: "Go to extra",
          displaying_settings: { x: 0, y: 0, w: 4, h: 4, i: "-3" },
          actions: [{ type: "link_to_page", page_id: -1 }],
          display_conditions: [],
          ...blockFields,
        },
        {
          id: -4,
          page_id: firstPage,
          type: 0,
          text: "<p>Shown after the extra button</p>",
          displaying_settings: { x: 4, y: 0, w: 4, h: 20, i: "-4" },
          actions: [],
          display_conditions: [{ kind: "block_interacted", block_id: -2 }],
          ...blockFields,
        },
      ],
    });
    const extraId: number = answer.pages_id_map["-1"];

    await page.goto(`/courseBuilder/${courseId}`);
    await expect(canvasBlocks(page)).toHaveCount(2);
    await select(page, canvasBlock(page, "text"));
    await expect(page.getByTestId("display-conditions-editor")).toContainText("Extra button");

    await page.getByRole("button", { name: "Actions for page “Extra”" }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await page.getByTestId("tree-delete-confirm").click();
    await expect(page.getByTestId("page-tree").getByText("Extra", { exact: true })).toBeHidden();
    await expect(page.getByTestId("builder-unsaved")).toBeHidden();

    // Saved at once: the page and its block are gone, and so are the link and the condition on page 1.
    const after = await server.course(courseId);
    expect(after.pages.map((p) => p.id)).not.toContain(extraId);
    const first = await server.page(firstPage);
    expect(first.page_blocks).toHaveLength(2);
    expect(first.page_blocks.find((b) => b.type === 6)?.actions).toEqual([]);
    expect(first.page_blocks.find((b) => b.type === 0)?.display_conditions).toEqual([]);
    await select(page, canvasBlock(page, "text"));
    await expect(page.getByText("No conditions: the block is always shown.")).toBeVisible();
  });
});
