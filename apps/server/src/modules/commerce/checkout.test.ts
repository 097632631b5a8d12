import type { CheckedCart, Order } from "@coursewright/course-model";
import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { hubCourses, hubEntitlements, orders, users } from "../../db/schema";
import { bearer, forEachDatabase, uniqueEmail } from "../../test/context";
import { publishedHub } from "../hubs/testing";
import { checkout, comeBack, order, payOnTestPage, type Shop, sellingHub, startedCheckout } from "./testing";

forEachDatabase("selling: cart and checkout with the built-in test provider", (t) => {
  const check = (hubId: number, items: string[], token?: string) =>
    t.inject({
      method: "POST",
      url: `/api/course_hubs/landing/${hubId}/cart/check`,
      headers: token ? bearer(token) : {},
      payload: { items },
    });

  describe("POST /api/course_hubs/landing/{hubId}/cart/check", () => {
    it("prices every item from the database and names what cannot be bought", async () => {
      const shop = await sellingHub(t);
      const other = await publishedHub(t, { name: "Other" });
      const learner = await t.createUser();
      const res = await check(
        shop.hub.id,
        [
          `course:${shop.paid.course.id}`,
          `bundle:${shop.bundleId}`,
          `event:${shop.eventId}`,
          `course:${shop.free.course.id}`,
          `course:${other.paid.course.id}`,
          "course:999999",
          `event:${shop.freeEventId}`,
        ],
        learner.token,
      );
      expect(res.statusCode, res.body).toBe(200);
      const cart: CheckedCart = res.json().data;
      expect(cart.currency).toBe("EUR");
      expect(cart.payments_enabled).toBe(true);
      expect(cart.provider_mode).toBe("test");
      expect(cart.items.map((item) => [item.key.split(":")[0], item.price, item.problem])).toEqual([
        ["course", 1250, "in_bundle"],
        ["bundle", 1500, null],
        ["event", 500, null],
        ["course", 0, "not_sold"],
        ["course", 0, "not_sold"],
        ["course", 0, "not_sold"],
        ["event", 0, "not_sold"],
      ]);
      expect(cart.total).toBe(1500 + 500);
    });

    it("takes out a course that a bundle in the same cart gives, so it is not paid for twice", async () => {
      const shop = await sellingHub(t);
      const learner = await t.createUser();
      const keys = [`course:${shop.paid.course.id}`, `bundle:${shop.bundleId}`, `course:${shop.second.course.id}`];
      const res = await check(shop.hub.id, keys, learner.token);
      const cart: CheckedCart = res.json().data;
      expect(cart.items.map((item) => item.problem)).toEqual(["in_bundle", null, "in_bundle"]);
      expect(cart.total).toBe(1500);
      // Checking out both is refused, naming the course; the bundle alone, or the course alone, is bought.
      const both = await checkout(t, shop.hub.id, keys.slice(0, 2), { token: learner.token });
      expect(both.statusCode).toBe(422);
      expect(both.json().errors).toEqual({ "items.0": [expect.stringMatching(/comes with a bundle in your cart/)] });
      const alone = await check(shop.hub.id, [`course:${shop.paid.course.id}`], learner.token);
      expect(alone.json().data.items[0].problem).toBeNull();
      const made = await t.db.select().from(orders).where(eq(orders.buyer_id, learner.user.id));
      expect(made).toEqual([]);
    });

    it("says payments_off while the creator has not connected payouts", async () => {
      const shop = await publishedHub(t);
      const res = await check(shop.hub.id, [`course:${shop.paid.course.id}`]);
      expect(res.json().data.items[0].problem).toBe("payments_off");
      expect(res.json().data.payments_enabled).toBe(false);
    });
  });

  describe("payouts with the test provider", () => {
    it("onboard on the app's own page and come back to the hub's settings", async () => {
      const shop = await publishedHub(t);
      const token = shop.creator.token;
      const before = await t.inject({ method: "GET", url: "/api/payouts", headers: bearer(token) });
      expect(before.json().data).toEqual({
        status: "not_connected",
        stripe_id: null,
        provider_mode: "test",
        requirements: [],
      });
      const connect = await t.inject({
        method: "POST",
        url: "/api/payouts/connect",
        headers: bearer(token),
        payload: { hub_id: shop.hub.id },
      });
      expect(connect.statusCode, connect.body).toBe(200);
      const path = new URL(connect.json().data.url).pathname;
      const page = await t.inject({ method: "GET", url: path });
      expect(page.body).toContain("TEST MODE");
      const pending = await t.inject({ method: "GET", url: "/api/payouts", headers: bearer(token) });
      expect(pending.json().data.status).toBe("pending");
      expect(pending.json().data.requirements.length).toBeGreaterThan(0);
      const activated = await t.inject({ method: "POST", url: path });
      expect(activated.statusCode).toBe(303);
      const back = await t.inject({
        method: "GET",
        url: String(activated.headers.location).replace(t.config.publicUrl, ""),
      });
      expect(back.headers.location).toBe(`/course_hubs/settings/${shop.hub.id}?section=payouts&payouts=return`);
      const after = await t.inject({ method: "GET", url: "/api/payouts", headers: bearer(token) });
      expect(after.json().data).toMatchObject({ status: "active", requirements: [] });
      // A link works once: used again, it goes to its refresh address, which makes a new one.
      const reused = await t.inject({ method: "POST", url: path });
      expect(String(reused.headers.location)).toContain("/api/payouts/refresh?");
      const forged = await t.inject({ method: "GET", url: "/api/payouts/return?account=acct_x&sig=nope" });
      expect(forged.statusCode).toBe(404);
    });
  });

  describe("POST /api/course_hubs/landing/{hubId}/checkout", () => {
    it("charges the server's price whatever the request says, the price of the moment of the order", async () => {
      const shop = await sellingHub(t);
      const learner = await t.createUser();
      await t.db
        .update(hubCourses)
        .set({ price: 1999 })
        .where(and(eq(hubCourses.hub_id, shop.hub.id), eq(hubCourses.course_id, shop.paid.course.id)));
      const res = await checkout(t, shop.hub.id, [`course:${shop.paid.course.id}`], {
        token: learner.token,
        extra: { total: 1, prices: { [`course:${shop.paid.course.id}`]: 1 }, currency: "JPY" },
      });
      expect(res.statusCode, res.body).toBe(200);
      const [row] = await t.db.select().from(orders).where(eq(orders.id, res.json().data.order_id));
      expect(row).toMatchObject({ total: 1999, currency: "EUR", status: "pending", provider: "test" });
    });

    it("refuses items that cannot be bought with a message for each, and makes nothing", async () => {
      const shop = await sellingHub(t);
      const other = await publishedHub(t, { name: "Elsewhere" });
      const learner = await t.createUser();
      const res = await checkout(
        t,
        shop.hub.id,
        [`course:${shop.paid.course.id}`, `course:${other.paid.course.id}`, `course:${shop.free.course.id}`],
        { token: learner.token },
      );
      expect(res.statusCode).toBe(422);
      const body = res.json();
      expect(body.error).toBe("cart_refused");
      expect(Object.keys(body.errors)).toEqual(["items.1", "items.2"]);
      expect(body.errors["items.1"][0]).toMatch(/not for sale/);
      const made = await t.db.select().from(orders).where(eq(orders.buyer_id, learner.user.id));
      expect(made).toEqual([]);
    });

    it("refuses a key whose id is above the database's integers (422, nothing made), in the cart check too", async () => {
      const shop = await sellingHub(t);
      const learner = await t.createUser();
      for (const items of [["course:2147483648"], [`course:${shop.paid.course.id}`, "bundle:9999999999"]]) {
        const res = await checkout(t, shop.hub.id, items, { token: learner.token });
        expect(res.statusCode, res.body).toBe(422);
        expect(Object.keys(res.json().errors)).toEqual([`items.${items.length - 1}`]);
        const checked = await check(shop.hub.id, items, learner.token);
        expect(checked.statusCode, checked.body).toBe(422);
      }
      const made = await t.db.select().from(orders).where(eq(orders.buyer_id, learner.user.id));
      expect(made).toEqual([]);
      // The largest id still reads as an item the hub does not sell.
      const largest = await check(shop.hub.id, ["course:2147483647"], learner.token);
      expect(largest.json().data.items.map((item: { problem: string }) => item.problem)).toEqual(["not_sold"]);
    });

    it("makes a learner account for an anonymous buyer and mails a link to set its password", async () => {
      const shop = await sellingHub(t);
      const email = uniqueEmail("buyer");
      const res = await checkout(t, shop.hub.id, [`course:${shop.paid.course.id}`], {
        buyer: { name: "Ada Buyer", email },
      });
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      expect(data.account_created).toBe(true);
      const [user] = await t.db.select().from(users).where(eq(users.email, email));
      expect(user?.permissions).toEqual([]);
      expect(await t.linkToken(email, "/setNewPassword/")).toMatch(/^[\w-]{20,}$/);
      const me = await t.inject({ method: "GET", url: "/api/user", headers: bearer(data.access_token) });
      expect(me.json().data.email).toBe(email);
    });

    it("asks an address that has an account to log in, saying nothing more", async () => {
      const shop = await sellingHub(t);
      const existing = await t.createUser();
      const res = await checkout(t, shop.hub.id, [`course:${shop.paid.course.id}`], {
        buyer: { name: "Someone", email: existing.user.email },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toBe("login_required");
      expect(res.json().errors).toEqual({ email: [expect.stringMatching(/log in/)] });
      const missing = await checkout(t, shop.hub.id, [`course:${shop.paid.course.id}`]);
      expect(missing.statusCode).toBe(422);
      expect(Object.keys(missing.json().errors)).toEqual(["buyer"]);
    });

    it("reopens the pending order for the same cart, and ends the other one for a new cart", async () => {
      const shop = await sellingHub(t);
      const learner = await t.createUser();
      const first = await startedCheckout(t, shop.hub.id, [`course:${shop.paid.course.id}`], learner.token);
      const again = await startedCheckout(t, shop.hub.id, [`course:${shop.paid.course.id}`], learner.token);
      expect(again.order_id).toBe(first.order_id);
      expect(again.checkout_url).toBe(first.checkout_url);
      const bigger = await startedCheckout(
        t,
        shop.hub.id,
        [`course:${shop.paid.course.id}`, `course:${shop.second.course.id}`],
        learner.token,
      );
      expect(bigger.order_id).not.toBe(first.order_id);
      const [old] = await t.db.select().from(orders).where(eq(orders.id, first.order_id));
      expect(old?.status).toBe("expired");
      // The ended session cannot be paid any more.
      const late = await payOnTestPage(t, first.checkout_url);
      expect(late.statusCode).toBe(410);
    });

    it("reopens the pending order only from the same page: from another one, a new order comes back there", async () => {
      const shop = await sellingHub(t);
      const learner = await t.createUser();
      const items = [`course:${shop.paid.course.id}`];
      const from = (path: string) =>
        checkout(t, shop.hub.id, items, { token: learner.token, extra: { return_path: path } });
      const coursePage = `/hubs/landing/${shop.hub.id}/${shop.hub.slug}/course/${shop.paid.course.id}`;
      const bundlesPage = `/hubs/landing/${shop.hub.id}/${shop.hub.slug}/bundles`;
      const first = (await from(coursePage)).json().data;
      expect((await from(coursePage)).json().data.order_id).toBe(first.order_id);
      const second = (await from(bundlesPage)).json().data;
      expect(second.order_id).not.toBe(first.order_id);
      const rows = await t.db.select().from(orders).where(eq(orders.buyer_id, learner.user.id)).orderBy(orders.id);
      expect(rows.map((row) => [row.status, row.return_path])).toEqual([
        ["expired", coursePage],
        ["pending", bundlesPage],
      ]);
      expect((await payOnTestPage(t, first.checkout_url)).statusCode).toBe(410);
      const paid = await payOnTestPage(t, second.checkout_url);
      expect(await comeBack(t, String(paid.headers.location))).toContain(
        `/bundles?checkout=success&order_id=${second.order_id}`,
      );
    });
  });

  describe("the test provider's page, end to end", () => {
    async function buy(shop: Shop, items: string[]) {
      const learner = await t.createUser();
      const started = await startedCheckout(t, shop.hub.id, items, learner.token);
      return { learner, started };
    }

    it("shows the order in test mode, in the buyer's language, and says what to do with a declined card", async () => {
      const shop = await sellingHub(t);
      const learner = await t.createUser();
      const res = await t.inject({
        method: "POST",
        url: `/api/course_hubs/landing/${shop.hub.id}/checkout`,
        headers: { ...bearer(learner.token), "content-language": "de" },
        payload: { items: [`course:${shop.paid.course.id}`] },
      });
      const started = res.json().data;
      const page = await t.inject({ method: "GET", url: new URL(started.checkout_url).pathname });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('lang="de"');
      expect(page.body).toContain("TESTMODUS");
      expect(page.body).toContain("First aid");
      // The price as the German landing page shows it, not the bare "€12.50".
      expect(page.body).toContain("€12,50");
      expect(page.body).toContain('<link rel="icon"');
      expect(page.body).toContain('<label for="card-number">');
      const declined = await payOnTestPage(t, started.checkout_url, "4000 0000 0000 0002");
      expect(declined.statusCode).toBe(402);
      expect(declined.body).toContain('role="alert"');
      expect(declined.body).toContain("abgelehnt");
      const poor = await payOnTestPage(t, started.checkout_url, "4000000000009995");
      expect(poor.body).toContain("Deckung");
      const [row] = await t.db.select().from(orders).where(eq(orders.id, started.order_id));
      expect(row?.status).toBe("pending");
    });

    it("pays, comes back to the landing page, and the course is the learner's with a receipt", async () => {
      const shop = await sellingHub(t);
      const { learner, started } = await buy(shop, [`course:${shop.paid.course.id}`, `event:${shop.eventId}`]);
      const paid = await payOnTestPage(t, started.checkout_url);
      expect(paid.statusCode).toBe(303);
      const landing = await comeBack(t, String(paid.headers.location));
      expect(landing).toBe(
        `/hubs/landing/${shop.hub.id}/${shop.hub.slug}?checkout=success&order_id=${started.order_id}`,
      );
      const res = await order(t, started.order_id, learner.token);
      const data: Order = res.json().data;
      expect(data.status).toBe("fulfilled");
      expect(data.shares.map((share) => share.course_id)).toEqual([shop.paid.course.id]);
      const upcoming = await t.inject({
        method: "GET",
        url: "/api/course_player/upcoming",
        headers: bearer(learner.token),
      });
      expect(upcoming.body).toContain("First aid");
      const bookings = await t.inject({ method: "GET", url: "/api/event_bookings", headers: bearer(learner.token) });
      expect(bookings.json().data).toMatchObject([{ status: "confirmed", paid: true, order_id: started.order_id }]);
      const [receipt] = await t.outbox(learner.user.email);
      expect(receipt?.subject).toContain(`${started.order_id}`);
      expect(receipt?.text).toContain("€12.50");
      expect(receipt?.text).toContain("€17.50");
      expect(receipt?.text).toContain("Test mode");
    });

    it("gives each course of a bundle, and refuses a second paid order for what is owned before payment", async () => {
      const shop = await sellingHub(t);
      const { learner, started } = await buy(shop, [`bundle:${shop.bundleId}`]);
      await payOnTestPage(t, started.checkout_url);
      const held = await t.db
        .select({ course_id: hubEntitlements.course_id })
        .from(hubEntitlements)
        .where(and(eq(hubEntitlements.user_id, learner.user.id), isNull(hubEntitlements.revoked_at)));
      expect(held.map((row) => row.course_id).sort()).toEqual(
        [shop.paid.course.id, shop.second.course.id].sort((a, b) => a - b),
      );
      const second = await checkout(t, shop.hub.id, [`course:${shop.paid.course.id}`], { token: learner.token });
      expect(second.statusCode).toBe(422);
      expect(second.json().errors["items.0"][0]).toContain("already have");
    });
  });
});
