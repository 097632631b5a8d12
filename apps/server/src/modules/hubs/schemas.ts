// Answer shapes of the hub routes (OpenAPI at /api/docs), each checked against course-model's type.
import {
  ACCESS_REQUEST_STATUSES,
  BANNER_LINK_KINDS,
  type CatalogLabel,
  CURRENCY_CODES,
  HUB_VISIBILITIES,
  type Hub,
  type HubAccessRequest,
  type HubBanner,
  type HubBundle,
  type HubCourse,
  type HubEvent,
  type HubImage,
  type HubShare,
  LANGUAGE_CODES,
} from "@coursewright/course-model";
import { z } from "zod";

export const id = z.number().int();
export const timestamps = { created_at: z.string(), updated_at: z.string() };

export const hubImageSchema = z
  .object({
    media_id: id,
    url: z
      .string()
      .describe("/api/course_hubs/landing/{hubId}/media/{mediaId}?v=... (signed for drafts and private hubs)"),
    thumb_url: z.string().nullable(),
    alt: z.string(),
  })
  .describe("An image a hub shows") satisfies z.ZodType<HubImage>;

export const hubColorsSchema = z.object({ primary: z.string(), background: z.string(), text: z.string() });
export const languageSchema = z.enum(LANGUAGE_CODES);
export const currencySchema = z.enum(CURRENCY_CODES);
export const visibilitySchema = z.enum(HUB_VISIBILITIES);

export const hubCountsSchema = z.object({
  courses: z.number().int(),
  bundles: z.number().int(),
  events: z.number().int(),
  banners: z.number().int(),
  shares: z.number().int().describe("Active shares"),
  learners: z.number().int().describe("Learners holding access to a course through the hub"),
  pending_requests: z.number().int(),
});

export const hubSchema = z
  .object({
    id,
    name: z.string(),
    slug: z.string(),
    description: z.string().describe("Sanitised HTML"),
    logo: hubImageSchema.nullable(),
    cover: hubImageSchema.nullable(),
    theme_id: id.nullable(),
    colors: hubColorsSchema.describe("The colours in effect: the theme's when theme_id is set, else the hub's own"),
    language: languageSchema,
    currency: currencySchema,
    visibility: visibilitySchema,
    published: z.boolean(),
    seo_title: z.string().nullable(),
    seo_description: z.string().nullable(),
    og_image: hubImageSchema.nullable(),
    url: z.string().describe("The landing page's address"),
    counts: hubCountsSchema.describe("What goes with the hub when it is deleted"),
    ...timestamps,
  })
  .describe("A hub as its creator sees it") satisfies z.ZodType<Hub>;

export const hubCourseSchema = z.object({
  course_id: id,
  title: z.string(),
  image: hubImageSchema.nullable(),
  order: z.number().int(),
  featured: z.boolean(),
  price: z.number().int().describe("Minor units of the hub's currency; 0 is free"),
  category_ids: z.array(id),
  tag_ids: z.array(id),
}) satisfies z.ZodType<HubCourse>;

export const catalogLabelSchema = z.object({
  id,
  title: z.string(),
  courses_count: z.number().int().describe("Hub courses it is attached to"),
}) satisfies z.ZodType<CatalogLabel>;

export const hubBundleSchema = z.object({
  id,
  hub_id: id,
  title: z.string(),
  description: z.string(),
  image: hubImageSchema.nullable(),
  course_ids: z.array(id),
  price: z.number().int(),
  order: z.number().int(),
}) satisfies z.ZodType<HubBundle>;

export const hubEventSchema = z.object({
  id,
  hub_id: id,
  title: z.string(),
  description: z.string(),
  image: hubImageSchema.nullable(),
  starts_at: z.string().describe("ISO 8601, UTC"),
  ends_at: z.string(),
  time_zone: z.string().describe("The IANA zone the creator set the times in"),
  starts_at_local: z.string().describe("YYYY-MM-DDTHH:mm in time_zone"),
  ends_at_local: z.string(),
  booking_deadline: z.string().nullable(),
  booking_deadline_local: z.string().nullable(),
  online_url: z.string().nullable().describe("Only for the creator (and, with bookings, for people booked)"),
  is_online: z.boolean(),
  place: z.string().nullable(),
  capacity: z.number().int().nullable(),
  booked: z.number().int().describe("Seats taken: confirmed bookings and seats held by open checkouts"),
  price: z.number().int(),
  cancellation_allowed: z.boolean().describe("People booked may cancel until the start"),
}) satisfies z.ZodType<HubEvent>;

export const hubBannerSchema = z.object({
  id,
  hub_id: id,
  image: hubImageSchema.nullable(),
  title: z.string(),
  text: z.string(),
  link_kind: z.enum(BANNER_LINK_KINDS),
  link: z.string().nullable(),
  order: z.number().int(),
  active_from: z.string().nullable(),
  active_to: z.string().nullable(),
}) satisfies z.ZodType<HubBanner>;

export const hubShareSchema = z.object({
  id: z.string(),
  hub_id: id,
  kind: z.enum(["public", "email"]),
  url: z.string().describe("{PUBLIC_URL}/hubs/share_initial_page/{id}"),
  emails: z.array(z.string()),
  created_at: z.string(),
}) satisfies z.ZodType<HubShare>;

export const hubAccessRequestSchema = z.object({
  id,
  hub_id: id,
  user: z.object({ id, name: z.string(), email: z.string() }),
  message: z.string(),
  status: z.enum(ACCESS_REQUEST_STATUSES),
  created_at: z.string(),
  decided_at: z.string().nullable(),
}) satisfies z.ZodType<HubAccessRequest>;
