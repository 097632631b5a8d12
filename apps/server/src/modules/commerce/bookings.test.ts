import type { EventBooking, EventBookingsOverview } from "@coursewright/course-model";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { bearer, forEachDatabase, uniqueEmail } from "../../test/context";
import { eventBody, payOnTestPage, type Shop, sellingHub, startedCheckout } from "./testing";

forEachDatabase("selling: event bookings", (t) => {
  const book = (shop: Shop, eventId: number, token?: string, buyer?: object) =>
    t.inject({
      method: "POST",
      url: `/api/course_hubs/landing/${shop.hub.id}/events/${eventId}/book`,
      headers: token ? bearer(token) : {},
      payload: buyer ? { buyer } : {},
    });
  const wait = (shop: Shop, eventId: number, token: string) =>
    t.inject({
      method: "POST",
      url: `/api/course_hubs/landing/${shop.hub.id}/events/${eventId}/waitlist`,
      headers: bearer(token),
      payload: {},
    });
  const mine = (token: string, when = "upcoming") =>
    t.inject({ method: "GET", url: `/api/event_bookings?when=${when}`, headers: bearer(token) });
  const overview = (shop: Shop, eventId: number, token: string, suffix = "") =>
    t.inject({
      method: "GET",
      url: `/api/course_hubs/${shop.hub.id}/events/${eventId}/bookings${suffix}`,
      headers: bearer(token),
    });

  describe("free events", () => {
    it("book at once up to the capacity, then offer the waiting list in order", async () => {
      const shop = await sellingHub(t);
      const [a, b, c, d] = await Promise.all([t.createUser(), t.createUser(), t.createUser(), t.createUser()]);
      const first = await book(shop, shop.freeEventId, a.token);
      expect(first.statusCode, first.body).toBe(201);
      expect(first.json().data.booking).toMatchObject({ status: "confirmed", paid: false, can_cancel: true });
      expect(first.json().data.booking.event.online_url).toBe("https://meet.example.com/workshop");
      expect((await t.outbox(a.user.email))[0]?.subject).toContain("Open day");
      expect((await book(shop, shop.freeEventId, a.token)).json().error).toBe("already_booked");
      expect((await wait(shop, shop.freeEventId, c.token)).json().error).toBe("seats_left");
      expect((await book(shop, shop.freeEventId, b.token)).statusCode).toBe(201);
      const full = await book(shop, shop.freeEventId, c.token);
      expect(full.statusCode).toBe(422);
      expect(full.json().error).toBe("event_full");
      expect((await wait(shop, shop.freeEventId, c.token)).json().data.position).toBe(1);
      expect((await wait(shop, shop.freeEventId, d.token)).json().data.position).toBe(2);
      expect((await wait(shop, shop.freeEventId, c.token)).json().data.position).toBe(1);
      const priced = await book(shop, shop.eventId, a.token);
      expect(priced.json().error).toBe("event_not_free");
    });

    it("book with a short registration for someone without an account", async () => {
      const shop = await sellingHub(t);
      const email = uniqueEmail("visitor");
      const res = await book(shop, shop.freeEventId, undefined, { name: "Visitor", email });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().data.account_created).toBe(true);
      const listed = await mine(res.json().data.access_token);
      expect(listed.json().data).toHaveLength(1);
      const again = await book(shop, shop.freeEventId, undefined, { name: "Visitor", email });
      expect(again.json().error).toBe("login_required");
    });

    it("cancel where the creator allows it: the seat goes to the first person waiting", async () => {
      const shop = await sellingHub(t);
      const [a, b, c] = await Promise.all([t.createUser(), t.createUser(), t.createUser()]);
      const booked = (await book(shop, shop.freeEventId, a.token)).json().data.booking;
      await book(shop, shop.freeEventId, b.token);
      await wait(shop, shop.freeEventId, c.token);
      const stranger = await t.createUser();
      const refused = await t.inject({
        method: "POST",
        url: `/api/event_bookings/${booked.id}/cancel`,
        headers: bearer(stranger.token),
      });
      expect(refused.statusCode).toBe(403);
      const res = await t.inject({
        method: "POST",
        url: `/api/event_bookings/${booked.id}/cancel`,
        headers: bearer(a.token),
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ status: "cancelled", can_cancel: false });
      expect((await t.outbox(c.user.email))[0]?.subject).toContain("A seat is free");
      expect((await book(shop, shop.freeEventId, c.token)).statusCode).toBe(201);
    });
  });

  describe("paid bookings", () => {
    it("are cancelled without a refund where allowed, and the creator is told the refund is theirs to decide", async () => {
      const shop = await sellingHub(t);
      const made = await t.inject({
        method: "POST",
        url: `/api/course_hubs/${shop.hub.id}/events`,
        headers: bearer(shop.creator.token),
        payload: eventBody({ title: "Paid talk", cancellation_allowed: true }),
      });
      const learner = await t.createUser();
      const started = await startedCheckout(t, shop.hub.id, [`event:${made.json().data.id}`], learner.token);
      await payOnTestPage(t, started.checkout_url);
      const booking: EventBooking = (await mine(learner.token)).json().data[0];
      expect(booking).toMatchObject({ paid: true, order_id: started.order_id, can_cancel: true });
      const res = await t.inject({
        method: "POST",
        url: `/api/event_bookings/${booking.id}/cancel`,
        headers: bearer(learner.token),
      });
      expect(res.json().data.status).toBe("cancelled");
      const [told] = await t.outbox(shop.creator.user.email);
      expect(told?.text).toContain(`${started.order_id}`);
      expect(told?.text).toContain("up to you");
      const order = await t.inject({
        method: "GET",
        url: `/api/orders/${started.order_id}`,
        headers: bearer(shop.creator.token),
      });
      expect(order.json().data).toMatchObject({ status: "fulfilled", refunded: 0 });
    });

    it("are not cancellable where the creator does not allow it", async () => {
      const shop = await sellingHub(t);
      const learner = await t.createUser();
      const started = await startedCheckout(t, shop.hub.id, [`event:${shop.eventId}`], learner.token);
      await payOnTestPage(t, started.checkout_url);
      const booking: EventBooking = (await mine(learner.token)).json().data[0];
      expect(booking.can_cancel).toBe(false);
      const res = await t.inject({
        method: "POST",
        url: `/api/event_bookings/${booking.id}/cancel`,
        headers: bearer(learner.token),
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toBe("cancel_not_allowed");
    });
  });

  describe("GET /api/event_bookings/{id}/ics", () => {
    it("is the event in its own zone, a plain link while signed, the booked person's only", async () => {
      const shop = await sellingHub(t);
      const learner = await t.createUser();
      const booking: EventBooking = (await book(shop, shop.freeEventId, learner.token)).json().data.booking;
      const res = await t.inject({ method: "GET", url: booking.ics_url });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers["content-type"]).toContain("text/calendar");
      const calendar = new ICAL.Component(ICAL.parse(res.body));
      const zone = calendar.getFirstSubcomponent("vtimezone");
      expect(zone?.getFirstPropertyValue("tzid")).toBe("Europe/Rome");
      // The file's own VTIMEZONE turns its wall-clock times into instants.
      if (zone) ICAL.TimezoneService.register(zone);
      const vevent = calendar.getFirstSubcomponent("vevent");
      expect(vevent?.getFirstProperty("dtstart")?.getParameter("tzid")).toBe("Europe/Rome");
      const event = new ICAL.Event(vevent ?? undefined);
      expect(event.summary).toBe("Open day");
      expect(event.startDate.hour).toBe(18);
      expect(event.startDate.toJSDate().toISOString()).toBe(booking.event.starts_at);
      expect(event.endDate.toJSDate().toISOString()).toBe(booking.event.ends_at);
      expect(event.location).toContain("Via Roma 1");
      const path = `/api/event_bookings/${booking.id}/ics`;
      expect((await t.inject({ method: "GET", url: path })).statusCode).toBe(401);
      expect((await t.inject({ method: "GET", url: path, headers: bearer(learner.token) })).statusCode).toBe(200);
      const other = await t.createUser();
      expect((await t.inject({ method: "GET", url: path, headers: bearer(other.token) })).statusCode).toBe(403);
      const forged = booking.ics_url.replace(/sig=[^&]+/, "sig=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");
      expect((await t.inject({ method: "GET", url: forged })).statusCode).toBe(401);
    });
  });

  describe("the creator's view of an event", () => {
    it("counts seats, lists attendees and the waiting list, marks attendance and exports CSV", async () => {
      const shop = await sellingHub(t);
      const [a, b, c] = await Promise.all([
        t.createUser({ name: "Alma" }),
        t.createUser({ name: "Bea" }),
        t.createUser({ name: "=Cy" }),
      ]);
      const booked = (await book(shop, shop.freeEventId, a.token)).json().data.booking;
      await book(shop, shop.freeEventId, b.token);
      await wait(shop, shop.freeEventId, c.token);
      const other = await t.createUser({ creator: true });
      expect((await overview(shop, shop.freeEventId, other.token)).statusCode).toBe(403);
      const marked = await t.inject({
        method: "POST",
        url: `/api/course_hubs/${shop.hub.id}/events/${shop.freeEventId}/bookings/${booked.id}/attended`,
        headers: bearer(shop.creator.token),
        payload: { attended: true },
      });
      expect(marked.statusCode, marked.body).toBe(200);
      const data: EventBookingsOverview = marked.json().data;
      expect(data).toMatchObject({ capacity: 2, taken: 2, left: 0 });
      expect(data.attendees.map((row) => [row.user.name, row.attended])).toEqual([
        ["Alma", true],
        ["Bea", false],
      ]);
      expect(data.waitlist.map((row) => row.user.name)).toEqual(["=Cy"]);
      const csv = await overview(shop, shop.freeEventId, shop.creator.token, ".csv");
      expect(csv.headers["content-type"]).toContain("text/csv");
      expect(csv.body).toContain("booking_id,status,name,email,order_id,attended,booked_at");
      expect(csv.body).toContain(`${booked.id},confirmed,Alma,`);
      const ofOtherEvent = await t.inject({
        method: "POST",
        url: `/api/course_hubs/${shop.hub.id}/events/${shop.eventId}/bookings/${booked.id}/attended`,
        headers: bearer(shop.creator.token),
        payload: { attended: true },
      });
      expect(ofOtherEvent.statusCode).toBe(404);
    });
  });
});
