import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
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
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" "))}`)).toEqual([]);
}

async function courseContents(request: APIRequestContext, token: string, id: number) {
  const res = await request.get(`/api/courses/${id}`, { headers: headersOf(token) });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).data as { title: string; pages: { id: number; title: string }[]; topics: { id: number }[] };
}

const courseIdFrom = (page: Page) => Number(/\/courseBuilder\/(\d+)/.exec(page.url())?.[1]);

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

  for (const template of TEMPLATES) {
    test(`creates the ${template.id} course from the keyboard and plays it`, async ({ page, request }) => {
      const token = await signIn(page);
      await page.goto("/createCourse");
      const card = page.getByTestId(`course-template-${template.id}`);
      await expect(card).toBeVisible(SLOW);
      await card.focus();
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

test.describe("page templates", () => {
  test("a page saved as a template is inserted into another course; a template is deleted after a confirmation", async ({
    page,
    request,
  }) => {
    const token = await signIn(page);
    const name = `Scenario layout ${unique()}`;
    // The source: the product training's scenario page (a question and an expert's view shown after it).
    await page.goto("/createCourse");
    await page.getByTestId("course-template-product_training").click(SLOW);
    await expect(page).toHaveURL(/\/courseBuilder\/\d+/, SLOW);
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
    const row = dialog.getByTestId("page-template-row").filter({ hasText: name });
    await expect(row).toContainText("Blocks: 3");
    await page.setViewportSize(DESKTOP);
    await expectNoSeriousViolations(page);
    await page.screenshot({ path: `${SHOTS}-page-templates-desktop.png` });
    await row.getByTestId("page-template-insert").click();
    await expect(dialog).toBeHidden();
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
