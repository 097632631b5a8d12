import {
  BOOKING_STATUSES,
  CART_ITEM_KINDS,
  type CheckedCart,
  type CheckoutStarted,
  type EventBooked,
  type EventBooking,
  type EventBookingsOverview,
  ORDER_STATUSES,
  type Order,
  type Payouts,
  type PayoutsConnectLink,
  type WaitlistJoined,
} from "@coursewright/course-model";
import { z } from "zod";
import { currencySchema } from "../hubs/schemas";

const id = z.number().int();
const person = z.object({ id, name: z.string(), email: z.string() });

export const payoutsSchema = z.object({
  status: z.enum(["not_connected", "pending", "active"]),
  stripe_id: z.string().nullable().describe("The connected account (acct_...), null when none"),
  provider_mode: z.enum(["live", "test"]),
  requirements: z.array(z.string()).describe("What the provider still asks for while pending"),
}) satisfies z.ZodType<Payouts>;

export const payoutsConnectLinkSchema = z.object({
  url: z.string().describe("The provider's hosted onboarding (test mode: the app's own page)"),
  expires_at: z.string(),
}) satisfies z.ZodType<PayoutsConnectLink>;

export const checkedCartSchema = z.object({
  hub_id: id,
  currency: currencySchema,
  items: z.array(
    z.object({
      key: z.string(),
      kind: z.enum(CART_ITEM_KINDS),
      id,
      title: z.string(),
      price: z.number().int().describe("Minor units, read from the database"),
      image_url: z.string().nullable(),
      problem: z
        .enum(["not_sold", "owned", "in_bundle", "full", "closed", "payments_off"])
        .nullable()
        .describe("null: can be bought; else why not (drop it from the cart and say so)"),
    }),
  ),
  total: z.number().int(),
  payments_enabled: z.boolean(),
  provider_mode: z.enum(["live", "test"]),
}) satisfies z.ZodType<CheckedCart>;

const registrationResult = {
  account_created: z.boolean(),
  access_token: z.string().nullable().describe("A sign-in for the account a short registration made (24 hours)"),
};

/** POST /api/short_register */
export const shortRegistrationResultSchema = z.object(registrationResult);

export const checkoutStartedSchema = z.object({
  order_id: id,
  checkout_url: z.string().describe("Send the browser here to pay"),
  ...registrationResult,
}) satisfies z.ZodType<CheckoutStarted>;

export const orderSchema = z.object({
  id,
  hub_id: id.describe("0 when the hub was deleted since"),
  hub_name: z.string(),
  status: z.enum(ORDER_STATUSES),
  currency: currencySchema,
  total: z.number().int(),
  refunded: z.number().int(),
  platform_fee: z.number().int(),
  buyer: person,
  lines: z.array(
    z.object({
      id,
      kind: z.enum(CART_ITEM_KINDS),
      item_id: id,
      title: z.string(),
      price: z.number().int(),
      course_ids: z.array(id),
    }),
  ),
  provider: z.enum(["stripe", "test"]),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  access_revoked: z.boolean(),
  checkout_url: z.string().nullable().describe("For the buyer while pending"),
  shares: z
    .array(z.object({ course_id: id, share_id: z.string() }))
    .describe("For the buyer: /courseShares/playerInitialPage/{share_id} plays each course the order gave"),
}) satisfies z.ZodType<Order>;

export const eventBookingSchema = z.object({
  id,
  status: z.enum(BOOKING_STATUSES),
  event: z.object({
    id,
    hub_id: id,
    hub_name: z.string(),
    title: z.string(),
    starts_at: z.string(),
    ends_at: z.string(),
    time_zone: z.string(),
    place: z.string().nullable(),
    online_url: z.string().nullable().describe("Revealed while the booking is confirmed"),
  }),
  paid: z.boolean(),
  order_id: id.nullable(),
  can_cancel: z.boolean(),
  ics_url: z.string().describe("Signed: works as a plain download link for a few hours"),
  created_at: z.string(),
}) satisfies z.ZodType<EventBooking>;

export const eventBookedSchema = z.object({
  booking: eventBookingSchema,
  ...registrationResult,
}) satisfies z.ZodType<EventBooked>;

export const waitlistJoinedSchema = z.object({
  event_id: id,
  position: z.number().int().describe("1: the next to be told when a seat comes free"),
  ...registrationResult,
}) satisfies z.ZodType<WaitlistJoined>;

export const bookingsOverviewSchema = z.object({
  capacity: z.number().int().nullable(),
  taken: z.number().int(),
  left: z.number().int().nullable(),
  attendees: z.array(
    z.object({
      booking_id: id,
      status: z.enum(BOOKING_STATUSES),
      user: person,
      order_id: id.nullable(),
      attended: z.boolean(),
      created_at: z.string(),
    }),
  ),
  waitlist: z.array(z.object({ id, user: person, created_at: z.string(), offered_at: z.string().nullable() })),
}) satisfies z.ZodType<EventBookingsOverview>;
