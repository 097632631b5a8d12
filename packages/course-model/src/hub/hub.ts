import { z } from "zod";
import { storedIdSchema, type Timestamps } from "../course/common";
import { LANGUAGE_CODES, type LanguageCode } from "../languages";
import { stripBidiControls } from "../text";
import type { CurrencyCode } from "./currencies";
import { isCurrencyCode } from "./currencies";
import { parseLandingPath } from "./landingPaths";
import { MAX_PRICE_MINOR } from "./price";
import { slugSchema } from "./slug";
import { isTimeZone, WALL_TIME_PATTERN, zonedWallTimeToUtc } from "./timeZones";

/**
 * Course hubs (issue 21): a creator's storefront site. The creator edits a hub under /api/course_hubs/{hubId};
 * visitors read it under /api/course_hubs/landing/... (public for public and unlisted hubs). Decision record:
 * docs/decisions/011-course-hubs.md.
 */

export const HUB_VISIBILITIES = ["public", "private", "unlisted"] as const;
export type HubVisibility = (typeof HUB_VISIBILITIES)[number];

export const HUB_NAME_MAX_LENGTH = 120;
export const HUB_DESCRIPTION_MAX_LENGTH = 20_000;
export const SEO_TITLE_MAX_LENGTH = 70;
export const SEO_DESCRIPTION_MAX_LENGTH = 200;
/** Hubs per page of the creator's list. */
export const HUBS_PER_PAGE = 12;
/** Events per page of the landing events page. */
export const EVENTS_PER_PAGE = 12;
/** Shares and access requests per page of the creator's lists. */
export const HUB_SHARES_PER_PAGE = 20;
export const ACCESS_REQUESTS_PER_PAGE = 20;
/** Hubs per page of the learner's "shared to me" list. */
export const SHARED_HUBS_PER_PAGE = 12;
/** Upcoming events on the landing home page (the events page has them all). */
export const LANDING_UPCOMING_EVENTS = 6;

/** Names and titles lose the bidirectional controls that reorder what is shown, as every other title does. */
export const hubNameSchema = z
  .string({ error: "validation.required" })
  .overwrite(stripBidiControls)
  .trim()
  .min(1, { error: "validation.required" })
  .max(HUB_NAME_MAX_LENGTH, { error: "validation.too_long" });

/** Rich text (HTML); the server sanitises it before storing, the web again before showing. */
export const richTextSchema = z
  .string({ error: "validation.invalid" })
  .max(HUB_DESCRIPTION_MAX_LENGTH, { error: "validation.too_long" });

/** A price in the hub currency's minor units; 0 is free. */
export const priceSchema = z
  .number({ error: "validation.invalid" })
  .int({ error: "validation.price_minor_units" })
  .min(0, { error: "validation.min_value" })
  .max(MAX_PRICE_MINOR, { error: "validation.max_value" });

export const currencySchema = z
  .string({ error: "validation.required" })
  .refine((code): code is CurrencyCode => isCurrencyCode(code), { error: "validation.currency" });

/** "#rrggbb": hub colours feed CSS custom properties, so nothing else is accepted. */
export const hexColorSchema = z
  .string({ error: "validation.invalid" })
  .regex(/^#[0-9a-fA-F]{6}$/, { error: "validation.color" })
  .transform((hex) => hex.toLowerCase());

export const hubColorsSchema = z.object(
  { primary: hexColorSchema, background: hexColorSchema, text: hexColorSchema },
  { error: "validation.invalid" },
);
export type HubColors = z.infer<typeof hubColorsSchema>;

const optionalText = (max: number, text = z.string({ error: "validation.invalid" })) =>
  text
    .trim()
    .max(max, { error: "validation.too_long" })
    .transform((value) => (value === "" ? null : value))
    .nullable();

/** Everything a creator edits in a hub's settings. */
export const hubSettingsSchema = z.object({
  name: hubNameSchema,
  slug: slugSchema,
  description: richTextSchema,
  /** Media library images of the creator; null for none. */
  logo_media_id: storedIdSchema.nullable(),
  cover_media_id: storedIdSchema.nullable(),
  /** A course theme of the creator gives the colours; null uses `colors`. */
  theme_id: storedIdSchema.nullable(),
  colors: hubColorsSchema,
  language: z.enum(LANGUAGE_CODES, { error: "validation.invalid" }),
  currency: currencySchema,
  visibility: z.enum(HUB_VISIBILITIES, { error: "validation.invalid" }),
  /** A draft is seen by its creator only (the landing preview); published hubs by whom visibility says. */
  published: z.boolean({ error: "validation.invalid" }),
  /** Search engines and link previews; null falls back to the name, the description's text and the cover. */
  seo_title: optionalText(SEO_TITLE_MAX_LENGTH, z.string({ error: "validation.invalid" }).overwrite(stripBidiControls)),
  seo_description: optionalText(SEO_DESCRIPTION_MAX_LENGTH),
  og_image_media_id: storedIdSchema.nullable(),
});
export type HubSettings = z.infer<typeof hubSettingsSchema>;

/** POST /api/course_hubs: a name; the slug is made from it, the rest takes defaults (a private draft). */
export const createHubRequestSchema = z.object({ name: hubNameSchema });
export type CreateHubRequest = z.infer<typeof createHubRequestSchema>;

/** PUT /api/course_hubs/{hubId}: the fields sent change. */
export const updateHubRequestSchema = hubSettingsSchema.partial();
export type UpdateHubRequest = z.infer<typeof updateHubRequestSchema>;

export const hubListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  search: z.string().max(255, { error: "validation.too_long" }).optional(),
});

/**
 * A media image as hub answers carry it: /api/course_hubs/landing/{hubId}/media/{mediaId}, which anyone allowed to
 * see the hub can load (cacheable for published public and unlisted hubs; signed, time-limited, for the others).
 */
export interface HubImage {
  media_id: number;
  url: string;
  /** The library's small WebP preview (cards, lists), or null when the item has none. */
  thumb_url: string | null;
  alt: string;
}

/** What goes with a hub when it is deleted (the confirmation names these). */
export interface HubCounts {
  courses: number;
  bundles: number;
  events: number;
  banners: number;
  shares: number;
  /** Learners holding access through the hub (enrolments). */
  learners: number;
  pending_requests: number;
}

/** A hub as its creator sees it. */
export interface Hub extends Timestamps {
  id: number;
  name: string;
  slug: string;
  description: string;
  logo: HubImage | null;
  cover: HubImage | null;
  theme_id: number | null;
  /** The colours in effect: the theme's when theme_id is set, else the hub's own. */
  colors: HubColors;
  language: LanguageCode;
  currency: CurrencyCode;
  visibility: HubVisibility;
  published: boolean;
  seo_title: string | null;
  seo_description: string | null;
  og_image: HubImage | null;
  /** {PUBLIC_URL}/hubs/landing/{id}/{slug} */
  url: string;
  counts: HubCounts;
}

// ---- Courses in a hub (categories and tags: catalogLabels.ts) -------------------------------------------------------------------

export const hubCourseEntrySchema = z.object({
  course_id: storedIdSchema,
  featured: z.boolean({ error: "validation.invalid" }).default(false),
  price: priceSchema.default(0),
  category_ids: z.array(storedIdSchema).max(50, { error: "validation.too_many" }).default([]),
  tag_ids: z.array(storedIdSchema).max(50, { error: "validation.too_many" }).default([]),
});

/** PUT /api/course_hubs/{hubId}/courses: the hub's whole course list, in order. */
export const putHubCoursesRequestSchema = z.object({
  courses: z.array(hubCourseEntrySchema).max(500, { error: "validation.too_many" }),
});
export type PutHubCoursesRequest = z.infer<typeof putHubCoursesRequestSchema>;

/** A course of a hub as its creator sees it. */
export interface HubCourse {
  course_id: number;
  title: string;
  image: HubImage | null;
  order: number;
  featured: boolean;
  price: number;
  category_ids: number[];
  tag_ids: number[];
}

// ---- Bundles, events, banners ------------------------------------------------------------------------------------

export const itemTitleSchema = z
  .string({ error: "validation.required" })
  .overwrite(stripBidiControls)
  .trim()
  .min(1, { error: "validation.required" })
  .max(255, { error: "validation.too_long" });

/** POST /api/course_hubs/{hubId}/bundles, PUT .../bundles/{bundleId} */
export const bundleRequestSchema = z.object({
  title: itemTitleSchema,
  description: richTextSchema.default(""),
  image_media_id: storedIdSchema.nullable().default(null),
  /** Courses of this hub, in the bundle's order. */
  course_ids: z
    .array(storedIdSchema)
    .min(1, { error: "validation.required" })
    .max(200, { error: "validation.too_many" }),
  price: priceSchema,
  order: z.number({ error: "validation.invalid" }).int().min(0).max(10_000).default(0),
});
export type BundleRequest = z.infer<typeof bundleRequestSchema>;

export interface HubBundle {
  id: number;
  hub_id: number;
  title: string;
  description: string;
  image: HubImage | null;
  course_ids: number[];
  price: number;
  order: number;
}

const urlSchema = z
  .string({ error: "validation.invalid" })
  .trim()
  .max(2048, { error: "validation.too_long" })
  .refine(isHttpUrl, { error: "validation.url" });

/** An absolute http(s) address (what a link to the outside may be: never javascript:, data: or the like). */
export function isHttpUrl(text: string): boolean {
  if (!/^https?:\/\/[^\s]+$/i.test(text)) return false;
  try {
    const url = new URL(text);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

/** Wall-clock date and time in the event's zone, "YYYY-MM-DDTHH:mm". */
const wallTimeSchema = z
  .string({ error: "validation.required" })
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, { error: "validation.date_time" });

/**
 * POST /api/course_hubs/{hubId}/events, PUT .../events/{eventId}. Times are wall-clock times in `time_zone`
 * (IANA); the server checks the zone, that the end follows the start and the deadline is not after the start.
 */
export const eventRequestSchema = z
  .object({
    title: itemTitleSchema,
    description: richTextSchema.default(""),
    image_media_id: storedIdSchema.nullable().default(null),
    starts_at: wallTimeSchema,
    ends_at: wallTimeSchema,
    time_zone: z.string({ error: "validation.required" }).max(64, { error: "validation.time_zone" }),
    /** Revealed only to the creator and to people booked; either a link or a place, or both. */
    online_url: urlSchema.nullable().default(null),
    place: z.string().trim().max(500, { error: "validation.too_long" }).nullable().default(null),
    /** null: no limit. */
    capacity: z
      .number({ error: "validation.invalid" })
      .int()
      .min(0, { error: "validation.min_value" })
      .max(1_000_000)
      .nullable(),
    price: priceSchema,
    /** Wall-clock time in the event's zone; null: until the start. */
    booking_deadline: wallTimeSchema.nullable().default(null),
    /** People booked may cancel their booking until the start (a paid booking's refund stays the creator's call). */
    cancellation_allowed: z.boolean({ error: "validation.invalid" }).default(false),
  })
  .superRefine((event, ctx) => {
    if (!isTimeZone(event.time_zone)) {
      ctx.addIssue({ code: "custom", path: ["time_zone"], message: "validation.time_zone" });
      return;
    }
    const at = (wall: string, field: string) => {
      // Text that is no date and time at all has its field's own message already.
      if (!WALL_TIME_PATTERN.test(wall)) return null;
      const instant = zonedWallTimeToUtc(wall, event.time_zone);
      if (!instant) ctx.addIssue({ code: "custom", path: [field], message: "validation.date_time" });
      return instant;
    };
    const start = at(event.starts_at, "starts_at");
    const end = at(event.ends_at, "ends_at");
    const deadline = event.booking_deadline === null ? null : at(event.booking_deadline, "booking_deadline");
    if (start && end && end.getTime() <= start.getTime()) {
      ctx.addIssue({ code: "custom", path: ["ends_at"], message: "validation.end_before_start" });
    }
    if (start && deadline && deadline.getTime() > start.getTime()) {
      ctx.addIssue({ code: "custom", path: ["booking_deadline"], message: "validation.deadline_after_start" });
    }
  });
export type EventRequest = z.infer<typeof eventRequestSchema>;

export interface HubEvent {
  id: number;
  hub_id: number;
  title: string;
  description: string;
  image: HubImage | null;
  /** ISO 8601 UTC instants. */
  starts_at: string;
  ends_at: string;
  time_zone: string;
  /** The wall-clock times in the event's zone, for editing. */
  starts_at_local: string;
  ends_at_local: string;
  booking_deadline: string | null;
  booking_deadline_local: string | null;
  /** null for visitors who have not booked (the link is revealed to people booked, in their bookings). */
  online_url: string | null;
  /** Whether the event has an online link (visitors see "online" without the link). */
  is_online: boolean;
  place: string | null;
  capacity: number | null;
  /** Seats taken: confirmed bookings and seats held by open checkouts. */
  booked: number;
  price: number;
  /** People booked may cancel until the start. */
  cancellation_allowed: boolean;
}

export const BANNER_LINK_KINDS = ["none", "internal", "external"] as const;

/**
 * POST /api/course_hubs/{hubId}/banners, PUT .../banners/{bannerId}. An internal link is a path of the hub's own
 * landing pages ("/hubs/landing/{hubId}/...", checked against the hub by the server); an external one an http(s)
 * URL; never `javascript:` or others. With link_kind none the link is dropped.
 */
export const bannerRequestSchema = z
  .object({
    image_media_id: storedIdSchema.nullable().default(null),
    title: itemTitleSchema,
    text: z.string().trim().max(1000, { error: "validation.too_long" }).default(""),
    link_kind: z.enum(BANNER_LINK_KINDS, { error: "validation.invalid" }).default("none"),
    link: z.string().trim().max(2048, { error: "validation.too_long" }).nullable().default(null),
    order: z.number({ error: "validation.invalid" }).int().min(0).max(10_000).default(0),
    /** ISO 8601 instants; null: no bound. */
    active_from: z.iso.datetime({ offset: true, error: "validation.date_time" }).nullable().default(null),
    active_to: z.iso.datetime({ offset: true, error: "validation.date_time" }).nullable().default(null),
  })
  .superRefine((banner, ctx) => {
    const link = banner.link ?? "";
    if (banner.link_kind === "internal" && !parseLandingPath(link.split(/[?#]/)[0] ?? "")) {
      ctx.addIssue({ code: "custom", path: ["link"], message: "validation.internal_link" });
    }
    if (banner.link_kind === "external" && !isHttpUrl(link)) {
      ctx.addIssue({ code: "custom", path: ["link"], message: "validation.url" });
    }
    if (banner.active_from && banner.active_to && Date.parse(banner.active_to) <= Date.parse(banner.active_from)) {
      ctx.addIssue({ code: "custom", path: ["active_to"], message: "validation.end_before_start" });
    }
  })
  .transform((banner) => (banner.link_kind === "none" ? { ...banner, link: null } : banner));
export type BannerRequest = z.infer<typeof bannerRequestSchema>;

export interface HubBanner {
  id: number;
  hub_id: number;
  image: HubImage | null;
  title: string;
  text: string;
  link_kind: (typeof BANNER_LINK_KINDS)[number];
  link: string | null;
  order: number;
  active_from: string | null;
  active_to: string | null;
}

/**
 * PUT /api/course_hubs/{hubId}/{bundles|banners}/order: every bundle (or banner) of the hub, each once, in the new
 * order; written in one transaction.
 */
export const itemOrderRequestSchema = z.object({
  ids: z.array(storedIdSchema, { error: "validation.invalid" }).max(10_000, { error: "validation.too_many" }),
});
export type ItemOrderRequest = z.infer<typeof itemOrderRequestSchema>;
