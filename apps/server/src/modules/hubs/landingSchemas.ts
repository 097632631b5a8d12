// Answer shapes of the landing and learner routes (OpenAPI at /api/docs), each checked against course-model's type.
import type {
  HubEnrolment,
  HubShareInitialInfo,
  LandingBundle,
  LandingCourse,
  LandingCourseDetails,
  LandingHub,
  SharedHub,
  SharedHubCourse,
  SharedHubCourses,
} from "@coursewright/course-model";
import { z } from "zod";
import {
  currencySchema,
  hubBannerSchema,
  hubBundleSchema,
  hubColorsSchema,
  hubEventSchema,
  hubImageSchema,
  id,
  languageSchema,
  visibilitySchema,
} from "./schemas";

export const landingCourseSchema = z.object({
  id,
  title: z.string(),
  description: z.string().nullable(),
  image: hubImageSchema.nullable(),
  price: z.number().int().describe("Minor units of the hub's currency; 0 is free"),
  featured: z.boolean(),
  category_ids: z.array(id),
  tag_ids: z.array(id),
  pages_count: z.number().int(),
  questions_count: z.number().int(),
  estimated_minutes: z.number().int(),
  enrolled: z.boolean().describe("The signed-in visitor can play it (enrolled, or its creator)"),
  share_id: z.string().nullable().describe("Where it plays: /courseShares/playerInitialPage/{share_id}"),
}) satisfies z.ZodType<LandingCourse>;

export const landingCourseDetailsSchema = landingCourseSchema.extend({
  topics: z.array(z.object({ title: z.string().nullable(), pages: z.array(z.string()) })),
  bundle_ids: z.array(id),
}) satisfies z.ZodType<LandingCourseDetails>;

export const landingBundleSchema = hubBundleSchema.extend({
  courses: z.array(landingCourseSchema),
}) satisfies z.ZodType<LandingBundle>;

const labelSchema = z.object({ id, title: z.string() });

export const landingHubSchema = z
  .object({
    id,
    name: z.string(),
    slug: z.string(),
    description: z.string(),
    logo: hubImageSchema.nullable(),
    cover: hubImageSchema.nullable(),
    colors: hubColorsSchema,
    language: languageSchema,
    currency: currencySchema,
    visibility: visibilitySchema,
    published: z.boolean(),
    access: z
      .enum(["granted", "login_required", "request", "pending", "refused"])
      .describe("Anything but granted: only the name, colours and access are filled in"),
    seo: z.object({
      title: z.string(),
      description: z.string(),
      image: z.string().nullable(),
      canonical_url: z.string(),
      noindex: z.boolean(),
    }),
    user: z.object({
      id,
      name: z.string(),
      stripe_connect: z.object({ stripe_id: z.string().nullable() }),
    }),
    selling: z
      .object({ payments_enabled: z.boolean(), provider_mode: z.enum(["live", "test"]) })
      .describe("Buy buttons only while payments_enabled; provider_mode test: show test mode"),
    categories: z.array(labelSchema),
    tags: z.array(labelSchema),
    banners: z.array(hubBannerSchema),
    courses: z.array(landingCourseSchema),
    bundles: z.array(hubBundleSchema),
    upcoming_events: z.array(hubEventSchema),
  })
  .describe("A hub as its landing pages show it") satisfies z.ZodType<LandingHub>;

export const sharedHubSchema = z.object({
  id,
  name: z.string(),
  slug: z.string(),
  logo: hubImageSchema.nullable(),
  cover: hubImageSchema.nullable(),
  courses_count: z.number().int(),
  owner_name: z.string(),
  currency: currencySchema,
}) satisfies z.ZodType<SharedHub>;

export const sharedHubCourseSchema = landingCourseSchema.extend({
  progress: z
    .enum(["not_started", "in_progress", "completed"])
    .nullable()
    .describe("The learner's progress in a course they hold; null when they do not hold it"),
}) satisfies z.ZodType<SharedHubCourse>;

export const sharedHubCoursesSchema = z.object({
  hub: sharedHubSchema,
  courses: z.array(sharedHubCourseSchema),
}) satisfies z.ZodType<SharedHubCourses>;

export const hubShareInitialInfoSchema = z.object({
  share_id: z.string(),
  hub: z.object({
    id,
    name: z.string(),
    slug: z.string(),
    logo: hubImageSchema.nullable(),
    cover: hubImageSchema.nullable(),
  }),
  access: z.enum(["granted", "login_required", "not_invited"]),
}) satisfies z.ZodType<HubShareInitialInfo>;

export const hubEnrolmentSchema = z.object({
  hub_id: id,
  course_id: id,
  share_id: z.string(),
}) satisfies z.ZodType<HubEnrolment>;
