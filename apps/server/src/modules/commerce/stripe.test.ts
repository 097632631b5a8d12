import type { Order, Payouts } from "@coursewright/course-model";
import { and, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventBookings, hubCourses, hubEntitlements, hubs, orderLines, orders, paymentEvents } from "../../db/schema";
import { bearer, forEachDatabase, type TestContext } from "../../test/context";
import { StripeFake } from "../../test/stripeFake";
import { checkout, comeBack, order, type Shop, sellingHub, startedCheckout } from "./testing";

const fake = new StripeFake();
beforeAll(() => fake.start());
afterAll(() => fake.stop());

/** The fake's onboarding: Stripe enables charges and tells the Connect webhook. */
async function activateAtFake(t: TestContext, url: string): Promise<void> {
  const account = url.split("/").pop() ?? "";
  fake.setAccount(account, { charges_enabled: true });
  const res = await post(t, "connect", fake.delivery("account.updated", { id: account, object: "account" }, account));
  expect(res.statusCode, res.body).toBe(200);
}

function post(t: TestContext, endpoint: "platform" | "connect", delivery: { body: string; signature: string }) {
  return t.inject({
    method: "POST",
    url: endpoint === "connect" ? "/api/payments/connect_webhook" : "/api/payments/webhook",
    headers: { "content-type": "application/json", "stripe-signature": delivery.signature },
    payload: delivery.body,
  });
}

forEachDatabase(
  "selling: Stripe Connect (direct charges) against a fake Stripe",
  (t) => {
    async function bought(shop: Shop, items: string[], token?: string) {
      const learner = token ? null : await t.createUser();
      const buyerToken = token ?? learner?.token ?? "";
      const started = await startedCheckout(t, shop.hub.id, items, buyerToken);
      const [row] = await t.db.select().from(orders).where(eq(orders.id, started.order_id));
      if (!row?.session_id) throw new Error("no session");
      return { learner, token: buyerToken, started, row, session: row.session_id, account: row.provider_account_id };
    }
    const completed = (session: string, account: string, id?: string) =>
      fake.delivery("checkout.session.completed", { id: session, object: "checkout.session" }, account, { id });
    const receipts = async (email: string) => (await t.outbox(email)).filter((mail) => mail.subject.includes("order"));
    const activeEntitlements = (userId: number) =>
      t.db
        .select()
        .from(hubEntitlements)
        .where(and(eq(hubEntitlements.user_id, userId), isNull(hubEntitlements.revoked_at)));

    describe("payouts", () => {
      it("onboards the creator's connected account through an account link and account.updated", async () => {
        const shop = await sellingHub(t, (url) => activateAtFake(t, url));
        const res = await t.inject({ method: "GET", url: "/api/payouts", headers: bearer(shop.creator.token) });
        const payouts: Payouts = res.json().data;
        expect(payouts).toMatchObject({ status: "active", provider_mode: "live", requirements: [] });
        expect(payouts.stripe_id).toMatch(/^acct_/);
        const create = fake.requests.find((r) => r.path === "/v1/accounts" && r.method === "POST");
        expect(create?.idempotencyKey).toBe(`payout-account-${shop.creator.user.id}`);
        const hub = await t.inject({ method: "GET", url: `/api/course_hubs/landing/get_hub/${shop.hub.id}` });
        expect(hub.json().data.user.stripe_connect.stripe_id).toBe(payouts.stripe_id);
        expect(hub.json().data.selling).toEqual({ payments_enabled: true, provider_mode: "live" });
      });

      it("stops selling when the creator deauthorises the platform", async () => {
        const shop = await sellingHub(t, (url) => activateAtFake(t, url));
        const account = (
          await t.inject({ method: "GET", url: "/api/payouts", headers: bearer(shop.creator.token) })
        ).json().data.stripe_id;
        fake.setAccount(account, { deauthorized: true });
        const res = await post(
          t,
          "connect",
          fake.delivery("account.application.deauthorized", { id: "ca_platform", object: "application" }, account),
        );
        expect(res.statusCode).toBe(200);
        const after = await t.inject({ method: "GET", url: "/api/payouts", headers: bearer(shop.creator.token) });
        expect(after.json().data).toMatchObject({ status: "not_connected", stripe_id: null });
        const buyer = await t.createUser();
        const refused = await checkout(t, shop.hub.id, [`course:${shop.paid.course.id}`], { token: buyer.token });
        expect(refused.json().errors["items.0"][0]).toMatch(/cannot take payments/);
      });
    });

    describe("checkout sessions", () => {
      it("are direct charges on the connected account, keyed by our ids, with the platform's fee", async () => {
        const shop = await sellingHub(t, (url) => activateAtFake(t, url));
        const { started, account } = await bought(shop, [`course:${shop.paid.course.id}`]);
        const create = fake.requests.findLast((r) => r.path === "/v1/checkout/sessions");
        expect(create).toMatchObject({ account, idempotencyKey: `order-${started.order_id}-checkout` });
        expect(create?.body).toMatchObject({
          mode: "payment",
          client_reference_id: String(started.order_id),
          payment_intent_data: { application_fee_amount: "125" },
          line_items: { 0: { quantity: "1", price_data: { unit_amount: "1250", currency: "eur" } } },
        });
        expect(started.checkout_url).toMatch(/^https:\/\/checkout\.stripe\.test\//);
        const posts = fake.requests.filter((r) => r.method === "POST");
        expect(posts.every((r) => r.idempotencyKey !== null)).toBe(true);
      });

      it("carry zero- and three-decimal currencies in their own minor units, to Stripe and in the receipt", async () => {
        for (const [currency, price, shown] of [
          // Grouped as the landing pages show them.
          ["JPY", 1500, "¥1,500"],
          ["KWD", 1234567, "KWD 1,234.567"],
        ] as const) {
          const shop = await sellingHub(t, (url) => activateAtFake(t, url));
          await t.db.update(hubs).set({ currency }).where(eq(hubs.id, shop.hub.id));
          await t.db
            .update(hubCourses)
            .set({ price })
            .where(and(eq(hubCourses.hub_id, shop.hub.id), eq(hubCourses.course_id, shop.paid.course.id)));
          const { session, account, learner } = await bought(shop, [`course:${shop.paid.course.id}`]);
          const create = fake.requests.findLast((r) => r.path === "/v1/checkout/sessions");
          expect(create?.body).toMatchObject({
            line_items: { 0: { price_data: { unit_amount: String(price), currency: currency.toLowerCase() } } },
          });
          fake.pay(account, session);
          await post(t, "connect", completed(session, account));
          const [receipt] = await receipts(learner?.user.email ?? "");
          expect(receipt?.text).toContain(shown);
        }
      });

      it("answers 502 and holds nothing when Stripe cannot be reached", async () => {
        const shop = await sellingHub(t, (url) => activateAtFake(t, url));
        const buyer = await t.createUser();
        fake.failNext = 3;
        const res = await checkout(t, shop.hub.id, [`event:${shop.eventId}`], { token: buyer.token });
        fake.failNext = 0;
        expect(res.statusCode).toBe(502);
        expect(res.json().error).toBe("payment_provider_unavailable");
        const [row] = await t.db.select().from(orders).where(eq(orders.buyer_id, buyer.user.id));
        expect(row?.status).toBe("failed");
        const held = await t.db.select().from(eventBookings).where(eq(eventBookings.user_id, buyer.user.id));
        expect(held.map((booking) => booking.status)).toEqual(["cancelled"]);
      });
    });

    describe("webhooks", () => {
      it("fulfil once when the same event is delivered three times, at once and again", async () => {
        const shop = await sellingHub(t, (url) => activateAtFake(t, url));
        const { learner, session, account, started } = await bought(shop, [`bundle:${shop.bundleId}`]);
        fake.pay(account, session);
        const delivery = completed(session, account);
        const answers = await Promise.all([post(t, "connect", delivery), post(t, "connect", delivery)]);
        const third = await post(t, "connect", delivery);
        expect([...answers, third].map((res) => res.statusCode)).toEqual([200, 200, 200]);
        expect([...answers, third].filter((res) => res.json().handled)).toHaveLength(1);
        expect(await activeEntitlements(learner?.user.id ?? 0)).toHaveLength(2);
        expect(await receipts(learner?.user.email ?? "")).toHaveLength(1);
        const [stored] = await t.db.select().from(paymentEvents).where(eq(paymentEvents.id, delivery.id));
        expect(stored).toMatchObject({ order_id: started.order_id, type: "checkout.session.completed" });
      });

      it("refuse a bad signature, a tampered body and a missing header, and store nothing", async () => {
        const shop = await sellingHub(t, (url) => activateAtFake(t, url));
        const { session, account, started } = await bought(shop, [`course:${shop.paid.course.id}`]);
        fake.pay(account, session);
        const wrong = fake.delivery(
          "checkout.session.completed",
          { id: session, object: "checkout.session" },
          account,
          {
            secret: "whsec_someone_else",
          },
        );
        const tampered = completed(session, account);
        const cases = [
          wrong,
          {
            body: tampered.body.replace("checkout.session.completed", "checkout.session.expired"),
            signature: tampered.signature,
          },
          { body: tampered.body, signature: "" },
          // Signed for the platform endpoint, sent to Connect's.
          fake.delivery("checkout.session.completed", { id: session, object: "checkout.session" }, null),
        ];
        for (const delivery of cases) {
          const res = await post(t, "connect", delivery);
          expect(res.statusCode).toBe(400);
          expect(res.json().error).toBe("webhook_signature");
        }
        const [row] = await t.db.select().from(orders).where(eq(orders.id, started.order_id));
        expect(row?.status).toBe("pending");
        const stored = await t.db.select().from(paymentEvents).where(eq(paymentEvents.id, wrong.id));
        expect(stored).toEqual([]);
      });

      it("act on the session as Stripe has it now, whatever order the events arrive in", async () => {
        const shop = await sellingHub(t, (url) => activateAtFake(t, url));
        const { session, account, started, learner } = await bought(shop, [`course:${shop.paid.course.id}`]);
        // "completed" before the payment went through (a stale or forged-but-signed story): nothing happens.
        await post(t, "connect", completed(session, account));
        expect((await t.db.select().from(orders).where(eq(orders.id, started.order_id)))[0]?.status).toBe("pending");
        fake.pay(account, session);
        // An expiry event arriving late, after the payment: the session is complete, so the order is fulfilled.
        const expired = fake.delivery("checkout.session.expired", { id: session, object: "checkout.session" }, account);
        await post(t, "connect", expired);
        await post(t, "connect", completed(session, account));
        const [row] = await t.db.select().from(orders).where(eq(orders.id, started.order_id));
        expect(row?.status).toBe("fulfilled");
        expect(await activeEntitlements(learner?.user.id ?? 0)).toHaveLength(1);
        expect(await receipts(learner?.user.email ?? "")).toHaveLength(1);
      });

      it("fulfil once whether the success page or the webhook comes first", async () => {
        const shop = await sellingHub(t, (url) => activateAtFake(t, url));
        for (const pageFirst of [true, false]) {
          const { session, account, started, learner } = await bought(shop, [`course:${shop.paid.course.id}`]);
          fake.pay(account, session);
          const back = `/api/checkout/return?order_id=${started.order_id}&session_id=${session}`;
          if (pageFirst) expect(await comeBack(t, back)).toContain("checkout=success");
          expect((await post(t, "connect", completed(session, account))).json().handled).toBe(true);
          if (!pageFirst) await comeBack(t, back);
          const res = await order(t, started.order_id, learner?.token ?? "");
          expect(res.json().data.status).toBe("fulfilled");
          expect(await activeEntitlements(learner?.user.id ?? 0)).toHaveLength(1);
          expect(await receipts(learner?.user.email ?? "")).toHaveLength(1);
        }
      });

      it("settle delayed payments: a failed one frees its seat, a succeeded one is fulfilled", async () => {
        const shop = await sellingHub(t, (url) => activateAtFake(t, url));
        const failing = await bought(shop, [`event:${shop.eventId}`]);
        // A bank debit: the session is complete, the money not there yet.
        Object.assign(fake.object(failing.account, failing.session) ?? {}, { status: "complete" });
        const pendingEvent = { id: failing.session, object: "checkout.session" };
        await post(t, "connect", fake.delivery("checkout.session.completed", pendingEvent, failing.account));
        expect((await t.db.select().from(orders).where(eq(orders.id, failing.started.order_id)))[0]?.status).toBe(
          "pending",
        );
        await post(t, "connect", fake.delivery("checkout.session.async_payment_failed", pendingEvent, failing.account));
        expect((await t.db.select().from(orders).where(eq(orders.id, failing.started.order_id)))[0]?.status).toBe(
          "failed",
        );
        const seats = await t.db
          .select()
          .from(eventBookings)
          .where(eq(eventBookings.order_id, failing.started.order_id));
        expect(seats.map((seat) => seat.status)).toEqual(["cancelled"]);
        const succeeding = await bought(shop, [`event:${shop.eventId}`]);
        fake.pay(succeeding.account, succeeding.session);
        const paidEvent = { id: succeeding.session, object: "checkout.session" };
        await post(
          t,
          "connect",
          fake.delivery("checkout.session.async_payment_succeeded", paidEvent, succeeding.account),
        );
        const [row] = await t.db.select().from(orders).where(eq(orders.id, succeeding.started.order_id));
        expect(row?.status).toBe("fulfilled");
      });

      it("leave a pending order pending while the buyer has not paid, and the success page settles a paid one", async () => {
        const shop = await sellingHub(t, (url) => activateAtFake(t, url));
        const { session, account, started, learner } = await bought(shop, [`course:${shop.paid.course.id}`]);
        const before: Order = (await order(t, started.order_id, learner?.token ?? "")).json().data;
        expect(before).toMatchObject({ status: "pending", checkout_url: started.checkout_url, shares: [] });
        fake.pay(account, session);
        const after: Order = (await order(t, started.order_id, learner?.token ?? "")).json().data;
        expect(after.status).toBe("fulfilled");
        expect(after.shares).toHaveLength(1);
      });
    });

    describe("refunds", () => {
      async function paidOrder(shop: Shop, items: string[], token?: string) {
        const result = await bought(shop, items, token);
        fake.pay(result.account, result.session);
        await post(t, "connect", completed(result.session, result.account));
        return result;
      }
      const refund = (token: string, orderId: number, payload: object) =>
        t.inject({ method: "POST", url: `/api/orders/${orderId}/refund`, headers: bearer(token), payload });

      it("in part keeps access; in full with revocation takes this order's access only", async () => {
        const shop = await sellingHub(t, (url) => activateAtFake(t, url));
        const { started, learner, account, token } = await paidOrder(shop, [`course:${shop.paid.course.id}`]);
        const part = await refund(shop.creator.token, started.order_id, { amount: 500, revoke_access: false });
        expect(part.statusCode, part.body).toBe(200);
        expect(part.json().data).toMatchObject({ status: "partially_refunded", refunded: 500, access_revoked: false });
        const call = fake.requests.findLast((r) => r.path === "/v1/refunds");
        expect(call).toMatchObject({ account, idempotencyKey: `refund-${started.order_id}-1` });
        expect(await activeEntitlements(learner?.user.id ?? 0)).toHaveLength(1);
        // The same course again through a bundle (another order): it must outlive the first order's revocation.
        const bundle = await paidOrder(shop, [`bundle:${shop.bundleId}`], token);
        const rest = await refund(shop.creator.token, started.order_id, { revoke_access: true });
        expect(rest.json().data).toMatchObject({ status: "refunded", refunded: 1250, access_revoked: true });
        const held = await activeEntitlements(learner?.user.id ?? 0);
        expect(held.map((row) => row.course_id).sort()).toEqual(
          [shop.paid.course.id, shop.second.course.id].sort((a, b) => a - b),
        );
        const lines = await t.db.select().from(orderLines).where(eq(orderLines.order_id, bundle.started.order_id));
        expect(held.every((row) => row.order_line_id === lines[0]?.id)).toBe(true);
        const mails = await t.outbox(learner?.user.email ?? "");
        expect(mails[0]?.subject).toContain("refunded");
        // charge.refunded from Stripe afterwards changes nothing more.
        const again = await order(t, started.order_id, shop.creator.token);
        expect(again.json().data.refunded).toBe(1250);
      });

      it("with revocation leaves a free enrolment in place", async () => {
        const shop = await sellingHub(t, (url) => activateAtFake(t, url));
        const created = await t.inject({
          method: "POST",
          url: `/api/course_hubs/${shop.hub.id}/bundles`,
          headers: bearer(shop.creator.token),
          payload: { title: "Starter", course_ids: [shop.free.course.id, shop.paid.course.id], price: 1000 },
        });
        const learner = await t.createUser();
        const enrol = await t.inject({
          method: "POST",
          url: `/api/course_hubs/landing/${shop.hub.id}/courses/${shop.free.course.id}/enrol`,
          headers: bearer(learner.token),
        });
        expect(enrol.statusCode).toBe(200);
        const { started } = await paidOrder(shop, [`bundle:${created.json().data.id}`], learner.token);
        expect(await activeEntitlements(learner.user.id)).toHaveLength(3);
        await refund(shop.creator.token, started.order_id, { revoke_access: true });
        const left = await activeEntitlements(learner.user.id);
        expect(left.map((row) => [row.course_id, row.source])).toEqual([[shop.free.course.id, "free"]]);
      });

      it("are the selling creator's only, never above what is left, and not while disputed", async () => {
        const shop = await sellingHub(t, (url) => activateAtFake(t, url));
        const other = await t.createUser({ creator: true });
        const { started, token, account, row } = await paidOrder(shop, [`course:${shop.paid.course.id}`]);
        expect((await refund(other.token, started.order_id, { revoke_access: true })).statusCode).toBe(403);
        expect((await refund(token, started.order_id, { revoke_access: true })).statusCode).toBe(403);
        expect((await order(t, started.order_id, other.token)).statusCode).toBe(403);
        const tooMuch = await refund(shop.creator.token, started.order_id, { amount: 1251, revoke_access: false });
        expect(tooMuch.statusCode).toBe(422);
        expect(tooMuch.json().errors.amount[0]).toContain("€12.50");
        // In a currency paid in steps of ten minor units, a refund off the step would be refused by the provider.
        await t.db.update(orders).set({ currency: "KWD" }).where(eq(orders.id, row.id));
        const offStep = await refund(shop.creator.token, started.order_id, { amount: 505, revoke_access: false });
        expect(offStep.statusCode).toBe(422);
        expect(offStep.json().errors.amount[0]).toContain("KWD 0.010");
        await t.db.update(orders).set({ currency: "EUR" }).where(eq(orders.id, row.id));
        const [paid] = await t.db.select().from(orders).where(eq(orders.id, row.id));
        const dispute = fake.dispute(account, paid?.payment_intent_id ?? "", "needs_response");
        await post(t, "connect", fake.delivery("charge.dispute.created", { id: dispute, object: "dispute" }, account));
        const frozen = await refund(shop.creator.token, started.order_id, { revoke_access: false });
        expect(frozen.json().error).toBe("order_disputed");
        fake.dispute(account, paid?.payment_intent_id ?? "", "won", dispute);
        await post(t, "connect", fake.delivery("charge.dispute.closed", { id: dispute, object: "dispute" }, account));
        expect((await order(t, started.order_id, shop.creator.token)).json().data.status).toBe("fulfilled");
      });
    });
  },
  { payments: (config, db) => fake.provider(config, db), env: { PLATFORM_FEE_PERCENT: "10" } },
);
