import {
  attendedRequestSchema,
  BOOKINGS_PER_PAGE,
  bookingListQuerySchema,
  idParamSchema,
} from "@coursewright/course-model";
import { z } from "zod";
import { authenticate, optionalAuthenticate, requireUser } from "../../http/auth";
import { errors } from "../../http/errors";
import { requirePermission } from "../../http/policies";
import { getSigner } from "../../http/signing";
import type { App } from "../../http/types";
import { paginatedSchema } from "../courses/schemas";
import { getManagedHub } from "../hubs/service";
import { paginated } from "../media/paging";
import { toCsv } from "../reports/csv";
import { sessionUser } from "../shares/access";
import {
  bookingsOverview,
  cancelBooking,
  hubEvent,
  icsSignatureValid,
  listBookings,
  markAttended,
  ownBooking,
  presentBooking,
} from "./bookings";
import type { Commerce } from "./context";
import { bookingCalendar } from "./ics";
import { bookingsOverviewSchema, eventBookingSchema } from "./schemas";

const TAGS = ["selling"];

/** Event bookings: the learner's ("My event bookings") and the creator's view of an event's seats. */
export function bookingRoutes(app: App, c: Commerce): void {
  const { db, config } = c;
  const signedIn = authenticate(db);
  const creator = [signedIn, requirePermission("create_course")];
  const bookingParams = z.object({ bookingId: idParamSchema });
  const eventParams = z.object({ hubId: idParamSchema, eventId: idParamSchema });

  app.get(
    "/api/event_bookings",
    {
      schema: {
        tags: TAGS,
        summary: `The signed-in person's event bookings (${BOOKINGS_PER_PAGE} per page): upcoming or past`,
        description:
          "Upcoming (not ended) soonest first, past latest first; cancelled and refunded bookings are listed with " +
          "their status, seats held by an unpaid checkout are not. The online link shows while confirmed; times are " +
          "instants with the event's zone (show them in the viewer's). A paid booking cancelled is not refunded " +
          "by cancelling: the creator decides on refunds.",
        querystring: bookingListQuerySchema,
        response: { 200: paginatedSchema(eventBookingSchema) },
      },
      preHandler: signedIn,
    },
    async (request) => {
      const { when, page } = request.query;
      const { rows, total } = await listBookings(c, requireUser(request), when, page);
      const signer = await getSigner(db);
      return paginated(
        request,
        rows.map((row) => presentBooking(row, signer)),
        page,
        total,
        BOOKINGS_PER_PAGE,
      );
    },
  );

  app.get(
    "/api/event_bookings/:bookingId/ics",
    {
      schema: {
        tags: TAGS,
        summary: "A booking's calendar file (.ics): the event in its own time zone (TZID with VTIMEZONE)",
        description:
          "The person booked, signed in, or anyone with the signed address of ics_url (until it expires): a " +
          "plain link downloads it. Others 403.",
        params: bookingParams,
        querystring: z.object({ expires: z.coerce.number().int().optional(), sig: z.string().max(64).optional() }),
        produces: ["text/calendar"],
      },
      preHandler: optionalAuthenticate(db),
    },
    async (request, reply) => {
      const { expires, sig } = request.query;
      const id = request.params.bookingId;
      const signed =
        expires !== undefined && sig !== undefined && icsSignatureValid(await getSigner(db), id, expires, sig);
      const user = sessionUser(request);
      if (!signed && !user) throw errors.unauthenticated();
      const row = await ownBooking(c, signed ? null : user, id);
      if (row.booking.status !== "confirmed") throw errors.notFound();
      const calendar = bookingCalendar({
        bookingId: row.booking.id,
        host: new URL(config.publicUrl).host,
        event: row.event,
        hubName: row.hub_name,
        url: `${config.publicUrl}/events/get_bookings`,
      });
      return reply
        .header("content-type", "text/calendar; charset=utf-8")
        .header("content-disposition", `attachment; filename="event-${row.event.id}.ics"`)
        .header("cache-control", "private, no-store")
        .send(calendar);
    },
  );

  app.post(
    "/api/event_bookings/:bookingId/cancel",
    {
      schema: {
        tags: TAGS,
        summary: "Cancel a booking, where the creator allows it, before the event starts",
        description:
          "The person booked only (others 403). The seat is free again and the first person waiting is mailed. " +
          "A paid booking is not refunded by this: the creator is told and decides (a refund goes through the " +
          "order). 422 cancel_not_allowed: the event does not allow it, has started, or the booking is not " +
          "confirmed.",
        params: bookingParams,
        response: { 200: z.object({ data: eventBookingSchema }) },
      },
      preHandler: signedIn,
    },
    async (request) => {
      const row = await cancelBooking(c, requireUser(request), request.params.bookingId);
      return { data: presentBooking(row, await getSigner(db)) };
    },
  );

  app.get(
    "/api/course_hubs/:hubId/events/:eventId/bookings",
    {
      schema: {
        tags: TAGS,
        summary: "An event's bookings for its creator: seats taken and left, attendees, the waiting list",
        description: "The hub's creator only (others 403); an event of another hub 404.",
        params: eventParams,
        response: { 200: z.object({ data: bookingsOverviewSchema }) },
      },
      preHandler: creator,
    },
    async (request) => {
      const hub = await getManagedHub(db, requireUser(request), request.params.hubId);
      const event = await hubEvent(c, hub.id, request.params.eventId);
      return { data: await bookingsOverview(c, event) };
    },
  );

  app.get(
    "/api/course_hubs/:hubId/events/:eventId/bookings.csv",
    {
      schema: {
        tags: TAGS,
        summary: "An event's bookings as CSV (one row per booking)",
        description: "The hub's creator only. UTF-8 with a byte order mark, formula-looking cells neutralised.",
        params: eventParams,
        produces: ["text/csv"],
      },
      preHandler: creator,
    },
    async (request, reply) => {
      const hub = await getManagedHub(db, requireUser(request), request.params.hubId);
      const event = await hubEvent(c, hub.id, request.params.eventId);
      const overview = await bookingsOverview(c, event);
      const header = ["booking_id", "status", "name", "email", "order_id", "attended", "booked_at"];
      const rows = overview.attendees.map((row) => [
        row.booking_id,
        row.status,
        row.user.name,
        row.user.email,
        row.order_id,
        row.attended,
        row.created_at,
      ]);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="event-${event.id}-bookings.csv"`)
        .header("cache-control", "no-store")
        .send(toCsv(header, rows));
    },
  );

  app.post(
    "/api/course_hubs/:hubId/events/:eventId/bookings/:bookingId/attended",
    {
      schema: {
        tags: TAGS,
        summary: "Mark whether a booked person attended",
        description: "The hub's creator only; a booking of another event, or a seat still held, 404.",
        params: eventParams.extend({ bookingId: idParamSchema }),
        body: attendedRequestSchema,
        response: { 200: z.object({ data: bookingsOverviewSchema }) },
      },
      preHandler: creator,
    },
    async (request) => {
      const hub = await getManagedHub(db, requireUser(request), request.params.hubId);
      const event = await hubEvent(c, hub.id, request.params.eventId);
      await markAttended(c, event.id, request.params.bookingId, request.body.attended);
      return { data: await bookingsOverview(c, event) };
    },
  );
}
