import { mkdirSync } from "node:fs";
import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { CREATOR, logIn } from "./support";

// Screenshots a person looks at after a run (desktop 1440 and phone 390 for the list, the editor and the player).
const SHOTS = "/tmp/shots-themes";
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

const DARK_BG = "rgb(26, 31, 46)"; // #1a1f2e
const LIGHT_TEXT = "rgb(245, 241, 232)"; // #f5f1e8
const NAV_BG = "rgb(16, 20, 31)"; // #10141f

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function tokenOf(request: APIRequestContext): Promise<string> {
  const res = await request.post("/oauth/token", {
    data: { grant_type: "password", username: CREATOR.email, password: CREATOR.password, client_id: "web" },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const body = await res.json();
  return body.access_token ?? body.token;
}

const auth = (token: string) => ({ authorization: `Bearer ${token}`, accept: "application/json" });

const BLOCK = {
  video_embed_link: null,
  video_embed_link_id: null,
  settings: {},
  completion_required: false,
  animation: null,
  actions: [],
  display_conditions: [],
  display_conditions_combine_type: 0,
  background_color: null,
  text_vertical_align: 0,
  border_is_visible: false,
  autoplay: false,
  animation_delay: 0,
  randomize_options_order: false,
  loop_playback: false,
  text_color: null,
  horizontal_align: 0,
  pause_automatically: false,
  embed: null,
  embed_link_id: null,
};

/** A one-page course whose page has a text and a button without colours of its own (so the theme's show). */
async function buildCourse(request: APIRequestContext, token: string) {
  const headers = auth(token);
  const created = await request.post("/api/courses", {
    headers,
    data: { title: `Themed course ${unique()}`, with_topics: false, min_pass_percent: 50 },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const courseId: number = (await created.json()).data.id;
  const contents = (await (await request.get(`/api/courses/${courseId}`, { headers })).json()).data;
  const page = contents.pages[0];
  const empty = Object.fromEntries(
    ["topics", "pages", "page_blocks", "page_blocks_media"].flatMap((kind) => [
      [`new_${kind}`, []],
      [`updated_${kind}`, []],
      [`deleted_${kind}`, []],
    ]),
  );
  const saved = await request.post(`/api/course_builder/update_course/${courseId}`, {
    headers,
    data: {
      ...empty,
      integration_user_id: null,
      updated_pages: [
        {
          id: page.id,
          topic_id: page.topic_id,
          order: 0,
          title: "A page title the theme hides",
          time_limit: null,
          background_color: null,
          background_image_media_id: null,
          background_size: null,
          background_repeat: null,
          background_position: null,
        },
      ],
      new_page_blocks: [
        {
          ...BLOCK,
          id: -1,
          page_id: page.id,
          type: 0,
          text: "<p>Typography matters: this paragraph is set in the theme's serif font.</p>",
          displaying_settings: { x: 0, y: 0, w: 8, h: 6, i: "-1" },
        },
        {
          ...BLOCK,
          id: -2,
          page_id: page.id,
          type: 6,
          text: "Themed button",
          displaying_settings: { x: 8, y: 0, w: 4, h: 4, i: "-2" },
        },
      ],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return courseId;
}

const css = (locator: Locator, property: string) =>
  locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

async function fillColor(page: Page, testId: string, value: string) {
  const input = page.getByTestId(`theme-color-${testId}`);
  await input.fill(value);
  await input.blur();
}

async function shoot(page: Page, name: string, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  // Layout and fonts settle after a resize.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** The theme font on the page is really drawn: its face loaded (not a fallback standing in). */
async function expectFontLoaded(page: Page, family: string) {
  await expect
    .poll(() =>
      page.evaluate(async (name) => {
        await document.fonts.ready;
        let loaded = false;
        document.fonts.forEach((face) => {
          if (face.family.replace(/"/g, "") === name && face.status === "loaded") loaded = true;
        });
        return loaded;
      }, family),
    )
    .toBe(true);
}

test.describe("course themes", () => {
  test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

  test("a creator makes a dark serif theme without page titles, applies it, and builder and player show it", async ({
    page,
    request,
  }) => {
    test.slow();
    const title = `Night serif ${unique()}`;
    await page.setViewportSize(DESKTOP);
    await page.goto("/login");
    await logIn(page, CREATOR.email, CREATOR.password);
    await expect(page).toHaveURL(/\/dashboard$/);

    // The list, then a new theme.
    await page.goto("/themesList");
    await expect(page.getByRole("heading", { name: "Course themes", level: 1 })).toBeVisible();
    await page.getByRole("link", { name: "New theme" }).first().click();
    await expect(page).toHaveURL(/\/createTheme$/);

    await page.getByTestId("theme-title").fill(title);
    await fillColor(page, "page_background_color", "#1a1f2e");
    await fillColor(page, "font_color", "#f5f1e8");
    await fillColor(page, "navigation_background_color", "#10141f");
    await fillColor(page, "navigation_text_color", "#f5f1e8");

    // Font: the list shows each font in its own face; Merriweather is picked.
    await page.getByTestId("theme-font").click();
    await page.getByTestId("theme-font").fill("Merri");
    await page.getByRole("option", { name: "Merriweather" }).click();
    await expect(page.getByTestId("theme-font")).toHaveValue("Merriweather");

    // A bad hex is named in words and blocks nothing else; fixing it clears the message.
    await fillColor(page, "option_text_color", "#12");
    await expect(page.getByText("This is not a colour. Write # and 3 or 6 digits or letters A to F")).toBeVisible();
    await fillColor(page, "option_text_color", "#1f2430");
    await expect(page.getByText(/This is not a colour/)).toHaveCount(0);

    // Low contrast is warned about with its ratio, and goes away once readable.
    await fillColor(page, "button_text_color", "#6a78ff");
    await expect(page.getByTestId("theme-contrast-button_text_color")).toContainText(
      /Contrast \d\.\d:1 — below 4\.5:1/,
    );
    await fillColor(page, "button_text_color", "#ffffff");
    await expect(page.getByTestId("theme-contrast-button_text_color")).toHaveCount(0);

    // The preview follows every change, the page title included.
    const preview = page.getByTestId("theme-preview-page");
    await expect(page.getByTestId("theme-preview-title")).toBeVisible();
    await page.getByTestId("theme-show-page-title").click({ force: true });
    await expect(page.getByTestId("theme-preview-title")).toHaveCount(0);
    await expect.poll(() => css(preview, "background-color")).toBe(DARK_BG);
    await expect.poll(() => css(preview, "color")).toBe(LIGHT_TEXT);
    expect(await css(preview, "font-family")).toContain("Merriweather");
    await expect.poll(() => css(page.getByTestId("theme-preview-nav"), "background-color")).toBe(NAV_BG);
    await expectFontLoaded(page, "Merriweather");
    await shoot(page, "editor-desktop", DESKTOP);
    await shoot(page, "editor-phone", PHONE);
    await page.setViewportSize(DESKTOP);

    await page.getByTestId("theme-save").click();
    await expect(page).toHaveURL(/\/themesList$/);
    const card = page.getByTestId("theme-card").filter({ hasText: title });
    await expect(card).toBeVisible();
    await expect(card.getByTestId("theme-courses")).toHaveText("Courses using it: 0");

    // Apply it to a course in the course settings.
    const token = await tokenOf(request);
    const courseId = await buildCourse(request, token);
    await page.goto(`/editCourse/${courseId}`);
    await page.getByTestId("course-theme").click();
    await page.getByRole("option", { name: title }).click();
    await page.getByTestId("course-save").click();
    await expect(page.getByText("Settings saved.")).toBeVisible();
    const course = (await (await request.get(`/api/courses/${courseId}`, { headers: auth(token) })).json()).data;
    expect(course.theme?.title).toBe(title);
    expect(course.theme?.font).toBe("Merriweather");

    // The list counts the course and says what deleting would do; cancelling keeps the theme.
    await page.goto("/themesList");
    await expect(card.getByTestId("theme-courses")).toHaveText("Courses using it: 1");
    await shoot(page, "list-desktop", DESKTOP);
    await shoot(page, "list-phone", PHONE);
    await page.setViewportSize(DESKTOP);
    await card.getByTestId("theme-menu").click();
    await page.getByTestId("theme-delete").click();
    await expect(page.getByTestId("theme-delete-in-use")).toHaveText(
      "Courses using this theme: 1. They go back to the default theme.",
    );
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);

    // The builder's canvas draws the page with the theme.
    await page.goto(`/courseBuilder/${courseId}`);
    const canvas = page.getByTestId("canvas-page");
    await expect(canvas).toBeVisible();
    await expect.poll(() => css(canvas, "background-color")).toBe(DARK_BG);
    await expect.poll(() => css(canvas, "color")).toBe(LIGHT_TEXT);
    expect(await css(canvas, "font-family")).toMatch(/^"?Merriweather"?,/);
    await expect(page.getByTestId("canvas-page-title")).toHaveCount(0);
    await expectFontLoaded(page, "Merriweather");
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/builder-desktop.png` });

    // The player, in a fresh tab: same colours and font, no page title, and only the theme's font fetched.
    const player = await page.context().newPage();
    const fontFiles: string[] = [];
    player.on("response", (response) => {
      if (/\.woff2?($|\?)/.test(response.url()) && response.ok()) fontFiles.push(response.url());
    });
    await player.setViewportSize(DESKTOP);
    await player.goto(`/coursePlayer/${courseId}?progress_mode=preview`);
    const playerPage = player.getByTestId("player-page");
    await expect(playerPage).toBeVisible();
    await expect(player.getByText("Themed button")).toBeVisible();
    await expect.poll(() => css(playerPage, "background-color")).toBe(DARK_BG);
    await expect.poll(() => css(playerPage, "color")).toBe(LIGHT_TEXT);
    expect(await css(playerPage, "font-family")).toBe(await css(canvas, "font-family"));
    // Out of sight (screen readers still hear it): a one-pixel clipped box.
    const hiddenTitle = player.getByTestId("player-page-title");
    await expect(hiddenTitle).toHaveAttribute("data-hidden", "true");
    expect((await hiddenTitle.boundingBox())?.height ?? 0).toBeLessThanOrEqual(1);
    await expect.poll(() => css(player.getByTestId("player-nav"), "background-color")).toBe(NAV_BG);
    // The button block has no colours of its own: it takes the theme's (the default primary and white here).
    const button = player.getByRole("button", { name: "Themed button" });
    await expect.poll(() => css(button, "background-color")).toBe("rgb(80, 98, 254)");
    await expectFontLoaded(player, "Merriweather");
    expect(await player.evaluate(() => document.fonts.check('16px "Merriweather"'))).toBe(true);
    await expect.poll(() => fontFiles.some((url) => /merriweather-latin-400-normal/.test(url))).toBe(true);
    expect(fontFiles.filter((url) => !/merriweather/.test(url))).toEqual([]);
    await shoot(player, "player-desktop", DESKTOP);
    await shoot(player, "player-phone", PHONE);
    await player.close();
  });

  test("a colour typed wrong is named in plain words, and the open picker never hides the message", async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto("/login");
    await logIn(page, CREATOR.email, CREATOR.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/createTheme");
    for (const [size, name] of [
      [DESKTOP, "desktop"],
      [PHONE, "phone"],
    ] as const) {
      await page.setViewportSize(size);
      const color = page.getByTestId("theme-color-font_color");
      await color.click();
      // The picker is open while typing: a letter no colour has is flagged at once.
      await color.fill("#12G");
      await expect(page.locator(".mantine-ColorInput-dropdown")).toBeVisible();
      const message = page.getByText("This is not a colour.", { exact: false });
      await expect(message).toBeVisible();
      // Plain words: what is accepted, in the two forms the field takes (it shows rgba() itself), no "Bad Hex".
      await expect(message).toHaveText(
        "This is not a colour. Write # and 3 or 6 digits or letters A to F, such as #5062FE, or rgba(80, 98, 254, 1).",
      );
      // Not covered: what is drawn at the message's middle is the message itself, not the picker.
      const box = await message.boundingBox();
      expect(box).not.toBeNull();
      const onTop = await page.evaluate(
        ({ x, y }) =>
          document.elementFromPoint(x, y)?.closest(".mantine-ColorInput-dropdown") === null &&
          (document.elementFromPoint(x, y)?.textContent ?? "").includes("This is not a colour"),
        { x: (box?.x ?? 0) + (box?.width ?? 0) / 2, y: (box?.y ?? 0) + (box?.height ?? 0) / 2 },
      );
      expect(onTop).toBe(true);
      await page.screenshot({ path: `${SHOTS}/color-error-${name}.png` });
      await color.fill("");
      await page.keyboard.press("Escape");
    }
  });

  test("themes are duplicated and deleted from the list", async ({ page, request }) => {
    const token = await tokenOf(request);
    const title = `Plain ${unique()}`;
    const created = await request.post("/api/themes", { headers: auth(token), data: { title } });
    expect(created.status(), await created.text()).toBe(201);

    await page.setViewportSize(DESKTOP);
    await page.goto("/login");
    await logIn(page, CREATOR.email, CREATOR.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/themesList");
    const card = page.getByTestId("theme-card").filter({ hasText: title }).first();
    await card.getByTestId("theme-menu").click();
    await page.getByTestId("theme-duplicate").click();
    const copy = page.getByTestId("theme-card").filter({ hasText: `${title} (copy)` });
    await expect(copy).toBeVisible();

    await copy.getByTestId("theme-menu").click();
    await page.getByTestId("theme-delete").click();
    await expect(page.getByTestId("theme-delete-name")).toHaveText(`${title} (copy)`);
    await expect(page.getByText("No course uses this theme.")).toBeVisible();
    await page.getByTestId("theme-delete-confirm").click();
    await expect(copy).toHaveCount(0);
    await expect(page.getByTestId("theme-card").filter({ hasText: title })).toHaveCount(1);
  });
});
