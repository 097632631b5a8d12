import { describe, expect, it } from "vitest";
import { type LandingPage, landingPath, parseLandingPath } from "./landingPaths";

describe("landing paths", () => {
  it("reads the seven addresses of spec 2 and writes them back", () => {
    const pages: [string, LandingPage][] = [
      ["/hubs/landing/4/my-hub", { page: "home", hubId: 4 }],
      ["/hubs/landing/courses/4/my-hub", { page: "catalogue", hubId: 4 }],
      ["/hubs/landing/events/4/my-hub", { page: "events", hubId: 4 }],
      ["/hubs/landing/4/my-hub/course/9", { page: "course", hubId: 4, courseId: 9 }],
      ["/hubs/landing/4/my-hub/bundles", { page: "bundles", hubId: 4 }],
      ["/hubs/landing/4/bundles/3/courses", { page: "bundle", hubId: 4, bundleId: 3 }],
      ["/hubs/landing/4/my-hub/bundle/3/courses/9", { page: "bundle_course", hubId: 4, bundleId: 3, courseId: 9 }],
    ];
    for (const [path, page] of pages) {
      expect(parseLandingPath(path), path).toEqual({ ...page, slug: page.page === "bundle" ? null : "my-hub" });
      expect(landingPath(page, "my-hub")).toBe(path);
    }
  });

  it("reads addresses without a slug or with a trailing slash, and refuses others", () => {
    expect(parseLandingPath("/hubs/landing/4")).toEqual({ page: "home", hubId: 4, slug: null });
    expect(parseLandingPath("/hubs/landing/courses/4/")).toEqual({ page: "catalogue", hubId: 4, slug: null });
    expect(parseLandingPath("/hubs/landing/4/caf%C3%A9")).toEqual({ page: "home", hubId: 4, slug: "café" });
    for (const path of [
      "/hubs/landing",
      "/hubs/landing/x/y",
      "/hubs/landing/0/a",
      "/hubs/landing/99999999999/a",
      "/hubs/other/4",
      "/hubs/landing/4/a/b/c",
      "/hubs/landing/4/%E0%A4%A",
    ]) {
      expect(parseLandingPath(path), path).toBeNull();
    }
  });
});
