// Course hubs (issue 21, docs/decisions/011-course-hubs.md): a creator's storefront sites and what they hold.

import type { HubColors } from "@coursewright/course-model";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { timestamps } from "./columns";
import { courses } from "./courses";
import { mediaItems } from "./media";
import { orderLines } from "./selling";
import { themes } from "./themes";

/**
 * A hub. `version` grows with every change to the hub or to anything its landing pages show (courses, bundles,
 * events, banners, the creator's category and tag titles), so caches and ETags can name a state of the hub.
 */
export const hubs = pgTable(
  "hubs",
  {
    id: serial().primaryKey(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text().notNull(),
    slug: text().notNull(),
    /** Sanitised HTML. */
    description: text().notNull().default(""),
    logo_media_id: integer().references(() => mediaItems.id, { onDelete: "set null" }),
    cover_media_id: integer().references(() => mediaItems.id, { onDelete: "set null" }),
    og_image_media_id: integer().references(() => mediaItems.id, { onDelete: "set null" }),
    theme_id: integer().references(() => themes.id, { onDelete: "set null" }),
    colors: jsonb().$type<HubColors>().notNull(),
    language: text().notNull().default("en"),
    currency: text().notNull().default("EUR"),
    visibility: text({ enum: ["public", "private", "unlisted"] })
      .notNull()
      .default("private"),
    published: boolean().notNull().default(false),
    seo_title: text(),
    seo_description: text(),
    version: integer().notNull().default(1),
    ...timestamps,
  },
  (t) => [
    index("hubs_user_updated_idx").on(t.user_id, t.updated_at, t.id),
    check("hubs_visibility", sql`${t.visibility} in ('public', 'private', 'unlisted')`),
  ],
);

/** The hub's courses: order, featured, price in the hub currency's minor units (0: free). */
export const hubCourses = pgTable(
  "hub_courses",
  {
    id: serial().primaryKey(),
    hub_id: integer()
      .notNull()
      .references(() => hubs.id, { onDelete: "cascade" }),
    course_id: integer()
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    order: integer().notNull().default(0),
    featured: boolean().notNull().default(false),
    price: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex("hub_courses_hub_course_unique").on(t.hub_id, t.course_id),
    index("hub_courses_course_idx").on(t.course_id),
    check("hub_courses_price", sql`${t.price} >= 0`),
  ],
);

/** A creator's catalogue categories (unique title per creator, whatever the case). */
export const catalogCategories = pgTable(
  "catalog_categories",
  {
    id: serial().primaryKey(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text().notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex("catalog_categories_user_title_unique").on(t.user_id, sql`lower(${t.title})`)],
);

/** A creator's catalogue tags (unique title per creator, whatever the case). */
export const catalogTags = pgTable(
  "catalog_tags",
  {
    id: serial().primaryKey(),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text().notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex("catalog_tags_user_title_unique").on(t.user_id, sql`lower(${t.title})`)],
);

export const hubCourseCategories = pgTable(
  "hub_course_categories",
  {
    hub_course_id: integer()
      .notNull()
      .references(() => hubCourses.id, { onDelete: "cascade" }),
    category_id: integer()
      .notNull()
      .references(() => catalogCategories.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.hub_course_id, t.category_id] }),
    index("hub_course_categories_category_idx").on(t.category_id),
  ],
);

export const hubCourseTags = pgTable(
  "hub_course_tags",
  {
    hub_course_id: integer()
      .notNull()
      .references(() => hubCourses.id, { onDelete: "cascade" }),
    tag_id: integer()
      .notNull()
      .references(() => catalogTags.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.hub_course_id, t.tag_id] }), index("hub_course_tags_tag_idx").on(t.tag_id)],
);

/** A bundle: courses of the hub sold as one item. */
export const hubBundles = pgTable(
  "hub_bundles",
  {
    id: serial().primaryKey(),
    hub_id: integer()
      .notNull()
      .references(() => hubs.id, { onDelete: "cascade" }),
    title: text().notNull(),
    description: text().notNull().default(""),
    image_media_id: integer().references(() => mediaItems.id, { onDelete: "set null" }),
    price: integer().notNull().default(0),
    order: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index("hub_bundles_hub_order_idx").on(t.hub_id, t.order, t.id),
    check("hub_bundles_price", sql`${t.price} >= 0`),
  ],
);

/** A bundle's courses in order; hub_id repeated so removing a course from a hub removes it from its bundles. */
export const hubBundleCourses = pgTable(
  "hub_bundle_courses",
  {
    bundle_id: integer()
      .notNull()
      .references(() => hubBundles.id, { onDelete: "cascade" }),
    hub_id: integer()
      .notNull()
      .references(() => hubs.id, { onDelete: "cascade" }),
    course_id: integer()
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    order: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.bundle_id, t.course_id] }),
    index("hub_bundle_courses_hub_course_idx").on(t.hub_id, t.course_id),
  ],
);

/** An event: instants in UTC and the IANA zone they were set in. */
export const hubEvents = pgTable(
  "hub_events",
  {
    id: serial().primaryKey(),
    hub_id: integer()
      .notNull()
      .references(() => hubs.id, { onDelete: "cascade" }),
    title: text().notNull(),
    description: text().notNull().default(""),
    image_media_id: integer().references(() => mediaItems.id, { onDelete: "set null" }),
    starts_at: timestamp({ withTimezone: true }).notNull(),
    ends_at: timestamp({ withTimezone: true }).notNull(),
    time_zone: text().notNull(),
    online_url: text(),
    place: text(),
    /** null: no limit. */
    capacity: integer(),
    price: integer().notNull().default(0),
    booking_deadline: timestamp({ withTimezone: true }),
    /** The creator lets people cancel their booking until the start. */
    cancellation_allowed: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [
    index("hub_events_hub_starts_idx").on(t.hub_id, t.starts_at, t.id),
    index("hub_events_hub_ends_idx").on(t.hub_id, t.ends_at, t.id),
    check("hub_events_span", sql`${t.ends_at} > ${t.starts_at}`),
    check("hub_events_capacity", sql`${t.capacity} is null or ${t.capacity} >= 0`),
    check("hub_events_price", sql`${t.price} >= 0`),
  ],
);

export const hubBanners = pgTable(
  "hub_banners",
  {
    id: serial().primaryKey(),
    hub_id: integer()
      .notNull()
      .references(() => hubs.id, { onDelete: "cascade" }),
    image_media_id: integer().references(() => mediaItems.id, { onDelete: "set null" }),
    title: text().notNull(),
    text: text().notNull().default(""),
    link_kind: text({ enum: ["none", "internal", "external"] })
      .notNull()
      .default("none"),
    link: text(),
    order: integer().notNull().default(0),
    active_from: timestamp({ withTimezone: true }),
    active_to: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("hub_banners_hub_order_idx").on(t.hub_id, t.order, t.id),
    check("hub_banners_link_kind", sql`${t.link_kind} in ('none', 'internal', 'external')`),
  ],
);

/** A hub shared by link or by e-mail (as course shares: random 22-character ids); revoking keeps the row. */
export const hubShares = pgTable(
  "hub_shares",
  {
    id: text().primaryKey(),
    hub_id: integer()
      .notNull()
      .references(() => hubs.id, { onDelete: "cascade" }),
    /** The creator who shared it. */
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text({ enum: ["public", "email"] }).notNull(),
    revoked_at: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("hub_shares_hub_idx").on(t.hub_id, t.created_at),
    check("hub_shares_kind", sql`${t.kind} in ('public', 'email')`),
  ],
);

export const hubShareInvitations = pgTable(
  "hub_share_invitations",
  {
    id: serial().primaryKey(),
    share_id: text()
      .notNull()
      .references(() => hubShares.id, { onDelete: "cascade" }),
    email: text().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("hub_share_invitations_share_email_unique").on(t.share_id, t.email),
    index("hub_share_invitations_email_idx").on(t.email),
    check("hub_share_invitations_email_lower", sql`${t.email} = lower(${t.email})`),
  ],
);

/** Who opened a link share while signed in: the hub is then theirs to browse and listed as shared with them. */
export const hubShareVisits = pgTable(
  "hub_share_visits",
  {
    share_id: text()
      .notNull()
      .references(() => hubShares.id, { onDelete: "cascade" }),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.share_id, t.user_id] }), index("hub_share_visits_user_idx").on(t.user_id)],
);

/** A signed-in person asking for a private hub; accepting makes an e-mail share of their address (share_id). */
export const hubAccessRequests = pgTable(
  "hub_access_requests",
  {
    id: serial().primaryKey(),
    hub_id: integer()
      .notNull()
      .references(() => hubs.id, { onDelete: "cascade" }),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    message: text().notNull().default(""),
    status: text({ enum: ["pending", "accepted", "refused"] })
      .notNull()
      .default("pending"),
    share_id: text().references(() => hubShares.id, { onDelete: "set null" }),
    decided_at: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("hub_access_requests_hub_idx").on(t.hub_id, t.status, t.created_at),
    index("hub_access_requests_user_idx").on(t.user_id, t.hub_id, t.created_at),
    // One pending request per person and hub: a second ask answers the first.
    uniqueIndex("hub_access_requests_pending_unique").on(t.hub_id, t.user_id).where(sql`${t.status} = 'pending'`),
    check("hub_access_requests_status", sql`${t.status} in ('pending', 'accepted', 'refused')`),
  ],
);

/**
 * What gives a learner a course through a hub: source free (Enrol), later share and order (order_line_id
 * arrives with selling). Access is the union of active (not revoked) entitlements.
 */
export const hubEntitlements = pgTable(
  "hub_entitlements",
  {
    id: serial().primaryKey(),
    hub_id: integer()
      .notNull()
      .references(() => hubs.id, { onDelete: "cascade" }),
    user_id: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    course_id: integer()
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    source: text({ enum: ["free", "share", "order"] }).notNull(),
    /** The order line that gave it (source order); its refund with revocation revokes it. */
    order_line_id: integer().references((): AnyPgColumn => orderLines.id, { onDelete: "set null" }),
    revoked_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("hub_entitlements_user_hub_idx").on(t.user_id, t.hub_id, t.course_id),
    index("hub_entitlements_hub_course_idx").on(t.hub_id, t.course_id),
    // Enrolling twice gives one free entitlement.
    uniqueIndex("hub_entitlements_free_unique")
      .on(t.hub_id, t.course_id, t.user_id)
      .where(sql`${t.source} = 'free' and ${t.revoked_at} is null`),
    uniqueIndex("hub_entitlements_order_line_course_unique")
      .on(t.order_line_id, t.course_id)
      .where(sql`${t.order_line_id} is not null`),
    check("hub_entitlements_source", sql`${t.source} in ('free', 'share', 'order')`),
  ],
);

export type HubRow = typeof hubs.$inferSelect;
export type HubCourseRow = typeof hubCourses.$inferSelect;
export type CatalogLabelRow = typeof catalogCategories.$inferSelect;
export type HubBundleRow = typeof hubBundles.$inferSelect;
export type HubEventRow = typeof hubEvents.$inferSelect;
export type HubBannerRow = typeof hubBanners.$inferSelect;
export type HubShareRow = typeof hubShares.$inferSelect;
export type HubAccessRequestRow = typeof hubAccessRequests.$inferSelect;
export type HubEntitlementRow = typeof hubEntitlements.$inferSelect;
