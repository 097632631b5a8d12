import { formatMinorAmount, type LandingPage, landingPath } from "@coursewright/course-model";
import type { HubEventRow } from "../../../db/schema";
import { plainText } from "../plainText";
import { hubCurrency } from "../presenter";
import type { LandingSnapshot, SnapshotCourse } from "../snapshot";

/** schema.org structured data of the landing pages (Course, Event, ItemList), for search engines. */
type Thing = Record<string, unknown>;

function offer(snapshot: LandingSnapshot, price: number, url: string): Thing {
  const currency = hubCurrency(snapshot.hub);
  return {
    "@type": "Offer",
    price: formatMinorAmount(price, currency),
    priceCurrency: currency,
    category: price === 0 ? "Free" : "Paid",
    url,
  };
}

const provider = (snapshot: LandingSnapshot): Thing => ({ "@type": "Organization", name: snapshot.owner.name });

export function courseThing(
  snapshot: LandingSnapshot,
  course: SnapshotCourse,
  publicUrl: string,
  image?: string,
): Thing {
  const { hub } = snapshot;
  const url = `${publicUrl}${landingPath({ page: "course", hubId: hub.id, courseId: course.id }, hub.slug)}`;
  return {
    "@type": "Course",
    name: course.title,
    description: plainText(course.description ?? "", 500) || course.title,
    url,
    ...(image ? { image } : {}),
    provider: provider(snapshot),
    offers: offer(snapshot, course.price, url),
    hasCourseInstance: { "@type": "CourseInstance", courseMode: "online" },
  };
}

export function eventThing(snapshot: LandingSnapshot, event: HubEventRow, publicUrl: string): Thing {
  const { hub } = snapshot;
  const url = `${publicUrl}${landingPath({ page: "events", hubId: hub.id }, hub.slug)}`;
  const online = event.online_url !== null;
  const place = event.place ? { "@type": "Place", name: event.place, address: event.place } : null;
  const location = [...(online ? [{ "@type": "VirtualLocation", url }] : []), ...(place ? [place] : [])];
  return {
    "@type": "Event",
    name: event.title,
    description: plainText(event.description, 500) || event.title,
    startDate: event.starts_at.toISOString(),
    endDate: event.ends_at.toISOString(),
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: `https://schema.org/${online && place ? "Mixed" : online ? "Online" : "Offline"}EventAttendanceMode`,
    ...(location.length > 0 ? { location: location.length === 1 ? location[0] : location } : {}),
    organizer: provider(snapshot),
    offers: offer(snapshot, event.price, url),
    url,
  };
}

export function itemList(items: Thing[], name: string): Thing {
  return {
    "@type": "ItemList",
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({ "@type": "ListItem", position: index + 1, item })),
  };
}

export const graph = (things: Thing[]) => ({ "@context": "https://schema.org", "@graph": things });

export const pageUrl = (publicUrl: string, page: LandingPage, slug: string) => `${publicUrl}${landingPath(page, slug)}`;
