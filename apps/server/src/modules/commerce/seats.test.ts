import type { HubEvent } from "@coursewright/course-model";
import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { eventBookings, hubEntitlements, orders, testPaymentObjects } from "../../db/schema";
import { testWebhookSecret } from "../../payments/testObjects";
import { signatureFor } from "../../payments/webhookEvents";
import { bearer, forEachDatabase, type TestContext } from "../../test/context";
import { sweepOrders } from "./sweeper";
import { checkout, eventBody, payOnTestPage, sellingHub, startedCheckout } from "./testing";

/** Moves an order's life back in time: made `minutes` ago, its session and seat holds run out a minute ago. */
async function age(t: TestContext, orderId: number, minutes = 31) {
  const [row] = await t.db
    .update(orders)
    .set({
      created_at: sql`now() - make_interval(mins => ${minutes})`,
      expires_at: sql`now() - interval '1 minute'`,
    })
    .where(eq(orders.id, orderId))
    .returning();
  await t.db
    .update(testPaymentObjects)
    .set({
      data: sql`jsonb_set(${testPaymentObjects.data}, '{expires_at}', to_jsonb(extract(epoch from now())::int - 60))`,
    })
    .where(eq(testPaymentObjects.id, row?.session_id ?? ""));
  await t.db
    .update(eventBookings)
    .set({ hold_expires_at: sql`now() - interval '1 minute'` })
    .where(eq(eventBookings.order_id, orderId));
}

forEachDatabase("selling: seats, pending orders and the job that re-checks them", (t) => {
  const sweep = () => sweepOrders(t.app.commerce);

  describe("event capacity", () => {
    it("gives exactly 10 bookings to 50 concurrent checkouts for an event with 10 seats", async () => {
      const shop = await sellingHub(t);
      const buyers = await Promise.all(Array.from({ length: 50 }, () => t.createUser()));
      const answers = await Promise.all(
        buyers.map((buyer) => checkout(t, shop.hub.id, [`event:${shop.eventId}`], { token: buyer.token })),
      );
      const statuses = answers.map((res) => res.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(10);
      expect(statuses.filter((status) => status === 422)).toHaveLength(40);
      for (const refused of answers.filter((res) => res.statusCode === 422)) {
        expect(refused.json().errors["items.0"][0]).toMatch(/fully booked/);
      }
      const held = await t.db.select().from(eventBookings).where(eq(eventBookings.event_id, shop.eventId));
      expect(held.filter((booking) => booking.status === "held")).toHaveLength(10);
      for (const res of answers.filter((answer) => answer.statusCode === 200)) {
        expect((await payOnTestPage(t, res.json().data.checkout_url)).statusCode).toBe(303);
      }
      const confirmed = await t.db
        .select()
        .from(eventBookings)
        .where(and(eq(eventBookings.event_id, shop.eventId), eq(eventBookings.status, "confirmed")));
      expect(confirmed).toHaveLength(10);
      const events = await t.inject({ method: "GET", url: `/api/course_hubs/landing/${shop.hub.id}/events` });
      const shown = events.json().data.find((event: HubEvent) => event.id === shop.eventId);
      expect(shown).toMatchObject({ capacity: 10, booked: 10 });
    }, 60_000);

    it("gives a lapsed checkout's seat back and tells the first person waiting", async () => {
      const shop = await sellingHub(t);
      const base = `/api/course_hubs/${shop.hub.id}/events`;
      const made = await t.inject({
        method: "POST",
        url: base,
        headers: bearer(shop.creator.token),
        payload: eventBody({ title: "Tiny class", capacity: 1 }),
      });
      const eventId = made.json().data.id;
      const [first, waiting] = [await t.createUser(), await t.createUser()];
      const started = await startedCheckout(t, shop.hub.id, [`event:${eventId}`], first.token);
      const full = await checkout(t, shop.hub.id, [`event:${eventId}`], { token: waiting.token });
      expect(full.statusCode).toBe(422);
      const joined = await t.inject({
        method: "POST",
        url: `/api/course_hubs/landing/${shop.hub.id}/events/${eventId}/waitlist`,
        headers: bearer(waiting.token),
        payload: {},
      });
      expect(joined.json().data).toMatchObject({ event_id: eventId, position: 1 });
      await age(t, started.order_id);
      await sweep();
      const [row] = await t.db.select().from(orders).where(eq(orders.id, started.order_id));
      expect(row?.status).toBe("expired");
      const [offer] = await t.outbox(waiting.user.email);
      expect(offer?.subject).toContain("Tiny class");
      const now = await checkout(t, shop.hub.id, [`event:${eventId}`], { token: waiting.token });
      expect(now.statusCode, now.body).toBe(200);
    });
  });

  describe("the pending-orders job", () => {
    it("fulfils an order whose payment went through without a webhook, instead of expiring it", async () => {
      const shop = await sellingHub(t);
      const learner = await t.createUser();
      const started = await startedCheckout(t, shop.hub.id, [`course:${shop.paid.course.id}`], learner.token);
      const [row] = await t.db.select().from(orders).where(eq(orders.id, started.order_id));
      // Paid at the provider; the webhook was lost on the way.
      await t.db
        .update(testPaymentObjects)
        .set({
          data: sql`${testPaymentObjects.data} || '{"status":"complete","payment_status":"paid","payment_intent":"pi_lost"}'::jsonb`,
        })
        .where(eq(testPaymentObjects.id, row?.session_id ?? ""));
      await t.db
        .update(orders)
        .set({ created_at: sql`now() - interval '31 minutes'` })
        .where(eq(orders.id, started.order_id));
      expect((await sweep()).checked).toBeGreaterThanOrEqual(1);
      const [after] = await t.db.select().from(orders).where(eq(orders.id, started.order_id));
      expect(after).toMatchObject({ status: "fulfilled", payment_intent_id: "pi_lost" });
    });

    it("gives each stale order to one round: a second round at once asks nothing again", async () => {
      const shop = await sellingHub(t);
      const learner = await t.createUser();
      const started = await startedCheckout(t, shop.hub.id, [`course:${shop.paid.course.id}`], learner.token);
      await t.db
        .update(orders)
        .set({ created_at: sql`now() - interval '40 minutes'` })
        .where(eq(orders.id, started.order_id));
      const [a, b] = await Promise.all([sweep(), sweep()]);
      const claimedBoth = a.checked + b.checked;
      const [row] = await t.db.select().from(orders).where(eq(orders.id, started.order_id));
      expect(row?.checked_at).not.toBeNull();
      expect(row?.status).toBe("pending");
      const third = await sweep();
      expect(claimedBoth).toBeGreaterThanOrEqual(1);
      const [afterThird] = await t.db.select().from(orders).where(eq(orders.id, started.order_id));
      expect(afterThird?.checked_at?.getTime()).toBe(row?.checked_at?.getTime());
      expect(third.checked).toBe(0);
    });

    it("never lets a stale order's expiry take back what a paid order gave", async () => {
      const shop = await sellingHub(t);
      const learner = await t.createUser();
      const stale = await startedCheckout(t, shop.hub.id, [`course:${shop.paid.course.id}`], learner.token);
      const paid = await startedCheckout(
        t,
        shop.hub.id,
        [`course:${shop.paid.course.id}`, `course:${shop.second.course.id}`],
        learner.token,
      );
      await payOnTestPage(t, paid.checkout_url);
      const [old] = await t.db.select().from(orders).where(eq(orders.id, stale.order_id));
      // The stale order's expiry arrives late (signed like the provider's own deliveries).
      const body = JSON.stringify({
        id: `evt_late_${stale.order_id}`,
        type: "checkout.session.expired",
        account: old?.provider_account_id,
        data: { object: { id: old?.session_id, object: "checkout.session" } },
      });
      const res = await t.inject({
        method: "POST",
        url: "/api/payments/connect_webhook",
        headers: {
          "content-type": "application/json",
          "stripe-signature": signatureFor(body, await testWebhookSecret(t.db)),
        },
        payload: body,
      });
      expect(res.statusCode, res.body).toBe(200);
      await age(t, stale.order_id, 120);
      await sweep();
      const held = await t.db.select().from(hubEntitlements).where(eq(hubEntitlements.user_id, learner.user.id));
      expect(held.filter((row) => row.revoked_at === null)).toHaveLength(2);
      const [after] = await t.db.select().from(orders).where(eq(orders.id, paid.order_id));
      expect(after?.status).toBe("fulfilled");
      const [stillOld] = await t.db.select().from(orders).where(eq(orders.id, stale.order_id));
      expect(stillOld?.status).toBe("expired");
    });
  });
});
