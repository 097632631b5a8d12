import { z } from "zod";

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
  /** The creator lets bookings be cancelled (until the start). */
  can_cancel: boolean;
  /** GET /api/event_bookings/{id}/ics */
  ics_url: string;
  created_at: string;
}

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
