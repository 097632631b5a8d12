/**
 * The addresses of a hub's landing pages (spec 2), read and written in one place: the server renders their head
 * and redirects a wrong slug, banners may link to them, and the web routes them.
 */
export type LandingPage =
  | { page: "home"; hubId: number }
  | { page: "catalogue"; hubId: number }
  | { page: "events"; hubId: number }
  | { page: "course"; hubId: number; courseId: number }
  | { page: "bundles"; hubId: number }
  | { page: "bundle"; hubId: number; bundleId: number }
  | { page: "bundle_course"; hubId: number; bundleId: number; courseId: number };

/** A landing address as read: the page and the slug it carried (null when the address has none, or lacks it). */
export type ParsedLandingPath = LandingPage & { slug: string | null };

const ID = "(\\d{1,10})";
const SLUG = "([^/]+)";
const PATTERNS: [RegExp, (m: string[]) => ParsedLandingPath][] = [
  [new RegExp(`^/hubs/landing/courses/${ID}(?:/${SLUG})?$`), (m) => landing("catalogue", m, 2)],
  [new RegExp(`^/hubs/landing/events/${ID}(?:/${SLUG})?$`), (m) => landing("events", m, 2)],
  [
    new RegExp(`^/hubs/landing/${ID}/bundles/${ID}/courses$`),
    (m) => ({ page: "bundle", hubId: num(m[1]), bundleId: num(m[2]), slug: null }),
  ],
  [
    new RegExp(`^/hubs/landing/${ID}/${SLUG}/course/${ID}$`),
    (m) => ({ page: "course", hubId: num(m[1]), courseId: num(m[3]), slug: m[2] ?? null }),
  ],
  [new RegExp(`^/hubs/landing/${ID}/${SLUG}/bundles$`), (m) => landing("bundles", m, 2)],
  [
    new RegExp(`^/hubs/landing/${ID}/${SLUG}/bundle/${ID}/courses/${ID}$`),
    (m) => ({ page: "bundle_course", hubId: num(m[1]), bundleId: num(m[3]), courseId: num(m[4]), slug: m[2] ?? null }),
  ],
  [new RegExp(`^/hubs/landing/${ID}(?:/${SLUG})?$`), (m) => landing("home", m, 2)],
];

function num(text: string | undefined): number {
  return Number(text);
}

function landing(page: "home" | "catalogue" | "events" | "bundles", m: string[], slugAt: number): ParsedLandingPath {
  return { page, hubId: num(m[1]), slug: m[slugAt] ?? null };
}

/** The landing page an address names (its path, without query), or null for anything else. */
export function parseLandingPath(path: string): ParsedLandingPath | null {
  const trimmed = path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
  for (const [pattern, read] of PATTERNS) {
    const match = pattern.exec(trimmed);
    if (!match) continue;
    const parsed = read(match);
    const ids = Object.entries(parsed).filter(([key]) => key.endsWith("Id"));
    if (ids.some(([, value]) => typeof value !== "number" || value < 1 || value > 2_147_483_647)) return null;
    if (parsed.slug !== null) {
      try {
        parsed.slug = decodeURIComponent(parsed.slug);
      } catch {
        return null;
      }
    }
    return parsed;
  }
  return null;
}

/** The canonical address of a landing page with the hub's current slug. */
export function landingPath(page: LandingPage, slug: string): string {
  const s = encodeURIComponent(slug);
  switch (page.page) {
    case "home":
      return `/hubs/landing/${page.hubId}/${s}`;
    case "catalogue":
      return `/hubs/landing/courses/${page.hubId}/${s}`;
    case "events":
      return `/hubs/landing/events/${page.hubId}/${s}`;
    case "course":
      return `/hubs/landing/${page.hubId}/${s}/course/${page.courseId}`;
    case "bundles":
      return `/hubs/landing/${page.hubId}/${s}/bundles`;
    case "bundle":
      return `/hubs/landing/${page.hubId}/bundles/${page.bundleId}/courses`;
    case "bundle_course":
      return `/hubs/landing/${page.hubId}/${s}/bundle/${page.bundleId}/courses/${page.courseId}`;
  }
}

/** Whether the page's address carries a slug (the bundle's course list does not, as spec 2 writes it). */
export const hasSlug = (page: LandingPage) => page.page !== "bundle";
