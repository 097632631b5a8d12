import { describe, expect, it } from "vitest";
import { guardRedirect, isInternetExplorer, pathAfterLogin, shouldRememberRoute } from "./guards";
import { GUEST_ONLY_PATHS, ROUTES } from "./routeTable";

const guest = { loggedIn: false, permissions: [] };
const learner = { loggedIn: true, permissions: [] };
const creator = { loggedIn: true, permissions: ["create_course"] };

function routeNamed(name: string) {
  const route = ROUTES.find((r) => r.name === name);
  if (!route) throw new Error(`no route ${name}`);
  return route;
}

describe("guardRedirect", () => {
  it("sends a logged-in user away from guest-only routes to the dashboard", () => {
    expect(guardRedirect({ kind: "guest" }, learner)).toBe("/dashboard");
    expect(guardRedirect({ kind: "guest" }, guest)).toBeNull();
  });

  it("sends a guest from login-required routes to login", () => {
    expect(guardRedirect({ kind: "login" }, guest)).toBe("/login");
    expect(guardRedirect({ kind: "login" }, learner)).toBeNull();
  });

  it("sends a user without the permission to the dashboard and a guest to login", () => {
    const guard = { kind: "permission", permission: "create_course" } as const;
    expect(guardRedirect(guard, learner)).toBe("/dashboard");
    expect(guardRedirect(guard, guest)).toBe("/login");
    expect(guardRedirect(guard, creator)).toBeNull();
  });

  it("lets everyone open public routes", () => {
    for (const session of [guest, learner, creator]) expect(guardRedirect({ kind: "public" }, session)).toBeNull();
  });
});

describe("route table", () => {
  it("guards the routes as spec 2 lists them", () => {
    expect(routeNamed("coursesList").guard).toEqual({ kind: "permission", permission: "create_course" });
    expect(routeNamed("createCourse").guard).toEqual({ kind: "login" });
    expect(routeNamed("crateApiIntegration").guard).toEqual({ kind: "login" });
    expect(routeNamed("setNewPassword").guard).toEqual({ kind: "guest" });
    expect(routeNamed("coursePlayer").guard).toEqual({ kind: "public" });
    // Issue 19: sales are the creator's; bookings are anyone's signed in.
    expect(routeNamed("course_hubs.orders").guard).toEqual({ kind: "permission", permission: "create_course" });
    expect(routeNamed("events.get_bookings").guard).toEqual({ kind: "login" });
    expect(routeNamed("validateEmail").guard).toEqual({ kind: "public" });
    // Opened from the old mailbox, whoever is signed in (or nobody).
    expect(routeNamed("undoEmailChange").guard).toEqual({ kind: "public" });
    expect(routeNamed("error").path).toBe("*");
  });

  it("has unique names and paths", () => {
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });

  it("lists the guest-only paths for the after-login redirect", () => {
    expect(GUEST_ONLY_PATHS).toEqual([
      "/login",
      "/registration",
      "/content_creator_registration",
      "/forgotPassword",
      "/setNewPassword",
    ]);
  });
});

describe("last visited page", () => {
  it("is not remembered for the routes spec 2 excludes", () => {
    for (const name of [
      "login",
      "error",
      "accessDenied",
      "registration",
      "content_creator_registration",
      "setNewPassword",
      "courseSharesPlayerInitialPage",
    ]) {
      expect(shouldRememberRoute(name), name).toBe(false);
    }
    expect(shouldRememberRoute(undefined)).toBe(false);
  });

  it("is remembered for other routes", () => {
    expect(shouldRememberRoute("coursesList")).toBe(true);
    expect(shouldRememberRoute("dashboard")).toBe(true);
  });

  it("is restored after login, unless it is a guest-only page or not a path of the app", () => {
    expect(pathAfterLogin("/coursesList", GUEST_ONLY_PATHS)).toBe("/coursesList");
    expect(pathAfterLogin("/reports/main?tab=2", GUEST_ONLY_PATHS)).toBe("/reports/main?tab=2");
    expect(pathAfterLogin(null, GUEST_ONLY_PATHS)).toBe("/dashboard");
    expect(pathAfterLogin("/forgotPassword", GUEST_ONLY_PATHS)).toBe("/dashboard");
    expect(pathAfterLogin("/setNewPassword/abc", GUEST_ONLY_PATHS)).toBe("/dashboard");
    expect(pathAfterLogin("//evil.example.com/x", GUEST_ONLY_PATHS)).toBe("/dashboard");
    expect(pathAfterLogin("https://evil.example.com", GUEST_ONLY_PATHS)).toBe("/dashboard");
  });
});

describe("isInternetExplorer", () => {
  it("recognises IE 10 and IE 11", () => {
    expect(isInternetExplorer("Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.2; Trident/6.0)")).toBe(true);
    expect(isInternetExplorer("Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko")).toBe(true);
  });

  it("does not flag current browsers", () => {
    expect(
      isInternetExplorer(
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36 Edg/130.0",
      ),
    ).toBe(false);
    expect(isInternetExplorer("Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0")).toBe(false);
  });
});
