import { mkdirSync, readFileSync } from "node:fs";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { seriousViolations } from "./axe";
import { auth, buildCourse } from "./courseFactory";
import { buildHub, putHubCourses } from "./hubFactory";
import { logIn, uniqueEmail } from "./support";

// Issue 19, the creators' and learners' selling screens: payouts in the hub settings, orders with filters, CSV and
// refunds, an event's bookings, and the learner's bookings. Screenshots go where a person looks at them after a run.
const SHOTS = "/tmp/shots-selling-admin";
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const PASSWORD = "selling-pass-1";

/** No serious or critical accessibility violation on the screen shown, at 1440 and 390 px wide. */
async function expectAccessible(page: Page, name: string) {
  // The snackbar's notices (Mantine's close button has no name) leave before the check.
  await expect(page.locator(".mantine-Notification-root")).toHaveCount(0, { timeout: 15_000 });
  for (const size of [DESKTOP, PHONE]) {
    await page.setViewportSize(size);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/${name}-${size.width}.png`, fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

async function registerAccount(request: APIRequestContext, kind: "creator" | "learner", name: string, email: string) {
  const res = await request.post(kind === "creator" ? "/api/content_creator_register" : "/api/register", {
    data: { name, email, password: PASSWORD, password_confirmation: PASSWORD },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  return (await res.json()).access_token as string;
}

async function signIn(page: Page, email: string) {
  await page.setViewportSize(DESKTOP);
  await page.goto("/login");
  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** A learner's paid order of one course, through the test provider's card page (4242... pays). */
async function buyCourse(request: APIRequestContext, token: string, hubId: number, courseId: number) {
  const res = await request.post(`/api/course_hubs/landing/${hubId}/checkout`, {
    headers: auth(token),
    data: { items: [`course:${courseId}`] },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const started: { order_id: number; checkout_url: string } = (await res.json()).data;
  const paid = await request.post(new URL(started.checkout_url).pathname, {
    form: { card_number: "4242 4242 4242 4242", expiry: "12/34", cvc: "123", name: "Lena Learner" },
    maxRedirects: 0,
  });
  expect(paid.status(), await paid.text()).toBe(303);
  return started.order_id;
}

test("a creator connects payouts, filters and exports orders, refunds in part then in full, marks attendance; the learner keeps a calendar and cancels", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  mkdirSync(SHOTS, { recursive: true });
  const creatorEmail = uniqueEmail("seller");
  const learnerEmail = uniqueEmail("buyer");
  const creatorToken = await registerAccount(request, "creator", "Sofia Seller", creatorEmail);
  const learnerToken = await registerAccount(request, "learner", "Lena Learner", learnerEmail);

  // The creator's public hub: a course at €19.00 and a free, cancellable event in Rome's zone.
  const course = await buildCourse(request, creatorToken, null);
  const hub = await buildHub(request, creatorToken, `Selling hub ${Date.now()}`, {
    visibility: "public",
    published: true,
    currency: "EUR",
  });
  await putHubCourses(request, creatorToken, hub.id, [{ course_id: course.courseId, price: 1900 }]);
  const day = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const event = await request.post(`/api/course_hubs/${hub.id}/events`, {
    headers: auth(creatorToken),
    data: {
      title: "Evening workshop",
      starts_at: `${day}T18:00`,
      ends_at: `${day}T19:30`,
      time_zone: "Europe/Rome",
      online_url: "https://meet.example.com/workshop",
      place: null,
      capacity: 1,
      price: 0,
      cancellation_allowed: true,
    },
  });
  expect(event.status(), await event.text()).toBe(201);
  const eventId: number = (await event.json()).data.id;

  await test.step("payouts: not connected, then the test onboarding activates them", async () => {
    await signIn(page, creatorEmail);
    await page.goto(`/course_hubs/settings/${hub.id}`);
    await page.getByTestId("hub-section-payouts").click();
    await expect(page).toHaveURL(/section=payouts/);
    await expect(page.getByTestId("payouts-status")).toHaveAttribute("data-status", "not_connected");
    await expect(page.getByTestId("payouts-test-mode")).toBeVisible();
    await expect(page.getByTestId("payouts-buy-note")).toContainText("only while payouts are active");
    await expectAccessible(page, "payouts-not-connected");
    await page.getByTestId("payouts-connect").click();
    await expect(page).toHaveURL(/\/payouts\/test\/onboarding\//);
    await page.locator("button[type=submit]").click();
    await expect(page).toHaveURL(new RegExp(`/course_hubs/settings/${hub.id}\\?section=payouts&payouts=return`));
    await expect(page.getByTestId("payouts-status")).toHaveAttribute("data-status", "active");
    await expect(page.getByTestId("payouts-connect")).toHaveCount(0);
    await expect(page.getByTestId("payouts-buy-note")).toContainText("while payouts are active");
    await expectAccessible(page, "payouts-active");
  });

  await test.step("the event dialog offers cancellation by the people booked", async () => {
    await page.getByTestId("hub-section-events").click();
    await page.getByTestId("hub-events-edit").first().click();
    await expect(page.getByTestId("hub-event-cancellation-allowed")).toBeChecked();
    await page.getByRole("button", { name: "Cancel" }).click();
  });

  // The learner buys the course and books the free event.
  const orderId = await buyCourse(request, learnerToken, hub.id, course.courseId);
  const booked = await request.post(`/api/course_hubs/landing/${hub.id}/events/${eventId}/book`, {
    headers: auth(learnerToken),
    data: {},
  });
  expect(booked.ok(), await booked.text()).toBeTruthy();
  // The event is full: a second learner waits for a seat.
  const waiterToken = await registerAccount(request, "learner", "Walter Waiting", uniqueEmail("waiter"));
  const waiting = await request.post(`/api/course_hubs/landing/${hub.id}/events/${eventId}/waitlist`, {
    headers: auth(waiterToken),
    data: {},
  });
  expect(waiting.ok(), await waiting.text()).toBeTruthy();
  await expect
    .poll(async () => {
      const res = await request.get(`/api/orders/${orderId}`, { headers: auth(creatorToken) });
      return (await res.json()).data.status;
    })
    .toBe("fulfilled");

  await test.step("orders: from the hubs list, filtered, exported", async () => {
    await page.goto("/course_hubs");
    await page.getByTestId("hubs-orders").click();
    await expect(page).toHaveURL(/\/course_hubs\/orders$/);
    await expect(page.getByTestId("orders-row")).toHaveCount(1);
    await expect(page.getByTestId("orders-row")).toContainText(`#${orderId}`);
    await expect(page.getByTestId("orders-row")).toContainText("Lena Learner");
    await expect(page.getByTestId("orders-total")).toHaveText("€19.00");
    await expectAccessible(page, "orders");

    await page.getByTestId("orders-filter-hub").click();
    await page.getByRole("option", { name: hub.name }).click();
    await expect(page).toHaveURL(new RegExp(`hub_id=${hub.id}`));
    await page.getByTestId("orders-filter-item").click();
    await page.getByRole("option", { name: course.title }).click();
    await expect(page).toHaveURL(new RegExp(`item=course%3A${course.courseId}`));
    await expect(page.getByTestId("orders-row")).toHaveCount(1);

    // A status with no orders shows the empty result, with the way back.
    await page.getByTestId("orders-filter-status").click();
    await page.getByRole("option", { name: "Refunded", exact: true }).click();
    await expect(page.getByTestId("orders-no-results")).toBeVisible();
    await expectAccessible(page, "orders-no-results");
    await page.getByTestId("orders-filter-status").click();
    await page.getByRole("option", { name: "Fulfilled", exact: true }).click();
    await expect(page.getByTestId("orders-row")).toHaveCount(1);
    const today = new Date().toISOString().slice(0, 10);
    await page.getByTestId("orders-filter-from").fill(today);
    await page.getByTestId("orders-filter-to").fill(today);
    await expect(page).toHaveURL(new RegExp(`from=${today}&to=${today}`));
    await expect(page.getByTestId("orders-row")).toHaveCount(1);

    const download = page.waitForEvent("download");
    await page.getByTestId("orders-export").click();
    const file = await download;
    expect(file.suggestedFilename()).toBe("orders.csv");
    const csv = readFileSync((await file.path()) ?? "", "utf8");
    expect(csv).toContain("order_id");
    expect(csv).toContain(`${orderId},`);
    expect(csv).toContain(course.title);
    expect(csv.trim().split("\n")).toHaveLength(2);
  });

  await test.step("refund in part, then the rest with access taken back", async () => {
    await page.getByTestId("orders-open").click();
    const drawer = page.getByTestId("order-drawer");
    await expect(drawer.getByTestId("order-line")).toContainText(course.title);
    await expectAccessible(page, "order-drawer");
    await drawer.getByTestId("order-refund").click();
    const dialog = page.getByTestId("refund-dialog");
    await dialog.getByTestId("refund-partial").click();
    // More than is left is refused at the field, before anything is sent.
    await dialog.getByTestId("refund-amount").fill("25");
    await dialog.getByTestId("refund-review").click();
    await expect(dialog.getByTestId("refund-amount")).toHaveAttribute("aria-invalid", "true");
    await expect(dialog).toContainText("At most €19.00 can be refunded.");
    await dialog.getByTestId("refund-amount").fill("5,50");
    await expectAccessible(page, "refund-dialog");
    // From the keyboard: Enter in the amount field continues, and focus lands on the confirm step's "Back"
    // (the "Continue" button it was on is gone), so Tab reaches the refund button next.
    await dialog.getByTestId("refund-amount").press("Enter");
    await expect(dialog.getByTestId("refund-confirm-step")).toContainText("Refund €5.50 to Lena Learner");
    await expect(dialog.getByRole("button", { name: "Back" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(dialog.getByTestId("refund-confirm")).toBeFocused();
    await expect(dialog.getByTestId("refund-confirm-step")).toContainText("keeps access");
    await dialog.getByTestId("refund-confirm").click();
    await expect(dialog).toBeHidden();
    await expect(drawer.getByTestId("order-refunded")).toHaveText("€5.50");
    await expect(drawer.getByTestId("order-status")).toHaveAttribute("data-status", "partially_refunded");

    // A refund made elsewhere meanwhile: the server's refusal shows under the amount, with what is left now.
    await drawer.getByTestId("order-refund").click();
    await expect(dialog).toContainText("Everything left (€13.50)");
    await dialog.getByTestId("refund-partial").click();
    await dialog.getByTestId("refund-amount").fill("10");
    await dialog.getByTestId("refund-review").click();
    const elsewhere = await request.post(`/api/orders/${orderId}/refund`, {
      headers: auth(creatorToken),
      data: { amount: 500, revoke_access: false },
    });
    expect(elsewhere.ok(), await elsewhere.text()).toBeTruthy();
    await dialog.getByTestId("refund-confirm").click();
    await expect(dialog.getByTestId("refund-amount")).toHaveAttribute("aria-invalid", "true");
    await expect(dialog).toContainText("At most €8.50 can still be refunded.");
    // Back on the form, focus is on the field the refusal names.
    await expect(dialog.getByTestId("refund-amount")).toBeFocused();
    await expect(drawer.getByTestId("order-refunded")).toHaveText("€10.50");
    await dialog.getByTestId("refund-full").click();
    await expect(dialog).toContainText("Everything left (€8.50)");
    await dialog.getByTestId("refund-revoke").check();
    await dialog.getByTestId("refund-review").click();
    await expect(dialog.getByTestId("refund-confirm-step")).toContainText("will be taken back");
    await expectAccessible(page, "refund-confirm");
    await dialog.getByTestId("refund-confirm").click();
    await expect(dialog).toBeHidden();
    await expect(drawer.getByTestId("order-status")).toHaveAttribute("data-status", "refunded");
    await expect(drawer.getByTestId("order-revoked")).toBeVisible();
    await expect(drawer.getByTestId("order-not-refundable")).toBeVisible();
    await page.keyboard.press("Escape");
    // The list follows: with the "Fulfilled" filter still on, the refunded order has left it.
    await expect(page.getByTestId("orders-no-results")).toBeVisible();
    const order = await request.get(`/api/orders/${orderId}`, { headers: auth(creatorToken) });
    expect((await order.json()).data).toMatchObject({ status: "refunded", refunded: 1900, access_revoked: true });
  });

  await test.step("the event's bookings: seats, the learner, attendance", async () => {
    await page.goto(`/course_hubs/settings/${hub.id}?section=events`);
    await page.getByTestId("hub-events-bookings").click();
    const drawer = page.getByTestId("event-bookings-drawer");
    await expect(drawer.getByTestId("bookings-taken")).toHaveText("1");
    await expect(drawer.getByTestId("bookings-left")).toHaveText("0");
    await expect(drawer.getByTestId("bookings-waiting")).toHaveText("1");
    await expect(drawer.getByTestId("bookings-row")).toContainText("Lena Learner");
    await expect(drawer.getByTestId("waitlist")).toContainText("Walter Waiting");
    const attended = drawer.getByTestId("bookings-attended");
    await expect(attended).not.toBeChecked();
    // From the keyboard: the drawer may still be sliding in, so a pointer click can find the switch off screen.
    await attended.focus();
    await page.keyboard.press("Space");
    await expect(attended).toBeChecked();
    await expect
      .poll(async () => {
        const overview = await request.get(`/api/course_hubs/${hub.id}/events/${eventId}/bookings`, {
          headers: auth(creatorToken),
        });
        return (await overview.json()).data.attendees[0].attended;
      })
      .toBe(true);
    const download = page.waitForEvent("download");
    await drawer.getByTestId("bookings-csv").click();
    const csv = readFileSync((await (await download).path()) ?? "", "utf8");
    expect(csv).toContain(learnerEmail);
    await expectAccessible(page, "event-bookings");
  });

  await test.step("the learner's bookings: times, link, calendar file, cancelling", async () => {
    await page.context().clearCookies();
    await page.evaluate(() => window.localStorage.clear());
    await signIn(page, learnerEmail);
    await page.goto("/events/get_bookings");
    const card = page.getByTestId("booking-card");
    await expect(card).toHaveCount(1);
    await expect(card).toContainText("Evening workshop");
    await expect(card.getByTestId("booking-zone")).toContainText("Europe/Rome");
    await expect(card.getByTestId("booking-online")).toHaveAttribute("href", "https://meet.example.com/workshop");
    await expectAccessible(page, "my-bookings");
    const download = page.waitForEvent("download");
    await card.getByTestId("booking-ics").click();
    const ics = readFileSync((await (await download).path()) ?? "", "utf8");
    expect(ics).toContain("BEGIN:VCALENDAR");
    expect(ics).toContain("Europe/Rome");

    await card.getByTestId("booking-cancel").click();
    const dialog = page.getByTestId("booking-cancel-dialog");
    await expect(dialog).toContainText("Evening workshop");
    await expectAccessible(page, "my-bookings-cancel");
    await dialog.getByTestId("booking-cancel-dialog-confirm").click();
    await expect(dialog).toBeHidden();
    await expect(card.getByTestId("booking-status")).toHaveText("Cancelled");
    await expect(card.getByTestId("booking-cancel")).toHaveCount(0);

    await page.getByRole("tab", { name: "Past" }).click();
    await expect(page.getByTestId("bookings-empty-past")).toBeVisible();
  });
});

test("orders come 25 to a page, and on a phone the table scrolls sideways from the keyboard", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  mkdirSync(SHOTS, { recursive: true });
  const creatorEmail = uniqueEmail("pager");
  const creatorToken = await registerAccount(request, "creator", "Paula Pager", creatorEmail);
  // Payouts activated as the creator's browser would: the connect link, then the test onboarding's button.
  const connect = await request.post("/api/payouts/connect", { headers: auth(creatorToken), data: {} });
  expect(connect.ok(), await connect.text()).toBeTruthy();
  const activated = await request.post(new URL((await connect.json()).data.url).pathname, { maxRedirects: 0 });
  expect(activated.status()).toBe(303);
  const course = await buildCourse(request, creatorToken, null);
  const hub = await buildHub(request, creatorToken, `Paged hub ${Date.now()}`, {
    visibility: "public",
    published: true,
    currency: "JPY",
  });
  await putHubCourses(request, creatorToken, hub.id, [{ course_id: course.courseId, price: 1500 }]);
  // 26 buyers: one order each (a buyer cannot buy a course twice).
  for (let n = 0; n < 26; n += 1) {
    const token = await registerAccount(request, "learner", `Buyer ${n}`, uniqueEmail(`buyer${n}`));
    await buyCourse(request, token, hub.id, course.courseId);
  }

  await signIn(page, creatorEmail);
  await page.goto("/course_hubs/orders");
  await expect(page.getByTestId("orders-count")).toHaveText("Orders: 26");
  await expect(page.getByTestId("orders-row")).toHaveCount(25);
  // Yen have no decimals.
  await expect(page.getByTestId("orders-total").first()).toHaveText("¥1,500");
  await page.getByTestId("orders-paging").getByRole("button", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByTestId("orders-row")).toHaveCount(1);
  await expect(page.getByTestId("orders-row")).toContainText("Buyer 0");

  await page.setViewportSize(PHONE);
  // The table scrolls inside its region; the page itself does not scroll sideways.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBe(PHONE.width);
  const region = page.getByRole("region", { name: "Orders", exact: true });
  await region.focus();
  await expect(region).toBeFocused();
  const before = await region.evaluate((element) => element.scrollLeft);
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(before);
  await page.screenshot({ path: `${SHOTS}/orders-page-2-390.png`, fullPage: true });
});
