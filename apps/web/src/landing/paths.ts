import { type LandingHub, type LandingPage, landingPath } from "@coursewright/course-model";

/** Addresses of the hub's landing pages, with its current slug. */
export function hubPaths(hub: Pick<LandingHub, "id" | "slug">) {
  const to = (page: LandingPage) => landingPath(page, hub.slug);
  return {
    home: to({ page: "home", hubId: hub.id }),
    catalogue: to({ page: "catalogue", hubId: hub.id }),
    events: to({ page: "events", hubId: hub.id }),
    bundles: to({ page: "bundles", hubId: hub.id }),
    course: (courseId: number) => to({ page: "course", hubId: hub.id, courseId }),
    bundle: (bundleId: number) => to({ page: "bundle", hubId: hub.id, bundleId }),
    bundleCourse: (bundleId: number, courseId: number) =>
      to({ page: "bundle_course", hubId: hub.id, bundleId, courseId }),
  };
}

export type HubPaths = ReturnType<typeof hubPaths>;

/** Where a hub course plays once the learner holds it (the share's entry page, an app page). */
export const playPath = (shareId: string) => `/courseShares/playerInitialPage/${encodeURIComponent(shareId)}`;
