import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { seriousViolations } from "./axe";
import { CREATOR, logIn } from "./support";

// Issue 17 item 7: courses from built-in templates, and the creator's page templates in the builder.
const SHOTS = "/tmp/templates";
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const SMALL_BUILDER = { width: 1024, height: 768 };
const TEMPLATES = [
  { id: "welcome", name: "Welcome and onboarding", pages: 4, firstPage: "Welcome aboard" },
  { id: "compliance", name: "Compliance course with a final test", pages: 5, firstPage: "Why it matters" },
  { id: "product_training", name: "Product training with scenarios", pages: 5, firstPage: "Meet the product" },
] as const;

// The shared machine can be slow: screens that load a lazy chunk get longer than the default to appear.
const SLOW = { timeout: 30_000 };
test.beforeEach(() => test.slow());
// The builder opens its drawers beside the canvas from 1440 px (below, they start folded to rails).
test.use({ viewport: DESKTOP });

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

async function signIn(page: Page): Promise<string> {
  await page.goto("/login");
  await logIn(page, CREATOR.email, CREATOR.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const token = await page.evaluate(() => localStorage.getItem("accessToken"));
  if (!token) throw new Error("no token after login");
  return token;
}

const headersOf = (token: string) => ({ authorization: `Bearer ${token}`, accept: "application/json" });

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousViolations(page)).toEqual([]);
}

async function courseContents(request: APIRequestContext, token: string, id: number) {
  const res = await request.get(`/api/courses/${id}`, { headers: headersOf(token) });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).data as { title: string; pages: { id: number; title: string }[]; topics: { id: number }[] };
}

const courseIdFrom = (page: Page) => Number(/\/courseBuilder\/(\d+)/.exec(page.url())?.[1]);

/** A built-in template's card opens its preview; "Use this template" there creates the course. */
async function useTemplate(page: Page, id: string) {
  await page.getByTestId(`course-template-${id}`).click(SLOW);
  const preview = page.getByTestId("course-template-preview");
  await expect(preview.getByTestId("course-template-page").first()).toBeVisible(SLOW);
  await preview.getByTestId("course-template-use").click();
  await expect(page).toHaveURL(/\/courseBuilder\/\d+/, SLOW);
}

test.describe("start from a template", () => {
  test("the chooser lists the templates with their page counts, without serious axe findings at 1440 and 390", async ({
    page,
  }) => {
    await signIn(page);
    for (const [size, name] of [
      [DESKTOP, "desktop"],
      [PHONE, "phone"],
    ] as const) {
      await page.setViewportSize(size);
      await page.goto("/createCourse");
      const chooser = page.getByTestId("template-chooser");
      await expect(chooser.getByRole("heading", { name: "Start from a template" })).toBeVisible(SLOW);
      for (const template of TEMPLATES) {
        const card = page.getByTestId(`course-template-${template.id}`);
        await expect(card).toBeVisible();
        await expect(card).toContainText(template.name);
        await expect(card).toContainText(`Pages: ${template.pages}`);
      }
      // The blank form is still there below.
      await expect(page.getByRole("button", { name: "Create course" })).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.screenshot({ path: `${SHOTS}-chooser-${name}.png`, fullPage: true });
    }
  });

  test("the notice of a course made from a template shows once, at the bottom, while the builder loads and after", async ({
    page,
  }) => {
    await signIn(page);
    await page.setViewportSize(DESKTOP);
    await page.goto("/createCourse");
    const card = page.getByTestId(`course-template-${TEMPLATES[0].id}`);
    await expect(card).toBeVisible(SLOW);
    // Every frame from the choice on: where the notice is drawn (its top edge), so a jump cannot hide between checks.
    await page.evaluate(() => {
      const seen: number[] = [];
      (window as unknown as { noticeTops: number[] }).noticeTops = seen;
      const look = () => {
        for (const notice of Array.from(document.querySelectorAll(".mantine-Notification-root"))) {
          if (notice.textContent?.includes("Course created from the template"))
            seen.push(Math.round(notice.getBoundingClientRect().top));
        }
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    // The card opens the template's preview; "Use this template" there creates the course.
    await card.click();
    const preview = page.getByTestId("course-template-preview");
    await expect(preview.getByTestId("course-template-page").first()).toBeVisible(SLOW);
    await preview.getByTestId("course-template-use").click();
    const notice = page.getByText("Course created from the template. Make it yours in the builder.");
    await expect(notice).toBeVisible(SLOW);
    await expect(page.getByTestId("page-tree")).toContainText(TEMPLATES[0].firstPage, SLOW);
    await expect(notice).toBeVisible();
    const tops = await page.evaluate(() => (window as unknown as { noticeTops: number[] }).noticeTops);
    expect(tops.length).toBeGreaterThan(0);
    // Always in the window's lower half (a slide-in of its own height aside): never at the top first.
    expect(tops.filter((top) => top < DESKTOP.height / 2)).toEqual([]);
    await expect(page.locator(".mantine-Notification-root")).toHaveCount(1);
  });

  for (const template of TEMPLATES) {
    test(`creates the ${template.id} course from the keyboard and plays it`, async ({ page, request }) => {
      const token = await signIn(page);
      await page.goto("/createCourse");
      const card = page.getByTestId(`course-template-${template.id}`);
      await expect(card).toBeVisible(SLOW);
      await card.focus();
      // Enter opens the preview with "Use this template" focused, and Enter again uses it.
      await page.keyboard.press("Enter");
      const preview = page.getByTestId("course-template-preview");
      await expect(preview.getByTestId("course-template-page")).toHaveCount(template.pages, SLOW);
      await expect(preview.getByTestId("course-template-use")).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/courseBuilder\/\d+/, SLOW);
      const courseId = courseIdFrom(page);
      await expect(page.getByTestId("page-tree")).toContainText(template.firstPage, SLOW);
      const course = await courseContents(request, token, courseId);
      expect(course.title).toBe(template.name);
      expect(course.pages).toHaveLength(template.pages);

      // Every page plays: its blocks are drawn in the player's grid.
      for (const [index, coursePage] of course.pages.entries()) {
        await page.goto(`/coursePlayer/${courseId}?progress_mode=preview&page=${coursePage.id}`);
        await expect(page.getByTestId("player-grid")).toBeVisible(SLOW);
        await expect(page.getByTestId("player-block").first()).toBeVisible();
        if (index === 0) {
          await expect(page.getByText(template.firstPage).first()).toBeVisible();
          await page.screenshot({ path: `${SHOTS}-player-${template.id}.png` });
        }
        // The page's title is not said twice: the first heading on the page is another one.
        const heading = page.getByTestId("player-grid").getByRole("heading").first();
        if ((await heading.count()) > 0) {
          const words = (text: string | null) =>
            (text ?? "")
              .replace(/\([^)]*\)\s*$/, "")
              .toLowerCase()
              .replace(/[^\p{L}\p{N}]+/gu, " ")
              .trim();
          expect(words(await heading.textContent()), coursePage.title).not.toBe(words(coursePage.title));
        }
        if (coursePage.title === "Final test (1 of 2)") {
          for (const size of [
            { width: 1440, height: 900 },
            { width: 390, height: 844 },
          ]) {
            await page.setViewportSize(size);
            await page.screenshot({ path: `${SHOTS}-final-test-${size.width}.png` });
          }
          await page.setViewportSize({ width: 1440, height: 900 });
        }
      }
    });
  }
});

test.describe("previewing a template", () => {
  test("shows a template's pages before it is used; Back and Escape return to its card; Use opens the builder", async ({
    page,
    request,
  }) => {
    const token = await signIn(page);
    await page.goto("/createCourse");
    const preview = page.getByTestId("course-template-preview");
    const titles = preview.getByTestId("course-template-page-title");

    // The welcome course: its four pages listed, each with its blocks named.
    const welcome = page.getByTestId("course-template-welcome");
    await welcome.click(SLOW);
    await expect(preview.getByRole("heading", { name: "Welcome and onboarding" })).toBeVisible();
    await expect(titles).toHaveText(["Welcome aboard", "Who we are", "How we work", "Quick check"], SLOW);
    await expect(preview.getByTestId("template-preview-blocks").first()).toContainText("Button");
    for (const [size, name] of [
      [DESKTOP, "desktop"],
      [PHONE, "phone"],
    ] as const) {
      await page.setViewportSize(size);
      await expect(preview.getByTestId("course-template-use")).toBeVisible();
      await expectNoSeriousViolations(page);
      await page.screenshot({ path: `${SHOTS}-preview-${name}.png` });
    }
    await page.setViewportSize(DESKTOP);
    // Back closes it, the focus on the card that opened it, and the page stays (no course was made).
    await preview.getByTestId("course-template-back").click();
    await expect(preview).toBeHidden();
    await expect(welcome).toBeFocused();
    await expect(page).toHaveURL(/\/createCourse$/);

    // Another one from the keyboard: Escape closes it the same way.
    const compliance = page.getByTestId("course-template-compliance");
    await compliance.focus();
    await page.keyboard.press("Enter");
    await expect(preview.getByRole("heading", { name: "Compliance course with a final test" })).toBeVisible();
    await expect(titles).toHaveCount(5, SLOW);
    await expect(titles.first()).toHaveText("Why it matters");
    await expect(titles).toContainText(["Final test (1 of 2)"]);
    await page.keyboard.press("Escape");
    await expect(preview).toBeHidden();
    await expect(compliance).toBeFocused();

    // The product training: used, it lands in the builder with that course.
    await page.getByTestId("course-template-product_training").click();
    await expect(titles).toHaveCount(5, SLOW);
    await expect(titles.first()).toHaveText("Meet the product");
    await preview.getByTestId("course-template-use").click();
    await expect(page).toHaveURL(/\/courseBuilder\/\d+/, SLOW);
    await expect(page.getByTestId("page-tree")).toContainText("Meet the product", SLOW);
    const course = await courseContents(request, token, courseIdFrom(page));
    expect(course.title).toBe("Product training with scenarios");
    expect(course.pages.map((p) => p.title)[0]).toBe("Meet the product");
  });
});

test.describe("page templates", () => {
  test("a page saved as a template is inserted into another course; a template is deleted after a confirmation", async ({
    page,
    request,
  }) => {
    const token = await signIn(page);
    const name = `Scenario layout ${unique()}`;
    // The source: the product training's scenario page (a question and an expert's view shown after it).
    await page.goto("/createCourse");
    await useTemplate(page, "product_training");
    const sourceId = courseIdFrom(page);
    const tree = page.getByTestId("page-tree");
    await tree.getByRole("button", { name: "Actions for page “Scenario: the price question”" }).click(SLOW);
    await page.getByTestId("tree-page-save-template").click();
    const saveDialog = page.getByTestId("page-template-save-dialog");
    await expect(saveDialog.getByTestId("page-template-name")).toHaveValue("Scenario: the price question");
    await saveDialog.getByTestId("page-template-name").fill(name);
    await saveDialog.getByTestId("page-template-save").click();
    await expect(saveDialog).toBeHidden();
    await expect(page.getByText(`Page template “${name}” saved.`)).toBeVisible();

    // The target: a plain new course; the template goes after its first page.
    const created = await request.post("/api/courses", {
      headers: headersOf(token),
      data: { title: `Target ${unique()}`, with_topics: true },
    });
    expect(created.ok()).toBeTruthy();
    const targetId: number = (await created.json()).data.id;
    await page.goto(`/courseBuilder/${targetId}`);
    await expect(tree.getByRole("listitem").first()).toBeVisible(SLOW);
    await page.getByTestId("tree-insert-template").click();
    const dialog = page.getByTestId("page-templates-dialog");
    // The modal's root has no box of its own (its overlay and window are fixed): its window is what shows.
    const dialogWindow = dialog.getByRole("dialog");
    const row = dialog.getByTestId("page-template-row").filter({ hasText: name });
    await expect(row).toContainText("Blocks: 3");
    await page.setViewportSize(DESKTOP);
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: `${SHOTS}-page-templates-desktop.png` });

    // Preview first: its blocks in words (the expert's view says when it shows); Escape goes back to the list
    // with the focus on the row's Preview button, and nothing was inserted.
    const open = row.getByTestId("page-template-preview-open");
    await open.click();
    const preview = dialog.getByTestId("page-template-preview");
    const blocks = preview.getByTestId("template-preview-blocks").getByRole("listitem");
    await expect(blocks).toHaveCount(3, SLOW);
    await expect(blocks.filter({ hasText: "shown after an answer" })).toHaveCount(1);
    await expect(preview.getByTestId("page-template-insert")).toBeFocused();
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: `${SHOTS}-page-template-preview-desktop.png` });
    await page.keyboard.press("Escape");
    await expect(preview).toBeHidden();
    await expect(dialogWindow).toBeVisible();
    await expect(row).toBeVisible();
    await expect(open).toBeFocused();
    await expect(tree).not.toContainText(name);
    // Back does the same; then Enter on Preview and Insert this page.
    await page.keyboard.press("Enter");
    await preview.getByTestId("page-template-back").click();
    await expect(open).toBeFocused();
    await page.keyboard.press("Enter");
    await preview.getByTestId("page-template-insert").click();
    await expect(dialogWindow).toBeHidden();
    await expect(tree).toContainText(name);

    // Stored as a page of the target with new blocks; the expert's view still waits for the question there.
    await expect
      .poll(async () => (await courseContents(request, token, targetId)).pages.map((p) => p.title))
      .toEqual(["Page 1", name]);
    const inserted = (await courseContents(request, token, targetId)).pages[1];
    const full = (
      await (await request.get(`/api/course_pages/get_full_info/${inserted?.id}`, { headers: headersOf(token) })).json()
    ).data as { page_blocks: { id: number; display_conditions: { block_id: number }[] }[] };
    expect(full.page_blocks).toHaveLength(3);
    const ids = new Set(full.page_blocks.map((block) => block.id));
    const conditions = full.page_blocks.flatMap((block) => block.display_conditions);
    expect(conditions).toHaveLength(1);
    expect(ids.has(conditions[0]?.block_id ?? 0)).toBe(true);
    const source = await courseContents(request, token, sourceId);
    expect(source.pages.some((p) => p.id === inserted?.id)).toBe(false);

    // The inserted page plays: the expert's view stays hidden until the question is answered.
    await page.goto(`/coursePlayer/${targetId}?progress_mode=preview&page=${inserted?.id}`);
    await expect(page.getByTestId("player-block")).toHaveCount(2);

    // Deleting asks first; Cancel keeps it, Delete removes it from the list. At 1024 px, the smallest width the
    // builder works at (below it says it needs a larger screen), the pages drawer opens from its rail.
    await page.setViewportSize(SMALL_BUILDER);
    await page.goto(`/courseBuilder/${targetId}`);
    const insert = page.getByTestId("tree-insert-template");
    const rail = page.getByTestId("rail-tree");
    await expect(rail.or(insert).first()).toBeVisible(SLOW);
    if (!(await insert.isVisible())) await rail.click();
    await insert.click();
    await expect(row).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: `${SHOTS}-page-templates-1024.png` });
    await row.getByTestId("page-template-delete").click();
    const confirm = dialog.getByTestId("page-template-delete-confirm");
    await expect(confirm).toContainText(name);
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await expect(row).toBeVisible();
    await row.getByTestId("page-template-delete").click();
    await dialog.getByTestId("page-template-delete-yes").click();
    await expect(page.getByText(`Page template “${name}” deleted.`)).toBeVisible();
    await expect(row).toHaveCount(0);
    const list = await request.get("/api/page_templates", { headers: headersOf(token) });
    expect(((await list.json()).data as { title: string }[]).some((t) => t.title === name)).toBe(false);
  });
});
