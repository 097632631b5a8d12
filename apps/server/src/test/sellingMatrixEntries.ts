// The selling rows of the authorisation matrix (http/authorizationMatrix.test.ts), in test mode (the built-in test
// provider's pages are routes then). No selling route declares a launch area: launches' sign-ins get 403
// launch_scope wherever they sign in; the routes the provider or a redirect reaches read no sign-in at all.
import { testWebhookSecret } from "../payments/testObjects";
import { signatureFor } from "../payments/webhookEvents";
import type { Call, Entry, Expected, Fixtures } from "./authorizationFixtures";
import { freeBooking, paidOrder } from "./authorizationSellingFixtures";
import { uniqueEmail } from "./context";

const S = "scope";
const CREATORS: Expected = [401, 403, 200, 200, S, S];
const HUB_OWNED: Expected = [401, 403, 403, 200, S, S];
/** Anyone who may browse the public shop; a launch's sign-in is refused where it signs in. */
const LANDING: Expected = [200, 200, 200, 200, S, S];
const SIGNED_IN: Expected = [401, 200, 200, 200, S, S];
/** Reached by the provider or by a redirect: no sign-in is read. */
const OPEN = (status: number): Expected => [status, status, status, status, status, status];

const get = (url: string): Call => ({ url });
const body = (url: string, payload: object): Call => ({ url, payload });
/** A short registration for the anonymous caller (signed-in callers' own accounts are used). */
const buyer = () => ({ buyer: { name: "Matrix buyer", email: uniqueEmail("matrix-buyer") } });
const landing = (f: Fixtures, rest: string) => `/api/course_hubs/landing/${f.selling.hubId}${rest}`;
const eventPath = (f: Fixtures, rest = "") =>
  `/api/course_hubs/${f.selling.hubId}/events/${f.selling.freeEventId}/bookings${rest}`;

async function learner(f: Fixtures) {
  const caller = await f.caller("learner");
  return { token: caller.token ?? "", user: { id: caller.user?.id ?? 0 } };
}

/** A webhook delivery of an event the app ignores, signed with the test provider's secret (a new id each call). */
async function delivery(f: Fixtures, url: string): Promise<Call> {
  const payload = JSON.stringify({
    id: `evt_matrix_${Math.random().toString(36).slice(2)}`,
    type: "customer.created",
    data: { object: { id: "cus_matrix", object: "customer" } },
  });
  return {
    url,
    payload,
    headers: {
      "content-type": "application/json",
      "stripe-signature": signatureFor(payload, await testWebhookSecret(f.t.db)),
    },
  };
}

export const SELLING_ENTRIES: Entry[] = [
  // Payouts: every creator's own.
  { route: "GET /api/payouts", call: () => get("/api/payouts"), expect: CREATORS },
  { route: "POST /api/payouts/connect", call: () => body("/api/payouts/connect", {}), expect: CREATORS },
  {
    route: "GET /api/payouts/return",
    call: (f) => get(`/api/payouts/return?${f.selling.payoutsQuery}`),
    expect: OPEN(303),
  },
  {
    route: "GET /api/payouts/refresh",
    call: (f) => get(`/api/payouts/refresh?${f.selling.payoutsQuery}`),
    expect: OPEN(303),
  },

  // The short registration on its own: an account for the anonymous caller, nothing for the signed-in ones.
  {
    route: "POST /api/short_register",
    call: () => body("/api/short_register", buyer().buyer),
    expect: LANDING,
  },
  // The shop's cart, checkout and events.
  {
    route: "POST /api/course_hubs/landing/:hubId/cart/check",
    call: (f) => body(landing(f, "/cart/check"), { items: [`course:${f.selling.courseId}`] }),
    expect: LANDING,
  },
  {
    // The owner holds everything of their own hub: nothing to buy (422 owned).
    route: "POST /api/course_hubs/landing/:hubId/checkout",
    call: (f) => body(landing(f, "/checkout"), { items: [`event:${f.selling.eventId}`], ...buyer() }),
    expect: [200, 200, 200, 422, S, S],
  },
  {
    route: "POST /api/course_hubs/landing/:hubId/events/:eventId/book",
    call: (f) => body(landing(f, `/events/${f.selling.freeEventId}/book`), buyer()),
    expect: [201, 422, 201, 201, S, S],
  },
  {
    route: "POST /api/course_hubs/landing/:hubId/events/:eventId/waitlist",
    call: (f) => body(landing(f, `/events/${f.selling.fullEventId}/waitlist`), buyer()),
    expect: LANDING,
  },

  // Orders: the seller's list and export, an order for its buyer and seller, refunds for the seller.
  { route: "GET /api/orders", call: () => get("/api/orders"), expect: CREATORS },
  { route: "GET /api/orders/export.csv", call: () => get("/api/orders/export.csv"), expect: CREATORS },
  {
    route: "GET /api/orders/:orderId",
    call: (f) => get(`/api/orders/${f.selling.orderId}`),
    expect: [401, 200, 403, 200, S, S],
  },
  {
    route: "POST /api/orders/:orderId/refund",
    call: async (f) =>
      body(`/api/orders/${await paidOrder(f.t, f.selling.hubId, f.selling.courseId)}/refund`, { revoke_access: true }),
    expect: [401, 403, 403, 200, S, S],
  },
  {
    route: "GET /api/checkout/return",
    call: (f) => get(`/api/checkout/return?order_id=${f.selling.orderId}&session_id=${f.selling.orderSessionId}`),
    expect: OPEN(303),
  },
  { route: "POST /api/payments/webhook", call: (f) => delivery(f, "/api/payments/webhook"), expect: OPEN(200) },
  {
    route: "POST /api/payments/connect_webhook",
    call: (f) => delivery(f, "/api/payments/connect_webhook"),
    expect: OPEN(200),
  },

  // Bookings: the learner's own; the event's for its creator.
  { route: "GET /api/event_bookings", call: () => get("/api/event_bookings"), expect: SIGNED_IN },
  {
    // Without the signed address: the person booked only.
    route: "GET /api/event_bookings/:bookingId/ics",
    call: (f) => get(`/api/event_bookings/${f.selling.bookingId}/ics`),
    expect: [401, 200, 403, 403, S, S],
  },
  {
    route: "POST /api/event_bookings/:bookingId/cancel",
    call: async (f, c) => {
      const booked = await learner(f);
      // The learner cancels a booking made for the call (the next call books again).
      const id =
        c.role === "learner"
          ? await freeBooking(f.t, f.selling.hubId, f.selling.cancelEventId, booked)
          : f.selling.bookingId;
      return { url: `/api/event_bookings/${id}/cancel` };
    },
    expect: [401, 200, 403, 403, S, S],
  },
  {
    route: "GET /api/course_hubs/:hubId/events/:eventId/bookings",
    call: (f) => get(eventPath(f)),
    expect: HUB_OWNED,
  },
  {
    route: "GET /api/course_hubs/:hubId/events/:eventId/bookings.csv",
    call: (f) => get(eventPath(f, ".csv")),
    expect: HUB_OWNED,
  },
  {
    route: "POST /api/course_hubs/:hubId/events/:eventId/bookings/:bookingId/attended",
    call: (f) => body(eventPath(f, `/${f.selling.bookingId}/attended`), { attended: true }),
    expect: HUB_OWNED,
  },

  // The built-in test provider's pages: whoever has the address (a declined card keeps the session open).
  {
    route: "GET /checkout/test/:sessionId",
    call: (f) => get(`/checkout/test/${f.selling.openSessionId}`),
    expect: OPEN(200),
  },
  {
    route: "POST /checkout/test/:sessionId",
    call: (f) => ({
      url: `/checkout/test/${f.selling.openSessionId}`,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "card_number=4000000000000002&expiry=12%2F34&cvc=123",
    }),
    expect: OPEN(402),
  },
  {
    route: "GET /payouts/test/onboarding/:linkId",
    call: async (f) => {
      const refreshed = await f.t.inject({ method: "GET", url: `/api/payouts/refresh?${f.selling.payoutsQuery}` });
      return get(new URL(String(refreshed.headers.location)).pathname);
    },
    expect: OPEN(200),
  },
  {
    route: "POST /payouts/test/onboarding/:linkId",
    call: async (f) => {
      const refreshed = await f.t.inject({ method: "GET", url: `/api/payouts/refresh?${f.selling.payoutsQuery}` });
      return { url: new URL(String(refreshed.headers.location)).pathname };
    },
    expect: OPEN(303),
  },
];
