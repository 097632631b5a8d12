import { hasPermission, type Permission } from "@coursewright/course-model";
import type { FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import type { UserRow } from "../db/schema";
import { requireUser } from "./auth";
import { errors } from "./errors";

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
  /** A catalogue category or tag, and attaching it to a hub course: its creator only. */
  manageCatalogLabel: (user: Pick<UserRow, "id">, label: { user_id: number }) => label.user_id === user.id,
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
