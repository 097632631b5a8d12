import {
  estimateCourseMinutes,
  LANDING_UPCOMING_EVENTS,
  type LandingCourse,
  type LandingHub,
  landingPath,
  type SharedHub,
} from "@coursewright/course-model";
import type { Signer } from "../../http/signing";
import { bannerActive, presentBanner } from "./banners";
import { presentBundle } from "./bundles";
import { hubColors } from "./colors";
import { presentEvent } from "./events";
import { type ImageLinks, imageLinks, presentHubImage } from "./images";
import { plainText } from "./plainText";
import { hubCurrency, hubLanguage, hubVisibility } from "./presenter";
import type { LandingSnapshot, SnapshotCourse } from "./snapshot";
import type { ViewerCourses } from "./viewer";
import { readableByAnyone, type Visit } from "./visitorAccess";

/** Image URLs of a hub's answers: the same for everyone when anyone may read it, else signed. */
export const landingLinks = (snapshot: LandingSnapshot, signer: Signer) =>
  imageLinks(snapshot.hub.id, readableByAnyone(snapshot.hub) ? null : signer);

export function presentLandingCourse(
  course: SnapshotCourse,
  snapshot: LandingSnapshot,
  links: ImageLinks,
  viewer: ViewerCourses,
): LandingCourse {
  return {
    id: course.id,
    title: course.title,
    description: course.description === null ? null : plainText(course.description, 2000),
    image: presentHubImage(links, snapshot.media, course.preview_media_id),
    price: course.price,
    featured: course.featured,
    category_ids: course.category_ids,
    tag_ids: course.tag_ids,
    pages_count: course.pages_count,
    questions_count: course.questions_count,
    estimated_minutes: estimateCourseMinutes(course.pages_count, course.questions_count),
    enrolled: viewer.all || viewer.enrolled.has(course.id),
    share_id: viewer.shareIds.get(course.id) ?? null,
  };
}

/** The hub's search-engine and link-preview fields, with their fallbacks (name, description's text, cover). */
export function landingSeo(snapshot: LandingSnapshot, publicUrl: string, links: ImageLinks) {
  const { hub } = snapshot;
  const noindex = !hub.published || hub.visibility !== "public";
  const image = presentHubImage(links, snapshot.media, hub.og_image_media_id ?? hub.cover_media_id);
  return {
    title: hub.seo_title ?? hub.name,
    description: hub.seo_description ?? plainText(hub.description, 200),
    // A signed image expires: only hubs anyone may read get one for link previews.
    image: image && links.signer === null ? `${publicUrl}${image.url}` : null,
    canonical_url: `${publicUrl}${landingPath({ page: "home", hubId: hub.id }, hub.slug)}`,
    noindex,
  };
}

interface LandingOptions {
  visit: Visit;
  viewer: ViewerCourses;
  withCourses: boolean;
  publicUrl: string;
  signer: Signer;
  now: number;
  /** Who takes the payments: live Stripe or the built-in test provider. */
  providerMode: "live" | "test";
}

/** The hub for its landing pages; anyone not granted gets its name and where they stand, nothing else. */
export function presentLandingHub(snapshot: LandingSnapshot, options: LandingOptions): LandingHub {
  const { hub, owner } = snapshot;
  const { visit, viewer, publicUrl, now } = options;
  const links = landingLinks(snapshot, options.signer);
  const granted = visit.access === "granted";
  const seo = landingSeo(snapshot, publicUrl, links);
  const base = {
    id: hub.id,
    name: hub.name,
    slug: hub.slug,
    colors: hubColors(hub.colors, snapshot.theme),
    language: hubLanguage(hub),
    currency: hubCurrency(hub),
    visibility: hubVisibility(hub),
    published: hub.published,
    access: visit.access,
    user: { id: owner.id, name: owner.name, stripe_connect: { stripe_id: owner.stripe_account_id } },
    selling: { payments_enabled: owner.payments_enabled, provider_mode: options.providerMode },
  };
  if (!granted) {
    return {
      ...base,
      description: "",
      logo: null,
      cover: null,
      seo: { ...seo, description: "", image: null, noindex: true },
      categories: [],
      tags: [],
      banners: [],
      courses: [],
      bundles: [],
      upcoming_events: [],
    };
  }
  return {
    ...base,
    description: hub.description,
    logo: presentHubImage(links, snapshot.media, hub.logo_media_id),
    cover: presentHubImage(links, snapshot.media, hub.cover_media_id),
    seo,
    categories: snapshot.categories,
    tags: snapshot.tags,
    banners: snapshot.banners
      .filter((banner) => bannerActive(banner, now))
      .map((banner) => presentBanner(banner, links, snapshot.media)),
    courses: options.withCourses
      ? snapshot.courses.map((course) => presentLandingCourse(course, snapshot, links, viewer))
      : [],
    bundles: snapshot.bundles.map((bundle) => presentBundle(bundle, links, snapshot.media)),
    upcoming_events: snapshot.events
      .filter((event) => event.ends_at.getTime() > now)
      .slice(0, LANDING_UPCOMING_EVENTS)
      .map((event) => presentEvent(event, links, snapshot.media, visit.owner, snapshot.booked.get(event.id) ?? 0)),
  };
}

export function presentSharedHub(snapshot: LandingSnapshot, links: ImageLinks): SharedHub {
  const { hub } = snapshot;
  return {
    id: hub.id,
    name: hub.name,
    slug: hub.slug,
    logo: presentHubImage(links, snapshot.media, hub.logo_media_id),
    cover: presentHubImage(links, snapshot.media, hub.cover_media_id),
    courses_count: snapshot.courses.length,
    owner_name: snapshot.owner.name,
    currency: hubCurrency(hub),
  };
}
