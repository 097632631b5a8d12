import { z } from "zod";
import { shortRegistrationSchema } from "./cart";

/**
 * Event bookings (issue 19): a seat of a hub event, given by a paid order line or by booking a free event. Seats
 * are taken in one conditional statement, so an event's capacity holds under concurrent checkouts; a checkout
 * holds its seats until its session expires.
 */
export const BOOKING_STATUSES = ["held", "confirmed", "cancelled", "refunded"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** A booking as the learner sees it (GET /api/event_bookings?when=upcoming|past). */
export interface EventBooking {
  id: number;
  status: BookingStatus;
  event: {
    id: number;
    hub_id: number;
    hub_name: string;
    title: string;
    starts_at: string;
    ends_at: string;
    time_zone: string;
    place: string | null;
    /** The online link, revealed to people booked. */
    online_url: string | null;
  };
  /** Booked through an order (a paid seat): cancelling it does not refund; the creator decides on refunds. */
  paid: boolean;
  order_id: number | null;
  /** The creator lets bookings be cancelled, the booking is confirmed and the event has not started. */
  can_cancel: boolean;
  /** GET /api/event_bookings/{id}/ics: a signed address, usable as a plain download link for a few hours. */
  ics_url: string;
  created_at: string;
}

export const BOOKINGS_PER_PAGE = 20;

export const bookingListQuerySchema = z.object({
  when: z.enum(["upcoming", "past"]).default("upcoming"),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** A booking as the creator sees it (GET /api/course_hubs/{hubId}/events/{eventId}/bookings). */
export interface EventAttendee {
  booking_id: number;
  status: BookingStatus;
  user: { id: number; name: string; email: string };
  order_id: number | null;
  attended: boolean;
  created_at: string;
}

export interface EventBookingsOverview {
  capacity: number | null;
  /** Seats taken by confirmed and held bookings. */
  taken: number;
  /** null: no limit. */
  left: number | null;
  attendees: EventAttendee[];
  /** People waiting for a seat, first come first. */
  waitlist: {
    id: number;
    user: { id: number; name: string; email: string };
    created_at: string;
    offered_at: string | null;
  }[];
}

/** POST .../bookings/{bookingId}/attended */
export const attendedRequestSchema = z.object({ attended: z.boolean({ error: "validation.required" }) });

/**
 * POST /api/course_hubs/landing/{hubId}/events/{eventId}/book (a free event) and .../waitlist (a full one).
 * Signed in: an empty body. Anonymous: the short registration's name and e-mail (as at checkout).
 */
export const bookingRequestSchema = z.object({ buyer: shortRegistrationSchema.optional() });
export type BookingRequest = z.infer<typeof bookingRequestSchema>;

/** The answer of a booking or a waitlist entry made with a short registration. */
export interface ShortRegistrationResult {
  /** A short registration made an account: its e-mail got a link to set a password. */
  account_created: boolean;
  /** For an anonymous visitor: a sign-in for the new account. */
  access_token: string | null;
}

/** POST .../events/{eventId}/book */
export interface EventBooked extends ShortRegistrationResult {
  booking: EventBooking;
}

/** POST .../events/{eventId}/waitlist: where the person stands (1: next to be offered a seat). */
export interface WaitlistJoined extends ShortRegistrationResult {
  event_id: number;
  position: number;
}
