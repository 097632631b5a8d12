import { hasPermission, PERMISSIONS } from "@coursewright/course-model";

export type SidebarIcon =
  | "dashboard"
  | "upcoming"
  | "completed"
  | "hubsShared"
  | "builder"
  | "courses"
  | "themes"
  | "hubs"
  | "reports"
  | "media"
  | "integrations"
  | "support"
  | "tutorials"
  | "bookings";

export interface SidebarItem {
  key: string;
  /** i18n key of the label. */
  label: string;
  icon: SidebarIcon;
  /** An app path, or an absolute URL for external links (opened in a new tab). */
  to: string;
  external?: boolean;
}

export interface SidebarContext {
  permissions: readonly string[];
  showHubs: boolean;
  videoTutorialsUrl: string | null;
}

/** The sidebar items of spec 2, by permission. */
export function sidebarItems(ctx: SidebarContext): SidebarItem[] {
  const items: SidebarItem[] = [{ key: "dashboard", label: "nav.dashboard", icon: "dashboard", to: "/dashboard" }];
  if (hasPermission(ctx.permissions, PERMISSIONS.createCourse)) {
    items.push(
      { key: "courseBuilder", label: "nav.course_builder", icon: "builder", to: "/createCourse" },
      { key: "courses", label: "nav.courses", icon: "courses", to: "/coursesList" },
      { key: "themes", label: "nav.themes", icon: "themes", to: "/themesList" },
      { key: "courseHubs", label: "nav.course_hubs", icon: "hubs", to: "/course_hubs" },
      { key: "reports", label: "nav.reports", icon: "reports", to: "/reports/main" },
      { key: "mediaLibrary", label: "nav.media_library", icon: "media", to: "/medialibrary" },
      { key: "integrations", label: "nav.integrations", icon: "integrations", to: "/integrationsApi" },
      { key: "support", label: "nav.support", icon: "support", to: "/support/send_message" },
    );
    if (ctx.videoTutorialsUrl) {
      items.push({
        key: "videoTutorials",
        label: "nav.video_tutorials",
        icon: "tutorials",
        to: ctx.videoTutorialsUrl,
        external: true,
      });
    }
  } else {
    items.push(
      { key: "upcomingCourses", label: "nav.upcoming_courses", icon: "upcoming", to: "/upcomingCourses" },
      { key: "completedCourses", label: "nav.completed_courses", icon: "completed", to: "/completedCourses" },
    );
    if (ctx.showHubs) {
      items.push({
        key: "hubsSharedToMe",
        label: "nav.hubs_shared_to_me",
        icon: "hubsShared",
        to: "/course_hubs/shared_to_me",
      });
    }
  }
  if (ctx.showHubs) {
    items.push({ key: "eventBookings", label: "nav.event_bookings", icon: "bookings", to: "/events/get_bookings" });
  }
  return items;
}

/** Whether a sidebar item is the current page (nested paths count: /reports/main/... belongs to reports). */
export function isItemActive(item: SidebarItem, pathname: string): boolean {
  if (item.external) return false;
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}
