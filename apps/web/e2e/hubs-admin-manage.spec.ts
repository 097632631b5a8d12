import { expect, test } from "@playwright/test";
import { auth, tokenOf, unique } from "./courseFactory";
import {
  choose,
  createCourse,
  createHub,
  expectAccessible,
  makeShotsFolder,
  PHONE,
  SHOTS,
  save,
  section,
  signIn,
} from "./hubsAdmin";
import { CREATOR, readOutbox, uniqueEmail } from "./support";

test.describe("course hubs: the creator's screens, after the first hub", () => {
  test.beforeAll(makeShotsFolder);

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
