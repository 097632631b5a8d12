import { mkdirSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { auth, tokenOf, unique } from "./courseFactory";
import { CREATOR, logIn, PNG_1X1, readOutbox, uniqueEmail } from "./support";

// Screenshots a person looks at after a run: the list and the settings' sections at 1440 and 390 px.
const SHOTS = "/tmp/shots-hubs-admin";
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

/** No serious or critical accessibility violation on the screen shown, at 1440 and 390 px wide. */
async function expectAccessible(page: Page, name: string) {
  // The snackbar's notices (Mantine's close button has no name) leave before the check.
  await expect(page.locator(".mantine-Notification-root")).toHaveCount(0);
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    await page.waitForTimeout(250);
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(" ")} ${n.failureSummary}`)}`)).toEqual(
      [],
    );
    await page.screenshot({ path: `${SHOTS}/${name}-${size.width}.png`, fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

async function createCourse(request: APIRequestContext, token: string, title: string): Promise<number> {
  const res = await request.post("/api/courses", { headers: auth(token), data: { title, min_pass_percent: 50 } });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()).data.id;
}

async function createHub(request: APIRequestContext, token: string, name: string, settings: object = {}) {
  const res = await request.post("/api/course_hubs", { headers: auth(token), data: { name } });
  expect(res.status(), await res.text()).toBe(201);
  const id: number = (await res.json()).data.id;
  if (Object.keys(settings).length > 0) {
    const put = await request.put(`/api/course_hubs/${id}`, { headers: auth(token), data: settings });
    expect(put.ok(), await put.text()).toBeTruthy();
  }
  return id;
}

async function signIn(page: Page) {
  await page.setViewportSize(DESKTOP);
  await page.goto("/login");
  await logIn(page, CREATOR.email, CREATOR.password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Picks an option of a searchable select by typing part of it. */
async function choose(page: Page, input: Locator, typed: string, option: string | RegExp) {
  await input.click();
  await input.fill(typed);
  await page.getByRole("option", { name: option }).first().click();
}

const section = (page: Page, name: string) => page.getByTestId(`hub-section-${name}`).click();

async function save(page: Page) {
  await page.getByTestId("hub-save").click();
  await expect(page.getByText("The hub has been saved.").first()).toBeVisible();
  await expect(page.getByTestId("save-bar")).not.toHaveAttribute("data-dirty");
}

test.describe("course hubs: the creator's screens", () => {
  test.beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

  test("a creator builds a hub with priced courses, a bundle, an event and a banner, shares it, publishes it and previews it", async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const id = unique();
    const token = await tokenOf(request, CREATOR);
    const first = `Fire drills ${id}`;
    const second = `First aid ${id}`;
    await createCourse(request, token, first);
    await createCourse(request, token, second);
    await signIn(page);

    // The list, checked for accessibility with the demo hub on it.
    await page.goto("/course_hubs");
    await expect(page.getByRole("heading", { name: "Course hubs", level: 1 })).toBeVisible();
    await expect(page.getByTestId("hub-card").first()).toBeVisible();
    await expectAccessible(page, "list");

    // Create: a name, then the settings open.
    await page.getByTestId("hubs-create").click();
    await page.getByTestId("hub-create-name").fill(`Safety Academy ${id}`);
    await page.getByTestId("hub-create-submit").click();
    await expect(page).toHaveURL(/\/course_hubs\/settings\/\d+$/);
    const hubId = Number(new URL(page.url()).pathname.split("/").pop());
    await expect(page.getByTestId("hub-slug")).toHaveValue(`safety-academy-${id}`);
    await expect(page.getByTestId("hub-status")).toHaveText("Draft");
    // The keyboard goes on in the new hub's name, not back at the top of the page.
    await expect(page.getByTestId("hub-name")).toBeFocused();

    // The slug follows the name until it is typed; a bad one gets the schema's message.
    const name = `Fire Safety School ${id}`;
    await page.getByTestId("hub-name").fill(name);
    await expect(page.getByTestId("hub-slug")).toHaveValue(`fire-safety-school-${id}`);
    await page.getByTestId("hub-slug").fill("Fire School!");
    await page.getByTestId("hub-save").click();
    await expect(
      page.getByText("Use only lower-case letters, digits and single hyphens (for example my-hub-2)."),
    ).toBeVisible();
    await expect(page.getByTestId("hub-slug")).toBeFocused();
    await page.getByTestId("hub-slug").fill(`fire-school-${id}`);
    await page.getByTestId("hub-name").fill(`${name}!`);
    await expect(page.getByTestId("hub-slug")).toHaveValue(`fire-school-${id}`);
    await page.getByTestId("hub-name").fill(name);
    await expect(page.getByTestId("hub-address")).toHaveText(new RegExp(`/hubs/landing/${hubId}/fire-school-${id}$`));

    // Description, currency (searchable ISO 4217), visibility.
    await page.getByRole("textbox", { name: "Description" }).click();
    await page.keyboard.type("Practical courses on fire safety at work.");
    await choose(page, page.getByTestId("hub-currency"), "usd", /^USD · US Dollar$/);
    await expect(page.getByTestId("hub-currency-warning")).toBeVisible();
    await page.getByTestId("hub-visibility-public").click();
    await expect(page.getByTestId("unsaved-badge")).toBeVisible();

    // A logo from the media library (uploaded in the picker).
    await section(page, "appearance");
    await page.getByTestId("hub-logo-choose").click();
    const picker = page.getByRole("dialog").filter({ has: page.getByTestId("media-picker-choose") });
    const logoName = `logo-${id}.png`;
    const chooser = page.waitForEvent("filechooser");
    await picker.getByTestId("media-upload-button").first().click();
    await (await chooser).setFiles({ name: logoName, mimeType: "image/png", buffer: PNG_1X1 });
    await picker.getByRole("group", { name: logoName, exact: true }).click();
    await picker.getByTestId("media-picker-choose").click();
    await expect(page.getByTestId("hub-logo").locator("img")).toBeVisible();

    // Two courses: the second priced in dollars, a new category and a new tag made in place.
    await section(page, "courses");
    await expect(page.getByTestId("hub-courses-empty")).toBeVisible();
    await choose(page, page.getByTestId("hub-add-course"), first, first);
    await choose(page, page.getByTestId("hub-add-course"), second, second);
    const rows = page.getByTestId("hub-course-row");
    await expect(rows).toHaveCount(2);
    const secondRow = rows.filter({ hasText: second });
    await secondRow.getByText("Paid", { exact: true }).click();
    await secondRow.getByTestId("hub-course-price-amount").fill("19.5");
    await expect(secondRow.getByTestId("hub-course-price-shown")).toHaveText("Shown as $19.50");
    const firstRow = rows.filter({ hasText: first });
    await firstRow.getByTestId("hub-course-categories-input").fill(`Safety ${id}`);
    await page.getByRole("option", { name: `Add “Safety ${id}”` }).click();
    await expect(firstRow.getByTestId("hub-course-categories")).toContainText(`Safety ${id}`);
    await secondRow.getByTestId("hub-course-tags-input").fill(`fire-${id}`);
    await page.getByRole("option", { name: `Add “fire-${id}”` }).click();
    await expect(secondRow.getByTestId("hub-course-tags")).toContainText(`fire-${id}`);
    await secondRow.getByTestId("hub-course-featured").check();
    // Keyboard reordering: the second course moves up to the first place.
    await secondRow.getByTestId("sort-handle").focus();
    await page.keyboard.press("Space");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("Space");
    await expect(rows.first()).toContainText(second);
    await expectAccessible(page, "settings-courses");
    await save(page);

    // Saved: a reload shows the slug, the currency, the order, the price and the labels.
    await page.reload();
    await expect(rows.first()).toContainText(second);
    await expect(secondRow.getByTestId("hub-course-price-amount")).toHaveValue("19.50");
    await expect(firstRow.getByTestId("hub-course-categories")).toContainText(`Safety ${id}`);
    await expect(secondRow.getByTestId("hub-course-featured")).toBeChecked();
    await section(page, "general");
    await expect(page.getByTestId("hub-slug")).toHaveValue(`fire-school-${id}`);
    await expect(page.getByTestId("hub-currency")).toHaveValue("USD · US Dollar");

    // A bundle of both courses.
    await section(page, "bundles");
    await page.getByTestId("hub-bundles-add").click();
    const bundleDialog = page.getByTestId("hub-bundle-dialog");
    await bundleDialog.getByTestId("hub-bundle-title").fill(`Both courses ${id}`);
    await bundleDialog.getByTestId("hub-bundle-courses").click();
    await page.getByRole("option", { name: first }).click();
    await page.getByRole("option", { name: second }).click();
    await bundleDialog.getByTestId("hub-bundle-title").click();
    await bundleDialog.getByTestId("hub-bundle-price-amount").fill("25");
    await bundleDialog.getByTestId("hub-bundle-dialog-save").click();
    await expect(bundleDialog).toBeHidden();
    await expect(page.getByTestId("hub-bundles-row")).toContainText(`Both courses ${id}`);
    await expect(page.getByTestId("hub-bundles-price")).toHaveText("$25.00");

    // An event in Berlin's time, online, for 30 people.
    await section(page, "events");
    await page.getByTestId("hub-events-add").click();
    const eventDialog = page.getByTestId("hub-event-dialog");
    await eventDialog.getByTestId("hub-event-title").fill(`Evacuation drill live ${id}`);
    await choose(page, eventDialog.getByTestId("hub-event-zone"), "Berlin", "Europe/Berlin");
    await eventDialog.getByTestId("hub-event-starts_at").fill("2031-05-01T18:00");
    await eventDialog.getByTestId("hub-event-ends_at").fill("2031-05-01T17:00");
    await eventDialog.getByTestId("hub-event-online-url").fill("https://meet.example.com/drill");
    await eventDialog.getByTestId("hub-event-capacity").fill("30");
    await eventDialog.getByTestId("hub-event-dialog-save").click();
    await expect(eventDialog.getByText("The end must come after the start.")).toBeVisible();
    await eventDialog.getByTestId("hub-event-ends_at").fill("2031-05-01T19:30");
    await eventDialog.getByTestId("hub-event-dialog-save").click();
    await expect(eventDialog).toBeHidden();
    await expect(page.getByTestId("hub-events-row")).toContainText(`Evacuation drill live ${id}`);
    await expect(page.getByTestId("hub-events-when")).toHaveText("1 May 2031, 18:00 CEST (Europe/Berlin)");
    await expect(page.getByTestId("hub-events-row")).toContainText("Booked: 0 of 30");

    // A banner leading to the first course's page.
    await section(page, "banners");
    await page.getByTestId("hub-banners-add").click();
    const bannerDialog = page.getByTestId("hub-banner-dialog");
    await bannerDialog.getByTestId("hub-banner-title").fill(`New: fire drills ${id}`);
    // Closing with something typed asks first.
    await page.keyboard.press("Escape");
    await expect(bannerDialog.getByTestId("hub-banner-dialog-discard")).toBeVisible();
    await bannerDialog.getByRole("button", { name: "Keep editing" }).click();
    await expect(bannerDialog.getByTestId("hub-banner-title")).toHaveValue(`New: fire drills ${id}`);
    await bannerDialog.getByTestId("hub-banner-text").fill("Ten minutes a week keep everyone safe.");
    await bannerDialog.getByText("A page of this hub", { exact: true }).click();
    await choose(page, bannerDialog.getByTestId("hub-banner-page"), "fire drills", `Course: ${first}`);
    await bannerDialog.getByTestId("hub-banner-dialog-save").click();
    await expect(bannerDialog).toBeHidden();
    await expect(page.getByTestId("hub-banners-row")).toContainText(`New: fire drills ${id}`);
    await expect(page.getByTestId("hub-banners-state")).toHaveText("Showing now");
    const banners = await request.get(`/api/course_hubs/${hubId}/banners`, { headers: auth(token) });
    const firstId = (await (await request.get(`/api/course_hubs/${hubId}/courses`, { headers: auth(token) })).json())
      .data[1].course_id;
    expect((await banners.json()).data[0]).toMatchObject({
      link_kind: "internal",
      link: `/hubs/landing/${hubId}/fire-school-${id}/course/${firstId}`,
    });

    // Shared by e-mail: the invitation is listed and mailed.
    const invitee = uniqueEmail("hub-invitee");
    await section(page, "sharing");
    // Shares save as they are made: no save bar here while nothing else waits for one.
    await expect(page.getByTestId("save-bar")).toHaveCount(0);
    await page.getByTestId("hub-share-invite-input").fill(invitee);
    await page.keyboard.press("Enter");
    await page.getByTestId("hub-share-invite-send").click();
    await expect(page.getByTestId("hub-share-emails")).toHaveText(invitee);
    await expect.poll(async () => (await readOutbox(request, invitee)).length).toBeGreaterThan(0);
    await expectAccessible(page, "settings-sharing");

    // Published, then previewed: the landing page opens in a new tab and names the hub.
    await section(page, "general");
    await page.getByTestId("hub-published").check();
    await save(page);
    await expect(page.getByTestId("hub-status")).toHaveText("Published");
    await expectAccessible(page, "settings-general");
    const popupOpened = page.waitForEvent("popup");
    await page.getByTestId("hub-preview").click();
    const popup = await popupOpened;
    await popup.waitForLoadState("domcontentloaded");
    expect(popup.url()).toMatch(new RegExp(`/hubs/landing/${hubId}/fire-school-${id}$`));
    await expect(popup.locator('meta[property="og:title"]')).toHaveAttribute("content", name);
    await expect(popup.locator("#hub-landing-data")).toBeAttached();
    const landing = JSON.parse((await popup.locator("#hub-landing-data").textContent()) ?? "{}");
    expect(JSON.stringify(landing)).toContain(`Both courses ${id}`);
    await popup.close();

    // The list shows it published and public, with its two courses.
    await page.goto(`/course_hubs?search=${encodeURIComponent(name)}`);
    const card = page.getByTestId("hub-card").filter({ hasText: name });
    await expect(card.getByTestId("hub-status")).toHaveText("Published");
    await expect(card.getByTestId("hub-visibility")).toHaveText("Public");
    await expect(card.getByTestId("hub-courses")).toHaveText("Courses: 2");
  });

  test("a hub is duplicated, and deleted after a confirmation naming what goes with it", async ({ page, request }) => {
    const id = unique();
    const token = await tokenOf(request, CREATOR);
    const name = `Duplicated hub ${id}`;
    const hubId = await createHub(request, token, name);
    const courseId = await createCourse(request, token, `Bundled course ${id}`);
    const headers = auth(token);
    expect(
      (
        await request.put(`/api/course_hubs/${hubId}/courses`, {
          headers,
          data: { courses: [{ course_id: courseId }] },
        })
      ).ok(),
    ).toBeTruthy();
    const bundle = await request.post(`/api/course_hubs/${hubId}/bundles`, {
      headers,
      data: { title: "Everything", course_ids: [courseId], price: 500 },
    });
    expect(bundle.status()).toBe(201);
    await signIn(page);

    await page.goto(`/course_hubs?search=${encodeURIComponent(name)}`);
    const original = page.getByTestId("hub-card").filter({ hasText: name });
    await expect(original).toHaveCount(1);
    await original.getByTestId("hub-menu").click();
    await page.getByTestId("hub-duplicate").click();
    await expect(page.getByText(`“${name} (copy)” has been created as a draft.`)).toBeVisible();
    const copy = page.getByTestId("hub-card").filter({ hasText: `${name} (copy)` });
    await expect(copy).toHaveCount(1);
    await expect(copy.getByTestId("hub-status")).toHaveText("Draft");
    await expect(copy.getByTestId("hub-courses")).toHaveText("Courses: 1");

    await copy.getByTestId("hub-menu").click();
    await page.getByTestId("hub-delete").click();
    const dialog = page.getByTestId("hub-delete-dialog");
    await expect(dialog.getByTestId("hub-delete-name")).toHaveText(`${name} (copy)`);
    await expect(dialog.getByTestId("hub-delete-counts")).toContainText("its list of courses");
    await expect(dialog.getByTestId("hub-delete-counts")).toContainText("bundles: 1");
    await page.getByTestId("hub-delete-confirm").click();
    await expect(dialog).toBeHidden();
    await expect(copy).toHaveCount(0);
    await expect(original).toHaveCount(1);

    // Searching for something no hub has says so, and the search clears.
    await page.getByTestId("hubs-search").fill(`nothing-${id}`);
    await expect(page.getByTestId("hubs-no-results")).toBeVisible();
    await page.getByTestId("hubs-no-results").getByRole("button", { name: "Clear the search" }).click();
    await expect(page.getByTestId("hub-card").first()).toBeVisible();
  });

  test("access requests to a private hub are refused and accepted, pending ones first", async ({ page, request }) => {
    const id = unique();
    const token = await tokenOf(request, CREATOR);
    const name = `Private hub ${id}`;
    const hubId = await createHub(request, token, name, { visibility: "private", published: true });
    const askers: { name: string; email: string; token: string }[] = [];
    for (const who of ["Rita Refused", "Alan Accepted"]) {
      const email = uniqueEmail("hub-asker");
      const registered = await request.post("/api/register", {
        data: { name: `${who} ${id}`, email, password: "asker-password", password_confirmation: "asker-password" },
      });
      expect(registered.ok(), await registered.text()).toBeTruthy();
      const learnerToken: string = (await registered.json()).access_token;
      const asked = await request.post(`/api/course_hubs/landing/${hubId}/access_requests`, {
        headers: auth(learnerToken),
        data: { message: `Please let me in, ${who}.` },
      });
      expect(asked.status(), await asked.text()).toBe(201);
      askers.push({ name: `${who} ${id}`, email, token: learnerToken });
    }
    const [rita, alan] = askers;
    if (!rita || !alan) throw new Error("no askers");
    await signIn(page);

    await page.goto(`/course_hubs/settings/${hubId}?section=sharing`);
    const requests = page.getByTestId("hub-request-row");
    await expect(requests).toHaveCount(2);
    await expect(page.getByTestId("hub-section-sharing")).toContainText("2");
    const ritaRow = requests.filter({ hasText: rita.name });
    await expect(ritaRow).toContainText("Please let me in, Rita Refused.");
    await expect(ritaRow.getByTestId("hub-request-status")).toHaveText("Waiting");
    await ritaRow.getByTestId("hub-request-refuse").click();
    await expect(ritaRow.getByTestId("hub-request-status")).toHaveText("Refused");
    // The one still waiting comes first.
    await expect(requests.first()).toContainText(alan.name);
    const alanRow = requests.filter({ hasText: alan.name });
    await alanRow.getByTestId("hub-request-accept").click();
    await expect(alanRow.getByTestId("hub-request-status")).toHaveText("Accepted");
    await expect(page.getByTestId("hub-share-emails")).toHaveText(alan.email);
    await expectAccessible(page, "settings-requests");

    const standing = async (learnerToken: string) =>
      (await (await request.get(`/api/course_hubs/landing/get_hub/${hubId}`, { headers: auth(learnerToken) })).json())
        .data.access;
    expect(await standing(alan.token)).toBe("granted");
    expect(await standing(rita.token)).toBe("refused");
    await expect.poll(async () => (await readOutbox(request, rita.email)).length).toBeGreaterThan(0);
    await expect.poll(async () => (await readOutbox(request, alan.email)).length).toBeGreaterThan(0);
  });

  test("two tabs of one hub's settings: a save in the older tab keeps what the other saved", async ({
    page,
    request,
  }) => {
    const id = unique();
    const token = await tokenOf(request, CREATOR);
    const hubId = await createHub(request, token, `Two tabs ${id}`);
    await signIn(page);
    await page.goto(`/course_hubs/settings/${hubId}`);
    await expect(page.getByTestId("hub-name")).toHaveValue(`Two tabs ${id}`);
    const older = await page.context().newPage();
    await older.goto(`/course_hubs/settings/${hubId}`);
    await expect(older.getByTestId("hub-name")).toHaveValue(`Two tabs ${id}`);

    // The first tab publishes; the older tab, which still shows a draft, then renames the hub and saves.
    await page.getByTestId("hub-published").check();
    await save(page);
    await older.getByTestId("hub-name").fill(`Two tabs renamed ${id}`);
    await save(older);

    const stored = await request.get(`/api/course_hubs/${hubId}`, { headers: auth(token) });
    expect((await stored.json()).data).toMatchObject({ name: `Two tabs renamed ${id}`, published: true });
    await older.close();
  });

  test("on a phone the sections scroll sideways, courses are added and priced, and the save bar saves", async ({
    page,
    request,
  }) => {
    const id = unique();
    const token = await tokenOf(request, CREATOR);
    const name = `Phone hub ${id}`;
    const hubId = await createHub(request, token, name);
    const title = `Pocket course ${id}`;
    await createCourse(request, token, title);
    await signIn(page);
    await page.setViewportSize(PHONE);

    await page.goto("/course_hubs");
    await expect(page.getByTestId("hubs-create")).toBeVisible();
    await page.goto(`/course_hubs/settings/${hubId}`);
    await expect(page.getByTestId("hub-name")).toHaveValue(name);
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/phone-general-390.png`, fullPage: true });

    await page.getByTestId("hub-section-courses").scrollIntoViewIfNeeded();
    await section(page, "courses");
    await choose(page, page.getByTestId("hub-add-course"), title, title);
    const row = page.getByTestId("hub-course-row");
    await row.getByText("Paid", { exact: true }).click();
    await row.getByTestId("hub-course-price-amount").fill("7");
    await expect(row.getByTestId("hub-course-price-shown")).toHaveText("Shown as €7.00");
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/phone-courses-390.png`, fullPage: true });
    await expect(page.getByTestId("hub-save")).toBeInViewport();
    await save(page);
    const stored = await request.get(`/api/course_hubs/${hubId}/courses`, { headers: auth(token) });
    expect((await stored.json()).data).toMatchObject([{ title, price: 700 }]);

    // Leaving with unsaved changes asks first.
    await row.getByTestId("hub-course-featured").check();
    // The current section's chip, grown by its unsaved dot, stays whole in the sideways row.
    await expect
      .poll(() =>
        page.getByTestId("hub-section-courses").evaluate((chip) => {
          const row = chip.closest("ul")?.getBoundingClientRect();
          const box = chip.getBoundingClientRect();
          return row !== undefined && box.left >= row.left - 1 && box.right <= row.right + 1;
        }),
      )
      .toBe(true);
    await page.getByRole("link", { name: "All hubs" }).click();
    const leave = page.getByRole("dialog", { name: "Leave without saving?" });
    await expect(leave).toBeVisible();
    // It names the hub and the section whose changes would be lost (it once spoke of "the course settings").
    await expect(leave.getByTestId("leave-dialog-text")).toHaveText(
      "Your changes to this hub are not saved (sections: Courses). If you leave now, they are lost; stay on this page and choose Save changes to keep them.",
    );
    await leave.getByRole("button", { name: "Stay on this page" }).click();
    await expect(leave).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/course_hubs/settings/${hubId}`));

    // In German the bar's longer labels take two lines instead of being cut off ("Änderungen verw…").
    await page.getByTestId("save-bar").getByRole("button", { name: "Discard changes" }).click();
    await page.evaluate(() => window.localStorage.setItem("lang", "de"));
    await page.reload();
    await row.getByTestId("hub-course-featured").check();
    const bar = page.getByTestId("save-bar");
    await expect(bar.getByRole("button", { name: "Änderungen verwerfen" })).toBeVisible();
    const cut = await bar
      .locator(".mantine-Button-label")
      .evaluateAll((labels) =>
        labels.filter((label) => label.scrollWidth > label.clientWidth + 1).map((label) => label.textContent),
      );
    expect(cut).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/phone-save-bar-de-390.png` });
    await page.evaluate(() => window.localStorage.removeItem("lang"));
  });
});
