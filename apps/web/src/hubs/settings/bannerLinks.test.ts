import { type HubBundle, type HubCourse, parseLandingPath } from "@coursewright/course-model";
import { describe, expect, it } from "vitest";
import { hubPageOptions } from "./bannerLinks";

describe("pages a banner may lead to", () => {
  it("lists the hub's own landing pages, each an address the server takes as one of this hub's", () => {
    const course: HubCourse = {
      course_id: 9,
      title: "Fire drills",
      image: null,
      order: 0,
      featured: false,
      price: 0,
      category_ids: [],
      tag_ids: [],
    };
    const bundle: HubBundle = {
      id: 4,
      hub_id: 3,
      title: "Both",
      description: "",
      image: null,
      course_ids: [9],
      price: 100,
      order: 0,
    };
    const options = hubPageOptions(3, "safety-school", [course], [bundle]);
    expect(options.map((option) => [option.kind, option.value])).toEqual([
      ["home", "/hubs/landing/3/safety-school"],
      ["catalogue", "/hubs/landing/courses/3/safety-school"],
      ["events", "/hubs/landing/events/3/safety-school"],
      ["bundles", "/hubs/landing/3/safety-school/bundles"],
      ["course", "/hubs/landing/3/safety-school/course/9"],
      ["bundle", "/hubs/landing/3/bundles/4/courses"],
    ]);
    for (const option of options) expect(parseLandingPath(option.value)?.hubId).toBe(3);
  });
});
