import { z } from "zod";
import { idParamSchema } from "../course/common";
import type { LanguageCode } from "../languages";
import type { ProgressState } from "../share/shares";
import type { CurrencyCode } from "./currencies";
import type { HubBanner, HubBundle, HubColors, HubEvent, HubImage, HubVisibility } from "./hub";

// What visitors and learners read of a hub: its landing pages, catalogue, events and the learner's lists.

/**
 * A visitor's standing in a hub: `granted` browses it; a private hub answers `login_required` to anonymous
 * visitors and `request` / `pending` / `refused` to signed-in people it is not shared with.
 */
export type HubAccess = "granted" | "login_required" | "request" | "pending" | "refused";

/** A course on the landing pages. */
export interface LandingCourse {
  id: number;
  title: string;
  /** Plain text of the course description. */
  description: string | null;
  image: HubImage | null;
  price: number;
  featured: boolean;
  category_ids: number[];
  tag_ids: number[];
  pages_count: number;
  questions_count: number;
  /** Minutes, from the course's content (see estimateCourseMinutes). */
  estimated_minutes: number;
  /** The signed-in visitor can play it (enrolled, bought, or owner); false for anonymous visitors. */
  enrolled: boolean;
  /** Where it plays once enrolled: the share's entry page. */
  share_id: string | null;
}

/** GET /api/course_hubs/landing/{hubId}/courses/{courseId}: a course page. */
export interface LandingCourseDetails extends LandingCourse {
  /** In order; a course without topics has one entry with title null. */
  topics: { title: string | null; pages: string[] }[];
  /** Bundles of this hub that contain it. */
  bundle_ids: number[];
}

/** GET /api/course_hubs/landing/{hubId}/bundles/{bundleId}: a bundle with its courses, in the bundle's order. */
export interface LandingBundle extends HubBundle {
  courses: LandingCourse[];
}

/** POST /api/course_hubs/landing/{hubId}/courses/{courseId}/enrol: where the course plays now. */
export interface HubEnrolment {
  hub_id: number;
  course_id: number;
  /** The hub's course share: /courseShares/playerInitialPage/{share_id}. */
  share_id: string;
}

export interface LandingHub {
  id: number;
  name: string;
  slug: string;
  /** Sanitised HTML. */
  description: string;
  logo: HubImage | null;
  cover: HubImage | null;
  colors: HubColors;
  language: LanguageCode;
  currency: CurrencyCode;
  visibility: HubVisibility;
  published: boolean;
  access: HubAccess;
  /** noindex: a draft, a private or an unlisted hub, which search engines must not list. */
  seo: { title: string; description: string; image: string | null; canonical_url: string; noindex: boolean };
  /** Spec 3 Hub: the creator, with their connected payment account (null until connected). */
  user: { id: number; name: string; stripe_connect: { stripe_id: string | null } };
  /**
   * Whether priced items can be bought now (the creator's payouts are active: Buy buttons only then), and whether
   * the built-in test provider takes the payments ("test": shown as test mode).
   */
  selling: { payments_enabled: boolean; provider_mode: "live" | "test" };
  categories: { id: number; title: string }[];
  tags: { id: number; title: string }[];
  /** Active banners in order. */
  banners: HubBanner[];
  /** With `with_courses=true`: every course of the hub in order (else []). */
  courses: LandingCourse[];
  bundles: HubBundle[];
  /** Upcoming events, soonest first (at most 6 on the landing; the events page has all). */
  upcoming_events: HubEvent[];
}

/** GET /api/course_hubs/landing/get_hub/{id}?with_courses=true */
export const landingHubQuerySchema = z.object({
  with_courses: z
    .enum(["true", "false"])
    .default("false")
    .transform((v) => v === "true"),
});

/** GET /api/course_hubs/landing/{hubId}/courses */
export const catalogueQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  search: z.string().max(255, { error: "validation.too_long" }).optional(),
  category_id: idParamSchema.optional(),
  tag_id: idParamSchema.optional(),
  price: z.enum(["free", "paid"]).optional(),
});
export type CatalogueQuery = z.infer<typeof catalogueQuerySchema>;

/** GET /api/course_hubs/landing/{hubId}/events?when= */
export const eventsQuerySchema = z.object({
  when: z.enum(["upcoming", "past"]).default("upcoming"),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** A course of a hub shared with the learner, with how far they got in it. */
export interface SharedHubCourse extends LandingCourse {
  /** The learner's progress in a course they hold (not_started until they open it); null when they do not. */
  progress: ProgressState | null;
}

/** GET /api/course_hubs/shared_hub_courses/{hubId}: a hub shared with the learner and its courses. */
export interface SharedHubCourses {
  hub: SharedHub;
  courses: SharedHubCourse[];
}

/** A hub in the learner's "shared to me" list. */
export interface SharedHub {
  id: number;
  name: string;
  slug: string;
  logo: HubImage | null;
  cover: HubImage | null;
  courses_count: number;
  owner_name: string;
  /** The hub's prices are in this currency. */
  currency: CurrencyCode;
}

/** GET /api/hub_shares/{shareId}/initial: what /hubs/share_initial_page/{shareId} shows. */
export interface HubShareInitialInfo {
  share_id: string;
  hub: { id: number; name: string; slug: string; logo: HubImage | null; cover: HubImage | null };
  access: "granted" | "login_required" | "not_invited";
}
