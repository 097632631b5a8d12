// The selling rows' fixtures of the authorisation matrix (http/authorizationMatrix.test.ts): a shop hub of the owner
// with payouts active through the built-in test provider, an order the learner paid, the learner's booking, made
// through the API as buyers and creators make them.
import { eq } from "drizzle-orm";
import { orders } from "../db/schema";
import { getSigner } from "../http/signing";
import { buildCourse } from "../modules/courses/testing";
import { bearer, type TestContext, uniqueEmail } from "./context";

export interface SellingFixtures {
  hubId: number;
  /** The shop's priced course, priced event, free cancellable event and full (capacity 0) free event. */
  courseId: number;
  eventId: number;
  freeEventId: number;
  fullEventId: number;
  /** Another free cancellable event, for bookings made to be cancelled. */
  cancelEventId: number;
  /** An order the learner paid (fulfilled), and the learner's booking of the free event. */
  orderId: number;
  orderSessionId: string;
  bookingId: number;
  /** The owner's connected test account and a pending test session. */
  accountId: string;
  openSessionId: string;
  /** The signed return/refresh query of the owner's payouts. */
  payoutsQuery: string;
}

type Person = { token: string; user: { id: number } };

async function json(
  t: TestContext,
  method: "GET" | "POST" | "PUT",
  url: string,
  token: string | null,
  payload: object | undefined,
  status: number,
) {
  const res = await t.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
  if (res.statusCode !== status)
    throw new Error(`selling fixture ${method} ${url} answered ${res.statusCode}: ${res.body}`);
  return res;
}

/** A priced order of a new buyer, paid on the test page; its id. */
export async function paidOrder(t: TestContext, hubId: number, courseId: number, buyer?: Person): Promise<number> {
  const who = buyer ?? (await t.createUser());
  const started = (
    await json(
      t,
      "POST",
      `/api/course_hubs/landing/${hubId}/checkout`,
      who.token,
      { items: [`course:${courseId}`] },
      200,
    )
  ).json().data;
  const pay = await t.inject({
    method: "POST",
    url: new URL(started.checkout_url).pathname,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    payload: "card_number=4242424242424242&expiry=12%2F34&cvc=123",
  });
  if (pay.statusCode !== 303) throw new Error(`selling fixture payment answered ${pay.statusCode}`);
  return started.order_id;
}

/** A confirmed booking of the person in a free event; its id. */
export async function freeBooking(t: TestContext, hubId: number, eventId: number, person: Person): Promise<number> {
  const url = `/api/course_hubs/landing/${hubId}/events/${eventId}/book`;
  return (await json(t, "POST", url, person.token, {}, 201)).json().data.booking.id;
}

export async function buildSellingFixtures(t: TestContext, owner: Person, learner: Person): Promise<SellingFixtures> {
  const course = await buildCourse(t.db, owner.user.id, { title: "Matrix priced" });
  const hubId = (await json(t, "POST", "/api/course_hubs", owner.token, { name: "Matrix shop" }, 201)).json().data.id;
  await json(t, "PUT", `/api/course_hubs/${hubId}`, owner.token, { visibility: "public", published: true }, 200);
  await json(
    t,
    "PUT",
    `/api/course_hubs/${hubId}/courses`,
    owner.token,
    { courses: [{ course_id: course.course.id, price: 900 }] },
    200,
  );
  const day = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
  const event = (fields: object) =>
    json(
      t,
      "POST",
      `/api/course_hubs/${hubId}/events`,
      owner.token,
      {
        title: "Matrix event",
        starts_at: `${day}T10:00`,
        ends_at: `${day}T11:00`,
        time_zone: "Europe/Rome",
        ...fields,
      },
      201,
    ).then((res) => Number(res.json().data.id));
  const eventId = await event({ capacity: null, price: 700 });
  const freeEventId = await event({ capacity: null, price: 0, cancellation_allowed: true });
  const fullEventId = await event({ capacity: 0, price: 0 });
  const cancelEventId = await event({ capacity: null, price: 0, cancellation_allowed: true });

  const link = (await json(t, "POST", "/api/payouts/connect", owner.token, {}, 200)).json().data.url;
  await t.inject({ method: "POST", url: new URL(link).pathname });
  const accountId = (await json(t, "GET", "/api/payouts", owner.token, undefined, 200)).json().data.stripe_id;

  const orderId = await paidOrder(t, hubId, course.course.id, learner);
  const [paid] = await t.db.select().from(orders).where(eq(orders.id, orderId));
  const bookingId = await freeBooking(t, hubId, freeEventId, learner);
  const waiting = await t.createUser({ email: uniqueEmail("matrix-open") });
  const open = (
    await json(
      t,
      "POST",
      `/api/course_hubs/landing/${hubId}/checkout`,
      waiting.token,
      { items: [`event:${eventId}`] },
      200,
    )
  ).json().data;
  const signer = await getSigner(t.db);
  return {
    hubId,
    courseId: course.course.id,
    eventId,
    freeEventId,
    fullEventId,
    cancelEventId,
    orderId,
    orderSessionId: paid?.session_id ?? "",
    bookingId,
    accountId,
    openSessionId: new URL(open.checkout_url).pathname.split("/").pop() ?? "",
    payoutsQuery: new URLSearchParams({ account: accountId, sig: signer.sign(`payouts:${accountId}:`) }).toString(),
  };
}
