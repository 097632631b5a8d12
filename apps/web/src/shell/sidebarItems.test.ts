import { describe, expect, it } from "vitest";
import { isItemActive, sidebarItems } from "./sidebarItems";

const keys = (...args: Parameters<typeof sidebarItems>) => sidebarItems(...args).map((i) => i.key);

describe("sidebarItems", () => {
  it("shows a learner the dashboard, upcoming and completed courses, and hubs when hubs are shown", () => {
    expect(keys({ permissions: [], showHubs: true, videoTutorialsUrl: "https://v.example" })).toEqual([
      "dashboard",
      "upcomingCourses",
      "completedCourses",
      "hubsSharedToMe",
      "eventBookings",
    ]);
    expect(keys({ permissions: [], showHubs: false, videoTutorialsUrl: null })).toEqual([
      "dashboard",
      "upcomingCourses",
      "completedCourses",
    ]);
  });

  it("shows a creator the creator items and the video tutorials link when configured", () => {
    expect(keys({ permissions: ["create_course"], showHubs: true, videoTutorialsUrl: "https://v.example" })).toEqual([
      "dashboard",
      "courseBuilder",
      "courses",
      "themes",
      "courseHubs",
      "reports",
      "mediaLibrary",
      "integrations",
      "support",
      "videoTutorials",
      "eventBookings",
    ]);
    const withoutVideo = keys({ permissions: ["create_course"], showHubs: false, videoTutorialsUrl: null });
    expect(withoutVideo).not.toContain("videoTutorials");
    expect(withoutVideo).not.toContain("eventBookings");
    expect(withoutVideo).not.toContain("upcomingCourses");
  });

  it("marks the current page and its sub-pages active", () => {
    const [dashboard] = sidebarItems({ permissions: [], showHubs: false, videoTutorialsUrl: null });
    if (!dashboard) throw new Error("dashboard item missing");
    expect(isItemActive(dashboard, "/dashboard")).toBe(true);
    expect(isItemActive(dashboard, "/dashboardx")).toBe(false);
  });
});
