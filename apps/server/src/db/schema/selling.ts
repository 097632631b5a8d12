// Selling in hubs (issue 19, docs/decisions/014-selling.md): payouts, orders, payment events, event bookings.

import type { BookingStatus, CartItemKind, OrderStatus, PayoutStatus } from "@coursewright/course-model";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { timestamps } from "./columns";
import { hubEvents, hubs } from "./hubs";

export type ProviderName = "stripe" | "test";

/** A creator's connected account at the payment provider, kept up to date by account.updated. */
export const payoutAccounts = pgTable(
  "payout_accounts",
  {
    id: serial().primaryKey(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text().$type<ProviderName>().notNull(),
    /** acct_... */
    account_id: text().notNull(),
    status: text().$type<PayoutStatus>().notNull().default("pending"),
    charges_enabled: boolean().notNull().default(false),
    details_submitted: boolean().notNull().default(false),
    /** What the provider still asks for (its field names). */
    requirements: jsonb().$type<string[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("payout_accounts_user_unique").on(t.user_id),
    uniqueIndex("payout_accounts_account_unique").on(t.account_id),
    check("payout_accounts_provider", sql`${t.provider} in ('stripe', 'test')`),
    check("payout_accounts_status", sql`${t.status} in ('not_connected', 'pending', 'active')`),
  ],
);

/**
 * An order of one buyer in one hub. The hub may be deleted later (hub_id null, its name kept); prices, titles and
 * the connected account are those of the moment the order was made.
 */
export const orders = pgTable(
  "orders",
  {
    id: serial().primaryKey(),
    hub_id: integer().references(() => hubs.id, { onDelete: "set null" }),
    hub_name: text().notNull(),
    seller_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    buyer_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text().$type<OrderStatus>().notNull().default("pending"),
    currency: text().notNull(),
    total: integer().notNull(),
    platform_fee: integer().notNull().default(0),
    refunded: integer().notNull().default(0),
    /** Refunds asked for so far: the next one's Idempotency-Key is refund-{id}-{refund_count + 1}. */
    refund_count: integer().notNull().default(0),
    provider: text().$type<ProviderName>().notNull(),
    provider_account_id: text().notNull(),
    session_id: text(),
    checkout_url: text(),
    payment_intent_id: text(),
    /** The cart's item keys, sorted: a second checkout of the same cart reuses the pending order. */
    cart_key: text().notNull(),
    /** The buyer's language (receipts). */
    locale: text().notNull().default("en"),
    /** The landing page the buyer comes back to. */
    return_path: text().notNull(),
    status_before_dispute: text().$type<OrderStatus>(),
    access_revoked: boolean().notNull().default(false),
    /** When the checkout session (and the seats it holds) expires. */
    expires_at: timestamp({ withTimezone: true }).notNull(),
    paid_at: timestamp({ withTimezone: true }),
    fulfilled_at: timestamp({ withTimezone: true }),
    /** Last time the pending-orders job asked the provider about it. */
    checked_at: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("orders_seller_created_idx").on(t.seller_id, t.created_at, t.id),
    index("orders_buyer_hub_idx").on(t.buyer_id, t.hub_id, t.status),
    index("orders_pending_idx").on(t.created_at).where(sql`${t.status} = 'pending'`),
    uniqueIndex("orders_session_unique").on(t.session_id),
    index("orders_payment_intent_idx").on(t.payment_intent_id),
    uniqueIndex("orders_pending_cart_unique").on(t.buyer_id, t.hub_id, t.cart_key).where(sql`${t.status} = 'pending'`),
    check(
      "orders_status",
      sql`${t.status} in ('pending', 'paid', 'fulfilled', 'expired', 'failed', 'refunded', 'partially_refunded', 'disputed')`,
    ),
    check("orders_provider", sql`${t.provider} in ('stripe', 'test')`),
    check(
      "orders_amounts",
      sql`${t.total} > 0 and ${t.platform_fee} >= 0 and ${t.refunded} >= 0 and ${t.refunded} <= ${t.total}`,
    ),
  ],
);

/** What an order bought, as it was then; a bundle's courses are those it held when the order was made. */
export const orderLines = pgTable(
  "order_lines",
  {
    id: serial().primaryKey(),
    order_id: integer()
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    kind: text().$type<CartItemKind>().notNull(),
    item_id: integer().notNull(),
    title: text().notNull(),
    price: integer().notNull(),
    course_ids: integer().array().notNull().default(sql`'{}'::integer[]`),
  },
  (t) => [
    index("order_lines_order_idx").on(t.order_id),
    index("order_lines_item_idx").on(t.kind, t.item_id),
    check("order_lines_kind", sql`${t.kind} in ('course', 'bundle', 'event')`),
    check("order_lines_price", sql`${t.price} > 0`),
  ],
);

/** Every webhook event by the provider's id: a replay finds its row and does nothing. */
export const paymentEvents = pgTable("payment_events", {
  id: text().primaryKey(),
  provider: text().$type<ProviderName>().notNull(),
  type: text().notNull(),
  account_id: text(),
  order_id: integer().references(() => orders.id, { onDelete: "set null" }),
  received_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  processed_at: timestamp({ withTimezone: true }),
});

/** A seat of a hub event: held while its checkout is open, confirmed when paid (or booked free). */
export const eventBookings = pgTable(
  "event_bookings",
  {
    id: serial().primaryKey(),
    event_id: integer()
      .notNull()
      .references(() => hubEvents.id, { onDelete: "cascade" }),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    order_id: integer().references(() => orders.id, { onDelete: "set null" }),
    order_line_id: integer().references(() => orderLines.id, { onDelete: "set null" }),
    status: text().$type<BookingStatus>().notNull(),
    hold_expires_at: timestamp({ withTimezone: true }),
    attended: boolean().notNull().default(false),
    cancelled_at: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("event_bookings_event_idx").on(t.event_id, t.status),
    index("event_bookings_user_idx").on(t.user_id, t.created_at),
    index("event_bookings_order_idx").on(t.order_id),
    index("event_bookings_held_idx").on(t.hold_expires_at).where(sql`${t.status} = 'held'`),
    // One seat per person and event.
    uniqueIndex("event_bookings_active_unique")
      .on(t.event_id, t.user_id)
      .where(sql`${t.status} in ('held', 'confirmed')`),
    check("event_bookings_status", sql`${t.status} in ('held', 'confirmed', 'cancelled', 'refunded')`),
  ],
);

/** People waiting for a seat of a full event, first come first; offered_at: told a seat came free. */
export const eventWaitlist = pgTable(
  "event_waitlist",
  {
    id: serial().primaryKey(),
    event_id: integer()
      .notNull()
      .references(() => hubEvents.id, { onDelete: "cascade" }),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    offered_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("event_waitlist_event_user_unique").on(t.event_id, t.user_id)],
);

/**
 * The built-in test provider's objects (accounts, account links, checkout sessions, charges), as Stripe keeps
 * them, so that every server process sees the same test payments.
 */
export const testPaymentObjects = pgTable("test_payment_objects", {
  id: text().primaryKey(),
  kind: text().notNull(),
  account_id: text(),
  data: jsonb().$type<Record<string, unknown>>().notNull(),
  ...timestamps,
});

export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type EventBookingRow = typeof eventBookings.$inferSelect;
