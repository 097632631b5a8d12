import type {
  DataEnvelope,
  EventBooking,
  EventBookingsOverview,
  Order,
  Paginated,
  Payouts,
  PayoutsConnectLink,
  RefundRequest,
} from "@coursewright/course-model";
import { authClient } from "../api/http";
import { type OrderFilters, orderFilterQuery } from "./orderFilters";

// Writes and drawers show a missing order or booking where it happened, not as the 404 screen.
const HERE = { redirectOn404: false } as const;

const data = async <T>(answer: Promise<DataEnvelope<T>>) => (await answer).data;
const eventPath = (hubId: number, eventId: number) => `/api/course_hubs/${hubId}/events/${eventId}`;

export type BookingsWhen = "upcoming" | "past";

/** The selling calls of the creator's screens (payouts, orders, event bookings) and the learner's bookings. */
export const sellingApi = {
  payouts: () => data(authClient.get<DataEnvelope<Payouts>>("/api/payouts", HERE)),
  connectPayouts: (hubId: number) =>
    data(authClient.post<DataEnvelope<PayoutsConnectLink>>("/api/payouts/connect", { hub_id: hubId }, HERE)),

  orders: (filters: OrderFilters, page: number, signal?: AbortSignal) =>
    authClient.get<Paginated<Order>>("/api/orders", { ...HERE, signal, query: { ...orderFilterQuery(filters), page } }),
  order: (id: number) => data(authClient.get<DataEnvelope<Order>>(`/api/orders/${id}`, HERE)),
  refund: (id: number, body: RefundRequest) =>
    data(authClient.post<DataEnvelope<Order>>(`/api/orders/${id}/refund`, body, HERE)),

  eventBookings: (hubId: number, eventId: number) =>
    data(authClient.get<DataEnvelope<EventBookingsOverview>>(`${eventPath(hubId, eventId)}/bookings`, HERE)),
  markAttended: (hubId: number, eventId: number, bookingId: number, attended: boolean) =>
    data(
      authClient.post<DataEnvelope<EventBookingsOverview>>(
        `${eventPath(hubId, eventId)}/bookings/${bookingId}/attended`,
        { attended },
        HERE,
      ),
    ),
  eventBookingsCsvPath: (hubId: number, eventId: number) => `${eventPath(hubId, eventId)}/bookings.csv`,

  myBookings: (when: BookingsWhen, page: number) =>
    authClient.get<Paginated<EventBooking>>("/api/event_bookings", { ...HERE, query: { when, page } }),
  cancelBooking: (id: number) =>
    data(authClient.post<DataEnvelope<EventBooking>>(`/api/event_bookings/${id}/cancel`, undefined, HERE)),
};

export const sellingKeys = {
  payouts: ["payouts"] as const,
  orders: ["orders"] as const,
  orderList: (filters: OrderFilters, page: number) => ["orders", "list", filters, page] as const,
  order: (id: number) => ["orders", "detail", id] as const,
  eventBookings: (hubId: number, eventId: number) => ["event-bookings", hubId, eventId] as const,
  myBookings: ["my-bookings"] as const,
  myBookingList: (when: BookingsWhen, page: number) => ["my-bookings", when, page] as const,
};
