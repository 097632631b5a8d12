import { expect, type Page, test } from "@playwright/test";
import { seriousViolations } from "./axe";
import { auth, BLOCK_FIELDS, emptySave, tokenOf, unique } from "./courseFactory";
import { CREATOR, logIn } from "./support";

// The display-condition picker (issue 17): every block named with its page, text-less twins told apart.

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const ACCORDION = 15;
const TEXT = 0;

async function signIn(page: Page) {
  await page.setViewportSize(DESKTOP);
  await page.goto("/login");
  await logIn(page, CREATOR.email, CREATOR.password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

test("the condition picker names each block's page and tells two accordions of one page apart", async ({
  page,
  request,
}) => {
  test.slow();
  await signIn(page);
  const headers = auth(await tokenOf(request, CREATOR));
  const created = await request.post("/api/courses", {
    headers,
    data: { title: `Conditions ${unique()}`, with_topics: true, attempts: null, min_pass_percent: 50 },
  });
  const courseId: number = (await created.json()).data.id;
  const contents = (await (await request.get(`/api/courses/${courseId}`, { headers })).json()).data;
  const firstPage: number = contents.pages[0].id;
  const topicId: number = contents.topics[0].id;
  const block = (id: number, pageId: number, type: number, y: number, text: string | null, settings = {}) => ({
    ...BLOCK_FIELDS,
    id,
    page_id: pageId,
    type,
    text,
    settings,
    displaying_settings: { x: 0, y, w: 12, h: 20, i: String(id) },
  });
  const items = [{ id: "i1", title: "One", text: "<p>One</p>" }];
  const saved = await request.post(`/api/course_builder/update_course/${courseId}`, {
    headers,
    data: {
      ...emptySave(),
      updated_pages: [
        {
          id: firstPage,
          topic_id: topicId,
          order: 0,
          title: "Safety rules",
          time_limit: null,
          background_color: null,
          background_image_media_id: null,
          background_size: null,
          background_repeat: null,
          background_position: null,
        },
      ],
      new_pages: [
        {
          id: -1,
          topic_id: topicId,
          order: 1,
          title: "Fire drill",
          time_limit: null,
          background_color: null,
          background_image_media_id: null,
          background_size: null,
          background_repeat: null,
          background_position: null,
        },
      ],
      new_page_blocks: [
        block(-10, firstPage, ACCORDION, 0, null, { items }),
        block(-11, firstPage, ACCORDION, 20, null, { items }),
        block(-12, firstPage, TEXT, 40, "<p>Shown when you have read the rules</p>"),
        block(-20, -1, ACCORDION, 0, null, { items }),
      ],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  await page.goto(`/courseBuilder/${courseId}`);
  const blocks = page.getByTestId("canvas-block");
  await expect(blocks.first()).toBeVisible({ timeout: 30_000 });
  await blocks.filter({ hasText: "Shown when you have read the rules" }).click({ position: { x: 6, y: 6 } });
  const conditions = page.getByTestId("display-conditions-editor");
  await conditions.getByLabel("Block", { exact: true }).click();
  const listbox = page.getByRole("listbox");
  // Grouped by page; within a page, text-less blocks of one type carry their place; each names its page.
  await expect(listbox.getByRole("option")).toHaveText([
    "Accordion 1 of 2 — Safety rules",
    "Accordion 2 of 2 — Safety rules",
    "Accordion — Fire drill",
  ]);
  await expect(listbox).toContainText("Safety rules");
  await expect(listbox).toContainText("Fire drill");
  await page.screenshot({ path: "/tmp/fix17b-condition-picker-1440.png" });
  expect(await seriousViolations(page)).toEqual([]);

  // The chosen block reads the same in the list of conditions.
  await listbox.getByRole("option", { name: "Accordion 2 of 2 — Safety rules" }).click();
  await expect(conditions).toContainText("Accordion 2 of 2 — Safety rules");
  // Phones get the builder's "use a larger screen" notice, not the picker.
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: "/tmp/fix17b-condition-picker-390.png" });
});
