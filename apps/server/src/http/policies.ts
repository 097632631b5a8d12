import { hasPermission, type Permission } from "@coursewright/course-model";
import type { FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import type { LaunchKind, UserRow } from "../db/schema";
import type { LaunchScope } from "../modules/auth/tokens";
import { requireUser } from "./auth";
import { errors } from "./errors";
import type { LaunchAccess } from "./launchAccess";

/**
 * What routes are for, as launches' sign-ins see them (http/launchAccess.ts). builder: a course's builder reads
 * and save; preview: the player's reads of a course as its creator previews it; media: the media library's
 * reads and additions (uploads, video links, folders) the builder's picker offers; player: a course's player,
 * reads and progress; account: the signed-in user's own account read and sign-out.
 */
export type LaunchArea = "builder" | "preview" | "media" | "player" | "account";

/** The areas each kind of launch may use. */
export const LAUNCH_KIND_AREAS: Readonly<Record<LaunchKind, readonly LaunchArea[]>> = {
  builder: ["builder", "preview", "media", "account"],
  player: ["player", "account"],
  scorm: ["player", "account"],
};

/** Areas about one course: a launch's sign-in uses them for its own course only. */
export const COURSE_AREAS: readonly LaunchArea[] = ["builder", "preview", "player"];

/**
 * Who may do what, in one place. Later modules add one line per rule, e.g.
 * `updateCourse: (user, course) => course.user_id === user.id`.
 */
export const policies = {
  createCourse: (user: Pick<UserRow, "permissions">) => hasPermission(user.permissions, "create_course"),
  /** Reading, editing, duplicating and deleting a course: its creator only. */
  manageCourse: (user: Pick<UserRow, "id">, course: { user_id: number }) => course.user_id === user.id,
  /** Reading, editing, duplicating and deleting a theme, and giving it to a course: its creator only. */
  manageTheme: (user: Pick<UserRow, "id">, theme: { user_id: number }) => theme.user_id === user.id,
  /** Reading, editing, regenerating the secret of and revoking an API integration: its creator only. */
  manageIntegration: (user: Pick<UserRow, "id">, integration: { user_id: number }) => integration.user_id === user.id,
  /** A hub and everything in it (courses, bundles, events, banners, shares, access requests): its creator only. */
  manageHub: (user: Pick<UserRow, "id">, hub: { user_id: number }) => hub.user_id === user.id,
  /** An order (issue 19): its buyer and the creator who sold it. */
  readOrder: (user: Pick<UserRow, "id">, order: { buyer_id: number; seller_id: number }) =>
    order.buyer_id === user.id || order.seller_id === user.id,
  /** Refunding an order: the creator who sold it, never the buyer nor another creator. */
  refundOrder: (user: Pick<UserRow, "id">, order: { seller_id: number }) => order.seller_id === user.id,
  /** An event booking's calendar file and its cancellation: the person booked. */
  ownBooking: (user: Pick<UserRow, "id">, booking: { user_id: number }) => booking.user_id === user.id,
  /** A catalogue category or tag, and attaching it to a hub course: its creator only. */
  manageCatalogLabel: (user: Pick<UserRow, "id">, label: { user_id: number }) => label.user_id === user.id,
  /** The area of a route that a launch's sign-in may use there; null: none (a route that declares nothing has none). */
  launchArea: (scope: LaunchScope, access: LaunchAccess | undefined): LaunchArea | null =>
    access?.areas.find((area) => LAUNCH_KIND_AREAS[scope.kind].includes(area)) ?? null,
  /** A course-bound area only for the launch's own course. */
  launchCourse: (scope: LaunchScope, area: LaunchArea, courseId: number | null) =>
    !COURSE_AREAS.includes(area) || courseId === scope.courseId,
};

/** Throws 403 unless the rule allows it. */
export function authorize(allowed: boolean): void {
  if (!allowed) throw errors.forbidden();
}

/** preHandler (after `authenticate`): 403 forbidden unless the signed-in user holds the permission. */
export function requirePermission(permission: Permission): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest) => {
    authorize(hasPermission(requireUser(request).permissions, permission));
  };
}
