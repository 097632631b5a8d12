import {
  formatMinorAmount,
  LANDING_UPCOMING_EVENTS,
  type LandingHub,
  type ParsedLandingPath,
} from "@coursewright/course-model";
import type { Translate } from "../../../http/i18n";
import { type ImageLinks, presentHubImage } from "../images";
import { landingSeo } from "../landingPresenter";
import { plainText } from "../plainText";
import { hubCurrency } from "../presenter";
import type { LandingSnapshot } from "../snapshot";
import { readableByAnyone } from "../visitorAccess";
import type { HeadFields } from "./head";
import { SITE_NAME } from "./head";
import { courseThing, eventThing, graph, itemList, pageUrl } from "./jsonLd";

export interface PageAnswer {
  status: 200 | 404;
  fields: HeadFields;
}

const bare = (title: string, status: 200 | 404): PageAnswer => ({
  status,
  fields: { title, description: "", canonical: null, image: null, noindex: true, jsonLd: null, data: null },
});

/** An unknown hub, or a draft (its creator previews it in the app; nobody else may learn anything of it). */
export const hiddenPage = (status: 200 | 404) => bare(SITE_NAME, status);

interface Input {
  snapshot: LandingSnapshot;
  page: ParsedLandingPath;
  publicUrl: string;
  /** In the hub's language. */
  t: Translate;
  now: number;
  links: ImageLinks;
  /** The hub as get_hub answers an anonymous visitor (with courses). */
  landing: LandingHub;
}

/** The head of one landing page of a published hub, as an anonymous visitor (and a crawler) may see it. */
export function pageFields({ snapshot, page, publicUrl, t, now, links, landing }: Input): PageAnswer {
  const { hub } = snapshot;
  // A private hub shows its name to anyone, nothing more.
  if (!readableByAnyone(hub)) return bare(hub.name, 200);
  const seo = landingSeo(snapshot, publicUrl, links);
  const base: HeadFields = {
    title: seo.title,
    description: seo.description,
    canonical: pageUrl(publicUrl, page, hub.slug),
    image: seo.image,
    noindex: seo.noindex,
    jsonLd: null,
    data: { data: landing },
  };
  const titled = (title: string) => `${title} · ${seo.title}`;
  const absolute = (mediaId: number | null) => {
    const image = presentHubImage(links, snapshot.media, mediaId);
    return image ? `${publicUrl}${image.url}` : undefined;
  };
  const courses = snapshot.courses.map((course) =>
    courseThing(snapshot, course, publicUrl, absolute(course.preview_media_id)),
  );
  const upcoming = snapshot.events.filter((event) => event.ends_at.getTime() > now);

  switch (page.page) {
    case "home":
      return {
        status: 200,
        fields: {
          ...base,
          // The hero's cover is the largest thing on the page (the web's landing/pages/HomePage.tsx).
          preloadImage: landing.cover?.url ?? null,
          jsonLd: graph([
            itemList(courses, seo.title),
            ...upcoming.slice(0, LANDING_UPCOMING_EVENTS).map((event) => eventThing(snapshot, event, publicUrl)),
          ]),
        },
      };
    case "catalogue":
      return {
        status: 200,
        fields: { ...base, title: titled(t("hubs.pages.catalogue")), jsonLd: graph([itemList(courses, seo.title)]) },
      };
    case "events":
      return {
        status: 200,
        fields: {
          ...base,
          title: titled(t("hubs.pages.events")),
          jsonLd: graph(upcoming.map((event) => eventThing(snapshot, event, publicUrl))),
        },
      };
    case "bundles": {
      const currency = hubCurrency(hub);
      const products = snapshot.bundles.map((bundle) => ({
        "@type": "Product",
        name: bundle.row.title,
        description: plainText(bundle.row.description, 500) || bundle.row.title,
        url: pageUrl(publicUrl, { page: "bundle", hubId: hub.id, bundleId: bundle.row.id }, hub.slug),
        offers: { "@type": "Offer", price: formatMinorAmount(bundle.row.price, currency), priceCurrency: currency },
      }));
      return {
        status: 200,
        fields: { ...base, title: titled(t("hubs.pages.bundles")), jsonLd: graph([itemList(products, seo.title)]) },
      };
    }
    case "bundle": {
      const bundle = snapshot.bundles.find((candidate) => candidate.row.id === page.bundleId);
      if (!bundle) return { status: 404, fields: { ...base, noindex: true } };
      const inBundle = bundle.course_ids.flatMap((id) => {
        const at = snapshot.courses.findIndex((course) => course.id === id);
        return at < 0 ? [] : [courses[at] ?? {}];
      });
      return {
        status: 200,
        fields: {
          ...base,
          title: titled(bundle.row.title),
          description: plainText(bundle.row.description, 200) || base.description,
          image: absolute(bundle.row.image_media_id) ?? base.image,
          jsonLd: graph([itemList(inBundle, bundle.row.title)]),
        },
      };
    }
    case "course":
    case "bundle_course": {
      const at = snapshot.courses.findIndex((course) => course.id === page.courseId);
      const course = snapshot.courses[at];
      const inBundle =
        page.page === "course" ||
        snapshot.bundles.some((bundle) => bundle.row.id === page.bundleId && bundle.course_ids.includes(page.courseId));
      if (!course || !inBundle) return { status: 404, fields: { ...base, noindex: true } };
      return {
        status: 200,
        fields: {
          ...base,
          title: titled(course.title),
          description: plainText(course.description ?? "", 200) || base.description,
          // A course seen within a bundle is the same page as the course's own.
          canonical: pageUrl(publicUrl, { page: "course", hubId: hub.id, courseId: course.id }, hub.slug),
          image: absolute(course.preview_media_id) ?? base.image,
          jsonLd: graph([courses[at] ?? {}]),
        },
      };
    }
  }
}
