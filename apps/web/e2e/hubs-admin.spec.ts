import { expect, test } from "@playwright/test";
import { auth, tokenOf, unique } from "./courseFactory";
import { choose, createCourse, expectAccessible, makeShotsFolder, save, section, signIn } from "./hubsAdmin";
import { CREATOR, PNG_1X1, readOutbox, uniqueEmail } from "./support";

test.describe("course hubs: the creator's screens", () => {
  test.beforeAll(makeShotsFolder);

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
    // Keyboard reordering: the second course moves up to the first place. dnd-kit listens for the arrows only a task
    // after the pick-up and moves by rows it measures after rendering, so each step waits for what the screen reader
    // hears (keys sent back to back by the test, faster than anyone types, were lost on a loaded machine).
    const announced = (text: string) => page.locator('[id^="DndLiveRegion-"]').filter({ hasText: text });
    const handle = secondRow.getByTestId("sort-handle");
    await handle.focus();
    await page.keyboard.press("Space");
    // Picked up: the handle is pressed and the row is over its own place (this replaces the "Picked up" message).
    await expect(handle).toHaveAttribute("aria-pressed", "true");
    await expect(announced(`“${second}” would move to place 2 of 2.`)).toHaveCount(1);
    await page.keyboard.press("ArrowUp");
    await expect(announced(`“${second}” would move to place 1 of 2.`)).toHaveCount(1);
    await page.keyboard.press("Space");
    await expect(announced(`“${second}” moved to place 1 of 2.`)).toHaveCount(1);
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
});
