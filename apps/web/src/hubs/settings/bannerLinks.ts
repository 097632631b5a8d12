import { type HubBundle, type HubCourse, landingPath } from "@coursewright/course-model";

export interface HubPageOption {
  value: string;
  /** i18n key of the page's kind, and the item's title where it has one. */
  kind: "home" | "catalogue" | "events" | "bundles" | "course" | "bundle";
  title?: string;
}

/** Pages of the hub a banner may lead to: home, catalogue, events, bundles, each course, each bundle. */
export function hubPageOptions(
  hubId: number,
  slug: string,
  courses: HubCourse[],
  bundles: HubBundle[],
): HubPageOption[] {
  return [
    { value: landingPath({ page: "home", hubId }, slug), kind: "home" },
    { value: landingPath({ page: "catalogue", hubId }, slug), kind: "catalogue" },
    { value: landingPath({ page: "events", hubId }, slug), kind: "events" },
    { value: landingPath({ page: "bundles", hubId }, slug), kind: "bundles" },
    ...courses.map(
      (course): HubPageOption => ({
        value: landingPath({ page: "course", hubId, courseId: course.course_id }, slug),
        kind: "course",
        title: course.title,
      }),
    ),
    ...bundles.map(
      (bundle): HubPageOption => ({
        value: landingPath({ page: "bundle", hubId, bundleId: bundle.id }, slug),
        kind: "bundle",
        title: bundle.title,
      }),
    ),
  ];
}
