import { PERMISSIONS } from "@coursewright/course-model";
import type { ComponentType } from "react";
import type { Params } from "react-router";
import { prefetchBuilderCourse } from "../builder/coursePrefetch";
import type { Guard } from "./guards";
import { parseIdParam } from "./params";

/** Data every route carries: its spec name and whether the app shell's sidebar may show. */
export interface RouteHandle {
  name: string;
  /** false for full-screen routes (builder, player, hub landing pages, status screens). */
  sidebar: boolean;
}

type PageModule = { default: ComponentType };
type PageImport = () => Promise<PageModule>;

const GUEST: Guard = { kind: "guest" };
const LOGIN: Guard = { kind: "login" };
const PUBLIC: Guard = { kind: "public" };
const CREATOR: Guard = { kind: "permission", permission: PERMISSIONS.createCourse };

// Every page is its own chunk, so a learner opening the player never downloads the builder.
const pages = {
  login: () => import("../pages/Login/LoginPage"),
  registration: () => import("../pages/Registration/RegistrationPage"),
  creatorRegistration: () => import("../pages/ContentCreatorRegistration/ContentCreatorRegistrationPage"),
  forgotPassword: () => import("../pages/ForgotPassword/ForgotPasswordPage"),
  setNewPassword: () => import("../pages/SetNewPassword/SetNewPasswordPage"),
  validateEmail: () => import("../pages/ValidateEmail/ValidateEmailPage"),
  undoEmailChange: () => import("../pages/UndoEmailChange/UndoEmailChangePage"),
  dashboard: () => import("../pages/Dashboard/DashboardPage"),
  profileEdit: () => import("../pages/ProfileEdit/ProfileEditPage"),
  support: () => import("../pages/Support/SupportPage"),
  mediaLibrary: () => import("../pages/MediaLibrary/MediaLibraryPage"),
  coursesList: () => import("../pages/CoursesList/CoursesListPage"),
  courseSettings: () => import("../pages/CourseSettings/CourseSettingsPage"),
  courseBuilder: () => import("../pages/CourseBuilder/CourseBuilderPage"),
  accessDenied: () => import("../pages/AccessDenied/AccessDeniedPage"),
  appInMaintenance: () => import("../pages/AppInMaintenance/AppInMaintenancePage"),
  ieNotSupported: () => import("../pages/IeNotSupported/IeNotSupportedPage"),
  unavailableCourse: () => import("../pages/UnavailableCourse/UnavailableCoursePage"),
  notFound: () => import("../pages/NotFound/NotFoundPage"),
  coursePlayer: () => import("../pages/CoursePlayer/CoursePlayerPage"),
  sharePlayerInitial: () => import("../pages/SharePlayerInitial/SharePlayerInitialPage"),
  upcomingCourses: () => import("../pages/UpcomingCourses/UpcomingCoursesPage"),
  completedCourses: () => import("../pages/CompletedCourses/CompletedCoursesPage"),
  themesList: () => import("../pages/ThemesList/ThemesListPage"),
  themeEditor: () => import("../pages/ThemeEditor/ThemeEditorPage"),
  reportsMain: () => import("../pages/ReportsMain/ReportsMainPage"),
  reportsUserDetails: () => import("../pages/ReportsUserDetails/ReportsUserDetailsPage"),
  launchError: () => import("../embedded/LaunchErrorPage"),
  integrationsApi: () => import("../pages/IntegrationsApi/IntegrationsApiPage"),
  integrationsApiCreate: () => import("../pages/IntegrationsApiCreate/IntegrationsApiCreatePage"),
  integrationsApiEdit: () => import("../pages/IntegrationsApiEdit/IntegrationsApiEditPage"),
  integrationsLti: () => import("../pages/IntegrationsLti/IntegrationsLtiPage"),
  integrationsXapi: () => import("../pages/IntegrationsXapi/IntegrationsXapiPage"),
  hubsSharedToMe: () => import("../pages/HubsSharedToMe/HubsSharedToMePage"),
  sharedHubCourses: () => import("../pages/SharedHubCourses/SharedHubCoursesPage"),
  hubShareInitial: () => import("../pages/HubShareInitial/HubShareInitialPage"),
  eventBookings: () => import("../pages/EventBookings/EventBookingsPage"),
  courseHubs: () => import("../pages/CourseHubs/CourseHubsPage"),
  courseHubSettings: () => import("../pages/CourseHubSettings/CourseHubSettingsPage"),
  orders: () => import("../pages/Orders/OrdersPage"),
  // The landing pages have a page of their own (hub.html): the app loads it in its place.
  hubLanding: () => import("../pages/HubLanding/HubLandingPage"),
} satisfies Record<string, PageImport>;

export interface RouteSpec {
  path: string;
  name: string;
  guard: Guard;
  page: PageImport;
  sidebar?: boolean;
  /** Starts the page's first read once the guard has let it through, while its code is still loading. */
  prefetch?: (params: Params) => void;
}

function prefetchCourse(params: Params): void {
  const courseId = parseIdParam(params.courseId);
  if (courseId !== null) prefetchBuilderCourse(courseId);
}

/** The route table of spec 2, in its order. */
export const ROUTES: readonly RouteSpec[] = [
  // Guest-only
  { path: "/login", name: "login", guard: GUEST, page: pages.login },
  { path: "/registration", name: "registration", guard: GUEST, page: pages.registration },
  {
    path: "/content_creator_registration",
    name: "content_creator_registration",
    guard: GUEST,
    page: pages.creatorRegistration,
  },
  { path: "/forgotPassword", name: "forgotPassword", guard: GUEST, page: pages.forgotPassword },
  { path: "/setNewPassword/:token", name: "setNewPassword", guard: GUEST, page: pages.setNewPassword },
  // Login-required
  { path: "/dashboard", name: "dashboard", guard: LOGIN, page: pages.dashboard },
  { path: "/createCourse", name: "createCourse", guard: LOGIN, page: pages.courseSettings },
  { path: "/editCourse/:courseId", name: "editCourse", guard: LOGIN, page: pages.courseSettings },
  { path: "/coursesList", name: "coursesList", guard: CREATOR, page: pages.coursesList },
  { path: "/upcomingCourses", name: "upcomingCourses", guard: LOGIN, page: pages.upcomingCourses },
  { path: "/completedCourses", name: "completedCourses", guard: LOGIN, page: pages.completedCourses },
  {
    path: "/courseBuilder/:courseId",
    name: "courseBuilder",
    guard: LOGIN,
    page: pages.courseBuilder,
    sidebar: false,
    prefetch: prefetchCourse,
  },
  { path: "/reports/main", name: "reports.main", guard: CREATOR, page: pages.reportsMain },
  {
    path: "/reports/single_user_details/:userId",
    name: "reports.single_user_details",
    guard: CREATOR,
    page: pages.reportsUserDetails,
  },
  { path: "/events/get_bookings", name: "events.get_bookings", guard: LOGIN, page: pages.eventBookings },
  { path: "/support/send_message", name: "supportSendMessage", guard: LOGIN, page: pages.support },
  { path: "/profile/edit", name: "editProfile", guard: LOGIN, page: pages.profileEdit },
  { path: "/course_hubs", name: "course_hubs", guard: CREATOR, page: pages.courseHubs },
  // Issue 19: the creator's sales, beside the hubs they are made in (the sidebar's "Course hubs" stays lit).
  { path: "/course_hubs/orders", name: "course_hubs.orders", guard: CREATOR, page: pages.orders },
  {
    path: "/course_hubs/settings/:hubId",
    name: "course_hubs.settings",
    guard: CREATOR,
    page: pages.courseHubSettings,
  },
  {
    path: "/course_hubs/shared_to_me",
    name: "course_hubs.shared_to_me",
    guard: LOGIN,
    page: pages.hubsSharedToMe,
  },
  {
    path: "/course_hubs/shared_hub_courses/:hubId",
    name: "course_hubs.shared_hub_courses",
    guard: LOGIN,
    page: pages.sharedHubCourses,
  },
  { path: "/medialibrary", name: "medialibrary", guard: CREATOR, page: pages.mediaLibrary },
  { path: "/integrationsApi", name: "IntegrationsApi", guard: CREATOR, page: pages.integrationsApi },
  // Spec 6: creating an API integration needs login only.
  {
    path: "/integrationsApi/create",
    name: "crateApiIntegration",
    guard: LOGIN,
    page: pages.integrationsApiCreate,
  },
  {
    path: "/integrationsApi/edit/:integrationId",
    name: "editApiIntegration",
    guard: CREATOR,
    page: pages.integrationsApiEdit,
  },
  { path: "/integrationsLti", name: "integrationsLti", guard: CREATOR, page: pages.integrationsLti },
  { path: "/integrationsXapi", name: "integrationsXapi", guard: CREATOR, page: pages.integrationsXapi },
  { path: "/themesList", name: "themesList", guard: CREATOR, page: pages.themesList },
  { path: "/createTheme", name: "createTheme", guard: CREATOR, page: pages.themeEditor },
  { path: "/editTheme/:themeId", name: "editTheme", guard: CREATOR, page: pages.themeEditor },
  // Public
  { path: "/coursePlayer/:courseId", name: "coursePlayer", guard: PUBLIC, page: pages.coursePlayer, sidebar: false },
  {
    path: "/courseShares/playerInitialPage/:shareId",
    name: "courseSharesPlayerInitialPage",
    guard: PUBLIC,
    page: pages.sharePlayerInitial,
    sidebar: false,
  },
  { path: "/accessDenied", name: "accessDenied", guard: PUBLIC, page: pages.accessDenied, sidebar: false },
  {
    path: "/appInMaintenance",
    name: "appInMaintenance",
    guard: PUBLIC,
    page: pages.appInMaintenance,
    sidebar: false,
  },
  { path: "/ieNotSupported", name: "ieNotSupported", guard: PUBLIC, page: pages.ieNotSupported, sidebar: false },
  {
    path: "/unavailable_course",
    name: "unavailable_course",
    guard: PUBLIC,
    page: pages.unavailableCourse,
    sidebar: false,
  },
  { path: "/validateEmail/:token", name: "validateEmail", guard: PUBLIC, page: pages.validateEmail, sidebar: false },
  {
    path: "/undoEmailChange/:token",
    name: "undoEmailChange",
    guard: PUBLIC,
    page: pages.undoEmailChange,
    sidebar: false,
  },
  {
    path: "/hubs/share_initial_page/:shareId",
    name: "hubs.share_initial_page",
    guard: PUBLIC,
    page: pages.hubShareInitial,
    sidebar: false,
  },
  { path: "/hubs/landing/:hubId/:slug", name: "hubs.landing", guard: PUBLIC, page: pages.hubLanding, sidebar: false },
  {
    path: "/hubs/landing/courses/:hubId/:slug",
    name: "hubs.landing.courses",
    guard: PUBLIC,
    page: pages.hubLanding,
    sidebar: false,
  },
  {
    path: "/hubs/landing/events/:hubId/:slug",
    name: "hubs.landing.events",
    guard: PUBLIC,
    page: pages.hubLanding,
    sidebar: false,
  },
  {
    path: "/hubs/landing/:hubId/:slug/course/:courseId",
    name: "hubs.landing.course",
    guard: PUBLIC,
    page: pages.hubLanding,
    sidebar: false,
  },
  {
    path: "/hubs/landing/:hubId/:slug/bundles",
    name: "hubs.landing.bundles",
    guard: PUBLIC,
    page: pages.hubLanding,
    sidebar: false,
  },
  {
    path: "/hubs/landing/:hubId/bundles/:bundleId/courses",
    name: "hubs.landing.bundle_courses",
    guard: PUBLIC,
    page: pages.hubLanding,
    sidebar: false,
  },
  {
    path: "/hubs/landing/:hubId/:slug/bundle/:bundleId/courses/:bundleCourseId",
    name: "hubs.landing.bundle_course",
    guard: PUBLIC,
    page: pages.hubLanding,
    sidebar: false,
  },
  // Issue 8: what an embedded player or builder shows when its launch cannot be redeemed.
  { path: "/launchError", name: "launchError", guard: PUBLIC, page: pages.launchError, sidebar: false },
  { path: "/404", name: "notFound", guard: PUBLIC, page: pages.notFound },
  { path: "*", name: "error", guard: PUBLIC, page: pages.notFound },
];

/** Paths of the guest-only routes without parameters, for the after-login redirect. */
export const GUEST_ONLY_PATHS = ROUTES.filter((r) => r.guard.kind === "guest").map((r) => r.path.split("/:")[0] ?? "");
