import {
  bookingRequestSchema,
  cartCheckRequestSchema,
  checkoutRequestSchema,
  idParamSchema,
} from "@coursewright/course-model";
import { z } from "zod";
import { optionalAuthenticate } from "../../http/auth";
import { getSigner } from "../../http/signing";
import type { App } from "../../http/types";
import { grantedContext } from "../hubs/landingContext";
import { bookFree, hubEvent, joinWaitlist, presentBooking, refuseUnbookable, refuseUnwaitable } from "./bookings";
import { checkCart, startCheckout } from "./checkout";
import type { Commerce } from "./context";
import { checkedCartSchema, checkoutStartedSchema, eventBookedSchema, waitlistJoinedSchema } from "./schemas";
import { buyerOf } from "./shortRegistration";

const TAGS = ["selling"];
const ACCESS =
  "For whoever may browse the hub (a private hub's others: anonymous 401, signed in 403; a draft or unknown hub " +
  "404). Anonymous visitors give the short registration (buyer: name and e-mail): it makes a learner account, " +
  "mails a link to set its password and answers a sign-in (access_token, 24 hours); an address that has an account " +
  "answers 422 login_required on email, saying nothing more. Integration learners: 403.";

/** What visitors do with a hub's priced items and events: check the cart, check out, book, wait for a seat. */
export function sellingLandingRoutes(app: App, c: Commerce): void {
  const { db } = c;
  const preHandler = optionalAuthenticate(db);
  const hubParams = z.object({ hubId: idParamSchema });
  const eventParams = z.object({ hubId: idParamSchema, eventId: idParamSchema });
  // Per IP: a short registration makes an account and sends a mail. Signed-in buyers are not held back.
  const rateLimit = {
    max: c.config.rateLimitAuthMax,
    timeWindow: 60_000,
    allowList: (request: { headers: Record<string, unknown> }) => typeof request.headers.authorization === "string",
  };

  app.post(
    "/api/course_hubs/landing/:hubId/cart/check",
    {
      schema: {
        tags: TAGS,
        summary: "The cart as the server sees it: each item key with its price now and why it cannot be bought",
        description:
          "The browser keeps item keys only (shopping_cart_hub_{hubId}: course:12, bundle:3, event:5); prices, " +
          "currency and availability come from here. problem: not_sold (not in this hub, unknown or free), owned " +
          "(the signed-in visitor has it), in_bundle (a course that a bundle in the same cart gives), full, closed (past the booking deadline or the start), payments_off " +
          "(the creator cannot take payments now). Drop those and say so. Public like the landing pages.",
        params: hubParams,
        body: cartCheckRequestSchema,
        response: { 200: z.object({ data: checkedCartSchema }) },
      },
      preHandler,
    },
    async (request) => {
      const { snapshot, signer, user } = await grantedContext(db, request, request.params.hubId);
      return { data: await checkCart(c, snapshot, signer, user, request.body.items) };
    },
  );

  app.post(
    "/api/course_hubs/landing/:hubId/checkout",
    {
      schema: {
        tags: TAGS,
        summary: "Check out the cart: an order at the server's prices and the address where the buyer pays",
        description:
          `${ACCESS} Any item that cannot be bought answers 422 cart_refused with a message per item ` +
          '(errors["items.{index}"]); nothing is made or charged then. The same cart again while its order is ' +
          "pending answers that order; another pending order of the buyer in this hub is ended first. Event seats " +
          "are held for 30 minutes (the payment session's life). After paying, the browser comes back through " +
          "/api/checkout/return to return_path?checkout=success&order_id={id}; after giving up to " +
          "return_path?checkout=cancelled&order_id={id}. 502 payment_provider_unavailable: nothing was charged.",
        params: hubParams,
        body: checkoutRequestSchema,
        response: { 200: z.object({ data: checkoutStartedSchema }) },
      },
      preHandler,
      config: { rateLimit },
    },
    async (request) => {
      const { snapshot } = await grantedContext(db, request, request.params.hubId);
      return { data: await startCheckout(c, request, snapshot.hub, request.body) };
    },
  );

  app.post(
    "/api/course_hubs/landing/:hubId/events/:eventId/book",
    {
      schema: {
        tags: TAGS,
        summary: "Book a free event: a confirmed seat at once (and a confirmation mail)",
        description:
          `${ACCESS} 422 event_not_free (a priced event goes through the cart), event_full (join the waiting ` +
          "list), event_closed (past its booking deadline or start), already_booked. An event of another hub: 404.",
        params: eventParams,
        body: bookingRequestSchema,
        response: { 201: z.object({ data: eventBookedSchema }) },
      },
      preHandler,
      config: { rateLimit },
    },
    async (request, reply) => {
      const { snapshot } = await grantedContext(db, request, request.params.hubId);
      const event = await hubEvent(c, snapshot.hub.id, request.params.eventId);
      // Refused before a short registration makes an account for nothing.
      await refuseUnbookable(c, event);
      const { user, result } = await buyerOf(c, request, request.body.buyer);
      const booking = await bookFree(c, snapshot.hub, event, user);
      const signer = await getSigner(db);
      const data = {
        booking: presentBooking({ booking, event, hub_name: snapshot.hub.name }, signer),
        ...result,
      };
      return reply.code(201).send({ data });
    },
  );

  app.post(
    "/api/course_hubs/landing/:hubId/events/:eventId/waitlist",
    {
      schema: {
        tags: TAGS,
        summary: "Join the waiting list of a full event: the first waiting is mailed when a seat comes free",
        description:
          `${ACCESS} A freed seat is not kept: whoever books (or checks out) first has it. 422 seats_left (book ` +
          "instead), already_booked, event_closed. Joining again keeps one's place.",
        params: eventParams,
        body: bookingRequestSchema,
        response: { 200: z.object({ data: waitlistJoinedSchema }) },
      },
      preHandler,
      config: { rateLimit },
    },
    async (request) => {
      const { snapshot } = await grantedContext(db, request, request.params.hubId);
      const event = await hubEvent(c, snapshot.hub.id, request.params.eventId);
      await refuseUnwaitable(c, event);
      const { user, result } = await buyerOf(c, request, request.body.buyer);
      return { data: { ...(await joinWaitlist(c, event, user)), ...result } };
    },
  );
}
