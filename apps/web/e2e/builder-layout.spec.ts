import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { auth, BLOCK_FIELDS, emptySave, unique } from "./courseFactory";
import { CREATOR, logIn } from "./support";

// Dragging or resizing a block onto others never leaves two blocks on one cell: the canvas, the stored layout
// and the player agree, and every block stays in sight.

interface Place {
  name: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

const COLUMNS = 12;
const [COLUMN_GAP, ROW_HEIGHT, ROW_GAP] = [12, 10, 4];
const ROW_PITCH = ROW_HEIGHT + ROW_GAP;

/** Two rows of three text blocks, "Block A" to "Block F", each 4 columns by 20 rows. */
const START: Place[] = ["A", "B", "C", "D", "E", "F"].map((name, index) => ({
  name,
  x: (index % 3) * 4,
  y: Math.floor(index / 3) * 20,
  w: 4,
  h: 20,
}));

const overlap = (a: Omit<Place, "name">, b: Omit<Place, "name">) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

function overlappingPairs(places: readonly Place[]): string[] {
  const pairs: string[] = [];
  for (const [i, a] of places.entries()) {
    for (const b of places.slice(i + 1)) if (overlap(a, b)) pairs.push(`${a.name}+${b.name}`);
  }
  return pairs;
}

async function courseWithSixBlocks(request: APIRequestContext, token: string) {
  const headers = auth(token);
  const created = await request.post("/api/courses", {
    headers,
    data: { title: `Layout ${unique()}`, with_topics: true },
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  const courseId: number = (await created.json()).data.id;
  const pageId: number = (await (await request.get(`/api/courses/${courseId}`, { headers })).json()).data.pages[0].id;
  const saved = await request.post(`/api/course_builder/update_course/${courseId}`, {
    headers,
    data: {
      ...emptySave(),
      new_page_blocks: START.map(({ name, x, y, w, h }, index) => ({
        ...BLOCK_FIELDS,
        id: -1 - index,
        page_id: pageId,
        type: 0,
        text: `<p>Block ${name}</p>`,
        displaying_settings: { x, y, w, h, i: String(-1 - index) },
      })),
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return { courseId, pageId };
}

async function storedPlaces(request: APIRequestContext, token: string, pageId: number): Promise<Place[]> {
  const res = await request.get(`/api/course_pages/get_full_info/${pageId}`, { headers: auth(token) });
  expect(res.ok()).toBeTruthy();
  const blocks: { text: string | null; displaying_settings: Omit<Place, "name"> }[] = (await res.json()).data
    .page_blocks;
  return blocks
    .map(({ text, displaying_settings: { x, y, w, h } }) => ({ name: nameOf(text ?? ""), x, y, w, h }))
    .sort(byName);
}

/** The places alone, in reading order: the added button has no name of its own to sort by. */
const cells = (places: readonly Place[]) =>
  places.map(({ x, y, w, h }) => ({ x, y, w, h })).sort((a, b) => a.y - b.y || a.x - b.x);
const nameOf = (text: string) => /Block (\w+)/.exec(text)?.[1] ?? text;
const byName = (a: Place, b: Place) => a.name.localeCompare(b.name);
const item = (page: Page, name: string) =>
  page.locator(".react-grid-item", { has: page.getByTestId("canvas-block").filter({ hasText: `Block ${name}` }) });

/** The places the canvas draws, read back from the boxes (react-grid-layout's own arithmetic, inverted). */
async function canvasPlaces(page: Page): Promise<Place[]> {
  const grid = await page.getByTestId("canvas-grid").boundingBox();
  if (!grid) throw new Error("no grid");
  const pitch = (grid.width - COLUMN_GAP * (COLUMNS - 1)) / COLUMNS + COLUMN_GAP;
  const items = page.locator(".react-grid-item:not(.react-grid-placeholder)");
  const places: Place[] = [];
  for (const handle of await items.all()) {
    const box = await handle.boundingBox();
    if (!box) throw new Error("an item without a box");
    places.push({
      name: nameOf(await handle.innerText()),
      x: Math.round((box.x - grid.x) / pitch),
      y: Math.round((box.y - grid.y) / ROW_PITCH),
      w: Math.round((box.width + COLUMN_GAP) / pitch),
      h: Math.round((box.height + ROW_GAP) / ROW_PITCH),
    });
  }
  return places.sort(byName);
}

/** The grid's pixels per column, to move the pointer by whole cells. */
async function columnPitch(page: Page): Promise<number> {
  const grid = await page.getByTestId("canvas-grid").boundingBox();
  if (!grid) throw new Error("no grid");
  return (grid.width - COLUMN_GAP * (COLUMNS - 1)) / COLUMNS + COLUMN_GAP;
}

/** Presses at `from`, moves in steps by whole columns and rows, and lets go. */
async function pull(page: Page, from: { x: number; y: number }, columns: number, rows: number) {
  const dx = columns * (await columnPitch(page));
  const dy = rows * ROW_PITCH;
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let step = 1; step <= 8; step++) await page.mouse.move(from.x + (dx * step) / 8, from.y + (dy * step) / 8);
  await page.mouse.up();
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error("no box");
  return box;
}

/** Every block's middle, scrolled into sight, shows that block: none is covered by another. */
async function expectEveryBlockInSight(page: Page, selector: string, count: number) {
  await expect(page.locator(selector)).toHaveCount(count);
  const hidden = await page.evaluate((itemSelector) => {
    const covered: string[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(itemSelector))) {
      element.scrollIntoView({ block: "center", inline: "center" });
      const box = element.getBoundingClientRect();
      const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (!top || !element.contains(top)) covered.push(element.innerText);
    }
    return covered;
  }, selector);
  expect(hidden).toEqual([]);
}

test.describe("course builder: blocks never share a cell", () => {
  // Tall enough that the whole page, pushed-down blocks included, is in sight while the pointer drags.
  test.use({ viewport: { width: 1440, height: 1800 } });

  test("drops and resizes onto other blocks push them down; the stored layout and the player have no overlap", async ({
    page,
    request,
  }) => {
    test.slow();
    await page.goto("/login");
    await logIn(page, CREATOR.email, CREATOR.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    const token = await page.evaluate(() => localStorage.getItem("accessToken"));
    if (!token) throw new Error("no token");
    const { courseId, pageId } = await courseWithSixBlocks(request, token);

    await page.goto(`/courseBuilder/${courseId}`);
    await expect(page.getByTestId("canvas-block")).toHaveCount(6);
    expect(await canvasPlaces(page)).toEqual([...START].sort(byName));

    // Onto the block to its right, to its left, above, below, and partly onto two blocks.
    const drags: [name: string, columns: number, rows: number][] = [
      ["A", 4, 0],
      ["C", -4, 0],
      ["B", 0, -20],
      ["C", 0, 20],
      ["F", -2, 10],
    ];
    for (const [name, columns, rows] of drags) {
      const before = await canvasPlaces(page);
      const dragged = before.find((place) => place.name === name);
      if (!dragged) throw new Error(`no block ${name}`);
      const target = { ...dragged, x: dragged.x + columns, y: dragged.y + rows };
      // The drop really lands on cells another block holds.
      expect(before.filter((place) => place.name !== name && overlap(place, target)).length).toBeGreaterThan(0);
      await item(page, name).scrollIntoViewIfNeeded();
      const box = await boxOf(item(page, name));
      await pull(page, { x: box.x + 24, y: box.y + 24 }, columns, rows);
      await expect.poll(async () => (await canvasPlaces(page)).find((place) => place.name === name)).toEqual(target);
      expect(overlappingPairs(await canvasPlaces(page)), `after dragging ${name}`).toEqual([]);
    }

    // Resizing F taller by its bottom edge covers the block under it, which moves down out of the way.
    const beforeResize = await canvasPlaces(page);
    const f = beforeResize.find((place) => place.name === "F");
    if (!f) throw new Error("no block F");
    const taller = { ...f, h: f.h + 20 };
    expect(beforeResize.filter((place) => place.name !== "F" && overlap(place, taller)).length).toBeGreaterThan(0);
    const bottom = await boxOf(item(page, "F").locator(".react-resizable-handle-s"));
    await pull(page, { x: bottom.x + bottom.width / 2, y: bottom.y + bottom.height / 2 }, 0, 20);
    await expect.poll(async () => (await canvasPlaces(page)).find((place) => place.name === "F")).toEqual(taller);
    expect(overlappingPairs(await canvasPlaces(page)), "after resizing F").toEqual([]);

    // Duplicating a block and adding one from the palette find free cells too.
    // Pressed below its words: a press on them would put the caret there (and Ctrl+D would go to the text).
    await item(page, "E").click({ position: { x: 24, y: 150 } });
    await expect(page.getByTestId("block-properties")).toBeVisible();
    await page.keyboard.press("Control+d");
    await page
      .getByTestId("right-drawer")
      .locator("label", { hasText: /^Blocks$/ })
      .click();
    await page.getByTestId("palette").getByRole("button", { name: "Button", exact: true }).click();
    await expect(page.getByTestId("canvas-block")).toHaveCount(8);
    expect(overlappingPairs(await canvasPlaces(page)), "after duplicating and adding").toEqual([]);
    // Nothing selected, so no toolbar floats over a block.
    await page.keyboard.press("Escape");
    await expectEveryBlockInSight(page, ".react-grid-item:not(.react-grid-placeholder)", 8);

    // What is stored is what the canvas showed.
    const shown = await canvasPlaces(page);
    await page.getByTestId("builder-save").click();
    await expect(page.getByTestId("builder-unsaved")).toBeHidden();
    await expect(page.getByTestId("builder-save-error")).toBeHidden();
    const stored = await storedPlaces(request, token, pageId);
    expect(overlappingPairs(stored)).toEqual([]);
    expect(cells(stored)).toEqual(cells(shown));

    // A reload draws the same, every block in sight.
    await page.reload();
    await expect(page.getByTestId("canvas-block")).toHaveCount(8);
    // Polled: the grid takes its width from the canvas once the reopened page is laid out.
    await expect.poll(async () => cells(await canvasPlaces(page))).toEqual(cells(shown));
    await expectEveryBlockInSight(page, ".react-grid-item:not(.react-grid-placeholder)", 8);

    // The player lays the page out by the same cells: nothing covered there either.
    await page.goto(`/coursePlayer/${courseId}?progress_mode=preview&page=${pageId}`);
    await expect(page.getByTestId("player-grid")).toBeVisible();
    await expectEveryBlockInSight(page, '[data-testid="player-block"]', 8);
  });
});
