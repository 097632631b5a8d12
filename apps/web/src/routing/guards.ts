import { hasPermission, type Permission } from "@coursewright/course-model";

/** Who may open a route (spec 2, 6). */
export type Guard =
  | { kind: "guest" }
  | { kind: "login" }
  | { kind: "permission"; permission: Permission }
  | { kind: "public" };

export interface GuardSession {
  loggedIn: boolean;
  permissions: readonly string[];
}

export const HOME_PATH = "/dashboard";
export const LOGIN_PATH = "/login";

/** Where a route's guard sends the visitor instead, or null when they may stay. */
export function guardRedirect(guard: Guard, session: GuardSession): string | null {
  switch (guard.kind) {
    case "public":
      return null;
    case "guest":
      return session.loggedIn ? HOME_PATH : null;
    case "login":
      return session.loggedIn ? null : LOGIN_PATH;
    case "permission":
      if (!session.loggedIn) return LOGIN_PATH;
      return hasPermission(session.permissions, guard.permission) ? null : HOME_PATH;
  }
}

/** Routes never remembered as the last visited page (spec 2 Navigation rules). */
export const NOT_REMEMBERED_ROUTES: ReadonlySet<string> = new Set([
  "login",
  "error",
  "accessDenied",
  "registration",
  "content_creator_registration",
  "setNewPassword",
  "courseSharesPlayerInitialPage",
]);

export function shouldRememberRoute(routeName: string | undefined): boolean {
  return Boolean(routeName) && !NOT_REMEMBERED_ROUTES.has(routeName ?? "");
}

/**
 * Where to go after a successful login: the remembered page, unless it is one a logged-in user
 * would only bounce off (a guest-only page) or not a path of this app.
 */
export function pathAfterLogin(lastVisited: string | null, guestOnlyPaths: readonly string[]): string {
  if (!lastVisited?.startsWith("/") || lastVisited.startsWith("//")) return HOME_PATH;
  const pathname = lastVisited.split(/[?#]/)[0] ?? "";
  if (pathname === "/" || guestOnlyPaths.some((p) => pathname === p || pathname.startsWith(`${p}/`))) return HOME_PATH;
  return lastVisited;
}

export function isInternetExplorer(userAgent: string): boolean {
  return userAgent.includes("MSIE ") || userAgent.includes("Trident/");
}
